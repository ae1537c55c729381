/// Something that writes an animation frame by frame: `GIFEncoder`,
/// `WebPEncoder`, `APNGEncoder`.
public protocol AnimationEncoder: AnyObject {
    /// Adds a frame of premultiplied ARGB pixels (`Canvas.pixels()`),
    /// shown for `delay` hundredths of a second. A frame identical to the
    /// one before only lengthens it.
    func addFrame(_ pixels: [UInt32], delay: Int) throws(CodecError)
    /// Adds frames in order: the same file as one `addFrame` each. Each
    /// encoder encodes a batch's frames on several threads (its `jobs`).
    func addFrames(_ frames: [[UInt32]], delays: [Int]) throws(CodecError)
    /// ``addFrames(_:delays:)`` with frames already flattened onto white
    /// (0xRRGGBB, as ``AnimationPixels/flattenOntoWhite(_:)`` makes them in
    /// place): the same file. A sweep flattens each frame on the thread
    /// that painted it, in its own array, instead of the encoder copying
    /// every frame on another (a pass over each frame, and a batch's
    /// copies held: docs/benchmarks.md, "the frames flattened where painted").
    func addOpaqueFrames(_ rgbs: [[UInt32]], delays: [Int]) throws(CodecError)
    /// Writes what is left and closes the file.
    func finish() throws(CodecError)
    /// Whether the encoder writes a smaller file, or sooner, when
    /// ``survey(_:)`` has seen every frame before the first is added (the
    /// GIF's global table at `.default` effort).
    var wantsSurvey: Bool { get }
    /// Shows the encoder frames that will be added later in the same
    /// order; nothing is written.
    func survey(_ frames: [[UInt32]])
    /// ``survey(_:)`` with frames already flattened onto white (see
    /// ``addOpaqueFrames(_:delays:)``).
    func surveyOpaque(_ rgbs: [[UInt32]])
    /// The next frames' work one frame at a time (``OpaqueFrameCoding``):
    /// a frame's `survey` (`surveying`) or its coding (otherwise), run on
    /// the thread that painted it, then their results added in order. Nil
    /// when the next frames must go through ``surveyOpaque(_:)`` or
    /// ``addOpaqueFrames(_:delays:)`` (the first ones, which set up what
    /// every later frame reads: the GIF's palette, the APNG's) or the
    /// encoder has no such entry (the default).
    func opaqueFrameCoding(surveying: Bool) -> OpaqueFrameCoding?
    /// Whether the flattened frames it takes (``addOpaqueFrames(_:delays:)``,
    /// the ``OpaqueFrameCoding``) may keep an opaque alpha byte,
    /// 0xFFRRGGBB, as cairo painted them (``AnimationPixels/flattenOntoWhite(_:keepingOpaqueAlpha:)``),
    /// with the same file written: the WebP's (whose libwebp frames then read
    /// the frame where it is instead of an opaque copy of it). False by default.
    var takesOpaqueAlpha: Bool { get }
}

/// An encoder's work on a frame, split so that a sweep runs it on the
/// thread that painted the frame, while the frame is in that core's cache,
/// instead of handing a batch's frames to the encoder's own threads (a
/// barrier more a batch, and every frame read on another core):
/// `docs/benchmarks.md`, "Issue 32: cores3". The file is the bytes that
/// ``AnimationEncoder/addOpaqueFrames(_:delays:)`` (or `surveyOpaque`)
/// writes for the same frames: `code` is what those run on their threads
/// for each frame, `add` what they run after, in order.
public struct OpaqueFrameCoding {
    /// A frame (0xRRGGBB) shown after `earlier` for `delay`, coded on
    /// `worker` (below the encoder's `jobs`); `index`, its place in the
    /// animation (0: the first frame), by which an encoder finds what its
    /// survey kept of the same frame (the GIF's colour counts): called for several frames at
    /// once, never twice at once with the same worker, and only until the
    /// next call to the encoder other than this coding's `add`. It reads
    /// only what the first frames set up (the palette), never what `add`
    /// changes: a sweep's stream (`FrameStream`) adds coded frames while
    /// later ones are coded.
    public let code: (_ worker: Int, _ index: Int, _ rgb: [UInt32], _ earlier: [UInt32], _ delay: Int) -> any Sendable
    /// `code`'s results for consecutive frames, in order, with their delays
    /// and the last frame's pixels (the next frame's `earlier`); called
    /// again with the frames after them, one call at a time.
    public let add: (_ coded: [any Sendable], _ delays: [Int], _ last: [UInt32]) throws(CodecError) -> Void

