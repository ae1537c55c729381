@testable import ImageCodecs
import Testing

/// When a later WebP frame is also coded blended over the one before
/// (`WebPFrames.blendingMayPay`): only where most of its rectangle is
/// unchanged and its unchanged pixels are edges the parse would pay for.
@Suite struct WebPFramesTests {
    static let width = 16, height = 8
    static let whole = AnimationPixels.Rectangle(left: 0, top: 0, right: width, bottom: height)

    /// `base` with 2 × 2 red squares in the top left and bottom right corners.
    static func squares(on base: [UInt32]) -> [UInt32] {
        var out = base
        for (x, y) in [(0, 0), (1, 0), (0, 1), (1, 1), (14, 6), (15, 6), (14, 7), (15, 7)] { out[y * width + x] = 0xFF_0000 }
        return out
    }

    /// A checkerboard: every pixel unlike its left and upper neighbours.
    /// With the squares added, 120 of 128 pixels are unchanged and the
    /// unchanged ones all turn transparent: almost every edge goes.
    @Test func busyUnchangedPixelsAreWorthBlending() throws {
        let board = (0..<(Self.width * Self.height)).map { i in (i % Self.width + i / Self.width) % 2 == 0 ? UInt32(0) : 0xFF_FFFF }
        #expect(WebPFrames.blendingMayPay(Self.squares(on: board), over: board, Self.whole, width: Self.width))
        let frame = try WebPFrames.frame(Self.squares(on: board), changed: Self.whole, earlier: board,
                                         width: Self.width, height: Self.height, delay: 4)
        #expect(frame.blends)
    }

    /// A flat white frame: the unchanged pixels are one run either way
    /// (the same three edges, beside the squares), so blending is not tried.
    @Test func flatUnchangedPixelsAreNotWorthBlending() throws {
        let white = [UInt32](repeating: 0xFF_FFFF, count: Self.width * Self.height)
        #expect(!WebPFrames.blendingMayPay(Self.squares(on: white), over: white, Self.whole, width: Self.width))
        let frame = try WebPFrames.frame(Self.squares(on: white), changed: Self.whole, earlier: white,
                                         width: Self.width, height: Self.height, delay: 4)
        #expect(!frame.blends)
    }

    /// Fewer than 3/4 of the pixels unchanged: not tried, however busy.
    @Test func mostlyChangedRectanglesAreNotBlended() {
        let board = (0..<(Self.width * Self.height)).map { i in (i % Self.width + i / Self.width) % 2 == 0 ? UInt32(0) : 0xFF_FFFF }
        var changed = board
        for i in 0..<(Self.width * 3) { changed[i] = 0x00_00FF }  // 48 of 128 pixels: 62.5 % unchanged
        #expect(!WebPFrames.blendingMayPay(changed, over: board, Self.whole, width: Self.width))
        var fewer = board
        for i in 0..<(Self.width * 2) { fewer[i] = 0x00_00FF }  // 32 of 128: 75 % unchanged
        #expect(WebPFrames.blendingMayPay(fewer, over: board, Self.whole, width: Self.width))
    }
}
