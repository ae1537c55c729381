import Foundation
import Testing
import TrellisUIKit

/// A search bar's delegate hears its field's editing, as Apple's
/// `UISearchBarDelegate` documents each call: should begin ("return NO to
/// not become first responder", UISearchBar.h), did begin, should change
/// a range, did change ("Tells the delegate that the user changed the
/// search text [...] also invoked when text is cleared"), the search
/// (return) button, should end, did end; the cancel button's tap.
@MainActor @Suite struct SearchBarEditingTests {
    final class Recorder: UISearchBarDelegate {
        var calls: [String] = []
        var mayBegin = true, mayEnd = true, mayChange = true
        var resignsOnSearch = false
        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { calls.append("shouldBegin"); return mayBegin }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("didBegin") }
        func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { calls.append("shouldEnd"); return mayEnd }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { calls.append("didEnd") }
        func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            calls.append("shouldChange \(range.location),\(range.length) \"\(text)\"")
            return mayChange
        }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { calls.append("textDidChange \"\(searchText)\"") }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
            calls.append("search")
            if resignsOnSearch { searchBar.resignFirstResponder() }
        }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancel") }
    }

    /// A 320-point window with a 56-point search bar at its top: its field
    /// spans x 8...312, y 10...46 (8-point insets, 36 tall, centred).
    private func screen(_ recorder: Recorder) -> (UIWindow, UISearchBar) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        bar.delegate = recorder
        window.addSubview(bar)
        window.layoutIfNeeded()
        return (window, bar)
    }

    @Test func tapTypeSearchAndResignInOrder() {
        let recorder = Recorder()
        recorder.resignsOnSearch = true
        let (window, bar) = screen(recorder)
        #expect(window.trellis.tap(at: CGPoint(x: 150, y: 28)) === bar.searchTextField)
        #expect(bar.searchTextField.isFirstResponder)
        #expect(window.trellis.typeText("ab\n"))
        #expect(recorder.calls == [
            "shouldBegin", "didBegin",
            "shouldChange 0,0 \"a\"", "textDidChange \"a\"",
            "shouldChange 1,0 \"b\"", "textDidChange \"ab\"",
            "search", "shouldEnd", "didEnd",
        ])
        #expect(!bar.searchTextField.isFirstResponder)
        #expect(bar.text == "ab")
    }

    /// False from should-begin keeps the field from the first responder;
    /// false from should-change keeps the text; false from should-end
    /// keeps the field editing.
    @Test func theDelegatesAnswersAreObeyed() {
        let recorder = Recorder()
        let (window, bar) = screen(recorder)
        recorder.mayBegin = false
        window.trellis.tap(at: CGPoint(x: 150, y: 28))
        #expect(!bar.searchTextField.isFirstResponder)
        #expect(recorder.calls == ["shouldBegin"])
        recorder.mayBegin = true
        recorder.calls = []
        #expect(bar.becomeFirstResponder())  // the bar passes it to its field
        #expect(bar.searchTextField.isFirstResponder)
        recorder.mayChange = false
        window.trellis.typeText("x")
        #expect((bar.text ?? "").isEmpty)
        recorder.mayEnd = false
        #expect(!bar.resignFirstResponder())
        #expect(bar.searchTextField.isFirstResponder)
        #expect(recorder.calls == ["shouldBegin", "didBegin", "shouldChange 0,0 \"x\"", "shouldEnd"])
    }

    /// Text set in code is not the user's change: no `textDidChange`. The
    /// clear button's is ("also invoked when text is cleared").
    @Test func clearingTellsTextDidChangeSettingInCodeDoesNot() throws {
        let recorder = Recorder()
        let (window, bar) = screen(recorder)
        bar.text = "old"
        #expect(recorder.calls.isEmpty)
        bar.searchTextField.clearButtonMode = .whileEditing
        bar.becomeFirstResponder()
        window.layoutIfNeeded()
        recorder.calls = []
        let clear = try #require(bar.searchTextField.subviews.first { $0.accessibilityIdentifier == "clearButton" })
        let centre = clear.convert(CGPoint(x: clear.bounds.midX, y: clear.bounds.midY), to: window)
        window.trellis.tap(at: centre)
        #expect(recorder.calls == ["textDidChange \"\""])
        #expect(bar.text == "")
    }

    /// The cancel button, shown by `setShowsCancelButton(_:animated:)`,
    /// tells its tap; the field stays the first responder (a delegate that
    /// wants it to resign says so).
    @Test func cancelButton() throws {
        let recorder = Recorder()
        let (window, bar) = screen(recorder)
        bar.setShowsCancelButton(true, animated: false)
        bar.becomeFirstResponder()
        window.layoutIfNeeded()
        recorder.calls = []
        let field = bar.searchTextField.frame
        // Between the field's end and the bar's trailing inset: the button.
        window.trellis.tap(at: CGPoint(x: (field.maxX + 312) / 2, y: 28))
        #expect(recorder.calls == ["cancel"])
        #expect(bar.searchTextField.isFirstResponder)
    }
}
