import CorpusViews
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

extension Corpus {
    @MainActor @Suite struct DismissibleBadgeViewTests {
        @Test func closeButtonDismisses() {
            let badge = DismissibleBadgeView()
            badge.text = "Beta"
            var dismissed: [DismissibleBadgeView] = []
            badge.onDismiss = { dismissed.append($0) }
            badge.closeButton.sendActions(for: .touchUpInside)
            #expect(badge.isHidden)
            #expect(dismissed.count == 1)
            #expect(dismissed.first === badge)
            #expect(badge.closeButton.actions(forTarget: badge, forControlEvent: .touchUpInside) == ["closeButtonTapped:"])
        }

        @Test func snapshot() {
            let badge = DismissibleBadgeView()
            badge.text = "3 unread"
            badge.cornerRadius = 12
            badge.borderWidth = 2
            badge.borderColor = .systemYellow
            assertSnapshot(of: badge, as: .image, named: "dismissible")
            let fixed = DismissibleBadgeView()
            fixed.text = "New"
            fixed.isDismissible = false
            assertSnapshot(of: fixed, as: .image, named: "fixed")
        }
    }
}
