import Testing
import TrellisUIKit

/// `UITextField.font` is never nil when read. Apple's `UITextField.font`
/// page: "The default value of this property is the body style of the
/// system font"; the body style is 17 points at the default text size
/// (docs/uikit-numbers.md, the rounded text field's row), the size a field
/// with no font of its own is drawn in.
@MainActor @Suite struct TextFieldDefaultFontTests {
    @Test func aNewFieldReadsTheSystemFontAtTheBodySize() throws {
        let font = try #require(UITextField().font)
        #expect(font == UIFont.systemFont(ofSize: 17))
        #expect(font.pointSize == 17)
    }

    @Test func settingNilGivesTheDefaultBack() throws {
        let field = UITextField()
        field.font = .boldSystemFont(ofSize: 30)
        #expect(field.font?.pointSize == 30)
        field.font = nil
        #expect(field.font == UIFont.systemFont(ofSize: 17))
    }

    @Test func theDefaultFontIsTheOneTheFieldIsMeasuredWith() {
        let unset = UITextField(), given = UITextField()
        unset.text = "Mg"
        given.text = "Mg"
        given.font = .systemFont(ofSize: 17)
        #expect(unset.intrinsicContentSize == given.intrinsicContentSize)
        #expect(unset.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 17))
    }
}
