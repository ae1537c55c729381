import CZlib
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A draft compared with its reference by their rows, without building
/// either palette image: the usual case of a passing snapshot test, where
/// the picture has not changed and so has the reference's palette in the
/// reference's order (the palette is made from the pixels alone).
///
/// `PaletteImage(png:)` read the draft too: its rows copied out of the
/// IDAT, through zlib's stored-block copy and into the indices, and the
/// reference inflated into a buffer and copied again, then both compared
/// colour by colour (perf32: 536 M instructions a round of `trellis-bench
/// uikit --test draft`, more than inflating the references costs). Here
/// the draft's stored blocks are read where they are, the reference is
/// inflated once, and the two rows' bytes are compared with `memcmp`.
extension DraftPNG {
    /// Whether the draft and the reference are valid palette PNGs of
    /// Trellis's own form (every CRC and Adler-32 right, filter 0, no index
    /// past the palette: what `PaletteImage(png:)` requires) with the same
    /// header, the same palette bytes and the same rows' bytes. True implies
    /// ``matches(_:reference:)``; false says nothing (the palettes may be
    /// in another order, or either is not of this form): compare colours.
    static func hasSameRows(_ draft: UnsafeBufferPointer<UInt8>, reference: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let fresh = Chunks(draft), fresh.data.count == 1, let old = Chunks(reference),
              fresh.header.elementsEqual(old.header), fresh.palette.elementsEqual(old.palette),
              let rows = storedRows(draft, fresh.data[0]) else { return false }
        // Each row: its filter byte (0), then `width` indices below the palette's count.
        let width = fresh.header.prefix(4).reduce(0) { $0 << 8 | Int($1) }
        let height = fresh.header.dropFirst(4).prefix(4).reduce(0) { $0 << 8 | Int($1) }
        guard width > 0, height > 0 else { return false }
        let (rowBytes, overflow) = (width + 1).multipliedReportingOverflow(by: height)
        guard !overflow, rowBytes <= Int(UInt32.max), rows.reduce(0, { $0 + $1.count }) == rowBytes,
              rowsAreIndices(draft, rows, width: width, colors: fresh.palette.count / 3) else { return false }
        guard let inflated = inflate(reference, old.data, count: rowBytes) else { return false }
        return inflated.withUnsafeBufferPointer { inflated in
            var offset = 0
            for block in rows {
                guard memcmp(inflated.baseAddress! + offset, draft.baseAddress! + block.lowerBound, block.count) == 0 else {
                    return false
                }
                offset += block.count
            }
            return true
        }
    }

    /// The byte ranges of a PNG as ``PalettePNG`` writes it, every chunk's
    /// CRC checked: IHDR, PLTE, one IDAT or more, IEND, nothing else.
    private struct Chunks {
        var header: Slice<UnsafeBufferPointer<UInt8>>
        var palette: Slice<UnsafeBufferPointer<UInt8>>
        var data: [Range<Int>] = []

