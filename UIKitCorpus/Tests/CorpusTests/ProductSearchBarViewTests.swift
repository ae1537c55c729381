import CorpusViews
import Foundation
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// What the notifications carried (blocks run on the posting thread, here the main one).
private final class Received: @unchecked Sendable {
    var queries: [String] = []
    var senders: [AnyObject] = []
}

extension Corpus {
    @MainActor @Suite struct ProductSearchBarViewTests {
        func makeBar() -> ProductSearchBarView {
            ProductSearchBarView(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
        }

        @Test func editingChangedPostsTheQuery() {
            let bar = makeBar()
            let received = Received()
            let key = ProductSearchBarView.queryUserInfoKey
            let token = NotificationCenter.default.addObserver(forName: .productSearchQueryDidChange, object: bar, queue: nil) { note in
                received.queries.append(note.userInfo?[key] as? String ?? "?")
                received.senders.append(note.object as AnyObject)
            }
            defer { NotificationCenter.default.removeObserver(token) }

            bar.searchField.text = "  blue mug "
            bar.searchField.sendActions(for: .editingChanged)
            #expect(bar.query == "blue mug")
            #expect(received.queries == ["blue mug"])
            #expect(received.senders.first === bar)
        }

        @Test func returnKeySubmits() {
            let bar = makeBar()
            var submitted: [String] = []
            bar.onSubmit = { submitted.append($0) }
            bar.searchField.text = "tote"
            bar.searchField.sendActions(for: .editingChanged)
            bar.searchField.sendActions(for: .editingDidEndOnExit)
            #expect(submitted == ["tote"])
        }

        @Test func cancelClearsTheQuery() {
            let bar = makeBar()
            var cancelledBy: [UIButton] = []
            bar.onCancel = { cancelledBy.append($0) }
            bar.searchField.text = "tote"
            bar.searchField.sendActions(for: .editingChanged)
            bar.cancelButton.sendActions(for: .touchUpInside)
            #expect(cancelledBy.count == 1)
            #expect(cancelledBy.first === bar.cancelButton)
            #expect(bar.searchField.text == "")  // set to nil; a text field reads "" for none, as UIKit's does (docs/uikit-numbers.md)
            #expect(bar.query == "")
        }

        @Test func snapshot() {
            let bar = makeBar()
            assertSnapshot(of: bar, as: .image, named: "placeholder")
            let typed = makeBar()
            typed.searchField.text = "Ceramic mug"
            assertSnapshot(of: typed, as: .image(traits: .init(layoutDirection: .rightToLeft)), named: "typed-rtl")
        }
    }
}
