#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// A settings screen described by row values, each naming the cell class
/// that shows it: the table makes every row's cell through the row's
/// `cellType`, a metatype value, the way QuickTableViewController's rows
/// do (`cellType.init(style:reuseIdentifier:)`, which Swift allows for
/// UIKit's Objective-C initialiser).
public protocol SettingsRowDescribing {
    var title: String { get }
    var detail: String? { get }
    var cellType: UITableViewCell.Type { get }
    var cellStyle: UITableViewCell.CellStyle { get }
}

public struct DisclosureSettingsRow: SettingsRowDescribing {
    public let title: String
    public let detail: String?
    public var cellType: UITableViewCell.Type { UITableViewCell.self }
    public var cellStyle: UITableViewCell.CellStyle { .value1 }

    public init(title: String, detail: String?) {
        self.title = title
        self.detail = detail
    }
}

public struct ToggleSettingsRow: SettingsRowDescribing {
    public let title: String
    public var detail: String? { nil }
    public let isOn: Bool
    public var cellType: UITableViewCell.Type { ToggleSettingsCell.self }
    public var cellStyle: UITableViewCell.CellStyle { .default }

    public init(title: String, isOn: Bool) {
        self.title = title
        self.isOn = isOn
    }
}

public struct CaptionSettingsRow: SettingsRowDescribing {
    public let title: String
    public let detail: String?
    public var cellType: UITableViewCell.Type { CaptionSettingsCell.self }
    public var cellStyle: UITableViewCell.CellStyle { .subtitle }

    public init(title: String, caption: String) {
        self.title = title
        detail = caption
    }
}

/// A cell with a switch: it overrides `init(style:reuseIdentifier:)`
/// without `required`, as cells do.
public final class ToggleSettingsCell: UITableViewCell {
    public let toggle = UISwitch()
    public var onToggle: ((Bool) -> Void)?

    override public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        accessoryView = toggle
        toggle.addTarget(self, action: #selector(toggleChanged(_:)), for: .valueChanged)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func toggleChanged(_ sender: UISwitch) {
        onToggle?(sender.isOn)
    }
}

/// A cell that declares no initialiser: it inherits them all.
public final class CaptionSettingsCell: UITableViewCell {
    override public func prepareForReuse() {
        super.prepareForReuse()
        detailTextLabel?.text = nil
    }
}

public final class SettingsRowsViewController: UITableViewController {
    public let rows: [SettingsRowDescribing]
    public private(set) var toggled: [(title: String, isOn: Bool)] = []

    public init(rows: [SettingsRowDescribing]) {
        self.rows = rows
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = rows[indexPath.row]
        let identifier = "\(String(describing: row.cellType)).\(row.cellStyle.rawValue)"
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier)
            ?? row.cellType.init(style: row.cellStyle, reuseIdentifier: identifier)
        cell.textLabel?.text = row.title
        cell.detailTextLabel?.text = row.detail
        if let toggleCell = cell as? ToggleSettingsCell, let toggleRow = row as? ToggleSettingsRow {
            toggleCell.toggle.isOn = toggleRow.isOn
            toggleCell.onToggle = { [weak self] isOn in self?.toggled.append((toggleRow.title, isOn)) }
        } else if row.cellStyle == .value1 {
            cell.accessoryType = .disclosureIndicator
        }
        return cell
    }
}
