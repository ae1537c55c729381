/// The frames of an animated lossless WebP (RFC 9649 §2.7) and the file
/// they make, for `WebPEncoder`.
///
/// The first frame is the whole canvas; each later one the rectangle that
/// changed since the one before, its corner moved up and left to even
/// coordinates (WebP stores offsets halved), as it is (no blending) or,
/// where that may pay (``blendingMayPay(_:over:_:width:)``), with its
/// unchanged pixels transparent (blended over the frame before), whichever
/// is smaller. A rectangle of at most 256
/// colours (transparency counted) is a `VP8LImage`, Trellis's own; a more
/// colourful one libwebp's (`LosslessStill`). The canvas's background is
/// white and the animation loops forever, as libwebp's animation encoder
/// writes them.
enum WebPFrames {
    /// A frame as stored.
    struct Frame {
        var rectangle: AnimationPixels.Rectangle
        /// Blended over the frame before (its transparent pixels show it).
        var blends: Bool
        /// The VP8L bitstream.
        var data: [UInt8]
        /// Hundredths of a second.
        var delay: Int
    }

    /// The frame storing `changed` (nil: the whole canvas) of `rgb`
    /// (0xRRGGBB, `width` × `height`), which follows `earlier` (nil: the first).
    static func frame(_ rgb: [UInt32], changed: AnimationPixels.Rectangle?, earlier: [UInt32]?, width: Int, height: Int,
                      delay: Int, effort: EncodingEffort = .default) throws(CodecError) -> Frame {
        var r = changed ?? AnimationPixels.Rectangle(left: 0, top: 0, right: width, bottom: height)
        r.left &= ~1
        r.top &= ~1
        let source = try replacing(rgb, r, width: width, effort)
        guard let earlier, blendingMayPay(rgb, over: earlier, r, width: width) else {
            return Frame(rectangle: r, blends: false, data: source, delay: delay)
        }
        let over = try bitstream(pixels(rgb, r, width: width, unchanged: earlier), r, effort)
        return over.count < source.count ? Frame(rectangle: r, blends: true, data: over, delay: delay)
                                         : Frame(rectangle: r, blends: false, data: source, delay: delay)
    }

    /// Whether blending `r` of `rgb` over `earlier` may code smaller than
    /// replacing it, judged without coding it (coding both was a third of
    /// the encoder's work). Blending pays where most of the rectangle is
    /// unchanged and its transparent pixels remove edges the LZ77 parse
    /// cannot continue over (a pixel unlike its left and its upper
    /// neighbour). Measured on the later frames of the examples' sweeps and
    /// of 200 generated cards (docs/rendering.md): blending was smaller only
    /// where at least 3/4 of the pixels are unchanged and the edges fall by
    /// 30 % or more; coding both only there gave files 0.0 % and 0.6 % larger.
    static func blendingMayPay(_ rgb: [UInt32], over earlier: [UInt32], _ r: AnimationPixels.Rectangle, width: Int) -> Bool {
        rgb.withUnsafeBufferPointer { rgb in
            earlier.withUnsafeBufferPointer { earlier in
                // Given up as soon as more than a quarter has changed: most
                // rectangles of a sweep are mostly changed (9 % of
                // breakable-constraints' WebP sweep was this count, in full).
                let w = r.width, allowed = w * r.height / 4
                var changed = 0
                for y in r.top..<r.bottom {
                    changed += differing(rgb.baseAddress! + y * width + r.left, earlier.baseAddress! + y * width + r.left, w)
                    if changed > allowed { return false }
                }
                // Edges: a pixel unlike its left neighbour and (below the
                // first row) its upper one, in the pixels as they are and as
                // blended (0 where unchanged, opaque otherwise, so never 0).
                // Counted a row at a time without a branch a pixel, the row
                // blended and the one above kept (wrap-demo's frames are
                // mostly unchanged white: the count ran to the end on nearly
                // every frame, 14 % of its WebP sweep's CPU as a loop with
                // branches; docs/benchmarks.md, "Issue 32: webpmem").
                var rows = [UInt32](repeating: 0, count: 2 * w)
                var edges = 0, blendedEdges = 0
                rows.withUnsafeMutableBufferPointer { rows in
                    var above = rows.baseAddress!, row = rows.baseAddress! + w
                    for y in r.top..<r.bottom {
                        let start = y * width + r.left
                        let pixels = rgb.baseAddress! + start, before = earlier.baseAddress! + start
                        for i in 0..<w {
                            let color = pixels[i]
                            row[i] = before[i] == color ? 0 : color | 0xFF00_0000
                        }
                        var count = 0, blendedCount = 0
                        if y == r.top {
                            for i in 1..<w {
                                count &+= pixels[i] != pixels[i - 1] ? 1 : 0
                                blendedCount &+= row[i] != row[i - 1] ? 1 : 0
                            }
                        } else {
                            let up = pixels - width
                            count &+= pixels[0] != up[0] ? 1 : 0
                            blendedCount &+= row[0] != above[0] ? 1 : 0
                            for i in 1..<w {
                                let color = pixels[i], over = row[i]
                                count &+= (color != pixels[i - 1] ? 1 : 0) & (color != up[i] ? 1 : 0)
                                blendedCount &+= (over != row[i - 1] ? 1 : 0) & (over != above[i] ? 1 : 0)
                            }
                        }
                        edges += count
                        blendedEdges += blendedCount
                        swap(&above, &row)
                    }
                }
                return blendedEdges * 10 <= edges * 7
            }
        }
    }

