import Layout
import Testing
@testable import TrellisUIKit

/// The smaller UIKit API that real files use: input traits, text view
/// delegates, accessibility actions and traits, key commands, UIKit's font
/// sizes, symbol configurations, and `UIImageView`'s designated
/// initialisers (docs/uikit.md; numbers in docs/uikit-numbers.md).
@MainActor @Suite struct SmallUIKitAPITests {
    @Test func inputTraitsAreStoredWithUIKitsDefaults() {
        let field = UITextField()
        #expect(field.keyboardAppearance == .default)
        field.keyboardAppearance = .dark
        #expect(field.keyboardAppearance == UIKeyboardAppearance.alert, "alert is dark's old name")
        #expect(UIKeyboardAppearance.light.rawValue == 2)
        #expect(field.autocapitalizationType == .sentences && field.autocorrectionType == .default)
        #expect(!field.isSecureTextEntry && field.returnKeyType == .default && field.keyboardType == .default)
        let accessory = UIView()
        field.inputAccessoryView = accessory
        #expect(field.inputAccessoryView === accessory)

        let text = UITextView()
        #expect(text.autocapitalizationType == .sentences)
        text.autocapitalizationType = .none
        text.keyboardAppearance = .light
        #expect(text.autocapitalizationType == .none && text.keyboardAppearance == .light)

        let scroll = UIScrollView()
        #expect(!scroll.isDirectionalLockEnabled)
        scroll.isDirectionalLockEnabled = true
        #expect(scroll.isDirectionalLockEnabled)
    }

    @Test func textViewDelegatesGetUIKitsDefaults() {
        final class Editor: UITextViewDelegate {
            var changed = 0
            func textViewDidChange(_ textView: UITextView) { changed += 1 }
        }
        let text = UITextView()
        let editor = Editor()
        text.delegate = editor
        #expect(text.delegate === editor)
        // What the delegate leaves out answers as UIKit does without it.
        #expect(editor.textViewShouldBeginEditing(text))
        #expect(editor.textView(text, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "a"))
        editor.textViewDidChange(text)
        #expect(editor.changed == 1)
    }

    @Test func accessibilityCustomActionsAndAdjustableViews() {
        final class Stepper: UIView {
            var value = 0
            override func accessibilityIncrement() { value += 1 }
            override func accessibilityDecrement() { value -= 1 }
            override func accessibilityActivate() -> Bool { value = 0; return true }
        }
        let stepper = Stepper()
        stepper.accessibilityTraits = .adjustable
        var archived = false
        let archive = UIAccessibilityCustomAction(name: "Archive") { _ in archived = true; return true }
        stepper.accessibilityCustomActions = [archive]
        stepper.accessibilityIncrement()
        stepper.accessibilityIncrement()
        stepper.accessibilityDecrement()
        #expect(stepper.value == 1)
        #expect(stepper.accessibilityActivate() && stepper.value == 0)
        #expect(stepper.accessibilityCustomActions?.first?.name == "Archive")
        #expect(stepper.accessibilityCustomActions?.first?.actionHandler?(archive) == true && archived)
        // UIView's defaults.
        #expect(!UIView().accessibilityActivate())
        #expect(!UIViewController().accessibilityPerformEscape())

        let target = NSObject()
        let share = UIAccessibilityCustomAction(name: "Share", target: target, selector: Selector("share"))
        #expect(share.target === target && share.selector == Selector("share") && share.actionHandler == nil)
    }

    @Test func accessibilityTraitsHaveUIKitsValues() {
        // UIKit's UIAccessibilityTraits, as Microsoft's .NET for iOS binds them (UIAccessibilityTrait).
        #expect(UIAccessibilityTraits.summaryElement.rawValue == 128)
        #expect(UIAccessibilityTraits.notEnabled.rawValue == 256)
        #expect(UIAccessibilityTraits.updatesFrequently.rawValue == 512)
        #expect(UIAccessibilityTraits.searchField.rawValue == 1024)
        #expect(UIAccessibilityTraits.adjustable.rawValue == 4096)
        #expect(UIAccessibilityTraits.header.rawValue == 65536)
        #expect(UIAccessibilityScrollDirection.right.rawValue == 1)
    }

    @Test func keyCommandsAreOfferedAndSentUpTheChain() {
        final class Screen: UIViewController {
            var searched = 0
            func search() { searched += 1 }
            override var keyCommands: [UIKeyCommand]? {
                [UIKeyCommand(title: "Search", action: Selector("search"), input: "f", modifierFlags: .command),
                 UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Selector("dismissSearch"))]
            }
        }
        ObjCRuntime.register(Screen.self, [ObjCMethod("search", arity: 0) { o, _ in (o as! Screen).search() }])
        let screen = Screen()
        let commands = screen.keyCommands ?? []
        #expect(commands.map(\.input) == ["f", "UIKeyInputEscape"])
        #expect(commands[0].modifierFlags == .command && commands[0].title == "Search")
        #expect(UIKeyModifierFlags.command.rawValue == 1 << 20 && UIKeyModifierFlags.shift.rawValue == 1 << 17)
        // What a keyboard would do: send the action to the first responder that has it.
        #expect(UIApplication.shared.sendAction(commands[0].action, to: screen, from: commands[0], for: nil))
        #expect(screen.searched == 1)

