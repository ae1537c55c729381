import CorpusViews
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

extension Corpus {
    @MainActor @Suite struct EditNoteViewControllerTests {
        func makeController() -> (EditNoteViewController, () -> [EditNoteViewController.Outcome]) {
            let controller = EditNoteViewController(title: "Groceries", body: "Oat milk\nCoffee beans")
            var outcomes: [EditNoteViewController.Outcome] = []
            controller.completion = { outcomes.append($0) }
            controller.loadViewIfNeeded()
            return (controller, { outcomes })
        }

        /// A bar button item fired as UIKit fires it when it is tapped.
        func tap(_ item: UIBarButtonItem) {
            let handled = UIApplication.shared.sendAction(item.action!, to: item.target, from: item, for: nil)
            #expect(handled)
        }

        @Test func itemsAreOnTheNavigationItem() throws {
            let (controller, _) = makeController()
            let cancel = try #require(controller.navigationItem.leftBarButtonItem)
            let right = try #require(controller.navigationItem.rightBarButtonItems)
            #expect(right.count == 2)
            #expect(cancel.target === controller)
            #expect(right.allSatisfy { $0.target === controller })
            #expect(cancel.action == Selector("cancel"))
            #expect(right.map(\.action) == [Selector("done"), Selector("insertChecklist:")])
        }

        @Test func doneSaves() throws {
            let (controller, outcomes) = makeController()
            controller.titleField.text = "Groceries for Sunday"
            tap(try #require(controller.navigationItem.rightBarButtonItems?.first))
            #expect(outcomes() == [.saved(title: "Groceries for Sunday", body: "Oat milk\nCoffee beans")])
        }

        @Test func cancel() throws {
            let (controller, outcomes) = makeController()
            tap(try #require(controller.navigationItem.leftBarButtonItem))
            #expect(outcomes() == [.cancelled])
        }

        @Test func checklistItemGetsItselfAsSender() throws {
            let (controller, outcomes) = makeController()
            let item = try #require(controller.navigationItem.rightBarButtonItems?.last)
            tap(item)
            #expect(outcomes() == [.insertedChecklist])
            #expect(controller.lastSender === item)
            #expect(controller.bodyTextView.text.hasSuffix("- [ ] "))
        }

        @Test func pinSwitch() {
            let (controller, outcomes) = makeController()
            controller.pinSwitch.isOn = true
            controller.pinSwitch.sendActions(for: .valueChanged)
            #expect(outcomes() == [.pinned(true)])
        }

        @Test func snapshot() {
            let (controller, _) = makeController()
            assertSnapshot(of: controller, as: .image(on: .iPhoneSe), named: "iPhoneSe")
        }
    }
}
