import Layout

/// An example declares no canvas and no sweep: the caller gives the width,
/// the root is as tall as its content, on white.
extension Example: Scenario {
    public var defaultWidth: Double? { nil }
    public var defaultHeight: Double? { nil }
    public var background: Color { .white }
    public var sweep: WidthRange? { nil }

    /// ``makeRoot(width:height:state:text:)`` with the fonts the example
    /// chose, measured by `measurer` (nil: the system's).
    public func makeRoot(width: Double, height: Double?, state: String?, measurer: TextMeasuring?) -> View {
        let text = measurer.map { ExampleText(measurer: $0, font: { $0 }) } ?? .system
        return makeRoot(width: width, height: height ?? 0, state: state, text: text)
    }
}
