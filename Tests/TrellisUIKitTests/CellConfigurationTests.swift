import Layout
import Testing
@testable import TrellisUIKit

/// The iOS 14 cell configuration API as UIKit documents it
/// (<https://developer.apple.com/documentation/uikit/uitableviewcell/updateconfiguration(using:)>):
/// `updateConfiguration(using:)` runs before the next layout after the
/// cell's state or traits change or `setNeedsUpdateConfiguration()`, with
/// the cell's `configurationState`; background and content configurations
/// follow the state when they update automatically.
@MainActor @Suite struct CellConfigurationTests {
    static let favoriteKey = UIConfigurationStateCustomKey("com.example.favorite")

    final class ConfiguredCell: UITableViewCell {
        var states: [UICellConfigurationState] = []
        var isFavorite = false { didSet { setNeedsUpdateConfiguration() } }
        override var configurationState: UICellConfigurationState {
            var state = super.configurationState
            state[CellConfigurationTests.favoriteKey] = isFavorite
            return state
        }
        override func updateConfiguration(using state: UICellConfigurationState) {
            super.updateConfiguration(using: state)
            states.append(state)
        }
    }

    final class GridCell: UICollectionViewCell {
        var states: [UICellConfigurationState] = []
        override func updateConfiguration(using state: UICellConfigurationState) { states.append(state) }
    }

    @Test func updateRunsBeforeTheFirstLayoutAndAfterStateChanges() {
        let cell = ConfiguredCell(style: .default, reuseIdentifier: "row")
        #expect(cell.states.isEmpty, "nothing before layout")
        cell.layoutIfNeeded()
        #expect(cell.states.count == 1)
        #expect(cell.states[0].isSelected == false)
        cell.layoutIfNeeded()
        #expect(cell.states.count == 1, "no change, no update")

        cell.isSelected = true
        cell.isHighlighted = true
        #expect(cell.states.count == 1, "deferred to the next layout, and coalesced")
        cell.layoutIfNeeded()
        #expect(cell.states.count == 2)
        #expect(cell.states[1].isSelected && cell.states[1].isHighlighted)

        cell.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.states.last?.isEditing == true)

        cell.isUserInteractionEnabled = false
        cell.layoutIfNeeded()
        #expect(cell.states.last?.isDisabled == true)

        cell.setNeedsUpdateConfiguration()
        cell.layoutIfNeeded()
        #expect(cell.states.count == 5)
    }

    @Test func customStatesReachTheUpdate() {
        let cell = ConfiguredCell(style: .default, reuseIdentifier: nil)
        cell.isFavorite = true
        cell.layoutIfNeeded()
        #expect(cell.states.last?[Self.favoriteKey] == AnyHashable(true))
        #expect(cell.configurationState[UIConfigurationStateCustomKey("other")] == nil)
    }

    @Test func traitChangesUpdateTheConfiguration() {
        let cell = ConfiguredCell(style: .default, reuseIdentifier: nil)
        cell.layoutIfNeeded()
        cell.trellis.traitOverrides = UITraitCollection(userInterfaceStyle: .dark)
        cell.layoutIfNeeded()
        #expect(cell.states.last?.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func theUpdateHandlerRunsAfterTheMethod() {
        let cell = ConfiguredCell(style: .default, reuseIdentifier: nil)
        var handled: [Bool] = []
        cell.configurationUpdateHandler = { updated, state in
            handled.append(state.isSelected && (updated as? ConfiguredCell)?.states.last?.isSelected == true)
        }
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(handled == [true])
    }

    @Test func collectionViewCellsUpdateToo() {
        let cell = GridCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        cell.layoutIfNeeded()
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(cell.states.map(\.isSelected) == [false, true])
        #expect(cell.defaultBackgroundConfiguration().backgroundColor == nil)
    }

    @Test func backgroundConfigurationIsDrawnOnTheCell() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.backgroundColor = .red
        var background = cell.defaultBackgroundConfiguration()
        #expect(background.backgroundColor == .systemBackground)
        background.backgroundColor = .systemGreen
        background.cornerRadius = 10
        cell.backgroundConfiguration = background
        // UIKit: setting a background configuration resets backgroundColor.
        #expect(cell.backgroundColor == nil)
        #expect(cell.automaticallyUpdatesBackgroundConfiguration)
        let layout = try cell.trellis.solvedLayout(width: 320, height: 44)
        let drawn = try #require(layout.views.first)
        #expect(drawn.cornerRadius == 10)
        #expect(drawn.backgroundColor == UIColor.systemGreen.resolvedLayoutColor(with: cell.traitCollection))
        // It survives a state update.
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemGreen)
    }

    @Test func contentConfigurationMakesAndReusesItsView() {
        struct Badge: UIContentConfiguration {
            var text: String
            var selected = false
            func makeContentView() -> any UIView & UIContentView { BadgeView(configuration: self) }
            func updated(for state: any UIConfigurationState) -> Badge {
                var copy = self
                copy.selected = (state as? UICellConfigurationState)?.isSelected ?? false
                return copy
            }
        }
        final class BadgeView: UIView, UIContentView {
            static var made = 0
            let label = UILabel()
            var configuration: any UIContentConfiguration { didSet { apply() } }
            init(configuration: Badge) {
                self.configuration = configuration
                super.init(frame: .zero)
                Self.made += 1
                addSubview(label)
                apply()
            }
            required init?(coder: NSCoder) { fatalError() }
            func apply() {
                let badge = configuration as! Badge
                label.text = badge.text + (badge.selected ? " ✓" : "")
            }
        }
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.contentConfiguration = Badge(text: "New")
        let shown = cell.contentView.subviews.compactMap { $0 as? BadgeView }
        #expect(shown.count == 1)
        #expect(shown.first?.label.text == "New")
        #expect(shown.first?.translatesAutoresizingMaskIntoConstraints == false)
        let made = BadgeView.made
        cell.contentConfiguration = Badge(text: "Sale")
        #expect(BadgeView.made == made, "the view supports a configuration of its type: reused")
        #expect(shown.first?.label.text == "Sale")
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(shown.first?.label.text == "Sale ✓", "automatic updates follow the state")
        cell.contentConfiguration = nil
        #expect(cell.contentView.subviews.compactMap { $0 as? BadgeView }.isEmpty)
    }

    @Test func statesHaveUIKitsDefaults() {
        let state = UICellConfigurationState(traitCollection: UITraitCollection())
        #expect(!state.isSelected && !state.isHighlighted && !state.isDisabled && !state.isFocused)
        #expect(!state.isEditing && !state.isExpanded && !state.isSwiped && !state.isReordering)
        #expect(state.cellDragState == .none && state.cellDropState == .none)
        #expect(UICellConfigurationDropState.targeted.rawValue == 2 && UICellConfigurationDragState.dragging.rawValue == 2)
        var view = UIViewConfigurationState(traitCollection: UITraitCollection())
        view[UIConfigurationStateCustomKey(rawValue: "k")] = 3
        #expect(view[UIConfigurationStateCustomKey("k")] == AnyHashable(3))
    }
}
