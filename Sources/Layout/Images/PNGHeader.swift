/// What a PNG's first chunk (IHDR) says: its size in pixels. Read without
/// decoding a pixel (Layout knows no image library; Render decodes).
///
/// The layout of the first 33 bytes is fixed by the PNG specification
/// (ISO/IEC 15948, W3C PNG 2nd edition, §5.2 signature, §5.3 chunk layout,
/// §11.2.2 IHDR): the 8-byte signature 137 80 78 71 13 10 26 10, then the
/// IHDR chunk: length 13 (4 bytes, big-endian), "IHDR", width and height
/// (4 bytes each, big-endian, 1…2³¹−1), bit depth, colour type,
/// compression, filter, interlace (1 byte each), and the CRC-32 of the
/// type and data.
public struct PNGHeader: Hashable, Sendable {
    public let width: Int
    public let height: Int

    /// How many bytes the signature and the IHDR chunk take.
    public static let byteCount = 33
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    /// Trellis's limit on a side, in pixels (a larger image would be
    /// decoded into more memory than a picture of a layout needs).
    public static let maximumSide = 16384

    /// Reads the header from the start of a PNG; `path` only names it in errors.
    public init(bytes: [UInt8], path: String? = nil) throws(ImageError) {
        func fail(_ problem: String) -> ImageError { ImageError(path: path, problem: problem) }
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGHeader.signature else {
            throw fail(bytes.isEmpty ? "is empty, not a PNG image"
                       : "is not a PNG image (it does not start with PNG's 8-byte signature)")
        }
        guard bytes.count >= PNGHeader.byteCount else {
            throw fail("is cut short: a PNG image needs \(PNGHeader.byteCount) bytes for its header, it has \(bytes.count)")
        }
        func uint32(at offset: Int) -> UInt32 {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
        }
        guard uint32(at: 8) == 13, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw fail("is not a valid PNG image (its first chunk is not a 13-byte IHDR)")
        }
        guard CRC32.checksum(bytes[12..<29]) == uint32(at: 29) else {
            throw fail("is not a valid PNG image (its IHDR chunk's CRC does not match: the file is damaged)")
        }
        let width = uint32(at: 16), height = uint32(at: 20)
        guard width >= 1, height >= 1, width <= UInt32(Int32.max), height <= UInt32(Int32.max) else {
            throw fail("is not a valid PNG image (its size is \(width) × \(height) pixels; each side must be 1 to 2147483647)")
        }
        guard width <= PNGHeader.maximumSide, height <= PNGHeader.maximumSide else {
            throw fail("is \(width) × \(height) pixels; Trellis draws images of at most \(PNGHeader.maximumSide) pixels a side")
        }
        self.width = Int(width)
        self.height = Int(height)
    }
}

/// CRC-32 as PNG computes it (ISO 3309 / ITU-T V.42, the PNG
/// specification's Annex D: polynomial 0xEDB88320, reflected, initial and
/// final XOR 0xFFFFFFFF).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
