import Foundation
import Testing
import TrellisUIKit

/// UIKit's notification names are not isolated to the main actor (its
/// Swift interface imports them as `nonisolated` constants), so code off
/// the main actor reads them: a `Sendable` type's static property, a
/// detached task. This file compiles only if they are nonisolated; the
/// values are UIKit's strings (the names the iOS SDK gives the constants).
struct NonisolatedNotificationNameTests {
    /// Read in a nonisolated context: an initialiser of a nonisolated static.
    static let names: [Notification.Name] = [
        UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
        UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
        UIApplication.willTerminateNotification, UIApplication.didReceiveMemoryWarningNotification,
        UIApplication.significantTimeChangeNotification,
        UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidHideNotification,
        UIContentSizeCategory.didChangeNotification,
        UIAccessibility.voiceOverStatusDidChangeNotification, UIAccessibility.reduceMotionStatusDidChangeNotification,
        UITextField.textDidChangeNotification, UITextField.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification,
        UITextView.textDidChangeNotification, UITextView.textDidBeginEditingNotification, UITextView.textDidEndEditingNotification,
        UIMenuController.willShowMenuNotification, UIMenuController.didHideMenuNotification,
        UIDevice.orientationDidChangeNotification,
    ]

    @Test func theNamesAreReadOffTheMainActor() async {
        let read = await Task.detached {
            [UIApplication.didBecomeActiveNotification.rawValue, UITextField.textDidChangeNotification.rawValue,
             UIContentSizeCategory.didChangeNotification.rawValue]
        }.value
        #expect(read == ["UIApplicationDidBecomeActiveNotification", "UITextFieldTextDidChangeNotification",
                         "UIContentSizeCategoryDidChangeNotification"])
        #expect(Self.names.count == Set(Self.names).count)
        #expect(Self.names.allSatisfy { $0.rawValue.hasPrefix("UI") && $0.rawValue.hasSuffix("Notification") })
    }
}