    public init(code: @escaping (_ worker: Int, _ index: Int, _ rgb: [UInt32], _ earlier: [UInt32], _ delay: Int) -> any Sendable,
                add: @escaping (_ coded: [any Sendable], _ delays: [Int], _ last: [UInt32]) throws(CodecError) -> Void) {
        self.code = code
        self.add = add
    }
}

/// How hard an animation encoder works for smaller files: what a sweep
/// request and `trellis sweep --effort` choose (docs/rendering.md,
/// "Effort"). Every level writes the same pixels, deterministically.
public enum EncodingEffort: String, CaseIterable, Sendable {
    /// One way of coding each GIF frame: the quickest file, a few per cent
    /// larger. A WebP's as at `default`.
    case fast
    /// The GIF's frames coded quickly, then the whole file coded again
    /// with every way tried and a palette that suits all its frames: the
    /// size of `max` (no larger than `gifsicle -O3`) in a fraction of its time.
    /// A WebP's frames of more than 256 colours at libwebp's quality 24.
    case `default`
    /// Every way tried in both passes of the GIF; a WebP's many-coloured
    /// frames at libwebp's quality 100 (smaller, in about twice the time).
    case max
}

/// The file formats a sweep or a state animation is written in, chosen by
/// the output's extension.
public enum AnimationFormat: String, CaseIterable, Sendable {
    /// `.gif`: 256 colours a frame, every browser and viewer.
    case gif
    /// `.webp`: lossless animated WebP (frames of at most 256 colours
    /// encoded by Trellis, others by libwebp), every current browser.
    case webp
    /// `.apng` or `.png`: an animated PNG, lossless; a viewer that does not
    /// know APNG shows its first frame.
    case apng

    /// The format for `path`'s extension (any case): `.gif`, `.webp`,
    /// `.apng`, or `.png` (an animation in a `.png` is an APNG).
    public init(path: String) throws(CodecError) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let dot = name.lastIndex(of: ".")
        let ext = dot.map { name[name.index(after: $0)...].lowercased() } ?? ""
        switch ext {
        case "gif": self = .gif
        case "webp": self = .webp
        case "apng", "png": self = .apng
        default:
            throw .unknownFormat(path: path, found: ext.isEmpty ? nil : ext)
        }
    }

    /// An encoder of this format writing to `descriptor`, open on `path`
    /// (it owns the descriptor from now on), encoding on up to `jobs`
    /// threads where the format allows it (the bytes are the same).
    /// `effort`: how hard the encoder works for a smaller file (the GIF's, and
    /// libwebp's on the WebP's many-coloured frames; the APNG encoder has one
    /// level).
    public func encoder(
        descriptor: Int32, path: String, width: Int, height: Int, jobs: Int = 1, effort: EncodingEffort = .default
    ) throws(CodecError) -> any AnimationEncoder {
        switch self {
        case .gif:
            let encoder = try GIFEncoder(descriptor: descriptor, path: path, width: width, height: height)
            encoder.jobs = jobs
            encoder.effort = effort
            return encoder
        case .webp:
            let encoder = try WebPEncoder(descriptor: descriptor, path: path, width: width, height: height)
            encoder.jobs = jobs
            encoder.effort = effort
            return encoder
        case .apng:
            let encoder = try APNGEncoder(descriptor: descriptor, path: path, width: width, height: height)
            encoder.jobs = jobs
            return encoder
        }
    }
}

extension AnimationEncoder {
    public var wantsSurvey: Bool { false }
    public var takesOpaqueAlpha: Bool { false }

    public func survey(_ frames: [[UInt32]]) {}

    public func surveyOpaque(_ rgbs: [[UInt32]]) {}

    public func opaqueFrameCoding(surveying: Bool) -> OpaqueFrameCoding? { nil }

    public func addFrames(_ frames: [[UInt32]], delays: [Int]) throws(CodecError) {
        precondition(frames.count == delays.count, "a delay for every frame")
        for (frame, delay) in zip(frames, delays) { try addFrame(frame, delay: delay) }
    }
}

extension GIFEncoder: AnimationEncoder {}
