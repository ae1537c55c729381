import Testing
import TrellisUIKit

/// `UITextField.sizeThatFits(_:)` and `sizeToFit()`: the size that fits
/// the text (or the placeholder), as UIKit's text field answers, not
/// UIView's current size. Test font: a letter 1 em wide, a line 1 em tall;
/// each size worked out by hand beside it.
@MainActor @Suite struct TextFieldSizeThatFitsTests {
    private func field(_ text: String?, border: UITextField.BorderStyle = .roundedRect) -> UITextField {
        let field = UITextField()
        UIKitTestFont.measure(field)
        field.font = UIKitTestFont.font(10)
        field.text = text
        field.borderStyle = border
        return field
    }

    /// "Hello" 5 × 10 = 50, + 7 a side = 64; the 10-point line + 13 = 23
    /// (the rounded field's height, docs/uikit-numbers.md): the intrinsic
    /// size, whatever size is asked about or the field has.
    @Test func fitsTheText() {
        let field = field("Hello")
        field.frame = CGRect(x: 5, y: 6, width: 300, height: 80)
        #expect(field.sizeThatFits(.zero) == CGSize(width: 64, height: 23))
        #expect(field.sizeThatFits(CGSize(width: 20, height: 20)) == CGSize(width: 64, height: 23))
        #expect(field.sizeThatFits(.zero) == field.intrinsicContentSize)
    }

    /// Empty, the placeholder: "Search" 60 + 14 = 74; borderless, the line: 10.
    @Test func fitsThePlaceholderWhenEmpty() {
        let field = field(nil)
        field.placeholder = "Search"
        #expect(field.sizeThatFits(.zero) == CGSize(width: 74, height: 23))
        field.borderStyle = .none
        #expect(field.sizeThatFits(.zero) == CGSize(width: 74, height: 10))
    }

    /// `sizeToFit()` takes that size, keeping the origin: a field made
    /// 0 × 0 (Authenticator's title search field) becomes 64 × 23.
    @Test func sizeToFitResizesTheField() {
        let field = field("Hello")
        field.frame = CGRect(x: 3, y: 4, width: 0, height: 0)
        field.sizeToFit()
        #expect(field.frame == CGRect(x: 3, y: 4, width: 64, height: 23))
    }

    /// Authenticator's title field (held-out corpus 13), set up as its
    /// `SearchField` does before `sizeToFit()`: empty, the placeholder
    /// "Authenticator" at 17 points, a 22-point ring as its left view, a
    /// clear button `.always` (none shows: no text), rounded. 13 letters ×
    /// 17 = 221, + 22 (the ring) + 7 = 250; the 17-point line + 13 = 30.
    @Test func authenticatorsTitleFieldFitsItsPlaceholder() {
        let field = field(nil)
        field.font = UIKitTestFont.font(17)
        field.placeholder = "Authenticator"
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        field.leftViewMode = .always
        field.clearButtonMode = .always
        field.sizeToFit()
        #expect(field.frame.size == CGSize(width: 250, height: 30))
    }

    /// A left view shown, 22 wide, starts the text at 22 (not 7): "Hi" 20
    /// + 22 + 7 = 49, the line's 10 tall; not shown, 20 + 14 = 34.
    @Test func leftViewShownWidensIt() {
        let field = field("Hi", border: .none)
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        field.leftViewMode = .always
        #expect(field.sizeThatFits(.zero) == CGSize(width: 49, height: 10))
        field.leftViewMode = .never
        #expect(field.sizeThatFits(.zero) == CGSize(width: 34, height: 10))
    }

    /// The clear button (19 wide, 7 from the edge) shows with text: the
    /// text ends 7 + 19 = 26 from the edge, so "Hello" 50 + 7 + 26 = 83;
    /// empty, none shows: the placeholder "Hi" 20 + 14 = 34.
    @Test func clearButtonShownWidensIt() {
        let field = field("Hello")
        field.clearButtonMode = .always
        #expect(field.sizeThatFits(.zero) == CGSize(width: 83, height: 23))
        field.text = ""
        field.placeholder = "Hi"
        #expect(field.sizeThatFits(.zero) == CGSize(width: 34, height: 23))
    }

    /// A search field's text starts after its glass, 8 + 17 + 6 = 31 in:
    /// "Hi" 20 + 31 + 7 = 58.
    @Test func searchFieldAllowsForItsGlass() {
        let field = UISearchTextField()
        UIKitTestFont.measure(field)
        field.font = UIKitTestFont.font(10)
        field.text = "Hi"
        #expect(field.sizeThatFits(.zero).width == 58)
    }

    final class InsetField: UITextField {
        override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 12, dy: 0) }
    }

    final class FixedRectField: UITextField {
        override func textRect(forBounds bounds: CGRect) -> CGRect { CGRect(x: 0, y: 0, width: 40, height: 10) }
    }

    /// An overridden text rect is followed: 12 a side, "Hi" 20 + 24 = 44.
    /// One that does not grow with the bounds has no fitting width: the
    /// intrinsic size, 20 + 14 = 34.
    @Test func overriddenTextRectIsFollowed() {
        for (field, width) in [(InsetField(), 44.0), (FixedRectField(), 34)] as [(UITextField, CGFloat)] {
            UIKitTestFont.measure(field)
            field.font = UIKitTestFont.font(10)
            field.text = "Hi"
            #expect(field.sizeThatFits(.zero).width == width)
        }
    }
}
