// Umbrella header for the system library; see Package.swift.
#include <ft2build.h>
#include FT_FREETYPE_H
