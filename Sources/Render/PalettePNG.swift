import CZlib

/// An 8-bit palette PNG: what snapshot references are stored as.
///
/// Flat UI has few colours, so a palette image of a cairo canvas is usually
/// exact and a quarter of the bytes of cairo's 32-bit PNG; antialiased text
/// over many colours goes through the GIF encoder's median cut (256 colours),
/// which is deterministic, so a reference and a fresh render of the same tree
/// still match byte for byte. The image is opaque (canvases always have a
/// background), like the GIF frames.
public enum PalettePNG {
    /// The PNG file for premultiplied ARGB pixels, row by row.
    public static func encode(_ pixels: [UInt32], width: Int, height: Int) -> [UInt8] {
        precondition(pixels.count == width * height && width > 0 && height > 0)
        var counts: [UInt32: Int] = [:]
        let rgb = pixels.map(opaqueRGB)
        for color in rgb { counts[color, default: 0] += 1 }
        let quantized = Quantizer.palette(for: counts, limit: 256)
        // Each row: filter type 0 (none), then one index per pixel. Filters
        // gain little on palette images and would cost a pass per row.
        var raw = [UInt8]()
        raw.reserveCapacity((width + 1) * height)
        for y in 0..<height {
            raw.append(0)
            for x in 0..<width { raw.append(quantized.index[rgb[y * width + x]]!) }
        }
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 3, 0, 0, 0] // depth 8, colour type 3 (palette), deflate, no filter choice, no interlace
        appendChunk("IHDR", header, to: &file)
        appendChunk("PLTE", quantized.palette.flatMap { [UInt8($0 >> 16 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] },
                    to: &file)
        appendChunk("IDAT", deflate(raw), to: &file)
        appendChunk("IEND", [], to: &file)
        return file
    }

    /// Premultiplied ARGB over white, as the GIF frames are flattened.
    static func opaqueRGB(_ argb: UInt32) -> UInt32 {
        let a = argb >> 24
        func channel(_ shift: UInt32) -> UInt32 { min(255, ((argb >> shift) & 0xFF) + (255 - a)) }
        return channel(16) << 16 | channel(8) << 8 | channel(0)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        file += bigEndian(UInt32(data.count))
        let body = typeBytes + data
        file += body
        let crc = body.withUnsafeBufferPointer { CZlib.crc32(0, $0.baseAddress, uInt($0.count)) }
        file += bigEndian(UInt32(crc))
    }

    private static func deflate(_ data: [UInt8]) -> [UInt8] {
        var length = compressBound(uLong(data.count))
        var out = [UInt8](repeating: 0, count: Int(length))
        let status = out.withUnsafeMutableBufferPointer { target in
            data.withUnsafeBufferPointer { source in
                compress2(target.baseAddress, &length, source.baseAddress, uLong(source.count), 9)
            }
        }
        precondition(status == Z_OK, "zlib compress2 failed (\(status)) with a buffer of compressBound bytes")
        return Array(out.prefix(Int(length)))
    }
}

extension Canvas {
    /// The image as an 8-bit palette PNG (see ``PalettePNG``).
    public func palettePNGData() -> [UInt8] {
        PalettePNG.encode(pixels(), width: width, height: height)
    }
}
