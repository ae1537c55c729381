import Examples
import Layout
import TrellisTestSupport

/// The examples in the test font (TrellisTestSupport's TestFont) instead
/// of the system fonts: at 10 points every letter is 10 wide, a space 5, a
/// line 10 tall with its baseline 8 below its top. Every number in these
/// tests is worked out by hand from those metrics.
enum TestText {
    /// Every label and button title in the test font at `size` points,
    /// whatever size the example asked for.
    static func text(size: Double = 10) -> ExampleText {
        .testFont(size: size)
    }

    /// Every label and button title in the test font at the size the
    /// example asked for (for examples about different sizes).
    static let sizedText = ExampleText(measurer: TestFont.measurer, font: { TestFont.font($0.size) })

    /// The example's tree at `width`, in the test font.
    static func root(_ example: String, width: Double, state: String? = nil, size: Double = 10) -> View {
        Examples.named(example)!.makeRoot(width: width, state: state, text: text(size: size))
    }
}

extension View {
    func label(_ name: String) -> Label { view(named: name) as! Label }
}
