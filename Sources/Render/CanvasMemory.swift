/// The memory a canvas needs, estimated from its size before anything is
/// allocated, so that a picture too large for the budget is refused with a
/// message instead of ending the process in an allocation failure.
public enum CanvasMemory {
    /// The most a render or an animation may need, in bytes: 2 GiB.
    public static let budget = 2 << 30

    /// What the canvas is for: how many bytes each of its pixels costs.
    public enum Use: Sendable {
        /// One picture: cairo's ARGB surface, and its copy when encoded.
        case still
        /// The frames of a GIF, one at a time: the surface (4 bytes a
        /// pixel), its pixels copied out (4), as opaque RGB (4), the
        /// previous frame kept for differencing (4), the palette indices
        /// of the frame being written and of the one pending (1 + 1), and
        /// room for the quantizer's counts (2).
        case animation

        var bytesPerPixel: Int {
            switch self {
            case .still: 8
            case .animation: 20
            }
        }
    }

    /// Refuses a `width` × `height` pixel canvas whose estimate is over the
    /// budget. Both sides are at most `Canvas.maximumSide`, so the products
    /// cannot overflow.
    static func check(width: Int, height: Int, use: Use) throws(RenderError) {
        let bytes = width * height * use.bytesPerPixel
        guard bytes > budget else { return }
        throw .overMemoryBudget(use, width: width, height: height)
    }

    /// Bytes as GiB with one decimal.
    static func gibibytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + (1 << 29)) >> 30  // rounded to the nearest tenth
        return "\(tenths / 10).\(tenths % 10)"
    }
}
