/// An animated lossless WebP (RFC 9649 §2.7) written in one go from frames
/// held in memory, each frame's rectangle in at most 256 colours: what
/// `WebPEncoder` writes for an animation short enough to hold (every
/// gallery card, most sweeps), instead of handing it to libwebp.
///
/// Each later frame stores only the rectangle that changed since the one
/// before (its corner moved up and left to even coordinates, as WebP
/// requires), as it is (replacing what was there) or with its unchanged
/// pixels transparent (blended over it), whichever is smaller, as the
/// APNG does; a frame identical to the one before only lengthens its
/// delay. Each rectangle is its own `VP8LImage`. The
/// canvas's background is white and the animation loops forever, as
/// libwebp's encoder writes them.
enum PaletteWebP {
    /// The file for `frames` (0xRRGGBB, `width` × `height` each) shown for
    /// `delays` hundredths of a second; nil when a frame's rectangle has
    /// more than 256 colours (transparency counted).
    static func encode(_ frames: [[UInt32]], delays: [Int], width: Int, height: Int, jobs: Int = 1) -> [UInt8]? {
        precondition(!frames.isEmpty && frames.count == delays.count, "a delay for every frame, and a frame")
        precondition((1...WebPEncoder.maximumSide).contains(width) && (1...WebPEncoder.maximumSide).contains(height),
                     "WebP's sides are 1 to 16,383 pixels")
        var shown = AnimationPixels.shownFrames(frames, delays: delays, width: width, height: height)
        for k in shown.indices {
            shown[k].rectangle.left &= ~1
            shown[k].rectangle.top &= ~1
        }
        // Each later frame as it is (replacing the rectangle) or with its
        // unchanged pixels transparent (blended over the frame before),
        // whichever is smaller.
        let images: [(data: [UInt8], blend: Bool)?] = ParallelWork.map(count: shown.count, jobs: jobs) { _, k in
            let frame = frames[shown[k].index], r = shown[k].rectangle
            guard let source = VP8LImage.encode(pixels: rectangle(frame, r, width: width, unchanged: nil),
                                                width: r.width, height: r.height) else { return nil }
            guard k > 0, let over = VP8LImage.encode(pixels: rectangle(frame, r, width: width, unchanged: frames[shown[k - 1].index]),
                                                     width: r.width, height: r.height),
                  over.count < source.count else { return (source, false) }
            return (over, true)
        }
        guard images.allSatisfy({ $0 != nil }) else { return nil }
        let blends = images.contains { $0!.blend }

        var chunks: [UInt8] = []
        // VP8X: animation, alpha when a frame blends; canvas width and height less one.
        appendChunk("VP8X", [blends ? 0x12 : 0x02, 0, 0, 0] + littleEndian(width - 1, 3) + littleEndian(height - 1, 3), to: &chunks)
        // ANIM: background 0xFFFFFFFF (white, in B, G, R, A order), loops: 0, forever.
        appendChunk("ANIM", [0xFF, 0xFF, 0xFF, 0xFF, 0, 0], to: &chunks)
        for (frame, image) in zip(shown, images) {
            let r = frame.rectangle
            var payload = littleEndian(r.left / 2, 3) + littleEndian(r.top / 2, 3)
                + littleEndian(r.width - 1, 3) + littleEndian(r.height - 1, 3)
                + littleEndian(min(frame.delay * 10, 0xFF_FFFF), 3)  // milliseconds, WebP's largest if longer
            payload.append(image!.blend ? 0x00 : 0x02)  // blend or not; do not dispose
            appendChunk("VP8L", image!.data, to: &payload)
            appendChunk("ANMF", payload, to: &chunks)
        }
        return Array("RIFF".utf8) + littleEndian(4 + chunks.count, 4) + Array("WEBP".utf8) + chunks
    }

    /// The rectangle's pixels, opaque; those equal to `unchanged`'s
    /// (when given) transparent.
    private static func rectangle(_ pixels: [UInt32], _ r: AnimationPixels.Rectangle, width: Int,
                                  unchanged: [UInt32]?) -> [UInt32] {
        var out = [UInt32](repeating: 0, count: r.width * r.height)
        out.withUnsafeMutableBufferPointer { out in
            pixels.withUnsafeBufferPointer { pixels in
                (unchanged ?? []).withUnsafeBufferPointer { unchanged in
                    var at = 0
                    for y in r.top..<r.bottom {
                        let row = y * width
                        for x in (row + r.left)..<(row + r.right) {
                            let color = pixels[x]
                            out[at] = !unchanged.isEmpty && unchanged[x] == color ? 0 : 0xFF00_0000 | color
                            at += 1
                        }
                    }
                }
            }
        }
        return out
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
