import Foundation

// The notification names and user-info keys UIKit code observes, most often
// with `addObserver(_:selector:name:object:)` (docs/objective-c.md). Their
// string values are UIKit's (the names the iOS SDK gives these constants).
// Trellis posts none of them by itself (but the text-did-change ones, when
// text is typed: docs/uikit.md, "Text input", and the keyboard's, when a test
// calls `view.trellis.showKeyboard(height:)`: TrellisView+Keyboard.swift): a
// test posts one to drive the observer, as `NotificationCenter.default.post(name:object:)`.
// Like UIKit's (`nonisolated` in its Swift interface), none is isolated to
// the main actor, though its class is: nonisolated code (an observer's
// `@Sendable` block, a `Sendable` type's property, a background task) reads
// them as on iOS.

extension UIContentSizeCategory {
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

extension UIResponder {
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension UIApplication {
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    nonisolated public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
}

extension UITextField {
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}

extension UITextView {
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}

/// UIAccessibility's notifications (UIKit declares them in an enum-like
/// namespace, `UIAccessibility.voiceOverStatusDidChangeNotification`).
public enum UIAccessibility {
    nonisolated public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    nonisolated public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    nonisolated public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    nonisolated public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    nonisolated public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// No assistive technology runs here.
    public static var isVoiceOverRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }

    /// What an app tells assistive technology (UIKit's `UIAccessibility.Notification`).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        // UIKit's values (UIAccessibilityConstants.h).
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posts `notification` with its argument (the text of an announcement,
    /// the element to move to after a layout or screen change). No
    /// assistive technology listens here: the last posts are kept, newest
    /// last, for tests to read (`postedNotifications`, not UIKit API).
    @MainActor
    public static func post(notification: Notification, argument: Any?) {
        postedNotifications.append((notification, argument))
        if postedNotifications.count > 100 { postedNotifications.removeFirst() }
    }

    @MainActor public internal(set) static var postedNotifications: [(notification: Notification, argument: Any?)] = []
}
