import FileSafety
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// What every animation encoder does to a canvas's pixels first: flatten
/// them onto white (a GIF has no partial transparency, and the WebP and
/// APNG must show the same frames), and find what changed since the frame
/// before.
public enum AnimationPixels {
    /// A rectangle of pixels, `right` and `bottom` excluded.
    struct Rectangle: Equatable {
        var left: Int, top: Int, right: Int, bottom: Int
        var width: Int { right - left }
        var height: Int { bottom - top }
    }

    /// A premultiplied ARGB pixel (`Canvas.pixels()`) drawn over white, as
    /// 0xRRGGBB.
    static func opaqueRGB(_ argb: UInt32) -> UInt32 {
        let a = argb >> 24
        if a == 255 { return argb & 0xFFFFFF }
        if a == 0 { return 0xFFFFFF }
        // Un-premultiply over white (a transparent canvas shows as white).
        func channel(_ shift: UInt32) -> UInt32 { min(255, ((argb >> shift) & 0xFF) + (255 - a)) }
        return channel(16) << 16 | channel(8) << 8 | channel(0)
    }

    /// A batch an encoder is given, checked (a delay a frame, `width` ×
    /// `height` pixels each) and flattened on up to `jobs` threads.
    static func flattened(_ frames: [[UInt32]], delays: [Int], width: Int, height: Int, jobs: Int) -> [[UInt32]] {
        precondition(frames.count == delays.count, "a delay for every frame")
        for frame in frames { precondition(frame.count == width * height, "a frame must have width × height pixels") }
        return ParallelWork.map(count: frames.count, jobs: jobs) { _, k in opaqueRGBs(frames[k]) }
    }

    /// Frames flattened on up to `jobs` threads, each checked to have
    /// `width` × `height` pixels (a survey's: no delays).
    static func flattened(_ frames: [[UInt32]], width: Int, height: Int, jobs: Int) -> [[UInt32]] {
        ParallelWork.map(count: frames.count, jobs: jobs) { _, k in
            precondition(frames[k].count == width * height, "a frame must have width × height pixels")
            return opaqueRGBs(frames[k])
        }
    }

    /// Checks a batch of frames already flattened (`addOpaqueFrames`): a
    /// delay a frame, `width` × `height` pixels each.
    static func check(_ rgbs: [[UInt32]], delays: [Int], width: Int, height: Int) {
        precondition(rgbs.count == delays.count, "a delay for every frame")
        for frame in rgbs { precondition(frame.count == width * height, "a frame must have width × height pixels") }
    }

    /// A canvas's premultiplied ARGB pixels (`Canvas.pixels()`) flattened
    /// onto white in place, as 0xRRGGBB: what ``opaqueRGBs(_:)`` returns,
    /// without a second frame's memory. What an encoder's
    /// `addOpaqueFrames(_:delays:)` takes.
    public static func flattenOntoWhite(_ pixels: inout [UInt32]) {
        flattenOntoWhite(&pixels, keepingOpaqueAlpha: false)
    }

    /// ``flattenOntoWhite(_:)``, the alpha byte of every pixel 0xFF instead
    /// of 0 when `keepingOpaqueAlpha` (0xFFRRGGBB: as cairo paints an
    /// opaque frame, so that one needs no pass at all), for an encoder that
    /// `takesOpaqueAlpha`.
    public static func flattenOntoWhite(_ pixels: inout [UInt32], keepingOpaqueAlpha: Bool) {
        pixels.withUnsafeMutableBufferPointer { pixels in
            var alphas: UInt32 = 0xFF00_0000
            for pixel in pixels { alphas &= pixel }
            if alphas == 0xFF00_0000 {
                if !keepingOpaqueAlpha {
                    for i in pixels.indices { pixels[i] &= 0xFF_FFFF }
                }
            } else {
                overWhite(UnsafeBufferPointer(pixels), into: pixels.baseAddress!)
                if keepingOpaqueAlpha {
                    for i in pixels.indices { pixels[i] |= 0xFF00_0000 }
                }
            }
        }
    }

    /// Whether every pixel of `r` in `pixels` (rows of `width`) has an
    /// opaque alpha byte: a frame kept as 0xFFRRGGBB
    /// (``flattenOntoWhite(_:keepingOpaqueAlpha:)``), not 0xRRGGBB.
    static func opaqueAlpha(_ pixels: [UInt32], _ r: Rectangle, width: Int) -> Bool {
        pixels.withUnsafeBufferPointer { pixels in
            var alphas: UInt32 = 0xFF00_0000
            for y in r.top..<r.bottom {
                // A row at a time, without a branch a pixel: vectorized.
                let row = pixels.baseAddress! + y * width + r.left
                for i in 0..<r.width { alphas &= row[i] }
            }
            return alphas == 0xFF00_0000
        }
    }

