import Foundation

/// A keyboard shown and hidden as UIKit announces it: the view's
/// `keyboardLayoutGuide` follows (``TrellisView/keyboardHeight``), and the
/// notifications that keyboard-avoiding code observes are posted, so a form
/// that moves its content by `keyboardWillShowNotification` can be drawn
/// with its keyboard up.
///
/// What is posted, and why:
/// - The order, from UIKit's log (Stack Overflow question 25946121, iOS
///   8.4–10 on an iPhone 6: the keyboard appearing posted
///   `UIKeyboardWillChangeFrameNotification`,
///   `UIKeyboardWillShowNotification`, `UIKeyboardDidChangeFrameNotification`,
///   `UIKeyboardDidShowNotification`). Hiding posts the same pattern with
///   the hide pair; its order is not logged there (Trellis's choice).
/// - The frames "in the screen's coordinate space" (Apple,
///   `keyboardFrameEndUserInfoKey` and `keyboardFrameBeginUserInfoKey`),
///   the screen being `UIScreen.main.bounds`: shown, the keyboard spans the
///   screen's width at its bottom; before it appears (and after it hides)
///   it lies just below the screen, as UIKit's logged user info shows
///   (`UIKeyboardFrameBeginUserInfoKey = {{0, 480}, {320, 216}}`,
///   `UIKeyboardFrameEndUserInfoKey = {{0, 264}, {320, 216}}` on a
///   320 × 480 screen, and the reverse when it hides; a Chinese tutorial's
///   pasted log, hk.javashuo.com/article/p-tekoqtqj-em.html; mixi's iOS
///   training wiki logs `{{0, 568}, {320, 216}}` to `{{0, 352}, {320, 216}}`
///   on a 568-point screen).
/// - The animation's duration 0.25 and curve 7 from the same log; the
///   notification's object is nil (Apple's older page of
///   `UIKeyboardDidChangeFrameNotification`, quoted in that question: "The
///   notification object is nil"); `keyboardIsLocalUserInfoKey` true (Apple:
///   "YES for the app that caused the keyboard to appear").
///
/// Numbers are boxed as `NSNumber` and frames as `NSValue`
/// (`cgRectValue`), the boxes UIKit's user info holds.
extension TrellisView {
    /// Shows a docked keyboard `height` points tall at the bottom of the
    /// screen: sets ``keyboardHeight`` (this view being full screen) and
    /// posts the keyboard's will/did show and change-frame notifications.
    /// The keyboard's height per device is not published (docs/uikit.md,
    /// "Text input"): the test gives it.
    public func showKeyboard(height: CGFloat) {
        let screen = UIScreen.main.bounds
        let below = CGRect(x: 0, y: screen.height, width: screen.width, height: height)
        let shown = CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
        keyboardHeight = height
        Self.postKeyboard(from: below, to: shown, will: UIResponder.keyboardWillShowNotification,
                          did: UIResponder.keyboardDidShowNotification)
    }

    /// Hides the keyboard ``showKeyboard(height:)`` showed: clears
    /// ``keyboardHeight`` and posts the will/did hide and change-frame
    /// notifications, the frame moving from the screen's bottom to below it.
    /// Does nothing when no keyboard is shown in this view.
    public func hideKeyboard() {
        guard let height = keyboardHeight else { return }
        let screen = UIScreen.main.bounds
        let shown = CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
        let below = CGRect(x: 0, y: screen.height, width: screen.width, height: height)
        keyboardHeight = nil
        Self.postKeyboard(from: shown, to: below, will: UIResponder.keyboardWillHideNotification,
                          did: UIResponder.keyboardDidHideNotification)
    }

    /// UIKit's keyboard animation: 0.25 s on curve 7 (the logged user info).
    static let keyboardAnimationDuration = 0.25
    static let keyboardAnimationCurve = 7

    private static func postKeyboard(from begin: CGRect, to end: CGRect,
                                     will: Notification.Name, did: Notification.Name) {
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: keyboardAnimationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: keyboardAnimationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillChangeFrameNotification, will,
                     UIResponder.keyboardDidChangeFrameNotification, did] {
            NotificationStallWatch.post(name, userInfo: info, in: center)
        }
    }
}
