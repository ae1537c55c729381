// Umbrella header for the system library libhyphen (Debian's libhyphen-dev,
// which ships no pkg-config file: the header is /usr/include/hyphen.h and
// the library libhyphen.so); see Package.swift and docs/text.md.
#include <hyphen.h>
#include <stdlib.h>  // free(): libhyphen allocates what it returns
