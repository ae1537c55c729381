import Foundation
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

/// `WebPFrames.blendingMayPay`'s row-at-a-time count against the edges
/// counted by their definition, pixel by pixel, on frames of a few colours
/// (so that blending pays on some and not on others) and rectangles from
/// one pixel to the whole frame.
@Suite struct BlendingCountTests {
    /// The judgement by definition: a quarter or less changed, and the
    /// blended pixels' edges (a pixel unlike its left neighbour and, below
    /// the first row, its upper one; unchanged pixels 0, changed ones
    /// opaque) at most 7/10 of the pixels' own.
    static func byDefinition(_ rgb: [UInt32], over earlier: [UInt32], _ r: AnimationPixels.Rectangle, width: Int) -> Bool {
        var changed = 0
        for y in r.top..<r.bottom { for x in r.left..<r.right where rgb[y * width + x] != earlier[y * width + x] { changed += 1 } }
        if changed > r.width * r.height / 4 { return false }
        func blended(_ k: Int) -> UInt32 { earlier[k] == rgb[k] ? 0 : rgb[k] | 0xFF00_0000 }
        var edges = 0, blendedEdges = 0
        for y in r.top..<r.bottom {
            for x in r.left..<r.right {
                let k = y * width + x
                let hasLeft = x > r.left, hasUp = y > r.top
                if !hasLeft && !hasUp { continue }
                let edge = (!hasLeft || rgb[k] != rgb[k - 1]) && (!hasUp || rgb[k] != rgb[k - width])
                let blendedEdge = (!hasLeft || blended(k) != blended(k - 1)) && (!hasUp || blended(k) != blended(k - width))
                if edge { edges += 1 }
                if blendedEdge { blendedEdges += 1 }
            }
        }
        return blendedEdges * 10 <= edges * 7
    }

    @Test func agreesWithTheEdgesCountedOneByOne() {
        let width = 23, height = 17
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33) % n
        }
        let colors: [UInt32] = [0xFF_FFFF, 0x00_0000, 0xFF_0000, 0x33_66CC]
        var outcomes = [false: 0, true: 0]
        for round in 0..<400 {
            // A busy frame (few colours, in runs of random length) and the
            // frame after it, a few pixels changed (fewer in later rounds).
            var earlier = [UInt32](), color = colors[0]
            while earlier.count < width * height {
                if next(3) == 0 { color = colors[next(colors.count)] }
                earlier.append(round % 2 == 0 ? color : colors[next(colors.count)])
            }
            var rgb = earlier
            for _ in 0..<(next(width * height / (1 + round % 8)) + 1) { rgb[next(rgb.count)] = colors[next(colors.count)] }
            let left = next(width), top = next(height)
            let r = AnimationPixels.Rectangle(left: left, top: top, right: left + 1 + next(width - left), bottom: top + 1 + next(height - top))
            let expected = Self.byDefinition(rgb, over: earlier, r, width: width)
            #expect(WebPFrames.blendingMayPay(rgb, over: earlier, r, width: width) == expected, "round \(round), \(r)")
            outcomes[expected, default: 0] += 1
        }
        // Both judgements met often enough to tell a wrong count.
        #expect(outcomes[true]! >= 40 && outcomes[false]! >= 40, "\(outcomes)")
    }
}

