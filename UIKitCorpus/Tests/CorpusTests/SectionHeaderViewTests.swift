import CorpusViewsSwift5
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// A nonisolated caller, as a view model's is: the helper needs no actor hop.
nonisolated func headerLabelText(_ text: String) -> String? {
    MainActor.assumeIsolated { makeSectionHeaderLabel(text: text).text }
}

extension Corpus {
    @MainActor @Suite struct SectionHeaderViewTests {
        @Test func nonisolatedHelperMakesALabel() {
            let label = makeSectionHeaderLabel(text: "Recent orders")
            #expect(label.text == "RECENT ORDERS")
            #expect(!label.translatesAutoresizingMaskIntoConstraints)
            #expect(headerLabelText("Drafts") == "DRAFTS")
        }

        @Test func seeAllButton() {
            let header = SectionHeaderView(reuseIdentifier: SectionHeaderView.reuseIdentifier)
            header.configure(title: "Recent orders", showsSeeAll: true)
            var senders: [UIButton] = []
            header.onSeeAll = { senders.append($0) }
            header.seeAllButton.sendActions(for: .touchUpInside)
            #expect(senders.count == 1)
            #expect(senders.first === header.seeAllButton)
        }

        @Test func snapshot() {
            let header = SectionHeaderView(reuseIdentifier: SectionHeaderView.reuseIdentifier)
            header.configure(title: "Recent orders", showsSeeAll: true)
            header.frame = CGRect(x: 0, y: 0, width: 320, height: 0)
            assertSnapshot(of: header, as: .image, named: "320")
        }
    }
}
