// Umbrella header for the system library; see Package.swift.
#include <hb.h>
#include <hb-ft.h>
#include <hb-ot.h>
