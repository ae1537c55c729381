import FileSafety

/// What every animation encoder does to a canvas's pixels first: flatten
/// them onto white (a GIF has no partial transparency, and the WebP and
/// APNG must show the same frames), and find what changed since the frame
/// before.
enum AnimationPixels {
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
                for i in argb.indices {
                    let pixel = argb[i]
                    out[i] = pixel >= 0xFF00_0000 ? pixel & 0xFF_FFFF : opaqueRGB(pixel)
                }
            }
            count = argb.count
        }
    }

    /// The smallest rectangle holding every pixel that differs between two
    /// frames of `width` × `height`; nil when they are the same.
    static func changedRectangle(_ a: [UInt32], _ b: [UInt32], width: Int, height: Int) -> Rectangle? {
        var left = width, right = -1, top = height, bottom = -1
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                for y in 0..<height {
                    let row = y * width
                    var x = 0
                    while x < width, a[row + x] == b[row + x] { x += 1 }
                    guard x < width else { continue }
                    var end = width - 1
                    while a[row + end] == b[row + end] { end -= 1 }
                    left = min(left, x); right = max(right, end)
                    if top == height { top = y }
                    bottom = y
                }
            }
        }
        return right < 0 ? nil : Rectangle(left: left, top: top, right: right + 1, bottom: bottom + 1)
    }
}