    /// How many of `count` pixels differ between `a` and `b`: a row of
    /// ``blendingMayPay(_:over:_:width:)``'s, counted without a comparison,
    /// which the compiler vectorizes (with one it kept a compare and a
    /// branch a pixel).
    private static func differing(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, _ count: Int) -> Int {
        var differing = 0
        for i in 0..<count {
            // 1 when the pixels differ: x | -x has its top bit set unless x is 0.
            let x = a[i] ^ b[i]
            differing &+= Int((x | (0 &- x)) >> 31)
        }
        return differing
    }

    /// The file's start: RIFF, its size (0 until ``patches(framesBlend:fileSize:)``
    /// gives it), WEBP, VP8X and ANIM; then comes an ``animationFrame(_:)``
    /// a frame. Written before the frames, which then go to the file as they
    /// are coded, not kept (1.3 MB of a 200-frame sweep's peak).
    static func header(width: Int, height: Int) -> [UInt8] {
        var chunks: [UInt8] = []
        // VP8X: animation (alpha too when a frame blends: patched); canvas width and height less one.
        appendChunk("VP8X", [0x02, 0, 0, 0] + littleEndian(width - 1, 3) + littleEndian(height - 1, 3), to: &chunks)
        // ANIM: background 0xFFFFFFFF (white, in B, G, R, A order), loops: 0, forever.
        appendChunk("ANIM", [0xFF, 0xFF, 0xFF, 0xFF, 0, 0], to: &chunks)
        return Array("RIFF".utf8) + littleEndian(0, 4) + Array("WEBP".utf8) + chunks
    }

    /// What the finished file's ``header(width:height:)`` says that was not
    /// known when it was written, as (offset, bytes): the RIFF's size
    /// (`fileSize` less 8) and, when a frame blends, VP8X's alpha flag.
    static func patches(framesBlend: Bool, fileSize: Int) -> [(offset: Int, bytes: [UInt8])] {
        [(4, littleEndian(fileSize - 8, 4))] + (framesBlend ? [(20, [0x12])] : [])
    }

    /// A frame's ANMF chunk.
    static func animationFrame(_ frame: Frame) -> [UInt8] {
        let r = frame.rectangle
        var payload = littleEndian(r.left / 2, 3) + littleEndian(r.top / 2, 3)
            + littleEndian(r.width - 1, 3) + littleEndian(r.height - 1, 3)
            + littleEndian(min(max(0, frame.delay) * 10, 0xFF_FFFF), 3)  // milliseconds, WebP's longest if longer
        payload.append(frame.blends ? 0x00 : 0x02)  // blend, or not; never dispose
        appendChunk("VP8L", frame.data, to: &payload)
        var chunk: [UInt8] = []
        appendChunk("ANMF", payload, to: &chunk)
        return chunk
    }

