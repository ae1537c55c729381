import CGIF
import Foundation
@testable import ImageCodecs
import Testing

@Suite struct GIFLZWTests {
    /// Four pixels of index 0, 2-bit indices, worked by hand: codes clear
    /// (4), 0, 6 ("0 0", learnt after the first code), 0, end (5); 3 bits
    /// each until the table reaches 8 codes, after the fourth; packed from
    /// the lowest bit: 100 000 110 000 0101 → 0x84 0x51.
    @Test func codesAsWorkedByHand() {
        let codes = GIFLZW().encode(primary: [0, 0, 0, 0], alternate: [0, 0, 0, 0], minimumCodeSize: 2)
        #expect(codes == [0x84, 0x51])
        #expect(GIFLZW.decode(codes, minimumCodeSize: 2, count: 4) == [0, 0, 0, 0])
    }

    /// Eight pixels of index 0, 2-bit indices, worked by hand: a run the
    /// coder follows through its "same index again" children. Codes clear
    /// (4), 0 (learning 6 = "0 0"), 6 (7 = "0 0 0"), 7 (8 = "0 0 0 0",
    /// after which the next code, 9, needs 4 bits), 6 (the last two
    /// pixels), end (5): 3, 3, 3, 3, 4 and 4 bits, packed from the lowest
    /// bit: 4 | 6 << 6 | 7 << 9 | 6 << 12 | 5 << 16 = 0x56F84 → 0x84 0x6F 0x05.
    @Test func aRunCodedAsWorkedByHand() {
        let pixels = [UInt8](repeating: 0, count: 8)
        let codes = GIFLZW().encode(primary: pixels, alternate: pixels, minimumCodeSize: 2)
        #expect(codes == [0x84, 0x6F, 0x05])
        #expect(GIFLZW.decode(codes, minimumCodeSize: 2, count: 8) == pixels)
    }

    /// Runs of every length from 1 to 40 (shorter than, as long as and
    /// longer than the eight pixels the run scan compares at a time), of
    /// two colours in turn and a third between some, the last run ending
    /// at the last pixel: clearing, keeping and the smallest way all decode
    /// exactly, with our decoder and giflib's; the smallest is one of the
    /// whole encodings. (Runs teach few strings: the table does not fill
    /// here; `fullTablesDecode` fills it.)
    @Test func runsOfEveryLengthDecode() throws {
        var pixels: [UInt8] = []
        var round = 0
        while pixels.count < 250 * 200 {
            for length in 1...40 where pixels.count < 250 * 200 {
                let color = UInt8((length + round) % 2 == 0 ? 3 : 9)
                pixels += [UInt8](repeating: color, count: min(length, 250 * 200 - pixels.count))
                if length % 7 == 0 && pixels.count < 250 * 200 { pixels.append(UInt8(17 + round % 50)) }
            }
            round += 1
        }
        let lzw = GIFLZW()
        var whole: [[UInt8]] = []
        for clearing in [true, false] {
            let codes = lzw.encode(primary: pixels, alternate: pixels, minimumCodeSize: 8, clearWhenFull: clearing)
            #expect(GIFLZW.decode(codes, minimumCodeSize: 8, count: pixels.count) == pixels)
            #expect(try giflibDecode(codes, width: 250, height: 200) == pixels)
            whole.append(codes)
        }
        let smallest = try #require(lzw.encodeSmallest(primary: pixels, alternate: pixels, minimumCodeSize: 8, forks: 1))
        #expect(smallest == (whole[1].count < whole[0].count ? whole[1] : whole[0]))
        #expect(try giflibDecode(smallest, width: 250, height: 200) == pixels)
    }

    /// A pixel that may be either of two indices takes the one that
    /// continues the string: "1 1 (0 or 1) 1" is coded as "1 1 1 1".
    @Test func aFreePixelContinuesTheRun() {
        let lzw = GIFLZW()
        let free = lzw.encode(primary: [1, 1, 0, 1], alternate: [1, 1, 1, 1], minimumCodeSize: 2)
        let run = lzw.encode(primary: [1, 1, 1, 1], alternate: [1, 1, 1, 1], minimumCodeSize: 2)
        #expect(free == run)
        let forced = lzw.encode(primary: [1, 1, 0, 1], alternate: [1, 1, 0, 1], minimumCodeSize: 2)
        #expect(forced != run)
    }

