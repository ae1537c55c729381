import Layout
import Testing
@testable import TrellisUIKit

/// The smaller UIKit API two held-out apps (DuckDuckGo, Mastodon) use:
/// a window's `sendEvent(_:)`, scroll views' touch defaults, `UITextInput`,
/// input views, accessibility posts, blur and vibrancy effects.
@MainActor @Suite struct HeldOutAPITests {
    /// A window that records each event's touch phases and, when told to,
    /// keeps the event from the views.
    final class RecordingWindow: UIWindow {
        var phases: [UITouch.Phase] = []
        var swallows = false
        override func sendEvent(_ event: UIEvent) {
            phases += (event.allTouches ?? []).map(\.phase)
            if !swallows { super.sendEvent(event) }
        }
    }

    /// A synthetic tap passes through the window's `sendEvent(_:)` as it
    /// begins and as it ends; the button under it sends `.touchUpInside`
    /// only when the window passes the event on.
    @Test func tapGoesThroughSendEvent() {
        let window = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 50, height: 30))
        window.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        button.trellis.tap()
        #expect(window.phases == [.began, .ended])
        #expect(taps == 1)
        window.swallows = true
        button.trellis.tap()
        #expect(window.phases == [.began, .ended, .began, .ended])
        #expect(taps == 1)
    }

    /// UIKit's defaults: a drag cancels a plain view's touches but not a
    /// control's; every view gets the touches that begin in it.
    @Test func scrollViewTouchDefaults() {
        let scroll = UIScrollView(frame: .zero)
        #expect(scroll.touchesShouldCancel(in: UIView()) == true)
        #expect(scroll.touchesShouldCancel(in: UIButton()) == false)
        #expect(scroll.touchesShouldBegin([], with: nil, in: UIButton()) == true)
        #expect(scroll.canCancelContentTouches && scroll.delaysContentTouches)
    }

    @Test func textFieldsAndTextViewsAreTextInputs() {
        let views: [UIView] = [UITextField(), UITextView(), UILabel()]
        #expect(views.map { $0 is UITextInput } == [true, true, false])
        let field = UITextField()
        #expect(!field.hasText)
        field.insertText("ab")
        field.insertText("c")
        field.deleteBackward()
        #expect(field.text == "ab" && field.hasText)
    }

    final class EmojiInput: UIInputView, UIInputViewAudioFeedback {}

    @Test func inputViewKeepsItsStyle() {
        let keyboard = UIInputView(frame: .zero, inputViewStyle: .keyboard)
        #expect(keyboard.inputViewStyle == .keyboard && !keyboard.allowsSelfSizing)
        let plain = EmojiInput(frame: .zero)
        #expect(plain.inputViewStyle == .default && !plain.enableInputClicksWhenVisible)
        #expect(UIInputView.Style.keyboard.rawValue == 1)
    }

    /// UIKit's values (UIAccessibilityConstants.h): screen changed 1000,
    /// layout changed 1001, announcement 1008.
    @Test func accessibilityPostsAreKept() {
        let label = UILabel()
        UIAccessibility.post(notification: .announcement, argument: "Copied")
        UIAccessibility.post(notification: .layoutChanged, argument: label)
        let last = UIAccessibility.postedNotifications.suffix(2)
        #expect(last.map(\.notification) == [.announcement, .layoutChanged])
        #expect(last.first?.argument as? String == "Copied")
        #expect((last.last?.argument as? UILabel) === label)
        #expect([UIAccessibility.Notification.screenChanged, .layoutChanged, .announcement].map(\.rawValue) == [1000, 1001, 1008])
    }

    /// The light and dark materials have UIKit's raw values (11…15 light,
    /// 16…20 dark) and paint the light or dark tint whatever the traits:
    /// white or 0.1 grey at 80 %. A vibrancy effect paints nothing.
    @Test func blurStylesAndVibrancy() {
        #expect(UIBlurEffect.Style.systemUltraThinMaterialLight.rawValue == 11)
        #expect(UIBlurEffect.Style.systemUltraThinMaterialDark.rawValue == 16)
        #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
        let dark = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterialDark))
        #expect(dark.node.backgroundColor == UIColor(white: 0.1, alpha: 0.8).resolvedLayoutColor(with: dark.traitCollection))
        let light = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialLight))
        #expect(light.node.backgroundColor == UIColor(white: 1, alpha: 0.8).resolvedLayoutColor(with: light.traitCollection))
        let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial))
        #expect(vibrancy.style == .label)
        let view = UIVisualEffectView()
        #expect(view.effect == nil && view.node.backgroundColor == nil)
        view.effect = vibrancy
        #expect(view.node.backgroundColor == nil)
        #expect(UIButton().isPointerInteractionEnabled == false)
    }
}
