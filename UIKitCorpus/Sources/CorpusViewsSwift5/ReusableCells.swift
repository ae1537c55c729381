#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// A form's rows as generic cells, each cell class named by its row's
/// action type, and the table helper apps write for them: reuse
/// identifiers from the class's name, a fresh cell through the generic
/// parameter when the table has none to reuse.
public class ActionRowCell<Action>: UITableViewCell {
    public var action: Action?

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A row's switch; not generic.
public class ToggleRowCell: UITableViewCell {
    public let toggle = UISwitch()

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessoryView = toggle
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

extension UITableView {
    /// A cell of `cellClass`, reused when the table has one.
    public func dequeueReusableCell<Cell: UITableViewCell>(withClass cellClass: Cell.Type) -> Cell {
        let reuseIdentifier = NSStringFromClass(cellClass)
        if let cell = dequeueReusableCell(withIdentifier: reuseIdentifier) as? Cell {
            return cell
        }
        return Cell(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// The same, by the class's Swift name.
    public func describedCell<Cell: UITableViewCell>(_ cellClass: Cell.Type) -> Cell {
        let reuseIdentifier = String(describing: cellClass)
        return dequeueReusableCell(withIdentifier: reuseIdentifier) as? Cell
            ?? Cell(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
}
