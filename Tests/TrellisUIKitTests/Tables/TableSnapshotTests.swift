import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// A settings screen (an inset grouped table of switch, value and
/// disclosure rows with a footer, in a navigation controller whose empty
/// bar is drawn transparent, at the scroll edge, so the table's content
/// starts under it) and a plain feed, drawn on an iPhone 13, against the
/// references in __Snapshots__/TableSnapshotTests.
@MainActor @Suite(.serialized) struct TableSnapshotTests {
    final class SettingsViewController: UITableViewController {
        let rows: [[(String, String?, UITableViewCell.AccessoryType, Bool)]] = [
            [("Airplane Mode", nil, .none, true), ("Wi-Fi", "Home", .disclosureIndicator, false),
             ("Bluetooth", "On", .disclosureIndicator, false)],
            [("Notifications", nil, .disclosureIndicator, false), ("Sounds", nil, .disclosureIndicator, false),
             ("Focus", nil, .checkmark, false)],
        ]

        init() { super.init(style: .insetGrouped) }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func numberOfSections(in tableView: UITableView) -> Int { rows.count }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? "Connections" : nil
        }
        override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            section == 1 ? "Focus silences notifications while you work." : nil
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let (title, value, accessory, hasSwitch) = rows[indexPath.section][indexPath.row]
            let cell = tableView.dequeueReusableCell(withIdentifier: "value1")
                ?? UITableViewCell(style: .value1, reuseIdentifier: "value1")
            cell.textLabel?.text = title
            cell.detailTextLabel?.text = value
            cell.accessoryType = accessory
            cell.accessoryView = hasSwitch ? UISwitch() : nil
            return cell
        }
    }

    @Test(arguments: [false, true])
    func settingsScreen(dark: Bool) {
        let navigation = UINavigationController(rootViewController: SettingsViewController())
        assertSnapshot(of: navigation, as: .image(on: .iPhone13, traits: UITraitCollection(userInterfaceStyle: dark ? .dark : .light)),
                       named: dark ? "dark" : "light", testName: "settingsScreen")
    }

    final class Feed: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
            var content = UIListContentConfiguration.subtitleCell()
            content.text = "Post \(indexPath.row + 1)"
            content.secondaryText = indexPath.row % 3 == 0
                ? "A longer note that wraps onto a second line when the row is narrow enough for it."
                : "Short note"
            cell.contentConfiguration = content
            return cell
        }
    }

    @Test func plainFeed() {
        let feed = Feed()
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "post")
        table.dataSource = feed
        assertSnapshot(of: table, as: .image(size: CGSize(width: 390, height: 600)), testName: "plainFeed")
    }
}
