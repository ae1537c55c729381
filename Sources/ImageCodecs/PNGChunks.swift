/// A walk over a PNG's chunks before libpng (through cairo) reads it:
/// libpng allocates a chunk's declared length before reading it, so a
/// 145-byte file whose text chunk claims 1.9 GB made it allocate 1.9 GB
/// (found by `scripts/fuzz png`). A chunk longer than the bytes left, or
/// than the PNG specification's 2³¹ − 1, means the file is cut short or
/// corrupt: it is refused before any decoding.
public enum PNGChunks {
    /// Whether `bytes` start with the PNG signature and every chunk up to
    /// IEND (or the end) fits inside them, its CRC included.
    public static func areWithinBounds(_ bytes: [UInt8]) -> Bool {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { return false }
        var offset = 8
        while offset < bytes.count {
            guard bytes.count - offset >= 12 else { return false }  // length, type, CRC at least
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= 0x7FFF_FFFF, length <= bytes.count - offset - 12 else { return false }
            let type = bytes[offset + 4..<offset + 8]
            offset += 12 + length
            if type.elementsEqual("IEND".utf8) { return true }
        }
        return false
    }
}