    /// 250 × 200 pixels of a pattern that fills the 4,096-code table many
    /// times: clearing when full and keeping the full table both decode
    /// exactly, with our decoder and with giflib's.
    @Test func fullTablesDecode() throws {
        let pixels: [UInt8] = (0..<(250 * 200)).map { (i: Int) -> UInt8 in
            let value: Int = (i * 7919 / 3 + i / 250 * 13) % 200
            return UInt8(value)
        }
        let lzw = GIFLZW()
        for clearing in [true, false] {
            let codes = lzw.encode(primary: pixels, alternate: pixels, minimumCodeSize: 8, clearWhenFull: clearing)
            #expect(lzw.filled)
            #expect(GIFLZW.decode(codes, minimumCodeSize: 8, count: pixels.count) == pixels)
            #expect(try giflibDecode(codes, width: 250, height: 200) == pixels)
        }
    }

    /// `encodeSmallest` codes the part before the table first fills once
    /// and goes on every way from each fill: its bytes are the first
    /// smallest of the whole encodings made separately — the table cleared
    /// at every fill, then kept from the first fill, from the second, … —
    /// with and without free pixels; with one fork, of the first two.
    @Test func theSmallestIsOneOfTheWholeEncodings() throws {
        let pixels: [UInt8] = (0..<(250 * 200)).map { (i: Int) -> UInt8 in UInt8((i * 7919 / 3 + i / 250 * 13) % 200) }
        // Every third pixel free to be 0 as well: the don't-care path.
        let alternate: [UInt8] = pixels.indices.map { $0 % 3 == 0 ? 0 : pixels[$0] }
        for second in [pixels, alternate] {
            let clearing = GIFLZW().encode(primary: pixels, alternate: second, minimumCodeSize: 8, clearWhenFull: true)
            let keeping = GIFLZW().encode(primary: pixels, alternate: second, minimumCodeSize: 8, clearWhenFull: false)
            #expect(clearing != keeping)
            // Kept from the (n + 1)-th fill, until that is past the last fill (then the same as clearing).
            var ways = [clearing]
            for n in 0..<100 {
                let way = GIFLZW().encode(primary: pixels, alternate: second, minimumCodeSize: 8, fillsCleared: n)
                if way == clearing { break }
                ways.append(way)
            }
            #expect(ways.count > 3, "the pattern fills the table several times")
            #expect(ways[1] == keeping)
            let lzw = GIFLZW()
            let smallest = lzw.encodeSmallest(primary: pixels, alternate: second, minimumCodeSize: 8)
            #expect(lzw.filled)
            #expect(smallest == ways.min { $0.count < $1.count })
            let firstTwo = GIFLZW().encodeSmallest(primary: pixels, alternate: second, minimumCodeSize: 8, forks: 1)
            #expect(firstTwo == (keeping.count < clearing.count ? keeping : clearing))
        }
        // A limit: nothing when the smallest is at least that large, else the same bytes.
        let smallest = try #require(GIFLZW().encodeSmallest(primary: pixels, alternate: alternate, minimumCodeSize: 8))
        #expect(GIFLZW().encodeSmallest(primary: pixels, alternate: alternate, minimumCodeSize: 8, limit: smallest.count) == nil)
        #expect(GIFLZW().encodeSmallest(primary: pixels, alternate: alternate, minimumCodeSize: 8, limit: smallest.count + 1) == smallest)
        // A frame that never fills the table: one encoding.
        let short: [UInt8] = [3, 3, 3, 1, 1, 2, 3, 3]
        #expect(GIFLZW().encodeSmallest(primary: short, alternate: short, minimumCodeSize: 2)
                == GIFLZW().encode(primary: short, alternate: short, minimumCodeSize: 2))
    }

    /// Pace: a first coding records the bytes it had written at every
    /// sixteenth of the pixels (50,000 pixels: a checkpoint every 3,125, the
    /// sixteenth at the last pixel, after the last code the loop emits, so
    /// 15 recorded); a coding that keeps that pace writes the same bytes as
    /// one that keeps none, and one that falls far behind it from three
    /// quarters of the way on is given up (nil).
    @Test func aCodingFarBehindThePaceIsGivenUp() throws {
        let pixels: [UInt8] = (0..<(250 * 200)).map { (i: Int) -> UInt8 in UInt8((i * 7919 / 3 + i / 250 * 13) % 200) }
        let flat = [UInt8](repeating: 7, count: pixels.count)
        let lzw = GIFLZW()
        let unpaced = try #require(lzw.encodeSmallest(primary: pixels, alternate: pixels, minimumCodeSize: 8))
        #expect(lzw.encodeSmallest(primary: pixels, alternate: pixels, minimumCodeSize: 8, pace: .record) == unpaced)
        let progress = lzw.progress
        #expect(progress.count == 15)
        #expect(progress == progress.sorted() && progress[0] > 0)
        let following = GIFLZW.Pace.follow(progress, slackShift: 5)
        #expect(lzw.encodeSmallest(primary: pixels, alternate: pixels, minimumCodeSize: 8, pace: following) == unpaced)
        // One colour sets a pace of a few hundred bytes: the pattern, tens of
        // thousands of bytes, is far behind it.
        _ = lzw.encodeSmallest(primary: flat, alternate: flat, minimumCodeSize: 8, pace: .record)
        let flatPace = GIFLZW.Pace.follow(lzw.progress, slackShift: 5)
        #expect(lzw.encodeSmallest(primary: pixels, alternate: pixels, minimumCodeSize: 8, pace: flatPace) == nil)
    }

    /// `GIFEncoder.indexBits` reads sixteen bytes at a time and the rest
    /// one by one: the indices' OR (the same highest bit as the largest
    /// index: 2 | 5 = 7 and 5 both need 3 bits, 2 | 5 | 9 = 15 and 9 need 4)
    /// and `t` found in either part.
    @Test func theIndexBitsInBlocksAndTheTail() {
        var fill = [UInt8](repeating: 2, count: 37)  // two blocks of 16, a tail of 5
        fill[20] = 5
        #expect(GIFEncoder.indexBits(fill, drawing: 5) == (7, true))
        #expect(GIFEncoder.indexBits(fill, drawing: 7) == (7, false))
        fill[35] = 9
        #expect(GIFEncoder.indexBits(fill, drawing: 9) == (15, true))
        #expect(GIFEncoder.indexBits([], drawing: 0) == (0, false))
    }

    /// A one-frame GIF around `codes`, read back by giflib.
    private func giflibDecode(_ codes: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        let size: [UInt8] = [UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8)]
        var bytes: [UInt8] = Array("GIF89a".utf8)
        bytes += size
        bytes += [0xF7, 0, 0]
        for k in 0..<256 { bytes += [UInt8(k), UInt8(k), UInt8(k)] }
        bytes += [0x2C, 0, 0, 0, 0]
        bytes += size
        bytes += [0, 8]
        var offset = 0
        while offset < codes.count {
            let n = min(255, codes.count - offset)
            bytes.append(UInt8(n))
            bytes += codes[offset..<(offset + n)]
            offset += n
        }
        bytes += [0, 0x3B]
        let path = NSTemporaryDirectory() + "trellis-lzw-\(UUID().uuidString).gif"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        var error: Int32 = 0
        let gif = try #require(DGifOpenFileName(path, &error))
        defer { DGifCloseFile(gif, &error) }
        try #require(DGifSlurp(gif) == GIF_OK)
        let image = gif.pointee.SavedImages[0]
        return Array(UnsafeBufferPointer(start: image.RasterBits, count: width * height))
    }
}
