import CWebP

/// Writes a lossless animated WebP.
///
/// An animation short enough to hold (frames of ``heldPixelLimit`` pixels
/// in all: every gallery card, most sweeps) whose changed rectangles have
/// at most 256 colours each is held until ``finish()`` and written by
/// Trellis (`PaletteWebP`, `VP8LImage`): a palette per frame, no colour
/// cache, the parse `PictureDeflate` uses, a fraction of libwebp's work.
///
/// Otherwise, or once the frames outgrow the limit, they go to libwebp's
/// `WebPAnimEncoder`, which finds each frame's changed rectangle, chooses
/// between blending and replacing, and keeps the encoded frames until
/// ``finish()`` assembles the file (so memory grows with the file, not with
/// the frames' pixels).
///
/// libwebp's options are fixed, so the same frames give the same bytes: lossless,
/// effort `method` 3 at quality 75, one thread, no lossy or mixed frames,
/// libwebp's key-frame spacing, loops forever. Method 3, not libwebp's
/// default 4: measured with libwebp 1.2.4 on the example gallery's 16 WebP
/// sweeps, 4 took 1.45 times as long (301 against 207 ms a sweep) for
/// 0.1 % more bytes; on 16 three-frame gallery cards, 1.43 times as long
/// for 0.2 % fewer bytes.
/// Frames are the canvas flattened onto white, as in the GIF and APNG.
/// Delays are hundredths of a second (WebP counts milliseconds).
public final class WebPEncoder: AnimationEncoder {
    public let width: Int
    public let height: Int
    private let sink: FileSink
    private let encoder: OpaquePointer
    private var config = WebPConfig()
    private var timestamp = 0
    private var finished = false
    /// Frames (0xRRGGBB) and delays held until ``finish()``; nil once
    /// they went to libwebp.
    private var held: AnimationPixels.Held? = ([], [])
    /// The most pixels, all frames together, held for `PaletteWebP`:
    /// 8 Mi (32 MiB), as `APNGEncoder` holds them.
    public var heldPixelLimit = 1 << 23
    /// How many threads a held animation's frames are encoded on (the
    /// bytes are the same).
    public var jobs = 1
    /// WebP's largest side.
    public static let maximumSide = 16383

    /// Opens `path` for writing (created with mode 0644).
    public convenience init(path: String, width: Int, height: Int) throws(RenderError) {
        let descriptor = try FileSink.openForWriting(path)
        try self.init(descriptor: descriptor, path: path, width: width, height: height)
    }

    /// Writes to `descriptor`, already open on `path`, which the encoder
    /// now owns (closed by ``finish()`` or on deinit).
    public init(descriptor: Int32, path: String, width: Int, height: Int) throws(RenderError) {
        sink = FileSink(descriptor: descriptor, path: path)
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else {
            throw .invalidCanvas("a WebP must be between 1 and \(Self.maximumSide) pixels a side, not \(width) × \(height)")
        }
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0, WebPConfigInit(&config) != 0 else {
            throw .encoding("libwebp's version does not match its headers")
        }
        options.anim_params.loop_count = 0
        options.allow_mixed = 0
        options.minimize_size = 0
        config.lossless = 1
        config.quality = 75
        config.method = 3
        config.thread_level = 0
        config.exact = 1
        guard WebPValidateConfig(&config) != 0,
              let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {  // checked: Ints ≤ 16383
            throw .encoding("libwebp could not start an animation of \(width) × \(height)")
        }
        self.encoder = encoder
        self.width = width
        self.height = height
    }

    deinit {
        WebPAnimEncoderDelete(encoder)
    }

    public func addFrame(_ pixels: [UInt32], delay: Int) throws(RenderError) {
        try addFrames([pixels], delays: [delay])
    }

    public func addFrames(_ frames: [[UInt32]], delays: [Int]) throws(RenderError) {
        precondition(frames.count == delays.count, "a delay for every frame")
        for frame in frames { precondition(frame.count == width * height, "a frame must have width × height pixels") }
        let rgbs = ParallelWork.map(count: frames.count, jobs: max(1, jobs)) { _, k in frames[k].map(AnimationPixels.opaqueRGB) }
        if let ready = AnimationPixels.hold(rgbs, delays: delays, in: &held, pixelLimit: heldPixelLimit, framePixels: width * height) {
            try encode(ready.frames, delays: ready.delays)
        }
    }

    /// Hands frames (0xRRGGBB) to libwebp.
    private func encode(_ rgbs: [[UInt32]], delays: [Int]) throws(RenderError) {
        for (pixels, delay) in zip(rgbs, delays) {
            var picture = WebPPicture()
            guard WebPPictureInit(&picture) != 0 else { throw .encoding("libwebp's version does not match its headers") }
            picture.use_argb = 1
            picture.width = Int32(width)  // checked: ≤ 16383 (init)
            picture.height = Int32(height)  // checked: ≤ 16383 (init)
            guard WebPPictureAlloc(&picture) != 0 else { throw .encoding("libwebp could not allocate a frame") }
            defer { WebPPictureFree(&picture) }
            let stride = Int(picture.argb_stride)
            for y in 0..<height {
                for x in 0..<width { picture.argb[y * stride + x] = 0xFF00_0000 | pixels[y * width + x] }
            }
            guard WebPAnimEncoderAdd(encoder, &picture, Int32(clamping: timestamp), &config) != 0 else {
                throw .encoding("libwebp refused a frame: \(String(cString: WebPAnimEncoderGetError(encoder)))")
            }
            timestamp += max(0, delay) * 10
        }
    }

    public func finish() throws(RenderError) {
        guard !finished else { return }
        finished = true
        if let held, !held.frames.isEmpty {
            self.held = nil
            if let webP = PaletteWebP.encode(held.frames, delays: held.delays.map { max(0, $0) }, width: width, height: height,
                                             jobs: max(1, jobs)) {
                try sink.append(webP)
                return try sink.close()
            }
            try encode(held.frames, delays: held.delays)
        }
        guard WebPAnimEncoderAdd(encoder, nil, Int32(clamping: timestamp), nil) != 0 else {
            throw .encoding("libwebp could not end the animation: \(String(cString: WebPAnimEncoderGetError(encoder)))")
        }
        var data = WebPData()
        WebPDataInit(&data)
        defer { WebPDataClear(&data) }
        guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
            throw .encoding("libwebp could not assemble the animation: \(String(cString: WebPAnimEncoderGetError(encoder)))")
        }
        try sink.append(UnsafeBufferPointer(start: bytes, count: data.size))
        try sink.close()
    }
}
