import Foundation
import ImageCodecs
import Render
import Testing
import TrellisTestSupport
import Verification

/// A PNG whose chunk claims more bytes than the file has is refused before
/// libpng sees it: libpng allocates the declared length first (1.9 GB for
/// the 145 bytes `scripts/fuzz png` found: a `tEXt` chunk whose length
/// field reads "tRNS", 0x74524E53).
@Suite struct PNGChunkBoundsTests {
    let found = repositoryRoot + "/Fuzz/Regressions/png/declared-1.9GB-text-chunk.png"

    @Test func theFuzzersFindIsRefused() throws {
        let data = try #require(FileManager.default.contents(atPath: found))
        #expect(data.count == 145)
        #expect(!PNGChunks.areWithinBounds([UInt8](data)))
        #expect(PNGPixels(data) == nil)
    }

    @Test func aWholePNGIsWithinBounds() throws {
        let data = try #require(FileManager.default.contents(atPath: Repository.fixtures + "/images/bar.png"))
        #expect(PNGChunks.areWithinBounds([UInt8](data)))
        #expect(PNGPixels(data) != nil)
    }

    /// Cut anywhere inside its last chunk, or with a chunk length past
    /// 2³¹ − 1, a PNG is refused; the signature alone is not a PNG.
    @Test func cutOrOverlongChunksAreRefused() throws {
        let bytes = [UInt8](try #require(FileManager.default.contents(atPath: Repository.fixtures + "/images/bar.png")))
        #expect(!PNGChunks.areWithinBounds(Array(bytes.dropLast(1))))
        #expect(!PNGChunks.areWithinBounds(Array(bytes.prefix(8))))
        var overlong = bytes
        overlong[8] = 0x80  // IHDR's length: 2³¹ + 13
        #expect(!PNGChunks.areWithinBounds(overlong))
    }
}
