import Layout
import TrellisTestSupport

/// Labels and buttons in the test font (TrellisTestSupport's TestFont): at
/// 10 points every letter is 10 wide, a space 5, a line 10 tall with its
/// baseline 8 below its top. Every expectation in these tests is computed
/// by hand from those numbers.
enum TestText {
    /// A label in the test font (and its measurer), like the articles' `makeLabel`.
    static func label(_ text: String, size: Double = 10, lines: Int = 1, name: String? = nil) -> Label {
        let label = Label(text: text, name: name)
        label.font = TestFont.font(size)
        label.numberOfLines = lines
        label.textMeasurer = TestFont.measurer
        return label
    }

    static func button(_ title: String, name: String? = nil) -> Button {
        let button = Button(title: title, name: name)
        button.titleLabel?.font = TestFont.font()
        button.textMeasurer = TestFont.measurer
        return button
    }
}

/// A root view of the given size, as a window would size it.
func root(width: Double, height: Double = 0, name: String = "root") -> View {
    let view = View(name: name)
    view.frame = Rect(x: 0, y: 0, width: width, height: height)
    return view
}
