import CCairo
import FileSafety
import ImageCodecs
import Layout

/// Why a picture, a sweep or an animation was not made: each case carries
/// its values, and its description is the message the CLI prints after
/// `error: `. The CLI exits 2 for ``isRequestError`` (the arguments asked
/// for something that cannot be made) and 1 for the rest.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A canvas under 1 × 1 pixels (`width` × `height`, as solved × scale, rounded up).
    case canvasTooSmall(width: Double, height: Double)
    /// A canvas over ``Canvas/maximumSide`` pixels a side.
    case canvasTooLarge(width: Double, height: Double)
    /// Over ``CanvasMemory/budget``: what it was for and how many bytes it would need.
    case overMemoryBudget(CanvasMemory.Use, width: Int, height: Int)
    /// cairo could not make the surface (its status).
    case canvasNotAllocated(width: Int, height: Int, cairoStatus: Int32)
    /// cairo could not encode a PNG (its status).
    case cairoPNG(status: Int32)
    /// A sweep that cannot be made (``SweepPlan``).
    case sweep(SweepPlanError)
    /// A critical-width search that cannot end (``CriticalWidths``).
    case criticalWidths(CriticalWidthsError)
    /// A width or height that is no size (Layout's `SolvedLayoutError`).
    case layout(SolvedLayoutError)
    /// The encoder refused or failed.
    case codec(CodecError)
    /// A file or folder was not written.
    case file(FileError)

    public var description: String {
        switch self {
        case let .canvasTooSmall(width, height):
            "the canvas must be at least 1 × 1 pixels, not \(Self.shown(width, height))"
        case let .canvasTooLarge(width, height):
            "the canvas may be at most \(Canvas.maximumSide) pixels a side, not \(Self.shown(width, height))"
        case let .overMemoryBudget(use, width, height):
            "\(use == .still ? "a picture" : "an animation") of \(width) × \(height) pixels would need about "
                + "\(CanvasMemory.gibibytes(width * height * use.bytesPerPixel)) GiB "
                + "(\(use.bytesPerPixel) bytes a pixel); the budget is \(CanvasMemory.gibibytes(CanvasMemory.budget)) GiB (CanvasMemory.budget): "
                + "use a smaller canvas or --scale"
        case let .canvasNotAllocated(width, height, status):
            "cannot make a canvas of \(width) × \(height) pixels: \(String(cString: cairo_status_to_string(cairo_status_t(rawValue: UInt32(bitPattern: status)))))"
        case let .cairoPNG(status):
            "cairo could not encode the PNG (status \(status))"
        case let .sweep(error): error.description
        case let .criticalWidths(error): error.description
        case let .layout(error): error.description
        case let .codec(error): error.description
        case let .file(error): error.description
        }
    }

    /// Whether the request was wrong (a size, a sweep, an
    /// extension), not the machine or the disk.
    public var isRequestError: Bool {
        switch self {
        case .canvasTooSmall, .canvasTooLarge, .overMemoryBudget, .canvasNotAllocated, .sweep, .criticalWidths, .layout:
            true
        case let .codec(error): error.isRequestError
        case .cairoPNG, .file: false
        }
    }

    private static func shown(_ width: Double, _ height: Double) -> String {
        "\(PointFormat.string(width)) × \(PointFormat.string(height))"
    }
}

extension RenderError {
    /// `body`'s result, an encoder's failure as a render error.
    public static func encoding<Result>(_ body: () throws(CodecError) -> Result) throws(RenderError) -> Result {
        do { return try body() } catch { throw .codec(error) }
    }

    /// `body`'s result, a file's failure as a render error.
    public static func writing<Result>(_ body: () throws(FileError) -> Result) throws(RenderError) -> Result {
        do { return try body() } catch { throw .file(error) }
    }

    /// `body`'s result, a sweep plan's refusal as a render error.
    public static func planning<Result>(_ body: () throws(SweepPlanError) -> Result) throws(RenderError) -> Result {
        do { return try body() } catch { throw .sweep(error) }
    }
}
