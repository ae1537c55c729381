import CorpusViews
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

extension Corpus {
    @MainActor @Suite struct AccountSummaryViewTests {
        func makeView() -> AccountSummaryView {
            let view = AccountSummaryView(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
            view.displayName = "Ada Lovelace"
            view.email = "ada@example.com"
            return view
        }

        @Test func getterSelectorNamesTheProperty() {
            #expect(AccountSummaryView.expandedKey == "isExpanded")
        }

        /// @objcMembers: every member is exposed, without an @objc of its own.
        @Test func membersAreExposed() {
            let view = makeView()
            #expect(view.responds(to: Selector("toggleDetails:")))
            #expect(view.responds(to: Selector("signOutTapped:")))
            #expect(view.responds(to: #selector(getter: AccountSummaryView.isExpanded)))
            #expect(view.responds(to: #selector(setter: AccountSummaryView.isExpanded)))
            #expect(AccountSummaryView.instancesRespond(to: #selector(getter: AccountSummaryView.displayName)))
        }

        @Test func detailsButtonToggles() {
            let view = makeView()
            var changes: [Bool] = []
            view.expansionDidChange = { changes.append($0) }
            view.detailsButton.sendActions(for: .touchUpInside)
            #expect(view.isExpanded)
            view.detailsButton.sendActions(for: .touchUpInside)
            #expect(changes == [true, false])
        }

        @Test func signOut() {
            let view = makeView()
            var senders: [UIButton] = []
            view.onSignOut = { senders.append($0) }
            view.signOutButton.sendActions(for: .touchUpInside)
            #expect(senders.count == 1)
            #expect(senders.first === view.signOutButton)
        }

        @Test func performBySelector() {
            let view = makeView()
            _ = view.perform(Selector("toggleDetails:"), with: view.detailsButton)
            #expect(view.isExpanded)
        }

        @Test func snapshot() {
            let collapsed = makeView()
            assertSnapshot(of: collapsed, as: .image, named: "collapsed")
            let expanded = makeView()
            expanded.isExpanded = true
            assertSnapshot(of: expanded, as: .image, named: "expanded")
        }
    }
}
