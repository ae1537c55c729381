import CWebP

/// A lossless WebP bitstream of a rectangle with more than 256 colours, by
/// libwebp (`WebPEncode`): what `WebPFrames` stores for a frame
/// `VP8LImage` does not take. Options fixed, so the same pixels give the
/// same bytes: lossless, effort `method` 1, one thread, exact (the colours
/// of transparent pixels kept, as in the input), at quality 24 (`.fast`,
/// `.default`) or 100 (`.max`).
/// Method 1, not 3 at 75 (before issue 32) nor libwebp's default 4:
/// measured with libwebp 1.2.4 on the examples' 200-frame sweeps (the
/// four whose frames reach libwebp), at quality 100 half the CPU of 3 at
/// 75 on breakable-constraints and stack-hide for 2.8–2.9 % more bytes,
/// and on wrap-demo 17 % less CPU for 2.2 % fewer bytes; 4 took 1.45 times
/// as long as 3 for 0.1 % more bytes. Quality 24 at the default effort:
/// from 25 up libwebp's parse costs a third more CPU (task-clock of
/// breakable-constraints' sweep, one job: quality 24 171 ms, 25 241 ms,
/// 100 328 ms; wrap-demo 673, 894, 1,252 ms), and the WebP has to take no
/// longer than 29a930a's GIF (206 and 1,115 ms) while staying smaller than
/// the GIF (375,828 bytes against 388,939; quality 100: 318,246).
/// docs/benchmarks.md, "Issue 32: WebP at the default effort".
enum LosslessStill {
    /// The "VP8L" chunk's payload libwebp writes for `pixels` (0xAARRGGBB,
    /// `width` × `height`, each side at most 16,383) at `effort`.
    static func bitstream(_ pixels: [UInt32], width: Int, height: Int, effort: EncodingEffort) throws(CodecError) -> [UInt8] {
        precondition(pixels.count == width * height, "a pixel for every place")
        return try bitstream(pixels, at: 0, stride: width, width: width, height: height, effort: effort)
    }

    /// The same of the `width` × `height` pixels of `pixels` whose first is
    /// at `start`, rows `stride` apart (a rectangle of a frame, read where it is).
    static func bitstream(_ pixels: [UInt32], at start: Int, stride: Int, width: Int, height: Int,
                          effort: EncodingEffort) throws(CodecError) -> [UInt8] {
        precondition(width > 0 && height > 0 && width <= stride && start >= 0
                     && start + (height - 1) * stride + width <= pixels.count, "a pixel for every place")
        var config = WebPConfig()
        var picture = WebPPicture()
        guard WebPConfigInit(&config) != 0, WebPPictureInit(&picture) != 0 else {
            throw .libwebp(.versionMismatch)
        }
        config.lossless = 1
        config.quality = effort == .max ? 100 : 24
        config.method = 1
        config.thread_level = 0
        config.exact = 1
        // An image hint of "graph" only sizes libwebp's first output buffer
        // (the pixels' count in bytes, not twice that; libwebp 1.2.4's
        // VP8LEncodeImage): the bytes are the same, in less memory.
        config.image_hint = WEBP_HINT_GRAPH
        guard WebPValidateConfig(&config) != 0 else { throw .libwebp(.refusedOptions) }
        picture.use_argb = 1
        picture.width = Int32(width)  // checked: ≤ 16383 (WebPEncoder's canvas)
        picture.height = Int32(height)  // checked: ≤ 16383 (WebPEncoder's canvas)
        // libwebp reads the pixels where they are, not a copy in a picture
        // of its own (WebPPictureAlloc): a lossless encode, exact, only
        // reads `argb` (libwebp's VP8LEncodeImage takes the picture const;
        // only `exact = 0` would rewrite transparent pixels). With two
        // frames coded at once that copy was 2 MB of a 600 × 424 sweep's
        // peak (docs/benchmarks.md, "Issue 32: webpmem").
        return try pixels.withUnsafeBufferPointer { (argb) throws(CodecError) -> [UInt8] in
            picture.argb = UnsafeMutablePointer(mutating: argb.baseAddress! + start)
            picture.argb_stride = Int32(stride)  // checked: a frame's width, ≤ 16383 (WebPEncoder's canvas)
            // Frees only what libwebp may have allocated in the picture
            // itself (none in a lossless encode today), never `argb`.
            defer { WebPPictureFree(&picture) }
            return try encode(&config, &picture)
        }
    }

    /// `picture` encoded with `config`: the VP8L chunk's payload.
    private static func encode(_ config: inout WebPConfig, _ picture: inout WebPPicture) throws(CodecError) -> [UInt8] {
        // libwebp writes through the picture's pointer to it: kept on the heap.
        let memory = UnsafeMutablePointer<WebPMemoryWriter>.allocate(capacity: 1)
        memory.initialize(to: WebPMemoryWriter())
        WebPMemoryWriterInit(memory)
        defer {
            WebPMemoryWriterClear(memory)
            memory.deallocate()
        }
        picture.writer = WebPMemoryWrite
        picture.custom_ptr = UnsafeMutableRawPointer(memory)
        guard WebPEncode(&config, &picture) != 0, let mem = memory.pointee.mem else {
            throw .libwebp(.encoding(code: Int(picture.error_code.rawValue)))  // checked: a UInt32 enum value, always in Int's range
        }
        // A lossless still is RIFF, size, WEBP, then one VP8L chunk.
        let file = UnsafeBufferPointer(start: mem, count: memory.pointee.size)
        guard file.count >= 20, Array(file[12..<16]) == Array("VP8L".utf8) else {
            throw .libwebp(.missingVP8L)
        }
        let size = (16..<20).reduce(0) { $0 | Int(file[$1]) << (8 * ($1 - 16)) }
        guard 20 + size <= file.count else { throw .libwebp(.truncatedVP8L) }
        return Array(file[20..<(20 + size)])
    }
}
