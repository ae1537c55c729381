import Layout
import LayoutText
import TextLayout

/// The repository's Fixtures folder, found from this file's path.
let fixtures: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/") + "/Fixtures"
}()

/// Text measured with Fixtures/fonts/TrellisTest.ttf: at 10 points every
/// letter is 10 wide, a space 5, a line 10 tall with its baseline 8 below
/// its top (see Fixtures/fonts/README.md). Every expectation in these tests
/// is computed by hand from those numbers.
enum TestText {
    static let measurer: ShapedTextMeasurer = {
        let fonts = try! FontSet.files([(fixtures + "/fonts/TrellisTest.ttf", 0)], library: FontLibrary())
        return ShapedTextMeasurer(families: ["Trellis Test": fonts])
    }()

    static func font(_ size: Double = 10) -> Font { Font(family: "Trellis Test", size: size) }

    /// A label in the test font (and its measurer), like the articles' `makeLabel`.
    static func label(_ text: String, size: Double = 10, lines: Int = 1, name: String? = nil) -> Label {
        let label = Label(text: text, name: name)
        label.font = font(size)
        label.numberOfLines = lines
        label.measurer = measurer
        return label
    }

    static func button(_ title: String, name: String? = nil) -> Button {
        let button = Button(title: title, name: name)
        button.titleLabel.font = font()
        button.titleLabel.measurer = measurer
        return button
    }
}

/// A root view of the given size, as a window would size it.
func root(width: Double, height: Double = 0, name: String = "root") -> View {
    let view = View(name: name)
    view.frame = Rect(x: 0, y: 0, width: width, height: height)
    return view
}
