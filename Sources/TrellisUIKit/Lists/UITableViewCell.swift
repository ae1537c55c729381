import Layout

/// A table row (UIKit's `UITableViewCell`): subviews go in `contentView`,
/// which fills the cell (less the accessory's width).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// Whether the table rounded this cell's corners as an inset grouped section's end (UITableView+SectionCorners.swift).
    var cornersRoundedByTable = false
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

    /// How a table makes a cell of a registered class (UIKit calls
    /// `initWithStyle:reuseIdentifier:` through Objective-C; Swift calls an
    /// initialiser through a metatype only when it is `required`). A
    /// subclass that overrides `init(style:reuseIdentifier:)` inherits it,
    /// and it runs that override. Not UIKit API: Trellis's tables call it,
    /// and `trellisMade(style:reuseIdentifier:)` with its style
    /// (UITableViewCell+Metatype.swift).
    public required convenience init(trellisRegisteredWithReuseIdentifier reuseIdentifier: String?) {
        self.init(style: UITableViewCell.takeStyleForHook(), reuseIdentifier: reuseIdentifier)
    }

    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = (coder as? NibCoder)?.reuseIdentifier  // a cell from a nib
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        contentView.accessibilityIdentifier = "contentView"
        // The content view has the cell's size from the start, before any
        // layout: UIKit's fresh cell logs `(0 0; 320 44)` for both
        // (docs/uikit-numbers.md, "UITableViewCell frame before a table places it").
        contentView.frame = bounds
        ContentViewPinning.pin(contentView, in: self, name: "UITableViewCell", directional: true)
        // A cell's content view has UIKit's cell margins (see docs/uikit.md).
        contentView.directionalLayoutMargins = UIListContentConfiguration.rowMargins
    }

    open var selectionStyle: SelectionStyle = .default { didSet { if selectionStyle != oldValue { arrangeBackgroundViews() } } }
    /// Drawn at the trailing edge (Lists/UITableViewCell+Content.swift).
    open var accessoryType: AccessoryType = .none { didSet { if accessoryType != oldValue { updateAccessory() } } }
    open var accessoryView: UIView? { didSet { if accessoryView !== oldValue { updateAccessory() } } }
    open var editingAccessoryType: AccessoryType = .none
    /// Kept, not drawn (no reorder control is drawn while editing).
    open var showsReorderControl = false
    open var separatorInset = UIEdgeInsets(top: 0, left: SystemMinimumMargin.narrow, bottom: 0, right: 0) {
        didSet { if !settingTableSideMargin { separatorInsetIsSystem = false } }
    }
    /// Whether `separatorInset` is still the one the table gave (the app set none).
    private(set) var separatorInsetIsSystem = true
    private var settingTableSideMargin = false

    /// The side margin the table lays this cell out with: its layout
    /// margins' 16 points, 20 on a screen at least 390 points wide (unless
    /// the table is at most 320 wide) or in a controller's own table in a
    /// regular width (`SystemMinimumMargin.side(ofTable:)`). Interface Builder saved
    /// default-style cells' text at x 16 on a 375-point table and at x 20
    /// on a 414-point one (docs/uikit-numbers.md, `separatorInset`). It
    /// moves the content view's side margins, the separator's inset, the
    /// list content's side margins and the accessory's, each where the app
    /// has not set its own. Set by the table before it shows the cell.
    var tableSideMargin: CGFloat = SystemMinimumMargin.narrow {
        didSet {
            guard tableSideMargin != oldValue else { return }
            var margins = contentView.ownDirectionalLayoutMargins
            if margins.leading == oldValue { margins.leading = tableSideMargin }
            if margins.trailing == oldValue { margins.trailing = tableSideMargin }
            contentView.directionalLayoutMargins = margins
            if separatorInsetIsSystem, separatorInset.left == oldValue {
                settingTableSideMargin = true
                separatorInset.left = tableSideMargin
                settingTableSideMargin = false
            }
            passTableSideMarginToContent()
            // Only the accessory's margin moves: laying the accessory out
            // afresh would lose an app's accessory view's size, which it
            // took from the frame it had before its first layout.
            parts.accessoryColumnWidth += parts.accessory == nil ? 0 : tableSideMargin - oldValue
            updateContentViewSides()
        }
    }
    /// How far the table's safe area reaches into this row at its leading
    /// and trailing sides (the rounded corners and sensor housing of a
    /// phone in landscape): the content view, the accessory and the
    /// separator's start stay inside it, and the margins add to it, as
    /// UIKit's `UITableView.insetsContentViewsToSafeArea` (true by default)
    /// insets a cell's content view. Set by the table before it shows the cell.
    var safeAreaContentInsets = NSDirectionalEdgeInsets.zero {
        didSet { if safeAreaContentInsets != oldValue { updateContentViewSides() } }
    }
    /// Moves the list content (classic labels and image, a content
    /// configuration's list view) in by `indentationLevel × indentationWidth`
    /// (UITableViewCell+Indentation.swift).
    open var indentationLevel = 0 { didSet { if indentationLevel != oldValue { indentContent() } } }
    /// 10 by default (Apple, `UITableViewCell.indentationWidth`).
    open var indentationWidth: CGFloat = 10 { didSet { if indentationWidth != oldValue { indentContent() } } }
    /// Behind every other subview, filling the cell (Views/CellBackgroundViews.swift).
    open var backgroundView: UIView? { didSet { arrangeBackgroundViews(replacing: oldValue) } }
    /// Just above `backgroundView` while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            appearanceSetterCalled("selectedBackgroundView")
            arrangeBackgroundViews(replacing: oldValue)
        }
    }
    /// A change asks for a configuration update (`updateConfiguration(using:)`)
    /// and shows or hides `selectedBackgroundView`.
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsUpdateConfiguration(); arrangeBackgroundViews() } }
    }
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration(); arrangeBackgroundViews() } }
    }

    private func arrangeBackgroundViews(replacing old: UIView? = nil) {
        CellBackgroundViews.arrange(in: self, background: backgroundView, selected: selectedBackgroundView,
                                    showsSelected: selectionStyle != .none && (isSelected || isHighlighted), replaced: old)
    }
    open var isEditing = false { didSet { if isEditing != oldValue { setNeedsUpdateConfiguration() } } }

    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open func prepareForReuse() {}

    /// Turning interaction off disables the cell's configuration state.
    open override var isUserInteractionEnabled: Bool {
        didSet { if isUserInteractionEnabled != oldValue { setNeedsUpdateConfiguration() } }
    }

    // MARK: Configurations (iOS 14)

    private let configurations = CellConfigurations()

    /// The cell's state for configurations: its traits, `isSelected`,
    /// `isHighlighted`, `isEditing`, and `isDisabled` when its user
    /// interaction is off. Override to add custom states, starting from
    /// `super`'s.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// Asks for `updateConfiguration(using:)` before the next layout, as
    /// UIKit does; the cell asks on its own when its state or traits change.
    open func setNeedsUpdateConfiguration() { configurations.setNeedsUpdate(of: self) }

    /// Override to configure the cell for `state`. Called before the cell's
    /// first layout, and before the next layout after its state or traits
    /// change or `setNeedsUpdateConfiguration()`
    /// (<https://developer.apple.com/documentation/uikit/uitableviewcell/updateconfiguration(using:)>).
    /// The configurations that update automatically have been updated for
    /// `state` when it is called; `configurationUpdateHandler` runs after it.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// A closure run after `updateConfiguration(using:)` with the cell and its state (iOS 15).
    open var configurationUpdateHandler: UITableViewCell.ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// The background, drawn on the cell: fill, corner radius, stroke. Setting
    /// one clears `backgroundColor`, as UIKit does. Nil by default.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurations.background }
        set { configurations.setBackground(newValue, on: self) }
    }

    /// Whether `backgroundConfiguration` follows the state (`updated(for:)`)
    /// at each update; true by default.
    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurations.automaticallyUpdatesBackground }
        set { configurations.automaticallyUpdatesBackground = newValue }
    }

    /// A plain list cell's background (a table here has no style yet).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }

    /// A cell with no background of its own (no `backgroundColor`,
    /// `backgroundConfiguration` or `backgroundView`) outside a table is
    /// drawn with `defaultBackgroundConfiguration()`'s fill (a plain list
    /// cell's `systemBackground`: white in light, black in dark), as
    /// "UITableViewCell automatically sets up a default background
    /// configuration to provide its default appearance"
    /// (<https://developer.apple.com/documentation/uikit/uitableviewcell/backgroundconfiguration-24e8e>).
    /// In a table the table draws the row (and its selection), as before.
    /// (It was transparent: a cell snapshotted alone in dark drew its white
    /// text on the canvas's white.)
    private func drawDefaultBackgroundOutsideATable(_ traits: UITraitCollection) {
        guard backgroundColor == nil, backgroundConfiguration == nil, backgroundView == nil, !isInTable else { return }
        let fill = defaultBackgroundConfiguration()
        node.backgroundColor = resolvedColor(fill.backgroundColor.map { fill.backgroundColorTransformer?($0) ?? $0 },
                                             with: traits)
    }

    /// Whether a table (or a view inside one) holds the cell.
    private var isInTable: Bool {
        var ancestor = superview
        while let view = ancestor {
            if view is UITableView { return true }
            ancestor = view.superview
        }
        return false
    }

    /// The content: the view it makes fills `contentView`; a later
    /// configuration the view supports is handed to it instead.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { configurations.content }
        set {
            configurations.setContent(newValue, in: contentView, name: "UITableViewCell")
            passTableSideMarginToContent()
            indentContent()
        }
    }

    /// Whether `contentConfiguration` follows the state at each update; true by default.
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { configurations.automaticallyUpdatesContent }
        set { configurations.automaticallyUpdatesContent = newValue }
    }

    override func prepareForConstraintsPass() {
        configurations.updateIfNeeded(self, contentView: contentView, name: "UITableViewCell", state: { configurationState }) {
            updateConfiguration(using: $0)
            configurationUpdateHandler?(self, $0)
        }
        passTableSideMarginToContent()
        indentContent()
    }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        drawDefaultBackgroundOutsideATable(traits)
        configurations.drawBackground(on: self)
        setNeedsUpdateConfiguration()
        pointDisclosureChevron()
    }
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
        ContentViewPinning.pin(contentView, in: self, name: "UITableViewHeaderFooterView", directional: true)
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        ContentViewPinning.pin(contentView, in: self, name: "UITableViewHeaderFooterView", directional: true)
    }

    /// How a table makes a header or footer of a registered class (see
    /// `UITableViewCell.init(trellisRegisteredWithReuseIdentifier:)`).
    public required convenience init(trellisRegisteredWithReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    open func prepareForReuse() {}

    /// The title's label, styled for the table's style. Declared here, not
    /// in an extension, so that a subclass may override it as UIKit's
    /// allows (`@IBOutlet override var textLabel: UILabel?`).
    open var textLabel: UILabel? { classicContent.textLabel }
    /// A second label under the title (UIKit's, for grouped styles).
    open var detailTextLabel: UILabel? { classicContent.secondaryTextLabel }

    /// New traits (as when the table takes the view in): the background
    /// configuration's colour is resolved again, as a cell's is; UIView's
    /// own pass resolves `backgroundColor` (nil) over it, and a plain
    /// table's floating header lost the fill that hides the rows under it.
    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        headerParts.configurations.drawBackground(on: self)
    }
}

