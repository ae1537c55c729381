import Foundation
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// A text view becoming the first responder: `textViewShouldBeginEditing`
/// before, `textViewDidBeginEditing` and the begin notification after;
/// `textViewShouldEndEditing` before resigning, `textViewDidEndEditing`
/// and the end notification after. Not editable but selectable, it becomes
/// the first responder without an editing session.
@MainActor @Suite struct TextViewEditingTests {
    final class Recorder: NSObject, UITextViewDelegate {
        var log: [String] = []
        var allowsBegin = true, allowsEnd = true
        nonisolated(unsafe) private var observers: [NSObjectProtocol] = []

        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
            log.append("shouldBegin")
            return allowsBegin
        }
        func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
            log.append("shouldEnd")
            return allowsEnd
        }
        func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
        func textViewDidChange(_ textView: UITextView) { log.append("didChange") }

        func watch(_ view: UITextView) {
            view.delegate = self
            let center = NotificationCenter.default
            for (name, label) in [(UITextView.textDidBeginEditingNotification, "beginNotification"),
                                  (UITextView.textDidEndEditingNotification, "endNotification")] {
                observers.append(center.addObserver(forName: name, object: view, queue: nil) { [unowned self] _ in
                    MainActor.assumeIsolated { self.log.append(label) }
                })
            }
        }

        deinit { observers.forEach(NotificationCenter.default.removeObserver) }
    }

    /// A 320 × 200 window holding a 200 × 100 text view at (10, 10).
    private func screen(_ recorder: Recorder) -> (UIWindow, UITextView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.trellis.textMeasurer = TestFont.measurer
        let view = UITextView(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
        view.font = UIKitTestFont.font(10)
        recorder.watch(view)
        window.addSubview(view)
        return (window, view)
    }

    @Test func beginsAndEndsInUIKitsOrder() {
        let recorder = Recorder()
        let (window, view) = screen(recorder)
        defer { window.endEditing(true) }
        #expect(view.becomeFirstResponder() && view.isFirstResponder)
        #expect(recorder.log == ["shouldBegin", "didBegin", "beginNotification"])
        recorder.log = []
        #expect(view.resignFirstResponder() && !view.isFirstResponder)
        #expect(recorder.log == ["shouldEnd", "didEnd", "endNotification"])
    }

    @Test func refusalsAndForcedEnd() {
        let recorder = Recorder()
        let (window, view) = screen(recorder)
        defer { window.endEditing(true) }
        recorder.allowsBegin = false
        #expect(!view.becomeFirstResponder() && !view.isFirstResponder)
        #expect(recorder.log == ["shouldBegin"])
        recorder.allowsBegin = true
        #expect(view.becomeFirstResponder())
        recorder.allowsEnd = false
        recorder.log = []
        #expect(!view.resignFirstResponder() && !window.endEditing(false))
        #expect(view.isFirstResponder)
        #expect(recorder.log == ["shouldEnd", "shouldEnd"])
        recorder.log = []
        #expect(window.endEditing(true) && !view.isFirstResponder)
        #expect(recorder.log == ["didEnd", "endNotification"])
    }

    /// Not editable: selectable, it becomes the first responder with no
    /// delegate calls; neither, it cannot.
    @Test func notEditable() {
        let recorder = Recorder()
        let (window, view) = screen(recorder)
        defer { window.endEditing(true) }
        view.isEditable = false
        #expect(view.becomeFirstResponder() && view.isFirstResponder)
        #expect(view.resignFirstResponder())
        #expect(recorder.log.isEmpty)
        view.isSelectable = false
        #expect(!view.canBecomeFirstResponder && !view.becomeFirstResponder())
    }

    /// A tap from the window makes it the first responder; keys typed on
    /// the window then go to it, and a newline is typed (a text view has
    /// no return action).
    @Test func tapThenTypeOnTheWindow() {
        let recorder = Recorder()
        let (window, view) = screen(recorder)
        defer { window.endEditing(true) }
        #expect(window.trellis.tap(at: CGPoint(x: 50, y: 50)) === view)
        #expect(view.isFirstResponder)
        recorder.log = []
        #expect(window.trellis.typeText("a\nb"))
        #expect(view.text == "a\nb")
        #expect(recorder.log == ["didChange", "didChange", "didChange"])
    }
}