/// The file `WebPEncoder` streams (each frame written once the next
/// differs, the header completed by `finish()`): RIFF's size is the file's
/// less 8 (RFC 9649 §2.5), VP8X's flags (byte 20) say animation (0x02) and,
/// only when a frame blends, alpha too (0x10), and an identical frame
/// lengthens the frame before (ANMF's duration, bytes 12–14 of its payload,
/// in milliseconds).
@Suite struct StreamedWebPFileTests {
    static func written(_ frames: [[UInt32]], delays: [Int]) throws -> [UInt8] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-webp-\(UUID().uuidString).webp").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let encoder = try WebPEncoder(path: path, width: WebPFramesTests.width, height: WebPFramesTests.height)
        encoder.jobs = 2
        try encoder.addOpaqueFrames(frames, delays: delays)
        try encoder.finish()
        return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    static func int(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int { (0..<count).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }

    /// The ANMF chunks' durations, in order.
    static func durations(_ bytes: [UInt8]) -> [Int] {
        var offset = 12, durations: [Int] = []
        while offset + 8 <= bytes.count {
            let size = int(bytes, offset + 4, 4)
            if Array(bytes[offset..<(offset + 4)]) == Array("ANMF".utf8) { durations.append(int(bytes, offset + 8 + 12, 3)) }
            offset += 8 + size + size % 2
        }
        return durations
    }

    @Test func aBlendedFrameSetsTheAlphaFlag() throws {
        let board = (0..<(WebPFramesTests.width * WebPFramesTests.height)).map { i in
            (i % WebPFramesTests.width + i / WebPFramesTests.width) % 2 == 0 ? UInt32(0) : 0xFF_FFFF
        }
        let bytes = try Self.written([board, WebPFramesTests.squares(on: board), WebPFramesTests.squares(on: board)], delays: [3, 4, 5])
        #expect(Self.int(bytes, 4, 4) == bytes.count - 8)
        #expect(bytes[20] == 0x12)
        #expect(Self.durations(bytes) == [30, 90])
    }

    @Test func framesThatReplaceLeaveTheAlphaFlagOff() throws {
        let white = [UInt32](repeating: 0xFF_FFFF, count: WebPFramesTests.width * WebPFramesTests.height)
        let bytes = try Self.written([white, white, WebPFramesTests.squares(on: white)], delays: [3, 4, 5])
        #expect(Self.int(bytes, 4, 4) == bytes.count - 8)
        #expect(bytes[20] == 0x02)
        #expect(Self.durations(bytes) == [70, 50])
    }
}

/// A WebP encoder takes frames flattened with cairo's opaque alpha byte
/// kept (0xFFRRGGBB, `takesOpaqueAlpha`) as it takes 0xRRGGBB ones: the
/// same file, whether a rectangle goes to libwebp (more than 256 colours:
/// then read in place in the frame, rows a frame's width apart) or to our
/// own coding.
@Suite struct OpaqueAlphaWebPTests {
    static let width = 40, height = 30

    /// Frames of every kind: a first of 1,200 colours (libwebp, the whole
    /// canvas), a second changing a 26 × 15 rectangle to 390 new colours
    /// (libwebp, a rectangle narrower than the frame), a third changing a
    /// 6 × 4 one to a single colour (our coding), and a fourth identical to it.
    static func frames() -> [[UInt32]] {
        var seed: UInt32 = 12345
        func next() -> UInt32 {
            seed = seed &* 1_103_515_245 &+ 12345
            return (seed >> 8) & 0xFF_FFFF
        }
        let first = (0..<(width * height)).map { _ in next() }
        var second = first
        for y in 5..<20 { for x in 7..<33 { second[y * width + x] = next() } }
        var third = second
        for y in 22..<26 { for x in 3..<9 { third[y * width + x] = 0x12_3456 } }
        return [first, second, third, third]
    }

    private func file(_ frames: [[UInt32]]) throws -> [UInt8] {
        let path = NSTemporaryDirectory() + "trellis-opaque-alpha-\(UUID().uuidString).webp"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let encoder = try WebPEncoder(path: path, width: Self.width, height: Self.height)
        try encoder.addOpaqueFrames(frames, delays: [4, 4, 4, 4])
        try encoder.finish()
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func framesWithAnOpaqueAlphaByteWriteTheSameFile() throws {
        let frames = Self.frames()
        #expect(Set(frames[0]).count > 256 && Set(frames[1]).count > 256, "the first two frames go to libwebp")
        let opaque = frames.map { $0.map { $0 | 0xFF00_0000 } }
        let plain = try file(frames)
        #expect(plain.count > 1000)
        #expect(try file(opaque) == plain)
    }

    @Test func theAlphaByteIsCheckedOverTheRectangleOnly() {
        var frame = [UInt32](repeating: 0xFF00_0000, count: Self.width * Self.height)
        let r = AnimationPixels.Rectangle(left: 7, top: 5, right: 33, bottom: 20)
        #expect(AnimationPixels.opaqueAlpha(frame, r, width: Self.width))
        frame[4 * Self.width + 10] = 0  // above the rectangle
        frame[10 * Self.width + 33] = 0  // right of it
        #expect(AnimationPixels.opaqueAlpha(frame, r, width: Self.width))
        frame[19 * Self.width + 32] = 0xFF_FFFF  // its last pixel, no alpha
        #expect(!AnimationPixels.opaqueAlpha(frame, r, width: Self.width))
    }
}
