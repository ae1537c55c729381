// Umbrella header for the system library; see Package.swift.
#include <fontconfig/fontconfig.h>
