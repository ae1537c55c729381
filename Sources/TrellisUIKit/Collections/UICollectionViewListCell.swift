import Layout

/// A list row's extra view at its trailing edge (UIKit's `UICellAccessory`,
/// iOS 14), drawn with the table's accessory marks (``TableAccessory``):
/// the disclosure chevron, the check mark, the detail button, a label.
/// Editing accessories (delete, insert, reorder, multiselect) are kept and
/// not drawn, as lists here are never editing.
public struct UICellAccessory: @unchecked Sendable {
    public enum DisplayedState: Int, Sendable { case always = 0, whenEditing, whenNotEditing }
    /// Where a custom view goes, as Apple declares it: at the leading or
    /// the trailing edge, shown in some editing states, at a position the
    /// closure picks among the other accessories there (kept, not used:
    /// the accessories keep the order given).
    public enum Placement: @unchecked Sendable {
        case leading(displayed: DisplayedState = .always, at: (([UICellAccessory]) -> Int)? = nil)
        case trailing(displayed: DisplayedState = .always, at: (([UICellAccessory]) -> Int)? = nil)

        var isLeading: Bool {
            if case .leading = self { return true }
            return false
        }
        var displayed: DisplayedState {
            switch self {
            case let .leading(displayed, _), let .trailing(displayed, _): return displayed
            }
        }
    }

    public struct DisclosureIndicatorOptions: Sendable {
        public var isHidden: Bool?
        public var reservedLayoutWidth: CGFloat?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    public struct CheckmarkOptions: Sendable {
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    public struct LabelOptions: Sendable {
        public var isHidden: Bool?
        public var font: UIFont?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
                    adjustsFontForContentSizeCategory: Bool = true) {
            self.isHidden = isHidden
            self.font = font
            self.tintColor = tintColor
        }
    }

    enum Kind {
        case disclosureIndicator, checkmark, detail, label(String, UIFont?), editing, customView(UIView)
        case outlineDisclosure(OutlineDisclosureOptions.Style, (() -> Void)?)
    }

    let kind: Kind
    let displayed: DisplayedState
    let isHidden: Bool
    /// Drawn at the leading edge, before the content (a custom view placed `.leading()`).
    var isLeading = false

    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed, isHidden: options.isHidden ?? false)
    }

    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed, isHidden: options.isHidden ?? false)
    }

    public static func detail(displayed: DisplayedState = .always, actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .detail, displayed: displayed, isHidden: false)
    }

    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(kind: .label(text, options.font), displayed: displayed, isHidden: options.isHidden ?? false)
    }

    public static func delete(displayed: DisplayedState = .whenEditing, actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .editing, displayed: displayed, isHidden: false)
    }

    public static func insert(displayed: DisplayedState = .whenEditing, actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .editing, displayed: displayed, isHidden: false)
    }

    public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
        UICellAccessory(kind: .editing, displayed: displayed, isHidden: false)
    }

    public static func multiselect(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
        UICellAccessory(kind: .editing, displayed: displayed, isHidden: false)
    }

    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
        }
    }

    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        UICellAccessory(kind: .customView(configuration.customView), displayed: configuration.placement.displayed,
                        isHidden: configuration.isHidden ?? false, isLeading: configuration.placement.isLeading)
    }

    /// The view drawn for the accessory, nil when it is not drawn here.
    @MainActor func makeView() -> UIView? {
        guard !isHidden, displayed != .whenEditing else { return nil }
        switch kind {
        case .disclosureIndicator: return TableAccessory.view(for: .disclosureIndicator)
        case let .outlineDisclosure(_, actionHandler): return OutlineDisclosureControl(actionHandler: actionHandler)
        case .checkmark: return TableAccessory.view(for: .checkmark)
        case .detail: return TableAccessory.view(for: .detailButton)
        case let .label(text, font):
            let label = UILabel()
            label.text = text
            label.font = font ?? .preferredFont(forTextStyle: .body)
            label.textColor = .secondaryLabel
            label.translatesAutoresizingMaskIntoConstraints = false
            label.setContentHuggingPriority(.required, for: .horizontal)
            label.setContentCompressionResistancePriority(.required, for: .horizontal)
            return label
        case .editing: return nil
        case let .customView(view):
            view.translatesAutoresizingMaskIntoConstraints = false
            return view
        }
    }
}

