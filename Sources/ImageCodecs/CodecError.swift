import FileSafety

/// Why an image or animation was not encoded or written. Its description
/// is the message the CLI prints after `error: `.
public enum CodecError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The picture's size is outside what the format can hold.
    case sizeOutOfRange(AnimationFormat, width: Int, height: Int)
    /// An output path whose extension names no animation format
    /// (`found`: the extension, or nil when there is none).
    case unknownFormat(path: String, found: String?)
    /// `finish()` on an animation with no frames.
    case noFrames
    /// libwebp failed (the lossless stills of frames it encodes).
    case libwebp(LibWebPFailure)
    /// Reading or writing the file failed.
    case file(FileError)

    public var description: String {
        switch self {
        case let .sizeOutOfRange(format, width, height):
            switch format {
            case .gif: "a GIF must be between 1 and 65535 pixels a side, not \(width) × \(height)"
            case .webp: "a WebP must be between 1 and \(WebPEncoder.maximumSide) pixels a side, not \(width) × \(height)"
            case .apng: "an APNG must be at least 1 pixel a side, not \(width) × \(height)"
            }
        case let .unknownFormat(path, found):
            if path.isEmpty {
                "expected a file name ending in .gif, .webp, .apng or .png, found an empty path"
            } else if path.hasSuffix("/") {
                "\(path) names a folder: expected a file name ending in .gif, .webp, .apng or .png"
            } else {
                "cannot tell the animation's format from \(found.map { "\".\($0)\"" } ?? "no extension") in \(path): "
                    + "expected .gif, .webp, .apng or .png"
            }
        case .noFrames: "an animation needs at least one frame"
        case let .libwebp(failure): failure.description
        case let .file(error): error.description
        }
    }

    /// Whether the request itself was wrong (a size, an extension), not the
    /// machine: the CLI exits 2 for these, as for a bad option.
    public var isRequestError: Bool {
        switch self {
        case .sizeOutOfRange, .unknownFormat: true
        case .noFrames, .libwebp, .file: false
        }
    }

    /// `.failed(.write, path, errno)` wrapped: the common failure of an encoder's output.
    static func write(_ path: String, errno: Int32) -> CodecError {
        .file(.failed(.write, path: path, reason: .system(errno: errno)))
    }
}

/// How libwebp failed.
public enum LibWebPFailure: Equatable, Sendable, CustomStringConvertible {
    case versionMismatch
    case refusedOptions
    case allocation
    case encoding(code: Int)
    case missingVP8L
    case truncatedVP8L

    public var description: String {
        switch self {
        case .versionMismatch: "libwebp's version does not match its headers"
        case .refusedOptions: "libwebp refused its options"
        case .allocation: "libwebp could not allocate a frame"
        case let .encoding(code): "libwebp could not encode a frame (error \(code))"
        case .missingVP8L: "libwebp wrote a lossless frame without its VP8L chunk"
        case .truncatedVP8L: "libwebp wrote a truncated VP8L chunk"
        }
    }
}