    /// Every pixel of a frame as ``opaqueRGB(_:)`` makes it, the opaque
    /// ones (nearly all, in flat UI) in a tight loop.
    static func opaqueRGBs(_ argb: [UInt32]) -> [UInt32] {
        [UInt32](unsafeUninitializedCapacity: argb.count) { out, count in
            argb.withUnsafeBufferPointer { argb in
                // A frame on an opaque background (every sweep's but a
                // clear scene's) in two loops without a branch, which the
                // compiler vectorizes: a fifth of a small example's sweep
                // went to the one loop with a branch a pixel.
                var alphas: UInt32 = 0xFF00_0000
                for pixel in argb { alphas &= pixel }
                if alphas == 0xFF00_0000 {
                    for i in argb.indices { out[i] = argb[i] & 0xFF_FFFF }
                    count = argb.count
                    return
                }
                // Translucent pixels too: still no branch (a branch a pixel
                // was 40 % of baseline-alignment's GIF sweep).
                overWhite(argb, into: out.baseAddress!)
            }
            count = argb.count
        }
    }

    /// ``overWhite(_:)`` of every pixel of `argb`, written to `out` (which
    /// may be `argb`'s own memory), four pixels at a time: the white showing
    /// through (the inverted alpha) spread over the three channel bytes by
    /// one multiplication, and added to them in one saturating byte
    /// addition of the four pixels (SSE2's `paddusb`). ``overWhite(_:)``'s
    /// bitwise sum, vectorized by the compiler, took 8.5 instructions a
    /// pixel and 24 % of baseline-alignment's one-job GIF sweep (perf), the
    /// one example whose background is clear; this takes 5.7 (callgrind).
    /// The same bytes (`AnimationPixelsTests`).
    static func overWhite(_ argb: UnsafeBufferPointer<UInt32>, into out: UnsafeMutablePointer<UInt32>) {
        let count = argb.count
        guard count > 0 else { return }
        let source = UnsafeRawPointer(argb.baseAddress!), target = UnsafeMutableRawPointer(out)
        var i = 0
        while i + 4 <= count {
            let pixels = source.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self)
            target.storeBytes(of: overWhite(pixels), toByteOffset: i * 4, as: SIMD4<UInt32>.self)
            i += 4
        }
        while i < count {
            out[i] = overWhite(argb[i])
            i += 1
        }
    }

    /// Four pixels' ``overWhite(_:)``.
    @inline(__always) static func overWhite(_ pixels: SIMD4<UInt32>) -> SIMD4<UInt32> {
        // The white (255 − alpha) in each of the three channel bytes.
        let whites = unsafeBitCast((~pixels &>> 24) &* 0x01_0101, to: SIMD16<UInt8>.self)
        let channels = unsafeBitCast(pixels & 0x00FF_FFFF, to: SIMD16<UInt8>.self)
        let sum = channels &+ whites
        // A byte that wrapped is below what was added to: at most 255.
        return unsafeBitCast(sum.replacing(with: .max, where: sum .< channels), to: SIMD4<UInt32>.self)
    }

    /// ``opaqueRGB(_:)`` without a branch: each channel plus the white
    /// showing through (255 − alpha), at most 255, which is the channel
    /// itself when opaque and white when transparent. The three bytes are
    /// added at once, saturating (the sum of the low seven bits, the carry
    /// out of each byte's top bit turned into 0xFF), in 32-bit operations
    /// (a third of the instructions of a branch a pixel).
    @inline(__always) static func overWhite(_ pixel: UInt32) -> UInt32 {
        let white = 255 &- (pixel >> 24)
        let x = pixel & 0xFF_FFFF, w = white | white << 8 | white << 16
        let low = (x & 0x7F_7F7F) &+ (w & 0x7F_7F7F)
        let carries = ((x & w) | ((x | w) & low)) & 0x80_8080
        let sum = low ^ ((x ^ w) & 0x80_8080)
        return sum | carries | (carries &- (carries >> 7))
    }

    /// The smallest rectangle holding every pixel that differs between two
    /// frames of `width` × `height`; nil when they are the same.
    static func changedRectangle(_ a: [UInt32], _ b: [UInt32], width: Int, height: Int) -> Rectangle? {
        var left = width, right = -1, top = height, bottom = -1
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                for y in 0..<height {
                    let row = y * width
                    let x = firstDifference(a, b, in: row..<(row + width))
                    guard x < row + width else { continue }
                    let end = lastDifference(a, b, in: x..<(row + width))
                    left = min(left, x - row); right = max(right, end - row)
                    if top == height { top = y }
                    bottom = y
                }
            }
        }
        return right < 0 ? nil : Rectangle(left: left, top: top, right: right + 1, bottom: bottom + 1)
    }

    /// Pixels compared a block at a time (memcmp, a vector's width a step)
    /// before one at a time: most of a sweep's frame is the frame before's,
    /// and a pixel at a time this was a fifth of a small example's sweep.
    private static let block = 64

    /// The first index in `range` where `a` and `b` differ; the range's end when none does.
    static func firstDifference(_ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>, in range: Range<Int>) -> Int {
        var i = range.lowerBound
        while range.upperBound - i >= block, memcmp(a.baseAddress! + i, b.baseAddress! + i, block * 4) == 0 { i += block }
        while i < range.upperBound, a[i] == b[i] { i += 1 }
        return i
    }

    /// The last index in `range` where `a` and `b` differ; one before the range when none does.
    static func lastDifference(_ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>, in range: Range<Int>) -> Int {
        var end = range.upperBound
        while end - range.lowerBound >= block,
              memcmp(a.baseAddress! + end - block, b.baseAddress! + end - block, block * 4) == 0 { end -= block }
        var i = end - 1
        while i >= range.lowerBound, a[i] == b[i] { i -= 1 }
        return i
    }
}
