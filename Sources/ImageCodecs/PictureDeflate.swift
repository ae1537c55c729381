import CZlib

/// A zlib stream (RFC 1950 around RFC 1951) of a palette picture's rows,
/// made by Trellis rather than zlib: `LZ77Matcher`'s parse, which knows
/// runs and the row above, then dynamic Huffman blocks of up to 16,384
/// symbols (zlib's block size at its default memory level).
///
/// On the palette pictures and APNG frames of 20 gallery cards (270
/// streams, 8.4 MB of rows) it is 0.6 % smaller than zlib at level 9 with
/// chains of 512 (`Deflate.Effort.thorough`, what these pictures used
/// before) and takes 45 % of its instructions: zlib spends most of its
/// time walking the chain of the background's bytes.
/// Any zlib inflater reads it; the same rows always give the same bytes.
enum PictureDeflate {
    static let blockSymbols = 1 << 14

    /// Below this many bytes zlib's level 9 is tried too and the smaller
    /// stream kept: small rectangles (a caption's digits changing) gain
    /// from the three-byte matches the parse does not look for, and zlib
    /// takes little time on them.
    static let smallInput = 4_096

    /// The stream of `data`, rows of `rowLength` bytes (0: not rows).
    static func compress(_ data: [UInt8], rowLength: Int) -> [UInt8] {
        let ours = deflate(data, rowLength: rowLength)
        guard data.count < smallInput else { return ours }
        let zlib = Deflate.compress(data, .maximum)
        return zlib.count < ours.count ? zlib : ours
    }

    /// The stream of `data` as this type makes it, without zlib's.
    static func deflate(_ data: [UInt8], rowLength: Int) -> [UInt8] {
        let symbols = data.withUnsafeBufferPointer { LZ77Matcher.parse($0, rowLength: rowLength) }
        var writer = DeflateBitWriter(capacity: data.count / 16 + 64)
        // CMF: deflate, 32 KiB window; FLG: "maximum compression", no
        // dictionary, check bits making the pair a multiple of 31.
        writer.append(bytes: [0x78, 0xDA])
        var start = 0, byteStart = 0
        repeat {
            let end = min(symbols.lengths.count, start + blockSymbols)
            var byteEnd = byteStart
            for i in start..<end { byteEnd += symbols.distances[i] == 0 ? 1 : Int(symbols.lengths[i]) }
            writeBlock(symbols, start..<end, bytes: data[byteStart..<byteEnd], last: end == symbols.lengths.count, to: &writer)
            start = end
            byteStart = byteEnd
        } while start < symbols.lengths.count
        writer.flush()
        let adler = data.withUnsafeBufferPointer { adler32(1, $0.baseAddress, uInt($0.count)) }  // checked: rows of a canvas, < 2³² bytes
        writer.append(bytes: [UInt8(adler >> 24 & 0xFF), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)])
        return writer.bytes
    }

    /// One block, in whichever of deflate's three forms is smallest, as
    /// zlib chooses: its own codes (BTYPE 2), the fixed codes (1, best for
    /// a few bytes) or stored (0, for what does not compress).
    private static func writeBlock(_ symbols: LZ77Matcher.Symbols, _ range: Range<Int>, bytes: ArraySlice<UInt8>, last: Bool,
                                   to writer: inout DeflateBitWriter) {
        var literalUses = [Int](repeating: 0, count: 286), distanceUses = [Int](repeating: 0, count: 30)
        var extraBits = 0
        for i in range {
            let length = Int(symbols.lengths[i]), distance = Int(symbols.distances[i])
            if distance == 0 {
                literalUses[length] += 1
            } else {
                let lengthCode = DeflateSymbols.lengthCode(length), distanceCode = DeflateSymbols.distanceCode(distance)
                literalUses[257 + lengthCode] += 1
                distanceUses[distanceCode] += 1
                extraBits += DeflateSymbols.lengthExtraBits[lengthCode] + DeflateSymbols.distanceExtraBits[distanceCode]
            }
        }
        literalUses[256] = 1  // end of block
        // A block without matches still declares a distance code.
        if distanceUses.allSatisfy({ $0 == 0 }) { distanceUses[0] = 1 }
        let header = DynamicHeader(literalUses: literalUses, distanceUses: distanceUses)

        func bits(_ code: HuffmanCode, _ uses: [Int]) -> Int {
            zip(code.lengths, uses).reduce(0) { $0 + Int($1.0) * $1.1 }  // checked: UInt8 lengths, not floating point
        }
        let dynamicBits = header.bits + bits(header.literals, literalUses) + bits(header.distances, distanceUses)
        let fixedBits = 3 + bits(HuffmanCode.fixedLiterals, literalUses) + bits(HuffmanCode.fixedDistances, distanceUses)
        // Each stored block: 3 bits, up to 7 of padding, 4 bytes of lengths.
        let storedBits = max(1, (bytes.count + 65534) / 65535) * 42 + 8 * bytes.count
        if storedBits < min(dynamicBits, fixedBits) + extraBits {
            writeStored(bytes, last: last, to: &writer)
            return
        }
        writer.write(last ? 1 : 0, 1)
        if fixedBits <= dynamicBits {
            writer.write(1, 2)
            writeSymbols(symbols, range, HuffmanCode.fixedLiterals, HuffmanCode.fixedDistances, to: &writer)
        } else {
            writer.write(2, 2)
            header.write(to: &writer)
            writeSymbols(symbols, range, header.literals, header.distances, to: &writer)
        }
    }

    private static func writeSymbols(_ symbols: LZ77Matcher.Symbols, _ range: Range<Int>, _ literals: HuffmanCode,
                                     _ distances: HuffmanCode, to writer: inout DeflateBitWriter) {
        for i in range {
            let length = Int(symbols.lengths[i]), distance = Int(symbols.distances[i])
            if distance == 0 {
                writer.write(Int(literals.codes[length]), Int(literals.lengths[length]))
                continue
            }
            let lengthCode = DeflateSymbols.lengthCode(length)
            writer.write(Int(literals.codes[257 + lengthCode]), Int(literals.lengths[257 + lengthCode]))
            writer.write(length - DeflateSymbols.lengthBase[lengthCode], DeflateSymbols.lengthExtraBits[lengthCode])
            let distanceCode = DeflateSymbols.distanceCode(distance)
            writer.write(Int(distances.codes[distanceCode]), Int(distances.lengths[distanceCode]))
            writer.write(distance - DeflateSymbols.distanceBase[distanceCode], DeflateSymbols.distanceExtraBits[distanceCode])
        }
        writer.write(Int(literals.codes[256]), Int(literals.lengths[256]))
    }

    /// Stored blocks of at most 65,535 bytes: header bits, padding to a
    /// byte, the length and its complement, the bytes.
    private static func writeStored(_ bytes: ArraySlice<UInt8>, last: Bool, to writer: inout DeflateBitWriter) {
        var start = bytes.startIndex
        repeat {
            let end = min(bytes.endIndex, start + 65535)
            writer.write(last && end == bytes.endIndex ? 1 : 0, 1)
            writer.write(0, 2)
            writer.flush()
            let count = end - start
            writer.append(bytes: [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8(~count >> 8 & 0xFF)])
            writer.append(bytes: Array(bytes[start..<end]))
            start = end
        } while start < bytes.endIndex
    }
}
