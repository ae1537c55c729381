import Testing
import TrellisUIKit

/// The editable text views answer an empty string, never nil, for text
/// they were never given or were given nil, as UIKit's getters do:
/// UITextView's header declares `text` `null_resettable`, and UITextField's,
/// documented "nil by default", reads "" in practice (Open Radar 25780524
/// and 32937801; docs/uikit-numbers.md). Apps rely on it: Bankey's Sign In
/// asserts its empty fields' `text` is not nil. A label is not editable
/// text and stays nil, as Apple's UILabel page says.
@MainActor @Suite struct TextNeverNilTests {
    @Test func aFieldReadsEmptyNotNil() {
        let field = UITextField()
        #expect(field.text == "")
        #expect(!field.hasText)
        field.text = "name"
        #expect(field.text == "name")
        #expect(field.hasText)
        field.text = nil
        #expect(field.text == "")
        #expect(!field.hasText)
    }

    /// What an app's Sign In does with two fields nobody typed in: both
    /// unwrap, both are blank (its "Username / password cannot be blank").
    @Test func aSignInFormsBlankFieldsUnwrap() {
        let username = UITextField(), password = UITextField()
        password.isSecureTextEntry = true
        let message: String
        if let name = username.text, let secret = password.text {
            message = name.isEmpty || secret.isEmpty ? "blank" : "filled"
        } else {
            message = "nil"
        }
        #expect(message == "blank")
    }

    /// An empty field still shows its placeholder, and a subclass that
    /// observes `text` hears nil set and reads "" back.
    @Test func placeholderAndSubclassObservers() {
        final class ObservingField: UITextField {
            var seen: [String?] = []
            override var text: String? { didSet { seen.append(text) } }
        }
        let field = ObservingField()
        field.placeholder = "Username"
        #expect(field.text == "")
        field.text = "a"
        field.text = nil
        #expect(field.seen == ["a", ""])
        #expect(field.attributedPlaceholder?.string == "Username")
    }

    @Test func aTextViewReadsEmptyNotNil() {
        let textView = UITextView()
        #expect(textView.text == "")
        textView.text = "note"
        #expect(textView.text == "note")
        #expect(textView.attributedText.string == "note")
        textView.text = nil
        #expect(textView.text == "")
        #expect(!textView.hasText)
    }

    /// A search bar's text is its search field's (Trellis keeps it there),
    /// so it reads "" the same way.
    @Test func aSearchBarReadsItsFieldsText() {
        let bar = UISearchBar()
        #expect(bar.text == "")
        bar.text = "tea"
        #expect(bar.searchTextField.text == "tea")
        bar.text = nil
        #expect(bar.text == "")
    }

    /// A label stays nil: "This property is nil by default" (Apple's
    /// UILabel `text` page).
    @Test func aLabelStaysNil() {
        let label = UILabel()
        #expect(label.text == nil)
        label.text = "x"
        label.text = nil
        #expect(label.text == nil)
    }
}