        let plain = UIViewController()
        #expect(plain.keyCommands == nil)
        let command = UIKeyCommand(input: "n", modifierFlags: .command, action: Selector("new"))
        plain.addKeyCommand(command)
        #expect(plain.keyCommands == [command])
        plain.removeKeyCommand(command)
        #expect(plain.keyCommands == nil)
    }

    @Test func uikitFontSizes() {
        // docs/uikit-numbers.md: label 17, button 18, small system 12, system 14.
        #expect(UIFont.labelFontSize == 17)
        #expect(UIFont.buttonFontSize == 18)
        #expect(UIFont.smallSystemFontSize == 12)
        #expect(UIFont.systemFontSize == 14)
    }

    @Test func symbolConfigurationsSizeSymbols() throws {
        let large = UIImage.SymbolConfiguration(pointSize: 28, weight: .bold)
        let star = try #require(UIImage(systemName: "star"))
        #expect(star.size == CGSize(width: 17, height: 17))
        let bigStar = star.withConfiguration(large)
        #expect(bigStar.size == CGSize(width: 28, height: 28))
        #expect(bigStar.symbolConfiguration == large)
        let made = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle)))
        #expect(made.size.width == 34, "Large Title is 34 points at the default size")

        // applying: the other configuration's specified values win, the rest stay.
        let merged = large.applying(UIImage.SymbolConfiguration(scale: .small))
        #expect(merged == UIImage.SymbolConfiguration(pointSize: 28, weight: .bold, scale: .small))
        #expect(large.applying(UIImage.SymbolConfiguration(weight: .light)) == UIImage.SymbolConfiguration(pointSize: 28, weight: .light))
        #expect(UIImage.SymbolConfiguration(pointSize: 20) != UIImage.SymbolConfiguration(pointSize: 21))
        #expect(UIImage.SymbolScale.default.rawValue == -1 && UIImage.SymbolScale.large.rawValue == 3)
        #expect(UIImage.SymbolWeight.black.rawValue == 9)
        #expect(star.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 40))?.size.width == 40)
    }

    @Test func imageViewsDrawSymbolsAtTheirPreferredConfiguration() throws {
        let view = UIImageView(image: UIImage(systemName: "bell"))
        #expect(view.intrinsicContentSize == CGSize(width: 17, height: 17))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 24)
        #expect(view.intrinsicContentSize == CGSize(width: 24, height: 24))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 24, height: 24))
        // A text style follows the view's Dynamic Type size.
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body)
        view.trellis.traitOverrides = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        #expect(view.intrinsicContentSize == CGSize(width: 28, height: 28), "Body is 28 points at AX1")
        #expect(view.image?.size == CGSize(width: 17, height: 17), "the image itself is unchanged")
    }

    @Test func buttonsDrawSymbolsAtTheirPreferredConfiguration() throws {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "plus"), for: .normal)
        let drawn = try #require(button.trellis.layoutView as? Layout.Button)
        #expect(drawn.image?.size.width == 17)
        button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 30), forImageIn: .normal)
        #expect(button.preferredSymbolConfigurationForImage(in: .normal) == UIImage.SymbolConfiguration(pointSize: 30))
        #expect(drawn.image?.size.width == 30)
        var configuration = UIButton.Configuration.plain()
        configuration.image = UIImage(systemName: "plus")
        configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 22)
        button.configuration = configuration
        #expect(drawn.image?.size.width == 22)
    }

    @Test func imageViewInitialisersAreDesignated() throws {
        final class AvatarView: UIImageView {
            var madeWith: UIImage?
            override init(image: UIImage?) {
                madeWith = image
                super.init(image: image)
                layer.cornerRadius = 8
            }
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        let image = try #require(UIImage(systemName: "person"))
        let avatar = AvatarView(image: image)
        #expect(avatar.madeWith === image)
        #expect(avatar.frame.size == image.size)
        #expect(!avatar.isUserInteractionEnabled)
        let highlighted = UIImageView(image: image, highlightedImage: UIImage(systemName: "person.fill"))
        #expect(highlighted.frame.size == image.size && highlighted.highlightedImage != nil)
        #expect(!highlighted.isUserInteractionEnabled)
        #expect(UIImageView().image == nil)
    }
}
