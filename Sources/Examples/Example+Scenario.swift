import Layout

/// An example declares no canvas and no sweep: the caller gives the width,
/// the root is as tall as its content, on white.
extension Example: Scenario {
    public var defaultWidth: Double? { nil }
    public var defaultHeight: Double? { nil }
    public var background: Color { .white }
    public var sweep: WidthRange? { nil }

    /// ``makeRoot(width:height:state:text:)`` with the fonts the example
    /// chose, measured by `measurer`.
    public func makeRoot(width: Double, height: Double?, state: String?, measurer: any TextMeasuring) -> View {
        makeRoot(width: width, height: height ?? 0, state: state, text: ExampleText(measurer: measurer, font: { $0 }))
    }
}
