/// Why ``View/solvedLayout(width:height:analyzingAmbiguity:constraints:describingConstraints:captionWidth:)``
/// laid nothing out: a size that is no size, which UIKit would raise for
/// (as `CriticalWidths.find` throws for widths it cannot step through).
public enum SolvedLayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The width is NaN, infinite or negative.
    case badWidth(Double)
    /// The height is NaN, infinite or negative.
    case badHeight(Double)

    public var description: String {
        switch self {
        case let .badWidth(value):
            "solvedLayout: the width must be a finite number of points of at least 0, not \(PointFormat.string(value))"
        case let .badHeight(value):
            "solvedLayout: the height must be a finite number of points of at least 0 (or nil: as tall as the content), "
                + "not \(PointFormat.string(value))"
        }
    }

    /// The first of `width` and `height` that is no size, or nil.
    static func check(width: Double, height: Double?) -> SolvedLayoutError? {
        if !(width.isFinite && width >= 0) { return .badWidth(width) }
        if let height, !(height.isFinite && height >= 0) { return .badHeight(height) }
        return nil
    }
}
