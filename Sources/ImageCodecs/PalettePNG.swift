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
        encode(PaletteImage(pixels: pixels, width: width, height: height))
    }

    /// The PNG file of a palette image, deflated by zlib at level 9
    /// (references' bytes must not change under users who record them;
    /// pictures that are not references use `PictureDeflate`).
    public static func encode(_ image: PaletteImage) -> [UInt8] {
        encode(image, asReference: true)
    }

    /// A reference's rows are deflated by zlib at level 9, other pictures' by `PictureDeflate`.
    public static func encode(_ image: PaletteImage, asReference: Bool) -> [UInt8] {
        encode(image, rows: asReference ? .reference : .picture)
    }

    /// How the rows are deflated: zlib at level 9 (references), `PictureDeflate`
    /// (other pictures), or stored (`DraftPNG`).
    enum Rows {
        case reference, picture, stored
    }

    static func encode(_ image: PaletteImage, rows: Rows) -> [UInt8] {
        let width = image.width, height = image.height
        // Each row: filter type 0 (none), then one index per pixel. Filters
        // gain little on palette images and would cost a pass per row.
        var raw = [UInt8](repeating: 0, count: (width + 1) * height)
        for y in 0..<height {
            raw.replaceSubrange((y * (width + 1) + 1)..<((y + 1) * (width + 1)),
                                with: image.indices[(y * width)..<((y + 1) * width)])
        }
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        appendChunk("IHDR", header(width: width, height: height), to: &file)
        appendChunk("PLTE", image.palette.flatMap { [UInt8($0 >> 16 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] },
                    to: &file)
        let stream: [UInt8]
        switch rows {
        case .reference: stream = Deflate.compress(raw, .maximum)
        case .picture: stream = PictureDeflate.compress(raw, rowLength: width + 1)
        case .stored: stream = Deflate.compress(raw, .stored)
        }
        appendChunk("IDAT", stream, to: &file)
        appendChunk("IEND", [], to: &file)
        return file
    }

    /// IHDR's data: width, height, depth 8, colour type 3 (palette),
    /// deflate, filter method 0, no interlace.
    static func header(width: Int, height: Int) -> [UInt8] {
        bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 3, 0, 0, 0]
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// Appends a chunk: its length, type, data and CRC.
    static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        file += bigEndian(UInt32(data.count))
        let body = typeBytes + data
        file += body
        let crc = body.withUnsafeBufferPointer { CZlib.crc32(0, $0.baseAddress, uInt($0.count)) }
        file += bigEndian(UInt32(crc))
    }
}
