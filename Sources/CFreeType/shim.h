// Umbrella header for the system library; see Package.swift.
#include <ft2build.h>
#include FT_FREETYPE_H
// Variable fonts' axes and glyph outlines (Render draws a variable font's
// instance from its outlines: see VariableGlyphOutlines.swift).
#include FT_MULTIPLE_MASTERS_H
#include FT_OUTLINE_H
