import CorpusViews
import Testing
import TrellisTesting
import TrellisUIKit

extension Corpus {
    /// Cells made through a metatype value, QuickTableViewController's
    /// idiom (`row.cellType.init(style:reuseIdentifier:)`), build unchanged
    /// through the opt-in (docs/objective-c.md) and are made by their own
    /// classes' initialisers, with the style asked for.
    @MainActor @Suite struct SettingsRowsViewControllerTests {
        func shown() -> SettingsRowsViewController {
            let controller = SettingsRowsViewController(rows: [
                DisclosureSettingsRow(title: "Language", detail: "English"),
                ToggleSettingsRow(title: "Notifications", isOn: true),
                CaptionSettingsRow(title: "Backups", caption: "Last backed up today"),
            ])
            controller.trellis.show(size: CGSize(width: 375, height: 667))
            return controller
        }

        func cell(_ row: Int, of controller: SettingsRowsViewController) -> UITableViewCell? {
            controller.tableView.cellForRow(at: IndexPath(row: row, section: 0))
        }

        @Test func eachRowsCellIsOfItsClassAndStyle() throws {
            let controller = shown()
            let language = try #require(cell(0, of: controller))
            #expect(type(of: language) == UITableViewCell.self)
            #expect(language.style == .value1)
            #expect(language.detailTextLabel?.text == "English")
            let notifications = try #require(cell(1, of: controller) as? ToggleSettingsCell)
            #expect(notifications.style == .default)
            // Its own init(style:reuseIdentifier:) ran: the switch is its accessory.
            #expect(notifications.accessoryView === notifications.toggle)
            #expect(notifications.toggle.isOn)
            let backups = try #require(cell(2, of: controller) as? CaptionSettingsCell)
            #expect(backups.style == .subtitle)
            #expect(backups.detailTextLabel?.text == "Last backed up today")
            #expect(backups.reuseIdentifier == "CaptionSettingsCell.3")
        }

        @Test func theToggleCellsActionRuns() throws {
            let controller = shown()
            let notifications = try #require(cell(1, of: controller) as? ToggleSettingsCell)
            notifications.toggle.setOn(false, animated: false)
            notifications.toggle.sendActions(for: .valueChanged)
            #expect(controller.toggled.map(\.title) == ["Notifications"])
            #expect(controller.toggled.map(\.isOn) == [false])
        }
    }
}
