/// A frame attribute of a ``SolvedLayout``'s view that the constraints do
/// not determine: ``AmbiguousAttribute`` with the view named by its place
/// in ``SolvedLayout/views`` rather than held.
public struct SolvedAmbiguousAttribute: Sendable, Equatable, CustomStringConvertible {
    /// The view's index in ``SolvedLayout/views``.
    public var viewIndex: Int
    /// The view as it describes itself (`box`, `Label("Hello")`).
    public var viewName: String
    public var attribute: FrameAttribute
    /// The value the engine's solution gives it (frame coordinates: the
    /// origin relative to the superview).
    public var value: Double
    /// Every value it can take while every required constraint holds and
    /// every priority level keeps its optimal error.
    public var range: ValueRange

    /// `box.minY can be any value in (-∞, +∞); laid out at 0`.
    public var description: String {
        "\(viewName).\(attribute.rawValue) can be any value in \(range); laid out at \(formatPoints(value))"
    }
}
