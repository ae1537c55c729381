/// The memory one encoder works in while it codes a frame, beyond the
/// frames themselves (which the sweep counts): what each job coding at
/// once adds to a sweep's peak, for a frame of `pixels` pixels (the
/// canvas's: the most a frame's changed rectangle can be).
public struct CodingMemory: Sendable, Equatable {
    /// Bytes for each pixel of the frame.
    public var bytesPerPixel: Int
    /// Bytes whatever the frame's size.
    public var fixed: Int

    public init(bytesPerPixel: Int, fixed: Int) {
        self.bytesPerPixel = bytesPerPixel
        self.fixed = fixed
    }

    /// No working memory worth counting.
    public static let none = CodingMemory(bytesPerPixel: 0, fixed: 0)

    /// Two coders' memory: a sweep writing several files codes each frame in each.
    public static func + (a: CodingMemory, b: CodingMemory) -> CodingMemory {
        CodingMemory(bytesPerPixel: a.bytesPerPixel + b.bytesPerPixel, fixed: a.fixed + b.fixed)
    }

    /// The working memory for a frame of `pixels` pixels.
    public func bytes(pixels: Int) -> Int { bytesPerPixel * pixels + fixed }
}

extension AnimationFormat {
    /// The working memory of one frame's coding in this format, on each
    /// job at once.
    ///
    /// WebP: a frame of more than 256 colours goes to libwebp, and
    /// valgrind massif (docs/benchmarks.md, "Issue 32: webpmem") found,
    /// per encode of a rectangle of N pixels, our copy of the rectangle
    /// (4N), libwebp's working copy (4N, `AllocateTransformBuffer`), its
    /// hash chain (4N, `VP8LHashChainInit`) and its bit writer's first
    /// buffer (N with the "graph" hint): 13 bytes a pixel; and the hash
    /// table (1 MiB while the chain fills) and the backward references
    /// (~0.4 MB) whatever N. GIF and APNG: not measured apart from the
    /// sweep's frames (their coding works in the frame, its indices and a
    /// deflate or LZW window, small beside it), so 0.
    public var codingMemory: CodingMemory {
        switch self {
        case .webp: CodingMemory(bytesPerPixel: 13, fixed: (1 << 20) + 400_000)
        case .gif, .apng: .none
        }
    }
}
