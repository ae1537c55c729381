import Layout

/// A table row (UIKit's `UITableViewCell`): subviews go in `contentView`,
/// which fills the cell (less the accessory's width).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default` = 0, value1, value2, subtitle }
    public enum SelectionStyle: Int, Sendable { case none = 0, blue, gray, `default` }
    public enum AccessoryType: Int, Sendable {
        case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    public let reuseIdentifier: String?
    public let style: CellStyle
    public let contentView: UIView

    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        // UIKit's default cell frame: 320 × 44.
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        installContentView()
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        contentView.accessibilityIdentifier = "contentView"
        ContentViewPinning.pin(contentView, in: self, name: "UITableViewCell")
        // A cell's content view has UIKit's cell margins (see docs/uikit.md).
        contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    }

    open var selectionStyle: SelectionStyle = .default
    open var accessoryType: AccessoryType = .none
    open var accessoryView: UIView?
    open var editingAccessoryType: AccessoryType = .none
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var isSelected = false
    open var isHighlighted = false
    open var isEditing = false

    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open func prepareForReuse() {}
}

/// A collection view's reusable view (UIKit's `UICollectionReusableView`).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    open var reuseIdentifier: String? { nil }
    open func prepareForReuse() {}
}

/// A collection item (UIKit's `UICollectionViewCell`): subviews go in
/// `contentView`, which fills the cell.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView = UIView(frame: .zero)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.accessibilityIdentifier = "contentView"
        ContentViewPinning.pin(contentView, in: self, name: "UICollectionViewCell")
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.accessibilityIdentifier = "contentView"
        ContentViewPinning.pin(contentView, in: self, name: "UICollectionViewCell")
    }

    open var isSelected = false
    open var isHighlighted = false
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
}

/// A table section's header or footer (UIKit's `UITableViewHeaderFooterView`).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    public let reuseIdentifier: String?
    public let contentView = UIView(frame: .zero)

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        contentView.accessibilityIdentifier = "contentView"
        ContentViewPinning.pin(contentView, in: self, name: "UITableViewHeaderFooterView")
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        ContentViewPinning.pin(contentView, in: self, name: "UITableViewHeaderFooterView")
    }

    open func prepareForReuse() {}
}

/// A content view fills its cell: UIKit sizes it by its frame; Trellis by
/// four constraints marked as the system's, so that the cell's own size
/// (from a renderer, or `systemLayoutSizeFitting`) reaches the content.
@preconcurrency @MainActor
enum ContentViewPinning {
    static func pin(_ contentView: UIView, in cell: UIView, name: String) {
        cell.addSubview(contentView)
        let content = contentView.node, node = cell.node
        content.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: node.topAnchor).markSystem(name + "-contentView-top"),
            content.leftAnchor.constraint(equalTo: node.leftAnchor).markSystem(name + "-contentView-left"),
            node.bottomAnchor.constraint(equalTo: content.bottomAnchor).markSystem(name + "-contentView-bottom"),
            node.rightAnchor.constraint(equalTo: content.rightAnchor).markSystem(name + "-contentView-right"),
        ])
    }
}
