import Examples
import Layout
import LayoutText
import TextLayout

/// The repository's Fixtures folder, found from this file's path.
let fixtures: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/") + "/Fixtures"
}()

/// The examples in Fixtures/fonts/TrellisTest.ttf instead of the system
/// fonts: at 10 points every letter is 10 wide, a space 5, a line 10 tall
/// with its baseline 8 below its top. Every number in these tests is
/// worked out by hand from those metrics.
enum TestText {
    static let measurer: ShapedTextMeasurer = {
        let fonts = try! FontSet.files([(fixtures + "/fonts/TrellisTest.ttf", 0)], library: FontLibrary())
        return ShapedTextMeasurer(families: ["Trellis Test": fonts])
    }()

    /// Every label and button title in the test font at `size` points,
    /// whatever size the example asked for.
    static func text(size: Double = 10) -> ExampleText {
        ExampleText(measurer: measurer, font: { _ in Font(family: "Trellis Test", size: size) })
    }

    /// Every label and button title in the test font at the size the
    /// example asked for (for examples about different sizes).
    static let sizedText = ExampleText(measurer: measurer, font: { Font(family: "Trellis Test", size: $0.size) })

    /// The example's tree at `width`, in the test font.
    static func root(_ example: String, width: Double, state: String? = nil, size: Double = 10) -> View {
        Examples.named(example)!.makeRoot(width: width, state: state, text: text(size: size))
    }
}

extension View {
    /// The view's frame in the root's coordinates.
    var frameInRoot: Rect {
        var origin = frame.origin
        var ancestor = superview
        while let view = ancestor, view.superview != nil {
            origin.x += view.frame.minX
            origin.y += view.frame.minY
            ancestor = view.superview
        }
        return Rect(origin: origin, size: frame.size)
    }

    func label(_ name: String) -> Label { view(named: name) as! Label }
}
