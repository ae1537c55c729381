@testable import ImageCodecs
import Testing

/// `GIFLZW.encodeSmallest` resumed from another coding's state at the
/// first pixel where the two differ: LZW's state there depends only on the
/// pixels before it, so the bytes must be those of a coding from the start.
@Suite struct GIFLZWResumptionTests {
    /// 250 × 200 pixels that fill the 4,096-code table many times (a fork
    /// at each of the first fills), as in `GIFLZWTests`.
    private let pixels: [UInt8] = (0..<(250 * 200)).map { (i: Int) -> UInt8 in UInt8((i * 7919 / 3 + i / 250 * 13) % 200) }

    /// `pixels` with every other 40 from `position` on replaced by index
    /// 201, which `pixels` never draws (another fill's transparent stretches).
    private func differing(from position: Int) -> [UInt8] {
        pixels.indices.map { $0 < position || ($0 - position) / 40 % 2 == 1 ? pixels[$0] : 201 }
    }

    /// Resumed at a difference before the first full table, between the
    /// first and second, past several; with two forks and with every fork;
    /// without a pace and following a recorded one; under no limit, a limit
    /// the resumed coding reaches (nil) and one it does not.
    @Test func aResumedCodingWritesTheBytesOfOneFromTheStart() throws {
        for position in [2_048, 9_000, 20_001, 41_000] {
            let second = differing(from: position)
            #expect(GIFEncoder.firstDifference(pixels, second) == position)
            for forks in [2, Int.max] {
                for paced in [false, true] {
                    let first = GIFLZW()
                    _ = first.encodeSmallest(primary: pixels, alternate: pixels, minimumCodeSize: 8,
                                             pace: paced ? .record : .none, forks: forks, resumableAt: position)
                    let resumption = try #require(first.resumption)
                    #expect(resumption.position == position)
                    let pace: GIFLZW.Pace = paced ? .follow(first.progress, slackShift: 5) : .none
                    let fresh = try #require(GIFLZW().encodeSmallest(primary: second, alternate: second, minimumCodeSize: 8,
                                                                     pace: pace, forks: forks))
                    for limit in [Int.max, fresh.count, fresh.count + 1] {
                        let resumed = first.encodeSmallest(primary: second, alternate: second, minimumCodeSize: 8, limit: limit,
                                                           pace: pace, forks: forks, resuming: resumption)
                        // Compared as one Bool: a failure would print two arrays of tens of thousands of bytes.
                        let same = resumed == (limit > fresh.count ? fresh : nil)
                        #expect(same, "at \(position), \(forks) forks, paced \(paced), limit \(limit)")
                    }
                }
            }
        }
    }

    /// A resumption that does not fit is not used: another code size, or
    /// a limit the codes before it already reach (a coding from the start
    /// stops there: nil, as without the resumption).
    @Test func aResumptionThatDoesNotFitIsLeft() throws {
        let position = 20_001
        let second = differing(from: position)
        let lzw = GIFLZW()
        _ = lzw.encodeSmallest(primary: pixels, alternate: pixels, minimumCodeSize: 8, resumableAt: position)
        let resumption = try #require(lzw.resumption)
        let fresh = try #require(GIFLZW().encodeSmallest(primary: second, alternate: second, minimumCodeSize: 8))
        #expect(lzw.encodeSmallest(primary: second, alternate: second, minimumCodeSize: 8, resuming: resumption) == fresh)
        // Indices under 128 coded from 8 bits: the same resumption at 7 bits is left.
        let halves = second.map { $0 / 2 }
        #expect(lzw.encodeSmallest(primary: halves, alternate: halves, minimumCodeSize: 7, resuming: resumption)
                == GIFLZW().encodeSmallest(primary: halves, alternate: halves, minimumCodeSize: 7))
        // A limit of 100 bytes: reached long before pixel 20,001.
        #expect(lzw.encodeSmallest(primary: second, alternate: second, minimumCodeSize: 8, limit: 100, resuming: resumption) == nil)
    }

    /// `GIFEncoder.firstDifference` reads eight bytes at a time and the
    /// rest one by one: a difference in a block, in the tail, none.
    @Test func theFirstDifferenceInBlocksAndTheTail() {
        let a = [UInt8](repeating: 3, count: 21)  // two blocks of 8, a tail of 5
        var b = a
        #expect(GIFEncoder.firstDifference(a, b) == 21)
        b[19] = 4
        #expect(GIFEncoder.firstDifference(a, b) == 19)
        b[10] = 0
        #expect(GIFEncoder.firstDifference(a, b) == 10)
        #expect(GIFEncoder.firstDifference([], []) == 0)
    }
}
