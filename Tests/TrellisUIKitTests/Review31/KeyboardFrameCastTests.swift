import Foundation
import Testing
@testable import TrellisUIKit

/// Keyboard-avoiding code as iOS apps write it reads the frame with
/// `as? CGRect` (Swift bridges the `NSValue` on iOS); the older form
/// `as? NSValue` with `cgRectValue` must keep working.
@MainActor @Suite(.serialized) struct KeyboardFrameCastTests {
    @Test func theEndFrameCastsToCGRectAndToNSValue() {
        let controller = UIViewController()
        controller.trellis.show(size: CGSize(width: 390, height: 844))
        nonisolated(unsafe) var asRect: CGRect?
        nonisolated(unsafe) var asValue: CGRect?
        let observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                              object: nil, queue: nil) { note in
            asRect = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            asValue = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        controller.view.trellis.showKeyboard(height: 336)
        controller.view.trellis.hideKeyboard()
        // The frame spans the screen's width at its bottom, 336 tall.
        let screen = UIScreen.main.bounds
        #expect(asRect == CGRect(x: 0, y: screen.height - 336, width: screen.width, height: 336))
        #expect(asValue == asRect)
    }

    /// A box holding something else does not cast to a rect.
    @Test func aPointDoesNotCastToARect() {
        let point: Any = NSValue(cgPoint: CGPoint(x: 1, y: 2))
        #expect(point as? CGRect == nil)
    }
}
