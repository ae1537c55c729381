import CZlib
@testable import ImageCodecs
import Testing

/// Trellis's own deflater: every stream inflates with zlib to its input,
/// the codes are valid deflate codes, and flat pictures come out no
/// larger than zlib makes them.
@Suite struct PictureDeflateTests {
    /// A deterministic byte source (xorshift), so failures reproduce.
    private struct Noise {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        mutating func next() -> UInt8 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return UInt8(truncatingIfNeeded: state >> 24)
        }
    }

    private func inflated(_ stream: [UInt8], size: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: size + 1)
        var length = uLongf(size + 1)
        let status = out.withUnsafeMutableBufferPointer { target in
            stream.withUnsafeBufferPointer { uncompress(target.baseAddress, &length, $0.baseAddress, uLong($0.count)) }
        }
        return status == Z_OK ? Array(out.prefix(Int(length))) : nil
    }

    /// Rows as a palette picture's: filter byte 0, a background of index
    /// 0, a card of 1 with a border of 2, and "text": a few 5 × 7 glyphs of
    /// antialiasing indices 3...40 set along lines, some repeated.
    private func flatPicture(width: Int, height: Int) -> [UInt8] {
        var noise = Noise()
        let glyphs = (0..<6).map { _ in (0..<35).map { _ in noise.next() % 3 == 0 ? 3 + noise.next() % 38 : 1 } }
        var rows = [UInt8](repeating: 0, count: (width + 1) * height)
        for y in 0..<height {
            for x in 0..<width {
                let inCard = x >= 8 && x < width - 8 && y >= 8 && y < height - 8
                let onBorder = inCard && (x == 8 || x == width - 9 || y == 8 || y == height - 9)
                rows[y * (width + 1) + 1 + x] = onBorder ? 2 : inCard ? 1 : 0
            }
        }
        var line = 14
        while line + 7 < height - 10 {
            var x = 14
            while x + 5 < width - 12 {
                let glyph = glyphs[Int(noise.next()) % glyphs.count]
                for gy in 0..<7 { for gx in 0..<5 { rows[(line + gy) * (width + 1) + 1 + x + gx] = glyph[gy * 5 + gx] } }
                x += noise.next() % 5 == 0 ? 10 : 6
            }
            line += 11
        }
        return rows
    }

    @Test(arguments: ["empty", "one byte", "three bytes", "zeros", "noise", "far repeat", "picture", "wide picture"])
    func streamsInflateToTheirInput(_ name: String) throws {
        var noise = Noise()
        let (data, rowLength): ([UInt8], Int) = switch name {
        case "empty": ([], 0)
        case "one byte": ([7], 0)
        case "three bytes": ([1, 2, 3], 0)
        // Runs longer than a match (258) and than the window (32 KiB).
        case "zeros": ([UInt8](repeating: 0, count: 100_000), 0)
        // Incompressible: every symbol a literal, several blocks.
        case "noise": ((0..<70_000).map { _ in noise.next() }, 0)
        // A block repeated beyond the window must not be referred to.
        case "far repeat":
            { let block = (0..<1_000).map { _ in noise.next() }
              return (block + [UInt8](repeating: 9, count: 40_000) + block + block, 0) }()
        case "picture": (flatPicture(width: 320, height: 200), 321)
        // Rows longer than the window: the row above is out of reach.
        default: (flatPicture(width: 40_000, height: 2), 40_001)
        }
        let stream = PictureDeflate.deflate(data, rowLength: rowLength)
        #expect(stream.prefix(2) == [0x78, 0xDA])
        let back = try #require(inflated(stream, size: data.count))
        #expect(back == data)
    }

    /// The first block's type (bits 1–2 of the byte after the zlib
    /// header): a few bytes take the fixed codes, noise is stored (its
    /// 70,000 literals are five blocks of at most 16,384 symbols, each
    /// stored with 5 bytes of header; zlib's header and check add 6), flat
    /// rows get codes of their own.
    @Test func eachBlockTakesItsSmallestForm() {
        var noise = Noise()
        let bytes = (0..<70_000).map { _ in noise.next() }
        let stored = PictureDeflate.deflate(bytes, rowLength: 0)
        #expect(stored[2] >> 1 & 3 == 0)
        #expect(stored.count == 70_000 + 5 * 5 + 6)
        #expect(PictureDeflate.deflate([1, 2, 3, 4, 5], rowLength: 0)[2] >> 1 & 3 == 1)
        #expect(PictureDeflate.deflate(flatPicture(width: 320, height: 200), rowLength: 321)[2] >> 1 & 3 == 2)
    }

    /// Below `smallInput` bytes the smaller of zlib's level 9 and ours is
    /// kept; above, ours alone.
    @Test func smallInputsKeepTheSmallerOfZlibsAndOurs() {
        var noise = Noise()
        let small: [[UInt8]] = [
            flatPicture(width: 60, height: 40),
            (0..<3_000).map { i in i % 4 == 3 ? noise.next() : UInt8(i % 4) },
            Array("the same three bytes, the same three bytes again".utf8),
        ]
        for data in small {
            let zlib = Deflate.compress(data, .maximum), ours = PictureDeflate.deflate(data, rowLength: 0)
            #expect(PictureDeflate.compress(data, rowLength: 0) == (zlib.count < ours.count ? zlib : ours))
        }
        let large = flatPicture(width: 400, height: 80)
        #expect(PictureDeflate.compress(large, rowLength: 401) == PictureDeflate.deflate(large, rowLength: 401))
    }

    @Test func sameRowsSameBytes() {
        let rows = flatPicture(width: 200, height: 120)
        #expect(PictureDeflate.deflate(rows, rowLength: 201) == PictureDeflate.deflate(rows, rowLength: 201))
    }

    /// What the pictures used before (zlib, level 9, chains of 512) makes
    /// no smaller stream of a flat picture.
    @Test func flatPicturesAreNoLargerThanZlibMakesThem() {
        for (width, height) in [(320, 200), (400, 80), (750, 400)] {
            let rows = flatPicture(width: width, height: height)
            let ours = PictureDeflate.deflate(rows, rowLength: width + 1).count
            let zlib = Deflate.compress(rows, .thorough).count
            #expect(ours <= zlib, "\(width) × \(height): \(ours) bytes against zlib's \(zlib)")
        }
    }

    /// Frequencies 1, 1, 2, 4: Huffman's tree is 3, 3, 2, 1 bits deep;
    /// canonical codes 110, 111, 10, 0, written reversed.
    @Test func huffmanLengthsAndCodesByHand() {
        let code = HuffmanCode(frequencies: [1, 1, 2, 4], limit: 15)
        #expect(code.lengths == [3, 3, 2, 1])
        #expect(code.codes == [0b011, 0b111, 0b01, 0b0])
        let lone = HuffmanCode(frequencies: [0, 0, 5], limit: 15)
        #expect(lone.lengths == [0, 0, 1])
    }

    /// Fibonacci frequencies make a tree 24 deep; cut to 15 (and to the
    /// code-length code's 7) the code is still complete: Kraft's sum is 1.
    @Test(arguments: [15, 7]) func longCodesAreCutToTheLimit(_ limit: Int) {
        var frequencies = [1, 1]
        while frequencies.count < 25 { frequencies.append(frequencies[frequencies.count - 1] + frequencies[frequencies.count - 2]) }
        let used = limit == 7 ? Array(frequencies.prefix(19)) : frequencies
        let lengths = HuffmanCode(frequencies: used, limit: limit).lengths
        #expect(lengths.allSatisfy { $0 >= 1 && Int($0) <= limit })
        let kraft = lengths.reduce(0) { $0 + 1 << (limit - Int($1)) }
        #expect(kraft == 1 << limit)
        // Commoner symbols never get longer codes.
        for i in 1..<lengths.count { #expect(lengths[i] <= lengths[i - 1]) }
    }

    /// RFC 1951 §3.2.5's tables at their edges.
    @Test func lengthAndDistanceCodes() {
        #expect([3, 10, 11, 12, 13, 227, 257, 258].map(DeflateSymbols.lengthCode) == [0, 7, 8, 8, 9, 27, 27, 28])
        #expect([1, 4, 5, 6, 7, 256, 257, 384, 385, 24576, 24577, 32768].map(DeflateSymbols.distanceCode)
                    == [0, 3, 4, 4, 5, 15, 16, 16, 17, 28, 29, 29])
    }

    /// Twenty zeros, five 5s, two zeros, a 3: 18 (11 + 9), 5, 16 (3 + 1),
    /// 0, 0 (too few for 17), 3.
    @Test func codeLengthRunsByHand() {
        let lengths: [UInt8] = [UInt8](repeating: 0, count: 20) + [5, 5, 5, 5, 5, 0, 0, 3]
        let runs = DeflateSymbols.codeLengthRuns(lengths)
        #expect(runs.map(\.symbol) == [18, 5, 16, 0, 0, 3])
        #expect(runs.map(\.extra) == [9, 0, 1, 0, 0, 0])
    }
}