/// A list row (UIKit's `UICollectionViewListCell`, iOS 14): a collection
/// cell with list content (`defaultContentConfiguration()`: a
/// `UIListContentConfiguration.cell()`, or a header's or footer's style
/// when the list shows the cell as one) and `accessories` at its trailing
/// edge; the content view ends before them. The list draws its separator
/// and, for grouped appearances, the section's background behind it.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] = [] { didSet { updateAccessories() } }
    /// Set by the list from the item's level in an outline
    /// (`NSDiffableDataSourceSectionSnapshot.level(of:)`); the content view,
    /// and the leading accessories while `indentsAccessories`, move in by
    /// `indentationLevel × indentationWidth` (UICollectionViewListCell+Indentation.swift).
    open var indentationLevel = 0 { didSet { if indentationLevel != oldValue { applyIndentation() } } }
    /// Until set: 20 in a `.sidebar` list (UIKit's drawing), 10 elsewhere
    /// (the table cell's, UNSOURCED for list cells): `ListCellRole.defaultIndentationWidth`,
    /// docs/uikit-numbers.md, "`indentationWidth` default".
    open var indentationWidth: CGFloat {
        get { ownIndentationWidth ?? listRole?.defaultIndentationWidth ?? ListCellRole.indentationWidth }
        set {
            let old = indentationWidth
            ownIndentationWidth = newValue
            if newValue != old { applyIndentation() }
        }
    }
    /// The app's `indentationWidth`, once set (nil: the list's default).
    private var ownIndentationWidth: CGFloat?
    open var indentsAccessories = true { didSet { if indentsAccessories != oldValue { applyIndentation() } } }
    /// Where the separator starts, a guide the app may constrain
    /// (UICollectionViewListCell+SeparatorGuide.swift).
    open var separatorLayoutGuide: UILayoutGuide { separatorGuide() }
    /// The guide, once asked for, and its default leading constraint.
    var madeSeparatorGuide: (guide: UILayoutGuide, defaultLeading: NSLayoutConstraint)?

    private var accessoryRow: UIStackView?
    private var accessoryConstraints: [LayoutConstraint] = []
    private var contentRightPin: LayoutConstraint?
    private var contentLeftPin: LayoutConstraint?

    /// What the cell stands for in its list, set when a list dequeues it.
    var listRole: ListCellRole? {
        didSet {
            if ownIndentationWidth == nil, listRole?.defaultIndentationWidth != oldValue?.defaultIndentationWidth {
                applyIndentation()
            }
        }
    }

    /// Its item's place in an outline, set by a diffable data source
    /// showing one (UICellAccessory+OutlineDisclosure.swift).
    var outlineState: OutlineItemState? {
        didSet {
            showOutlineState()
            if outlineState?.isExpanded != oldValue?.isExpanded { setNeedsUpdateConfiguration() }
        }
    }

    /// A list cell's state adds `isExpanded`: its item's expansion in the
    /// outline a diffable data source shows (false outside one).
    open override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isExpanded = outlineState?.isExpanded ?? false
        return state
    }

    /// The style of what the cell stands for in its list (`ListCellRole`):
    /// a row's `.cell()`, or the list's header or footer style when the cell
    /// is a section's header or footer; `.cell()` outside a list.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        listRole?.defaultContentConfiguration ?? .cell()
    }

    /// The space between the accessories.
    static let accessorySpacing: CGFloat = 12

    /// The space between the last accessory and the trailing edge: the
    /// list's side margin, as a table cell's accessory takes the table's
    /// (16, 20 from 390 points wide; docs/uikit-numbers.md, "Tables").
    var accessoryTrailingMargin: CGFloat { listSideMargin ?? UITableViewCell.standardAccessoryTrailingMargin }

    override func listSideMarginDidChange() {
        accessoryConstraints.first?.constant = Double(accessoryTrailingMargin)
        applyIndentation()
    }

    /// The accessories placed at the leading edge (UICollectionViewListCell+LeadingAccessories.swift).
    var leadingAccessories = LeadingAccessoryRow()

    /// Puts the accessories' views in a row at the trailing edge, centred
    /// vertically, and ends `contentView` at the row's leading edge (the
    /// content view's own trailing pin is set aside meanwhile). Leading and
    /// trailing: right to left the row is at the left, as UIKit's.
    private func updateAccessories() {
        LayoutConstraint.deactivate(accessoryConstraints)
        accessoryConstraints = []
        accessoryRow?.removeFromSuperview()
        accessoryRow = nil
        if contentRightPin == nil {
            contentRightPin = node.constraints.first {
                if case .system("UICollectionViewCell-contentView-trailing") = $0.origin { return true }
                return false
            }
        }
        let contentRight = contentRightPin
        updateLeadingAccessories(accessories.filter(\.isLeading), sideMargin: accessoryTrailingMargin)
        applyIndentation()
        let views = accessories.filter { !$0.isLeading }.compactMap { $0.makeView() }
        guard !views.isEmpty else {
            if let contentRight, !contentRight.isActive { LayoutConstraint.activate([contentRight]) }
            return
        }
        let row = addAccessoryRow(views)
        accessoryRow = row
        if let contentRight, contentRight.isActive { LayoutConstraint.deactivate([contentRight]) }
        accessoryConstraints = [
            node.trailingAnchor.constraint(equalTo: row.node.trailingAnchor, constant: Double(accessoryTrailingMargin)),
            row.node.centerYAnchor.constraint(equalTo: node.centerYAnchor),
            row.node.leadingAnchor.constraint(equalTo: contentView.node.trailingAnchor),
        ].map { $0.markSystem("UICollectionViewListCell-accessories") }
        LayoutConstraint.activate(accessoryConstraints)
        pointDisclosureChevrons()
        showOutlineState()
    }

    /// The trailing row's disclosure chevrons point forward in the cell's
    /// direction (`TableAccessory.pointChevrons`); a custom view is the app's.
    /// The leading row's too (an outline disclosure's collapsed chevron).
    private func pointDisclosureChevrons() {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let custom = accessories.compactMap { accessory -> UIView? in
            if case let .customView(view) = accessory.kind { return view }
            return nil
        }
        for row in [accessoryRow, leadingAccessories.row].compactMap({ $0 }) {
            for view in row.arrangedSubviews where !custom.contains(where: { $0 === view }) {
                TableAccessory.pointChevrons(in: view, rightToLeft: rightToLeft)
            }
        }
    }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        pointDisclosureChevrons()
    }

    /// The cell's own direction turns its chevrons too, whenever it is set
    /// (before or after the accessories are built): UIKit's chevron is the
    /// `chevron.forward` of the cell's effective direction.
    open override var semanticContentAttribute: UISemanticContentAttribute {
        didSet { if semanticContentAttribute != oldValue { pointDisclosureChevrons() } }
    }

    /// A row of accessory views, centred on each other and
    /// `accessorySpacing` apart, added to the cell (leading or trailing).
    func addAccessoryRow(_ views: [UIView]) -> UIStackView {
        let row = UIStackView(arrangedSubviews: views)
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = Self.accessorySpacing
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)
        return row
    }
}
