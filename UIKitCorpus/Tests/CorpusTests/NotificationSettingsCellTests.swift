import CorpusViews
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// A delegate that implements the optional requirement.
private final class SettingsCellSpy: NotificationSettingsCellDelegate {
    var changes: [(cell: NotificationSettingsCell, isOn: Bool)] = []
    var infoTaps: [NotificationSettingsCell] = []

    func notificationSettingsCell(_ cell: NotificationSettingsCell, didChangeValue isOn: Bool) {
        changes.append((cell, isOn))
    }

    func notificationSettingsCellDidTapInfo(_ cell: NotificationSettingsCell) {
        infoTaps.append(cell)
    }
}

/// One that does not: `delegate?.notificationSettingsCellDidTapInfo?(self)` does nothing.
private final class RequiredOnlySpy: NotificationSettingsCellDelegate {
    var changes: [Bool] = []
    func notificationSettingsCell(_ cell: NotificationSettingsCell, didChangeValue isOn: Bool) { changes.append(isOn) }
}

extension Corpus {
    @MainActor @Suite struct NotificationSettingsCellTests {
        func makeCell() -> NotificationSettingsCell {
            let cell = NotificationSettingsCell(style: .default, reuseIdentifier: NotificationSettingsCell.reuseIdentifier)
            cell.configure(title: "Order notifications", subtitle: "New orders and refunds, as they happen", isOn: false)
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: 0)
            return cell
        }

        @Test func switchSendsValueChangedWithItsValue() {
            let cell = makeCell()
            let spy = SettingsCellSpy()
            cell.delegate = spy
            cell.toggle.isOn = true
            cell.toggle.sendActions(for: .valueChanged)
            cell.toggle.isOn = false
            cell.toggle.sendActions(for: .valueChanged)
            #expect(spy.changes.map(\.isOn) == [true, false])
            #expect(spy.changes.allSatisfy { $0.cell === cell })
            // A tap is not a value change.
            cell.toggle.sendActions(for: .touchUpInside)
            #expect(spy.changes.count == 2)
        }

        @Test func infoButtonCallsTheOptionalRequirement() {
            let cell = makeCell()
            let spy = SettingsCellSpy()
            cell.delegate = spy
            cell.infoButton.sendActions(for: .touchUpInside)
            #expect(spy.infoTaps.count == 1)
            #expect(spy.infoTaps.first === cell)

            let requiredOnly = RequiredOnlySpy()
            cell.delegate = requiredOnly
            cell.infoButton.sendActions(for: .touchUpInside)  // the optional is not implemented: nothing happens
            cell.toggle.isOn = true
            cell.toggle.sendActions(for: .valueChanged)
            #expect(requiredOnly.changes == [true])
            #expect(spy.infoTaps.count == 1)
        }

        @Test func actionsAreRegisteredAsUIKitNamesThem() {
            let cell = makeCell()
            #expect(cell.toggle.actions(forTarget: cell, forControlEvent: .valueChanged) == ["didToggleSwitch:"])
            #expect(cell.infoButton.actions(forTarget: cell, forControlEvent: .touchUpInside) == ["didTapInfoButton"])
        }

        @Test func snapshot() {
            let cell = makeCell()
            assertSnapshot(of: cell, as: .image, named: "320")
            let on = makeCell()
            on.configure(title: "Marketing emails", subtitle: nil, isOn: true)
            assertSnapshot(of: on, as: .image(traits: .init(preferredContentSizeCategory: .accessibilityMedium)), named: "on-ax-m")
        }
    }
}
