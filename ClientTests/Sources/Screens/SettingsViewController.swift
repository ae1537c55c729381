#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// The app's settings, written as an iOS app writes them: an inset-grouped
/// table controller with switch rows, value rows, disclosure rows, section
/// headers and a footer, under a large title.
public final class SettingsViewController: UITableViewController {
    enum Row {
        case toggle(String, symbol: String)
        case value(String, detail: String)
        case disclosure(String, symbol: String)
    }

    struct Section {
        var header: String?
        var rows: [Row]
        var footer: String?
    }

    private let sections: [Section] = [
        Section(header: nil, rows: [
            .toggle("Airplane Mode", symbol: "airplane"),
            .value("Wi-Fi", detail: "Home"),
            .value("Bluetooth", detail: "On"),
        ], footer: nil),
        Section(header: "Notifications", rows: [
            .toggle("Order Updates", symbol: "shippingbox"),
            .toggle("Offers", symbol: "tag"),
            .disclosure("Quiet Hours", symbol: "moon"),
        ], footer: "Order updates tell you when a parcel leaves the warehouse and when it is out for delivery."),
        Section(header: "Account", rows: [
            .value("Plan", detail: "Family"),
            .disclosure("Payment Methods", symbol: "creditcard"),
            .disclosure("Privacy", symbol: "hand.raised"),
        ], footer: nil),
    ]

    /// Which switches are on, by title.
    public private(set) var switches: [String: Bool] = ["Airplane Mode": false, "Order Updates": true, "Offers": false]

    public init() {
        super.init(style: .insetGrouped)
        title = "Settings"
        navigationItem.largeTitleDisplayMode = .always
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override public func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override public func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    override public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].header
    }

    override public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }

    override public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch sections[indexPath.section].rows[indexPath.row] {
        case let .toggle(title, symbol):
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.image = UIImage(systemName: symbol)
            cell.contentConfiguration = content
            let toggle = UISwitch()
            toggle.isOn = switches[title] ?? false
            toggle.addAction(UIAction { [weak self, weak toggle] _ in
                self?.switches[title] = toggle?.isOn ?? false
            }, for: .valueChanged)
            cell.accessoryView = toggle
            cell.selectionStyle = .none
            return cell
        case let .value(title, detail):
            let cell = tableView.dequeueReusableCell(withIdentifier: "value") ?? UITableViewCell(style: .value1, reuseIdentifier: "value")
            cell.textLabel?.text = title
            cell.detailTextLabel?.text = detail
            cell.accessoryType = .disclosureIndicator
            return cell
        case let .disclosure(title, symbol):
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.image = UIImage(systemName: symbol)
            cell.contentConfiguration = content
            cell.accessoryView = nil
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }
}

/// The settings screen as the app shows it: in a navigation controller
/// whose bar prefers large titles.
public func makeSettingsScreen() -> UINavigationController {
    let navigation = UINavigationController(rootViewController: SettingsViewController())
    navigation.navigationBar.prefersLargeTitles = true
    return navigation
}
