// Umbrella header for the system library; see Package.swift.
#include <cairo.h>
#include <cairo-ft.h>
