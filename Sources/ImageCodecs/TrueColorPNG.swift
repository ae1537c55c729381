/// An opaque picture of more than 256 colours as an 8-bit RGB PNG (colour
/// type 2), written by Trellis rather than through cairo: cairo's writer
/// first copies the image to undo premultiplication and stores an alpha
/// channel the picture does not use; this reads the canvas's pixels once,
/// three bytes a pixel. Rows are filtered as libpng filters them by default
/// (`PNGFilter`) and deflated at zlib's default level, as libpng does.
public enum TrueColorPNG {
    /// The PNG file for premultiplied ARGB pixels, row by row; nil when a
    /// pixel is not opaque (those go to cairo, which keeps the alpha).
    public static func encode(_ pixels: [UInt32], width: Int, height: Int) -> [UInt8]? {
        let stride = width * 3
        var raw = [UInt8](repeating: 0, count: (stride + 1) * height)
        // This row and the one above, swapped each row.
        var scratch = [UInt8](repeating: 0, count: stride * 2)
        let opaque: Bool = scratch.withUnsafeMutableBufferPointer { scratch in
            raw.withUnsafeMutableBufferPointer { raw in
                pixels.withUnsafeBufferPointer { pixels in
                    var row = scratch.baseAddress!, above = row + stride
                    for y in 0..<height {
                        for x in 0..<width {
                            let c = pixels[y * width + x]
                            guard c >> 24 == 0xFF else { return false }
                            row[x * 3] = UInt8(truncatingIfNeeded: c >> 16)
                            row[x * 3 + 1] = UInt8(truncatingIfNeeded: c >> 8)
                            row[x * 3 + 2] = UInt8(truncatingIfNeeded: c)
                        }
                        let line = raw.baseAddress! + y * (stride + 1)
                        PNGFilter.filter(row, above, count: stride, bytesPerPixel: 3, into: line)
                        swap(&row, &above)
                    }
                    return true
                }
            }
        }
        guard opaque else { return nil }
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        // Depth 8, colour type 2 (RGB), deflate, adaptive filters, no interlace.
        PalettePNG.appendChunk("IHDR", PalettePNG.bigEndian(UInt32(width)) + PalettePNG.bigEndian(UInt32(height)) + [8, 2, 0, 0, 0],
                               to: &file)
        PalettePNG.appendChunk("IDAT", Deflate.compress(raw, .quick), to: &file)
        PalettePNG.appendChunk("IEND", [], to: &file)
        return file
    }
}