        init?(_ bytes: UnsafeBufferPointer<UInt8>) {
            // The signature and IHDR as `paletteSize` requires them (a palette PNG's header).
            guard bytes.count > 45, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
                  bytes[8..<16].elementsEqual([0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
                  bytes[24..<29].elementsEqual(PalettePNG.header(width: 1, height: 1)[8...]) else { return nil }
            header = bytes[16..<29]
            palette = bytes[0..<0]
            var offset = 8, index = 0
            while true {
                guard bytes.count - offset >= 12 else { return nil }
                let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
                guard length <= 0x7FFF_FFFF, length <= bytes.count - offset - 12 else { return nil }
                let body = (offset + 4)..<(offset + 8 + length)
                let stored = bytes[body.upperBound..<body.upperBound + 4].reduce(0) { $0 << 8 | UInt32($1) }
                guard UInt32(truncatingIfNeeded: crc32(0, bytes.baseAddress! + body.lowerBound, uInt(body.count))) == stored
                else { return nil }
                let type = bytes[(offset + 4)..<(offset + 8)]
                let data = (offset + 8)..<body.upperBound
                switch index {
                case 0: break  // IHDR, checked above
                case 1:
                    guard type.elementsEqual("PLTE".utf8), length % 3 == 0, (3...768).contains(length) else { return nil }
                    palette = bytes[data]
                default:
                    if type.elementsEqual("IEND".utf8) {
                        guard !self.data.isEmpty else { return nil }
                        return
                    }
                    guard type.elementsEqual("IDAT".utf8) else { return nil }
                    self.data.append(data)
                }
                index += 1
                offset = body.upperBound + 4
            }
        }
    }

    /// The ranges of `bytes` that a zlib stream of stored blocks only holds,
    /// its Adler-32 checked; nil for any other stream.
    private static func storedRows(_ bytes: UnsafeBufferPointer<UInt8>, _ stream: Range<Int>) -> [Range<Int>]? {
        guard stream.count >= 6, bytes[stream.lowerBound] == 0x78, bytes[stream.lowerBound + 1] == 0x01 else { return nil }
        var blocks: [Range<Int>] = []
        var offset = stream.lowerBound + 2, last = false
        var adler = adler32(0, nil, 0)
        while !last {
            // A block's header byte (final bit, type 00, zero padding), then LEN and its complement, little-endian.
            guard stream.upperBound - offset >= 5, bytes[offset] & 0xFE == 0 else { return nil }
            last = bytes[offset] == 1
            let length = Int(bytes[offset + 1]) | Int(bytes[offset + 2]) << 8
            guard length ^ (Int(bytes[offset + 3]) | Int(bytes[offset + 4]) << 8) == 0xFFFF,
                  stream.upperBound - offset - 5 >= length else { return nil }
            let block = (offset + 5)..<(offset + 5 + length)
            adler = adler32(adler, bytes.baseAddress! + block.lowerBound, uInt(length))
            blocks.append(block)
            offset = block.upperBound
        }
        guard stream.upperBound - offset == 4,
              bytes[offset..<offset + 4].reduce(0, { $0 << 8 | UInt($1) }) == UInt(truncatingIfNeeded: adler) else { return nil }
        return blocks
    }

    /// Whether every row of the stored blocks starts with filter byte 0 and
    /// holds no index past the palette (a largest index found with a loop
    /// that vectorises, as `PaletteImage` does).
    private static func rowsAreIndices(_ bytes: UnsafeBufferPointer<UInt8>, _ blocks: [Range<Int>], width: Int,
                                       colors: Int) -> Bool {
        var column = 0, largest: UInt8 = 0
        for block in blocks {
            var k = block.lowerBound
            while k < block.upperBound {
                if column == 0 {
                    guard bytes[k] == 0 else { return false }
                    k += 1
                    column = width
                    continue
                }
                let run = min(column, block.upperBound - k)
                if colors < 256 {
                    for x in k..<(k + run) { largest = max(largest, bytes[x]) }
                }
                k += run
                column -= run
            }
        }
        return Int(largest) < colors
    }

    /// The reference's IDAT data inflated: exactly `count` bytes, or nil
    /// (a stream that is damaged, shorter or longer).
    private static func inflate(_ bytes: UnsafeBufferPointer<UInt8>, _ data: [Range<Int>], count: Int) -> [UInt8]? {
        var stream = z_stream()
        guard inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }  // checked: a struct of a few dozen bytes
        defer { inflateEnd(&stream) }
        // One byte more than the rows, so that a longer stream shows; not
        // zeroed first, as inflate writes every byte it reports.
        var status = Z_OK
        let out = [UInt8](unsafeUninitializedCapacity: count + 1) { target, initialized in
            stream.next_out = target.baseAddress
            stream.avail_out = uInt(target.count)
            for range in data where status == Z_OK {
                stream.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress! + range.lowerBound)
                stream.avail_in = uInt(range.count)
                status = CZlib.inflate(&stream, Z_NO_FLUSH)
                if status == Z_BUF_ERROR, range.isEmpty { status = Z_OK }
            }
            initialized = target.count - Int(stream.avail_out)
        }
        guard status == Z_STREAM_END, out.count == count else { return nil }
        return out
    }
}
