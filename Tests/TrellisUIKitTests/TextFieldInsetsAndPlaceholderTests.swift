import Layout
import TrellisTestSupport
import Testing
import TrellisUIKit

/// A text field's intrinsic width holds its text and both insets (a search
/// field's larger leading one included), and an attributed placeholder is
/// measured and drawn with its own attributes. Test font: a letter 1 em
/// wide, a line 1 em tall; each size worked out by hand beside it.
@MainActor @Suite struct TextFieldInsetsAndPlaceholderTests {
    private func measured<Field: UITextField>(_ field: Field, size: CGFloat = 10) -> Field {
        UIKitTestFont.measure(field)
        field.font = UIKitTestFont.font(size)
        return field
    }

    private func node(_ field: UITextField) -> TextField { field.trellis.layoutView as! TextField }  // a text field's node is one

    /// A plain field: 7 + "Hi" 20 + 7 = 34. A search field's text starts
    /// after its glass, 8 + 17 + 6 = 31 in: 31 + 20 + 7 = 58 (24 more), the
    /// same as the width that fits it.
    @Test func intrinsicWidthHoldsTheLeadingInset() {
        let plain = measured(UITextField())
        plain.text = "Hi"
        #expect(plain.intrinsicContentSize.width == 34)
        let search = measured(UISearchTextField())
        search.text = "Hi"
        #expect(search.intrinsicContentSize.width == 58)
        #expect(search.sizeThatFits(.zero).width == 58)
    }

    /// The Layout field's own: a leading inset changed later widens it too.
    @Test func layoutFieldsLeadingInsetWidensIt() {
        let field = TextField(text: "Hi")
        field.textMeasurer = TestFont.measurer
        field.font = TestFont.font(10)
        #expect(field.intrinsicContentSize.width == 34)
        field.textLeadingInset = 20
        #expect(field.intrinsicContentSize.width == 20 + 20 + 7)
    }

    /// Authenticator's title field: a 16-point placeholder on a 17-point
    /// field. "Authenticator" 13 × 16 = 208 + 14 = 222 wide, its 16-point
    /// line + 13 = 29 tall (rounded); in the field's font it would be
    /// 13 × 17 + 14 = 235 by 30.
    @Test func attributedPlaceholderIsMeasuredInItsFont() {
        let field = measured(UITextField(), size: 17)
        field.borderStyle = .roundedRect
        field.attributedPlaceholder = NSAttributedString(
            string: "Authenticator", attributes: [.font: UIKitTestFont.font(16), .foregroundColor: UIColor.red]
        )
        #expect(field.intrinsicContentSize == CGSize(width: 222, height: 29))
        // Sized to fit with its 22-point ring as the left view: 22 + 208 + 7.
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        field.leftViewMode = .always
        field.sizeToFit()
        #expect(field.frame.size == CGSize(width: 237, height: 29))
    }

    /// Drawn with its runs' attributes: the font and colour given; a run
    /// without a colour in the placeholder colour (the label's).
    @Test func attributedPlaceholderIsDrawnWithItsAttributes() {
        let field = measured(UITextField(), size: 17)
        let placeholder = NSMutableAttributedString(string: "Find", attributes: [.font: UIKitTestFont.font(16)])
        placeholder.addAttribute(.foregroundColor, value: UIColor(red: 1, green: 0, blue: 0, alpha: 1), range: NSRange(location: 0, length: 2))
        field.attributedPlaceholder = placeholder
        let label = node(field).textLabel
        let runs = label.attributedText?.runs ?? []
        #expect(runs.map(\.text) == ["Fi", "nd"])
        #expect(runs.map(\.attributes.font) == [TestFont.font(16), TestFont.font(16)])
        #expect(runs[0].attributes.foregroundColor == Color(red: 1, green: 0, blue: 0))
        #expect(runs[1].attributes.foregroundColor == nil)
        #expect(label.textColor == node(field).placeholderColor)
        #expect(field.attributedPlaceholder?.string == "Find")
        #expect(field.placeholder == "Find")
    }

    /// Text typed replaces the placeholder in the field's font: "Hi" 2 × 17
    /// + 14 = 48; emptied, the attributed placeholder again: 4 × 16 + 14 = 78.
    /// Setting `placeholder` drops the attributes, as in UIKit: 4 × 17 + 14 = 82.
    @Test func textAndAPlainPlaceholderReplaceIt() {
        let field = measured(UITextField(), size: 17)
        field.attributedPlaceholder = NSAttributedString(string: "Find", attributes: [.font: UIKitTestFont.font(16)])
        field.text = "Hi"
        #expect(field.intrinsicContentSize.width == 48)
        #expect(node(field).textLabel.attributedText == nil)
        field.text = ""
        #expect(field.intrinsicContentSize.width == 78)
        field.placeholder = "Find"
        #expect(field.intrinsicContentSize.width == 82)
        #expect(node(field).textLabel.attributedText == nil)
    }
}