/// A content view fills its cell: UIKit sizes it by its frame; Trellis by
/// four constraints marked as the system's, so that the cell's own size
/// (from a renderer, or `systemLayoutSizeFitting`) reaches the content.
@preconcurrency @MainActor
enum ContentViewPinning {
    /// `directional` pins the sides by leading and trailing (named
    /// "-contentView-leading" and "-trailing"), for a table cell, whose
    /// accessory and safe-area insets are at its trailing and leading
    /// sides and mirror right to left; else by left and right.
    static func pin(_ contentView: UIView, in cell: UIView, name: String, directional: Bool = false) {
        cell.addSubview(contentView)
        let content = contentView.node, node = cell.node
        content.translatesAutoresizingMaskIntoConstraints = false
        let sides = directional
            ? [content.leadingAnchor.constraint(equalTo: node.leadingAnchor).markSystem(name + "-contentView-leading"),
               node.trailingAnchor.constraint(equalTo: content.trailingAnchor).markSystem(name + "-contentView-trailing")]
            : [content.leftAnchor.constraint(equalTo: node.leftAnchor).markSystem(name + "-contentView-left"),
               node.rightAnchor.constraint(equalTo: content.rightAnchor).markSystem(name + "-contentView-right")]
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: node.topAnchor).markSystem(name + "-contentView-top"), sides[0],
            node.bottomAnchor.constraint(equalTo: content.bottomAnchor).markSystem(name + "-contentView-bottom"), sides[1],
        ])
    }
}
