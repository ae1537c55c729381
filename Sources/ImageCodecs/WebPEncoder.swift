import FileSafety

/// Writes a lossless animated WebP frame by frame, each encoded frame going
/// to the file once the next differs (until then an identical frame may
/// lengthen its delay), the header's sizes and flags completed by
/// ``finish()``; memory holds a frame or two, not the file: `WebPFrames` stores each frame's
/// changed rectangle, replacing or blended (the smaller, where blending
/// may pay), in a bitstream of Trellis's own (`VP8LImage`: a rectangle of
/// at most 256 colours) or libwebp's.
///
/// Why not libwebp's `WebPAnimEncoder`, as before: its search (a cost
/// model, an optimal parse, colour-cache sizes) was 39 % of `trellis docs`'
/// instructions on gallery cards, for files larger than these on flat UI
/// (docs/rendering.md, "WebP encoding").
///
/// A frame's bytes depend only on its pixels and the frame before, so
/// ``addFrames(_:delays:)`` encodes a batch on up to ``jobs`` threads and
/// the file is the same with any number. A frame identical to the one
/// before only lengthens its delay. Frames are the canvas flattened onto
/// white, as in the GIF and APNG. Delays are hundredths of a second (WebP
/// counts milliseconds, up to 16,777 s a frame).
public final class WebPEncoder: AnimationEncoder {
    public let width: Int
    public let height: Int
    private let sink: FileSink
    /// The last frame added (0xRRGGBB), which the next one is compared with.
    private var previous: [UInt32]?
    /// The last frame coded, not yet written: a frame identical to it
    /// lengthens its delay.
    private var last: WebPFrames.Frame?
    /// Whether the header is written.
    private var started = false
    /// Whether a frame written blends (VP8X then says the file has alpha).
    private var framesBlend = false
    private var finished = false
    /// How many threads ``addFrames(_:delays:)`` encodes frames on (the
    /// bytes are the same).
    public var jobs = 1
    /// How hard libwebp works on the frames of more than 256 colours
    /// (`LosslessStill`): `.max` for smaller files, in more time.
    public var effort = EncodingEffort.default
    /// WebP's largest side.
    public static let maximumSide = 16383
    /// Frames flattened as 0xFFRRGGBB are taken as 0xRRGGBB ones (every
    /// comparison is between frames flattened alike, and each stored
    /// rectangle is made opaque): the same file, and libwebp reads such a
    /// frame's rectangle in place (`WebPFrames`).
    public var takesOpaqueAlpha: Bool { true }

    /// Opens `path` for writing (created with mode 0644).
    public convenience init(path: String, width: Int, height: Int) throws(CodecError) {
        let descriptor = try FileSink.openForWriting(path)
        try self.init(descriptor: descriptor, path: path, width: width, height: height)
    }

    /// Writes to `descriptor`, already open on `path`, which the encoder
    /// now owns (closed by ``finish()`` or on deinit).
    public init(descriptor: Int32, path: String, width: Int, height: Int) throws(CodecError) {
        sink = FileSink(descriptor: descriptor, path: path)
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else {
            throw .sizeOutOfRange(.webp, width: width, height: height)
        }
        self.width = width
        self.height = height
    }

    public func addFrame(_ pixels: [UInt32], delay: Int) throws(CodecError) {
        try addFrames([pixels], delays: [delay])
    }

    /// Adds frames in order, writing the same bytes as one ``addFrame(_:delay:)``
    /// each, encoding them on up to ``jobs`` threads.
    public func addFrames(_ frames: [[UInt32]], delays: [Int]) throws(CodecError) {
        try addOpaqueFrames(AnimationPixels.flattened(frames, delays: delays, width: width, height: height, jobs: max(1, jobs)),
                            delays: delays)
    }

    /// ``addFrames(_:delays:)`` with frames already flattened (0xRRGGBB).
    public func addOpaqueFrames(_ rgbs: [[UInt32]], delays: [Int]) throws(CodecError) {
        let jobs = max(1, self.jobs), width = width, height = height, before = previous, effort = effort
        AnimationPixels.check(rgbs, delays: delays, width: width, height: height)
        guard !rgbs.isEmpty else { return }
        let coded = ParallelWork.map(count: rgbs.count, jobs: jobs) { _, i in
            Self.code(rgbs[i], earlier: i == 0 ? before : rgbs[i - 1], delay: delays[i], width: width, height: height, effort: effort)
        }
        try append(coded, delays: delays, lastPixels: rgbs[rgbs.count - 1])
    }

    /// A frame coded after `earlier`: nil when it is the same pixels.
    private static func code(_ rgb: [UInt32], earlier: [UInt32]?, delay: Int, width: Int, height: Int,
                             effort: EncodingEffort) -> Result<WebPFrames.Frame, CodecError>? {
        var changed: AnimationPixels.Rectangle?
        if let earlier {
            // Identical to the frame before: that frame shows longer.
            guard let rectangle = AnimationPixels.changedRectangle(rgb, earlier, width: width, height: height) else { return nil }
            changed = rectangle
        }
        do throws(CodecError) {
            return .success(try WebPFrames.frame(rgb, changed: changed, earlier: earlier, width: width, height: height,
                                                 delay: delay, effort: effort))
        } catch {
            return .failure(error)
        }
    }

    /// Coded frames written in order (the first error thrown); `lastPixels`: the last frame's pixels.
    private func append(_ coded: [Result<WebPFrames.Frame, CodecError>?], delays: [Int], lastPixels: [UInt32]) throws(CodecError) {
        for (k, frame) in coded.enumerated() {
            if let frame {
                let frame = try frame.get()
                if let last { try write(last) }
                last = frame
            } else {
                last!.delay += delays[k]  // checked: only a frame after the first is nil
            }
        }
        previous = lastPixels
    }

    /// A frame's coding on the thread that painted it (`OpaqueFrameCoding`),
    /// past the first frame: what ``addOpaqueFrames(_:delays:)`` runs on its threads for it.
    public func opaqueFrameCoding(surveying: Bool) -> OpaqueFrameCoding? {
        guard !surveying, previous != nil else { return nil }
        let width = width, height = height, effort = effort
        return OpaqueFrameCoding(code: { _, _, rgb, earlier, delay in
            Self.code(rgb, earlier: earlier, delay: delay, width: width, height: height, effort: effort)
        }, add: { [self] coded, delays, last throws(CodecError) in
            try append(coded.map { $0 as? Result<WebPFrames.Frame, CodecError> }, delays: delays, lastPixels: last)
        })
    }

    public func finish() throws(CodecError) {
        guard !finished else { return }
        finished = true
        guard let last else { throw .noFrames }
        try write(last)
        for (offset, bytes) in WebPFrames.patches(framesBlend: framesBlend, fileSize: sink.offset) {
            try sink.patch(bytes, at: offset)
        }
        try sink.close()
    }

    /// Writes `frame`'s chunk, after the header for the first.
    private func write(_ frame: WebPFrames.Frame) throws(CodecError) {
        if !started {
            started = true
            try sink.append(WebPFrames.header(width: width, height: height))
        }
        framesBlend = framesBlend || frame.blends
        try sink.append(WebPFrames.animationFrame(frame))
    }
}
