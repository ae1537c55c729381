import Foundation
import ImageCodecs
import Render
import Testing
import Verification

/// Palette PNGs decode (through cairo) to the pixels they were made of
/// when the image has at most 256 colours, and stay close when it has more.
@Suite struct PalettePNGTests {
    @Test func fewColoursAreExact() throws {
        // A 3 × 2 image: red, green, blue / white, black, grey, opaque.
        let pixels: [UInt32] = [0xFFFF0000, 0xFF00FF00, 0xFF0000FF, 0xFFFFFFFF, 0xFF000000, 0xFF808080]
        let png = PalettePNG.encode(pixels, width: 3, height: 2)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width 3, height 2, depth 8, colour type 3 (palette).
        #expect(Array(png[16..<26]) == [0, 0, 0, 3, 0, 0, 0, 2, 8, 3])
        let decoded = try #require(PNGPixels(Data(png)))
        #expect(decoded.width == 3 && decoded.height == 2)
        #expect(decoded.pixels == pixels)
    }

    @Test func manyColoursStayClose() throws {
        // 32 × 32 = 1,024 greys-and-reds: more than a palette holds.
        var pixels: [UInt32] = []
        for y in 0..<32 { for x in 0..<32 { pixels.append(0xFF00_0000 | UInt32(x * 8) << 16 | UInt32(y * 8) << 8 | 0x40) } }
        let decoded = try #require(PNGPixels(Data(PalettePNG.encode(pixels, width: 32, height: 32))))
        let original = try #require(PNGPixels(Data(PalettePNG.encode(pixels, width: 32, height: 32))))
        #expect(decoded == original, "the same pixels give the same file")
        var worst = 0
        for (a, b) in zip(pixels, decoded.pixels) {
            for shift in [16, 8, 0] as [UInt32] { worst = max(worst, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF))) }
        }
        // 256 boxes over a 32 × 32 grid of colours 8 apart: each box spans
        // at most 2 × 2 neighbours, so a channel is off by at most 8.
        #expect(worst <= 8)
    }
}
