import CorpusViews
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

extension Corpus {
    @MainActor @Suite struct EmptyStateViewTests {
        func makeView() -> EmptyStateView {
            let view = EmptyStateView(systemImageName: "bookmark", title: "Your reading list is empty",
                                      message: "Save articles to read them later, even offline.",
                                      actionTitle: "Explore articles")
            view.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
            return view
        }

        @Test func actionButton() {
            let view = makeView()
            var senders: [UIButton] = []
            view.onAction = { senders.append($0) }
            view.actionButton.sendActions(for: .touchUpInside)
            #expect(senders.count == 1)
            #expect(senders.first === view.actionButton)
        }

        /// The iOS 17 branch: registerForTraitChanges(_:target:action:) with an @objc method.
        @Test func textSizeChangeReachesTheSelector() {
            let view = makeView()
            #expect(view.textSizeUpdateCount == 1)
            view.trellis.traitOverrides = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
            #expect(view.textSizeUpdateCount == 2)
            #expect(view.imageView.isHidden)
            // Dark mode at the same text size is not a text size change.
            view.trellis.traitOverrides = UITraitCollection(traitsFrom: [
                .init(preferredContentSizeCategory: .accessibilityLarge), .init(userInterfaceStyle: .dark),
            ])
            #expect(view.textSizeUpdateCount == 2)
            view.trellis.traitOverrides = nil
            #expect(view.textSizeUpdateCount == 3)
            #expect(!view.imageView.isHidden)
        }

        @Test func snapshot() {
            assertSnapshot(of: makeView(), as: .image, named: "default")
            assertSnapshot(of: makeView(), as: .image(traits: .init(preferredContentSizeCategory: .accessibilityExtraLarge)), named: "ax-xl")
        }
    }
}
