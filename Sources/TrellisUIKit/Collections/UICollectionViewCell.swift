import Layout

/// A collection view's reusable view (UIKit's `UICollectionReusableView`):
/// the base of cells and of supplementary views (headers, footers).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier a collection view dequeued the view under; nil for a
    /// view made by hand.
    open var reuseIdentifier: String? { dequeuedReuseIdentifier }
    var dequeuedReuseIdentifier: String?
    /// The pool the view goes back to when it leaves the screen (a
    /// supplementary view's is its kind and identifier).
    var reuseKey: String?
    /// Where the view was last dequeued (for the message when UIKit would
    /// raise over it: a supplementary view of another kind).
    var dequeuePlace: (file: String, line: UInt)?

    open func prepareForReuse() {}

    /// The attributes the layout gives the view, before it is placed.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view prefers: UIKit's default measures the view
    /// with `systemLayoutSizeFitting` (both axes at the fitting level) for a
    /// self-sizing layout. Trellis's layouts measure through
    /// `UICollectionView`'s own pass instead; this answers the same.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        let fitted = systemLayoutSizeFitting(layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel,
                                             verticalFittingPriority: .fittingSizeLevel)
        let copy = layoutAttributes.duplicate()
        copy.size = fitted
        return copy
    }

    /// How a collection view makes a view of a registered class (UIKit calls
    /// `initWithFrame:` through Objective-C; Swift calls an initialiser
    /// through a metatype only when it is `required`). A subclass that
    /// overrides `init(frame:)` and `init(coder:)` inherits it, and it runs
    /// that override. Not UIKit API: Trellis's collection views call it.
    public required convenience init(trellisRegisteredFrame frame: CGRect) {
        self.init(frame: frame)
    }
}

/// A collection item (UIKit's `UICollectionViewCell`): subviews go in
/// `contentView`, which fills the cell.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView = UIView(frame: .zero)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.accessibilityIdentifier = "contentView"
        ContentViewPinning.pin(contentView, in: self, name: "UICollectionViewCell", directional: true)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.accessibilityIdentifier = "contentView"
        ContentViewPinning.pin(contentView, in: self, name: "UICollectionViewCell", directional: true)
    }

    /// A change asks for a configuration update (`updateConfiguration(using:)`)
    /// and shows or hides `selectedBackgroundView`.
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsUpdateConfiguration(); arrangeBackgroundViews() } }
    }
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration(); arrangeBackgroundViews() } }
    }
    /// Behind the content view, filling the cell (Views/CellBackgroundViews.swift).
    open var backgroundView: UIView? { didSet { arrangeBackgroundViews(replacing: oldValue) } }
    /// Just above `backgroundView` while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? { didSet { arrangeBackgroundViews(replacing: oldValue) } }

    private func arrangeBackgroundViews(replacing old: UIView? = nil) {
        CellBackgroundViews.arrange(in: self, background: backgroundView, selected: selectedBackgroundView,
                                    showsSelected: isSelected || isHighlighted, replaced: old)
    }
    /// The hairline a list draws under the cell (a Layout view).
    var separatorLine: View?
    /// Whether the collection view rounded this cell as an inset grouped list section's end (UICollectionView+SectionCorners.swift).
    var cornersRoundedByList = false

    /// Turning interaction off disables the cell's configuration state.
    open override var isUserInteractionEnabled: Bool {
        didSet { if isUserInteractionEnabled != oldValue { setNeedsUpdateConfiguration() } }
    }

    // MARK: Configurations (iOS 14), as UITableViewCell's (CellConfigurations does the work)

    let configurations = CellConfigurations()

    /// The cell's state for configurations: its traits, `isSelected`,
    /// `isHighlighted`, and `isDisabled` when its user interaction is off.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() { configurations.setNeedsUpdate(of: self) }

    /// Override to configure the cell for `state`; called as
    /// `UITableViewCell`'s is (before the first layout, and after a change
    /// of state or traits or `setNeedsUpdateConfiguration()`).
    open func updateConfiguration(using state: UICellConfigurationState) {}

    open var configurationUpdateHandler: UICollectionViewCell.ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// The background, drawn on the cell; nil by default.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurations.background }
        set { configurations.setBackground(newValue, on: self) }
    }

    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurations.automaticallyUpdatesBackground }
        set { configurations.automaticallyUpdatesBackground = newValue }
    }

    /// Clear: a plain collection view cell draws no background of its own.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }

    open var contentConfiguration: (any UIContentConfiguration)? {
        get { configurations.content }
        set {
            configurations.setContent(newValue, in: contentView, name: "UICollectionViewCell")
            passListSideMarginToContent()
        }
    }

    /// The side margin of the list the cell is a row or header of, set by
    /// the collection view before it shows the cell: 16, or 20 on a
    /// collection view at least 390 points wide, as a table's cells take
    /// the table's (`UITableViewCell.tableSideMargin`, from 390). It moves the list
    /// content's default side margins, the accessories' and the
    /// separator's start. Nil outside a list.
    var listSideMargin: CGFloat? {
        didSet {
            guard listSideMargin != oldValue else { return }
            passListSideMarginToContent()
            listSideMarginDidChange()
        }
    }

    /// Hands the list's side margin to the list content in `contentView`,
    /// whose default side margins (16) follow it.
    func passListSideMarginToContent() {
        for case let list as UIListContentView in contentView.subviews where list.tableSideMargin != listSideMargin {
            list.tableSideMargin = listSideMargin
        }
    }

    /// What else follows the list's margin (a list cell's accessories).
    func listSideMarginDidChange() {}

    open var automaticallyUpdatesContentConfiguration: Bool {
        get { configurations.automaticallyUpdatesContent }
        set { configurations.automaticallyUpdatesContent = newValue }
    }

    override func prepareForConstraintsPass() {
        configurations.updateIfNeeded(self, contentView: contentView, name: "UICollectionViewCell", state: { configurationState }) {
            updateConfiguration(using: $0)
            configurationUpdateHandler?(self, $0)
        }
        passListSideMarginToContent()
    }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        configurations.drawBackground(on: self)
        setNeedsUpdateConfiguration()
    }
}
