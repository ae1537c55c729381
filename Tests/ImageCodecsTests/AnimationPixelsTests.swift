@testable import ImageCodecs
import Testing

/// The frame arithmetic every animation encoder shares: flattening onto
/// white without a branch, and the changed pixels found a block at a time.
@Suite struct AnimationPixelsTests {
    /// Premultiplied pixels worked by hand: opaque keeps its colour, clear
    /// is white whatever its channels, and half-transparent red (alpha 128,
    /// red 128 premultiplied) shows 127 of white through: red 128 + 127 =
    /// 255, green and blue 0 + 127.
    @Test func translucentPixelsAreDrawnOverWhite() {
        let frame: [UInt32] = [0xFF12_3456, 0x0000_0000, 0x00FF_0000, 0x8080_0000, 0xFF00_0000]
        #expect(AnimationPixels.opaqueRGBs(frame) == [0x12_3456, 0xFF_FFFF, 0xFF_FFFF, 0xFF_7F7F, 0x00_0000])
    }

    /// Flattened in place, the same hand-worked pixels (a translucent
    /// frame, through the branch-free loop) and an opaque frame (the
    /// alpha byte dropped), as a sweep hands them to `addOpaqueFrames`.
    @Test func flatteningInPlaceGivesTheSamePixels() {
        var translucent: [UInt32] = [0xFF12_3456, 0x0000_0000, 0x00FF_0000, 0x8080_0000, 0xFF00_0000]
        AnimationPixels.flattenOntoWhite(&translucent)
        #expect(translucent == [0x12_3456, 0xFF_FFFF, 0xFF_FFFF, 0xFF_7F7F, 0x00_0000])
        var opaque: [UInt32] = [0xFF12_3456, 0xFFFF_FFFF, 0xFF00_0000]
        AnimationPixels.flattenOntoWhite(&opaque)
        #expect(opaque == [0x12_3456, 0xFF_FFFF, 0x00_0000])
    }

    /// Keeping the opaque alpha byte (for an encoder that `takesOpaqueAlpha`):
    /// the same hand-worked colours, each with 0xFF in its top byte; an
    /// opaque frame is left as cairo painted it.
    @Test func flatteningKeepingTheOpaqueAlphaGivesTheSameColours() {
        var translucent: [UInt32] = [0xFF12_3456, 0x0000_0000, 0x00FF_0000, 0x8080_0000, 0xFF00_0000]
        AnimationPixels.flattenOntoWhite(&translucent, keepingOpaqueAlpha: true)
        #expect(translucent == [0xFF12_3456, 0xFFFF_FFFF, 0xFFFF_FFFF, 0xFFFF_7F7F, 0xFF00_0000])
        var opaque: [UInt32] = [0xFF12_3456, 0xFFFF_FFFF, 0xFF00_0000]
        AnimationPixels.flattenOntoWhite(&opaque, keepingOpaqueAlpha: true)
        #expect(opaque == [0xFF12_3456, 0xFFFF_FFFF, 0xFF00_0000])
    }

    /// The branch-free sum is `opaqueRGB`'s per-channel rule for every
    /// alpha and channels at the edges of a byte's range.
    @Test func theBranchFreeSumIsTheRuleForEveryAlpha() {
        let channels: [UInt32] = [0, 1, 0x7F, 0x80, 0x81, 0xFE, 0xFF]
        for alpha: UInt32 in 0...255 {
            for r in channels {
                for g in channels {
                    let pixel = alpha << 24 | r << 16 | g << 8 | (255 - r)
                    #expect(AnimationPixels.overWhite(pixel) == AnimationPixels.opaqueRGB(pixel), "pixel \(pixel)")
                }
            }
        }
    }

    /// The four-pixel loop is the one-pixel rule for every alpha and
    /// channels at the edges of a byte's range, non-premultiplied ones
    /// (above the alpha, where the sum saturates) among them, over a length
    /// that leaves three pixels to the one-pixel loop after it; in place
    /// too, as `flattenOntoWhite` calls it.
    @Test func theFourPixelLoopIsTheRuleForEveryAlpha() {
        let channels: [UInt32] = [0, 1, 0x7F, 0x80, 0x81, 0xFE, 0xFF]
        var pixels: [UInt32] = []
        for alpha: UInt32 in 0...255 {
            for r in channels {
                for g in channels { pixels.append(alpha << 24 | r << 16 | g << 8 | (255 - r)) }
            }
        }
        pixels += [0x8080_0000, 0x0000_00FF, 0xFE12_3456]
        #expect(pixels.count % 4 == 3)
        let expected = pixels.map(AnimationPixels.opaqueRGB)
        #expect(AnimationPixels.opaqueRGBs(pixels) == expected)
        var inPlace = pixels
        AnimationPixels.flattenOntoWhite(&inPlace)
        #expect(inPlace == expected)
    }

    /// Frames 150 pixels wide (two 64-pixel blocks and a remainder) that
    /// differ at (70, 1) and (149, 2): the rectangle from column 70 to 149,
    /// rows 1 and 2; the census counts those two pixels' colours only.
    @Test func changesAreFoundAcrossBlocks() {
        let width = 150, height = 4
        let before = [UInt32](repeating: 0xFF_FFFF, count: width * height)
        var after = before
        after[1 * width + 70] = 0x00_00FF
        after[2 * width + 149] = 0x00_FF00
        #expect(AnimationPixels.changedRectangle(after, before, width: width, height: height)
            == AnimationPixels.Rectangle(left: 70, top: 1, right: 150, bottom: 3))
        #expect(AnimationPixels.changedRectangle(before, before, width: width, height: height) == nil)
        #expect(GIFColorCensus.changedColors(after, previous: before, width: width) == [0x00_00FF: 1, 0x00_FF00: 1])
    }
}
