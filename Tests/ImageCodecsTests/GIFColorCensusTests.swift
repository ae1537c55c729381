@testable import ImageCodecs
import Testing

@Suite struct GIFColorCensusTests {
    /// A census's counts for `colors`, each drawn by `n` pixels.
    private func counts(_ colors: ClosedRange<UInt32>..., n: Int = 5) -> [UInt32: Int] {
        var counts: [UInt32: Int] = [:]
        for range in colors { for color in range { counts[color] = n } }
        return counts
    }

    /// The global table puts the colours of frames that draw few first, so
    /// those frames code narrow indices: a 3-colour frame's colours in the
    /// first 4 entries, and the 100 colours of two frames in the first 128,
    /// although colours of other frames are used by more frames (by use
    /// alone colours 51–60 of those two frames came after the 128th: colours
    /// 1–50 are in 6 frames, 101–147 in 5, 61–100 in 4, 51–60 in 3). Of a
    /// second set of 87 colours, 47 new, only 28 would fit: it is left out.
    @Test func smallFramesColoursComeFirst() throws {
        var census = GIFColorCensus()
        census.add(counts(1...250))  // the first frame
        census.add(counts(1...100))  // two frames of 100 colours
        census.add(counts(1...100))
        census.add(counts(61...147))  // one of 87 colours
        for _ in 0..<3 { census.add(counts(1...50, 101...250)) }  // three of 200 colours
        for _ in 0..<5 { census.add(counts(7...9)) }  // five of 3 colours
        let palette = try #require(census.palette())
        #expect(palette.count == 250 && Set(palette) == Set(1...250))
        #expect(Set(palette.prefix(4)).isSuperset(of: 7...9))
        #expect(Set(palette.prefix(128)).isSuperset(of: 1...100))
        #expect(!Set(palette.prefix(128)).isSuperset(of: 61...147))
    }
}
