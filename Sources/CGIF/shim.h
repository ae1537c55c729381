// Umbrella header for the system library; see Package.swift.
#include <gif_lib.h>