    /// The whole file of `frames`, as ``header(width:height:)``, an
    /// ``animationFrame(_:)`` each and ``patches(framesBlend:fileSize:)`` make it.
    static func file(_ frames: [Frame], width: Int, height: Int) -> [UInt8] {
        var file = header(width: width, height: height)
        for frame in frames { file += animationFrame(frame) }
        for (offset, bytes) in patches(framesBlend: frames.contains(where: \.blends), fileSize: file.count) {
            file.replaceSubrange(offset..<(offset + bytes.count), with: bytes)
        }
        return file
    }

    /// The rectangle `r` of `rgb` as it is (no blending): our own coding when
    /// it has at most 256 colours, else libwebp's. libwebp reads the pixels
    /// where they are in the frame when they carry an opaque alpha already
    /// (a frame flattened for an encoder that `takesOpaqueAlpha`): the opaque
    /// copy is let go first, 4 bytes a pixel of the rectangle less beside
    /// libwebp's 9 while it works, on every job coding at once (the frame's
    /// bytes are the copy's: the same file). That copy was a 200-frame
    /// wrap-demo WebP sweep's last megabyte or two on two jobs
    /// (docs/benchmarks.md, "mem6").
    private static func replacing(_ rgb: [UInt32], _ r: AnimationPixels.Rectangle, width: Int,
                                  _ effort: EncodingEffort) throws(CodecError) -> [UInt8] {
        var copy: [UInt32]? = pixels(rgb, r, width: width, unchanged: nil)
        if let ours = VP8LImage.encode(pixels: copy!, width: r.width, height: r.height) { return ours }
        guard AnimationPixels.opaqueAlpha(rgb, r, width: width) else {
            return try LosslessStill.bitstream(copy!, width: r.width, height: r.height, effort: effort)
        }
        copy = nil
        return try LosslessStill.bitstream(rgb, at: r.top * width + r.left, stride: width, width: r.width, height: r.height,
                                           effort: effort)
    }

    private static func bitstream(_ pixels: [UInt32], _ r: AnimationPixels.Rectangle,
                                  _ effort: EncodingEffort) throws(CodecError) -> [UInt8] {
        if let ours = VP8LImage.encode(pixels: pixels, width: r.width, height: r.height) { return ours }
        return try LosslessStill.bitstream(pixels, width: r.width, height: r.height, effort: effort)
    }

    /// The rectangle's pixels, opaque (0xAARRGGBB); those equal to
    /// `unchanged`'s (when given) transparent, 0.
    private static func pixels(_ rgb: [UInt32], _ r: AnimationPixels.Rectangle, width: Int, unchanged: [UInt32]?) -> [UInt32] {
        [UInt32](unsafeUninitializedCapacity: r.width * r.height) { out, count in
            rgb.withUnsafeBufferPointer { rgb in
                var at = 0
                // A row at a time, through pointers: loops the compiler vectorizes.
                let w = r.width, into = out.baseAddress!
                if let unchanged {
                    unchanged.withUnsafeBufferPointer { unchanged in
                        for y in r.top..<r.bottom {
                            let row = rgb.baseAddress! + y * width + r.left, before = unchanged.baseAddress! + y * width + r.left
                            let to = into + at
                            for i in 0..<w {
                                let color = row[i]
                                to[i] = before[i] == color ? 0 : 0xFF00_0000 | color
                            }
                            at += w
                        }
                    }
                } else {
                    for y in r.top..<r.bottom {
                        let row = rgb.baseAddress! + y * width + r.left, to = into + at
                        for i in 0..<w { to[i] = 0xFF00_0000 | row[i] }
                        at += w
                    }
                }
            }
            count = r.width * r.height
        }
    }

    /// A RIFF chunk: its four-letter type, its size (little-endian), the
    /// data and a zero byte when the size is odd.
    private static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        out += Array(type.utf8)
        out += littleEndian(data.count, 4)
        out += data
        if data.count % 2 == 1 { out.append(0) }
    }

    /// `count` bytes of `value`, least significant first.
    private static func littleEndian(_ value: Int, _ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}
