import Foundation
import Layout
import Render
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// A text field becoming the first responder and editing, in the order of
/// Apple's `UITextFieldDelegate` overview: `textFieldShouldBeginEditing`
/// before it becomes the first responder, `textFieldDidBeginEditing` then
/// `textDidBeginEditingNotification` after (`.editingDidBegin` between
/// them: Trellis's choice, undocumented); `textFieldShouldEndEditing`
/// before it resigns, `textFieldDidEndEditing(_:reason:)`, `.editingDidEnd`
/// and `textDidEndEditingNotification` after. Everything is recorded in
/// one array per test.
@MainActor @Suite struct TextFieldEditingTests {
    /// Records what a field tells its delegate, its targets and observers.
    final class Recorder: UITextFieldDelegate {
        var log: [String] = []
        var allowsBegin = true, allowsEnd = true, allowsClear = true, allowsReturn = true
        /// What a return does besides logging (move to the next field).
        var onReturn: ((UITextField) -> Void)?
        nonisolated(unsafe) private var observers: [NSObjectProtocol] = []

        func name(_ field: UITextField) -> String { field.accessibilityIdentifier ?? "field" }

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            log.append("shouldBegin \(name(textField))")
            return allowsBegin
        }
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin \(name(textField))") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
            log.append("shouldEnd \(name(textField))")
            return allowsEnd
        }
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
            log.append("didEnd \(name(textField)) \(reason == .committed ? "committed" : "cancelled")")
        }
        func textFieldShouldClear(_ textField: UITextField) -> Bool {
            log.append("shouldClear \(name(textField))")
            return allowsClear
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            log.append("shouldReturn \(name(textField))")
            onReturn?(textField)
            return allowsReturn
        }

        /// Logs the field's editing events and notifications too.
        func watch(_ field: UITextField) {
            field.delegate = self
            let events: [(UIControl.Event, String)] = [(.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                                                      (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit")]
            for (event, label) in events {
                field.addAction(UIAction { [unowned self] _ in self.log.append("\(label) \(self.name(field))") }, for: event)
            }
            let center = NotificationCenter.default
            for (name, label) in [(UITextField.textDidBeginEditingNotification, "beginNotification"),
                                  (UITextField.textDidEndEditingNotification, "endNotification")] {
                observers.append(center.addObserver(forName: name, object: field, queue: nil) { [unowned self] _ in
                    MainActor.assumeIsolated { self.log.append("\(label) \(self.name(field))") }
                })
            }
        }

        deinit { observers.forEach(NotificationCenter.default.removeObserver) }
    }

    /// A 320 × 200 window with fields 200 × 40 stacked 50 apart from
    /// (10, 10), named "a", "b", "c", each watched by `recorder`.
    private func screen(_ names: [String], recorder: Recorder) -> (UIWindow, [UITextField]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.trellis.textMeasurer = TestFont.measurer
        let fields = names.enumerated().map { index, name in
            let field = UITextField(frame: CGRect(x: 10, y: 10 + 50 * CGFloat(index), width: 200, height: 40))
            field.accessibilityIdentifier = name
            field.font = UIKitTestFont.font(10)
            recorder.watch(field)
            window.addSubview(field)
            return field
        }
        return (window, fields)
    }

    /// Becoming and resigning, each step in UIKit's order.
    @Test func beginsAndEndsInUIKitsOrder() {
        let recorder = Recorder()
        let (window, fields) = screen(["a"], recorder: recorder)
        defer { window.endEditing(true) }
        let field = fields[0]
        #expect(field.canBecomeFirstResponder && !field.isEditing)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder && field.isEditing)
        #expect(recorder.log == ["shouldBegin a", "didBegin a", "editingDidBegin a", "beginNotification a"])
        recorder.log = []
        #expect(field.becomeFirstResponder())  // already: nothing asked again
        #expect(recorder.log.isEmpty)
        #expect(field.resignFirstResponder())
        #expect(!field.isFirstResponder && !field.isEditing)
        #expect(recorder.log == ["shouldEnd a", "didEnd a committed", "editingDidEnd a", "endNotification a"])
    }

    /// The delegate's no keeps the field from beginning, or from ending;
    /// a disabled field, or one in no window, is not asked at all.
    @Test func refusals() {
        let recorder = Recorder()
        let (window, fields) = screen(["a"], recorder: recorder)
        defer { window.endEditing(true) }
        let field = fields[0]
        recorder.allowsBegin = false
        #expect(!field.becomeFirstResponder())
        #expect(!field.isFirstResponder && !field.isEditing)
        #expect(recorder.log == ["shouldBegin a"])

        recorder.allowsBegin = true
        recorder.log = []
        field.isEnabled = false
        #expect(!field.canBecomeFirstResponder && !field.becomeFirstResponder())
        field.isEnabled = true
        let loose = UITextField()
        loose.accessibilityIdentifier = "loose"
        recorder.watch(loose)
        #expect(!loose.becomeFirstResponder())
        #expect(recorder.log.isEmpty)

        #expect(field.becomeFirstResponder())
        recorder.allowsEnd = false
        recorder.log = []
        #expect(!field.resignFirstResponder())
        #expect(field.isFirstResponder && field.isEditing)
        #expect(recorder.log == ["shouldEnd a"])
    }

    /// `endEditing(false)` asks the field inside and returns its answer;
    /// `endEditing(true)` does not ask ("the text field is never even
    /// asked; it is forced to resign"); a view the first responder is not
    /// inside leaves it alone.
    @Test func endEditingAsksUnlessForced() {
        let recorder = Recorder()
        let (window, fields) = screen(["a"], recorder: recorder)
        defer { window.endEditing(true) }
        let field = fields[0]
        let elsewhere = UIView(frame: CGRect(x: 0, y: 150, width: 50, height: 50))
        window.addSubview(elsewhere)
        #expect(field.becomeFirstResponder())
        recorder.allowsEnd = false
        recorder.log = []
        #expect(elsewhere.endEditing(true))
        #expect(field.isFirstResponder && recorder.log.isEmpty)
        #expect(!window.endEditing(false))
        #expect(field.isFirstResponder)
        #expect(recorder.log == ["shouldEnd a"])
        recorder.log = []
        #expect(window.endEditing(true))
        #expect(!field.isFirstResponder && !field.isEditing)
        #expect(recorder.log == ["didEnd a committed", "editingDidEnd a", "endNotification a"])
    }

    /// A field removed from its window while editing resigns without
    /// being asked (UIKit's header: `textFieldDidEndEditing:` "may be
    /// called if forced even if shouldEndEditing returns NO (e.g. view
    /// removed from window)").
    @Test func removedFromTheWindowEndsEditing() {
        let recorder = Recorder()
        let (window, fields) = screen(["a"], recorder: recorder)
        defer { window.endEditing(true) }
        #expect(fields[0].becomeFirstResponder())
        recorder.allowsEnd = false
        recorder.log = []
        fields[0].removeFromSuperview()
        #expect(!fields[0].isFirstResponder && !fields[0].isEditing)
        #expect(recorder.log == ["didEnd a committed", "editingDidEnd a", "endNotification a"])
    }

    /// Becoming asks the new field first, then the current one resigns
    /// (which may refuse: then the new one does not become it).
    @Test func movingFromFieldToField() {
        let recorder = Recorder()
        let (window, fields) = screen(["a", "b"], recorder: recorder)
        defer { window.endEditing(true) }
        #expect(fields[0].becomeFirstResponder())
        recorder.log = []
        #expect(fields[1].becomeFirstResponder())
        #expect(recorder.log == ["shouldBegin b", "shouldEnd a", "didEnd a committed", "editingDidEnd a",
                                 "endNotification a", "didBegin b", "editingDidBegin b", "beginNotification b"])
        recorder.allowsEnd = false
        recorder.log = []
        #expect(!fields[0].becomeFirstResponder())
        #expect(fields[1].isFirstResponder && !fields[0].isEditing)
        #expect(recorder.log == ["shouldBegin a", "shouldEnd b"])
    }

    /// Return in a form of three: typed into the window, the keys go to the
    /// first responder; each return asks `textFieldShouldReturn`, whose
    /// delegate moves to the next field (the last resigns), then
    /// `.editingDidEndOnExit` is sent; the newline is not typed.
    @Test func returnMovesFocusAcrossThreeFields() {
        let recorder = Recorder()
        let (window, fields) = screen(["a", "b", "c"], recorder: recorder)
        defer { window.endEditing(true) }
        recorder.onReturn = { field in
            let index = fields.firstIndex { $0 === field }!
            if index + 1 < fields.count { fields[index + 1].becomeFirstResponder() } else { field.resignFirstResponder() }
        }
        #expect(!window.trellis.typeText("x"))  // no first responder: nothing takes the keys
        #expect(fields[0].becomeFirstResponder())
        recorder.log = []
        #expect(window.trellis.typeText("ann\nbo\nc\n"))
        #expect(fields.map(\.text) == ["ann", "bo", "c"])
        #expect(UIResponder.firstResponder == nil)
        let returns = recorder.log.filter { $0.hasPrefix("shouldReturn") || $0.hasPrefix("editingDidEndOnExit") || $0.hasPrefix("didBegin") }
        #expect(returns == ["shouldReturn a", "didBegin b", "editingDidEndOnExit a",
                            "shouldReturn b", "didBegin c", "editingDidEndOnExit b",
                            "shouldReturn c", "editingDidEndOnExit c"])
        #expect(recorder.log.filter { $0 == "editingChanged a" }.count == 3)
    }

    /// A delegate's false ignores the return: no `.editingDidEndOnExit`.
    @Test func returnRefused() {
        let recorder = Recorder()
        let (window, fields) = screen(["a"], recorder: recorder)
        defer { window.endEditing(true) }
        #expect(fields[0].becomeFirstResponder())
        recorder.allowsReturn = false
        recorder.log = []
        #expect(window.trellis.typeText("\n"))
        #expect(recorder.log == ["shouldReturn a"])
        #expect(fields[0].isFirstResponder && fields[0].text == "")  // nothing typed (never nil, TextNeverNilTests)
    }

    /// Typing on the field itself still works without editing (as before
    /// the field could become the first responder).
    @Test func typingOnTheFieldDirectly() {
        let recorder = Recorder()
        let (window, fields) = screen(["a"], recorder: recorder)
        defer { window.endEditing(true) }
        #expect(fields[0].trellis.typeText("hi"))
        #expect(fields[0].text == "hi" && !fields[0].isEditing)
        #expect(recorder.log == ["editingChanged a", "editingChanged a"])
    }

    /// A synthetic tap, hit-tested from the window, lands on the second
    /// field (y 60 to 100) and makes it the first responder; a tap on a
    /// disabled field does nothing.
    @Test func tapMakesAFieldTheFirstResponder() {
        let recorder = Recorder()
        let (window, fields) = screen(["a", "b"], recorder: recorder)
        defer { window.endEditing(true) }
        #expect(window.trellis.tap(at: CGPoint(x: 50, y: 80)) === fields[1])
        #expect(fields[1].isFirstResponder && fields[1].isEditing)
        #expect(recorder.log == ["shouldBegin b", "didBegin b", "editingDidBegin b", "beginNotification b"])
        fields[0].isEnabled = false
        recorder.log = []
        window.trellis.tap(at: CGPoint(x: 50, y: 30))
        #expect(fields[1].isFirstResponder && recorder.log.isEmpty)
    }

    /// `clearsOnBeginEditing` asks `textFieldShouldClear` as editing begins
    /// (Apple: "also called when editing begins and the
    /// `clearsOnBeginEditing` property … is set to true").
    @Test func clearsOnBeginEditing() {
        let recorder = Recorder()
        let (window, fields) = screen(["a", "b"], recorder: recorder)
        defer { window.endEditing(true) }
        for field in fields {
            field.text = "old"
            field.clearsOnBeginEditing = true
        }
        #expect(fields[0].becomeFirstResponder())
        #expect(fields[0].text == "")
        #expect(recorder.log.prefix(2) == ["shouldBegin a", "shouldClear a"])
        recorder.allowsClear = false
        #expect(fields[1].becomeFirstResponder())
        #expect(fields[1].text == "old")
    }

    /// `.whileEditing` shows the clear button (with text) only while
    /// editing; `.unlessEditing` side views only while not.
    @Test func modesFollowEditing() {
        let recorder = Recorder()
        let (window, fields) = screen(["a"], recorder: recorder)
        defer { window.endEditing(true) }
        let field = fields[0]
        field.text = "Hi"
        field.clearButtonMode = .whileEditing
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.leftView = left
        field.leftViewMode = .unlessEditing
        let bounds = field.bounds
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 20, y: 0, width: 173, height: 40))
        #expect(field.becomeFirstResponder())
        // The clear button: 200 − 7 − 19 = 174; the left view hidden, the text from 7.
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 7, y: 0, width: 167, height: 40))
        field.layoutIfNeeded()
        #expect(left.isHidden)
        #expect(field.clearButtonView.map { !$0.isHidden && $0.frame == CGRect(x: 174, y: 10.5, width: 19, height: 19) } == true)
    }

    /// A tap on the clear button (hit-tested from the window: the field's
    /// 174…193 × 10.5…29.5, in the window 184…203 × 20.5…39.5) asks
    /// `textFieldShouldClear`; yes empties the text with `.editingChanged`,
    /// no changes nothing.
    @Test func clearButtonTapAsksTheDelegate() throws {
        let recorder = Recorder()
        let (window, fields) = screen(["a"], recorder: recorder)
        defer { window.endEditing(true) }
        let field = fields[0]
        field.text = "Hi"
        field.clearButtonMode = .whileEditing
        #expect(field.becomeFirstResponder())
        window.layoutIfNeeded()
        recorder.allowsClear = false
        recorder.log = []
        let button = try #require(field.clearButtonView)
        #expect(window.trellis.tap(at: CGPoint(x: 193, y: 30)) === button)
        #expect(field.text == "Hi" && recorder.log == ["shouldClear a"])
        recorder.allowsClear = true
        recorder.log = []
        window.trellis.tap(at: CGPoint(x: 193, y: 30))
        #expect(field.text == "")
        #expect(recorder.log == ["shouldClear a", "editingChanged a"])
        #expect(field.isFirstResponder)
    }

    /// The placeholder shows over empty text while editing too, and goes
    /// when a key is typed (the label then holds the text, in its colour).
    @Test func placeholderHidesWhenThereIsText() {
        let recorder = Recorder()
        let (window, fields) = screen(["a"], recorder: recorder)
        defer { window.endEditing(true) }
        let field = fields[0]
        field.placeholder = "Name"
        field.textColor = .red
        #expect(field.becomeFirstResponder())
        let label = field.fieldNode.textLabel
        #expect(label.text == "Name")
        #expect(window.trellis.typeText("J"))
        #expect(label.text == "J" && label.textColor == field.fieldNode.textColor)
        #expect(window.trellis.deleteBackward())
        #expect(label.text == "Name" && label.textColor == field.fieldNode.placeholderColor)
    }

    /// A delegate with only `textFieldDidEndEditing(_:)` is told through it
    /// (the reason's default forwards).
    @Test func didEndWithoutReasonIsCalled() {
        final class Plain: UITextFieldDelegate {
            var ended = 0
            func textFieldDidEndEditing(_ textField: UITextField) { ended += 1 }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        window.addSubview(field)
        let plain = Plain()
        field.delegate = plain
        #expect(field.becomeFirstResponder() && field.resignFirstResponder())
        #expect(plain.ended == 1)
    }

    /// The pixels: a 200 × 40 window, white, a field with "Hi" and
    /// `.whileEditing`. Not editing, the clear button's place is white;
    /// editing, it is drawn: 6 points above its centre (174 + 9.5, 10.5 +
    /// 9.5 − 6 = 14), inside the circle (radius 9.5) and off the cross
    /// (its arms run 3.8 diagonally), the circle's `tertiaryLabel` (60, 60,
    /// 67 at 30 %) over white: 255 · 0.7 + 60 · 0.3 = 196.5 and
    /// 255 · 0.7 + 67 · 0.3 = 198.6.
    @Test func clearButtonPixelsWhileEditing() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        window.backgroundColor = .white
        UIKitTestFont.measure(window)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.font = UIKitTestFont.font(10)
        field.text = "Hi"
        field.clearButtonMode = .whileEditing
        window.addSubview(field)
        defer { window.endEditing(true) }
        func pixel() throws -> (Double, Double, Double) {
            let layout = try window.trellis.solvedLayout(width: 200, height: 40)
            let canvas = try SceneRenderer(scale: 1).render(layout)
            let value = canvas.pixels()[14 * canvas.width + 183]
            return (Double((value >> 16) & 0xFF), Double((value >> 8) & 0xFF), Double(value & 0xFF))
        }
        #expect(try pixel() == (255, 255, 255))
        #expect(field.becomeFirstResponder())
        let (red, green, blue) = try pixel()
        #expect(abs(red - 196.5) <= 1 && abs(green - 196.5) <= 1 && abs(blue - 198.6) <= 1)
    }
}
