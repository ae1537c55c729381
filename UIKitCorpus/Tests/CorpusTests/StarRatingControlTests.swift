import CorpusViews
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

extension Corpus {
    @MainActor @Suite struct StarRatingControlTests {
        func makeControl() -> StarRatingControl {
            let control = StarRatingControl(frame: CGRect(x: 0, y: 0, width: 200, height: 0))
            return control
        }

        @Test func tappingAStarSetsTheRatingAndSendsValueChanged() {
            let control = makeControl()
            var values: [Int] = []
            control.addAction(UIAction { action in
                values.append((action.sender as? StarRatingControl)?.rating ?? -1)
            }, for: .valueChanged)

            control.starButtons[2].sendActions(for: .touchUpInside)
            #expect(control.rating == 3)
            #expect(values == [3])
            control.starButtons[2].sendActions(for: .touchUpInside)  // same rating: no event
            #expect(values == [3])
            control.starButtons[0].sendActions(for: .touchUpInside)
            control.starButtons[0].sendActions(for: .touchUpInside)  // the only filled star again: cleared
            #expect(values == [3, 1, 0])
            #expect(control.starButtons.map(\.isSelected) == [false, false, false, false, false])
        }

        @Test func inspectablesRebuildTheStars() {
            let control = makeControl()
            control.starCount = 3
            #expect(control.starButtons.count == 3)
            control.rating = 7
            #expect(control.rating == 3)
            #expect(control.starButtons.allSatisfy { $0.actions(forTarget: control, forControlEvent: .touchUpInside) == ["starButtonTapped:"] })
        }

        @Test func snapshot() {
            let control = makeControl()
            control.rating = 4
            control.filledStarColor = .systemYellow
            control.starSpacing = 8
            assertSnapshot(of: control, as: .image, named: "four-stars")
        }
    }
}
