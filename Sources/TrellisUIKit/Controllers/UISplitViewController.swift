import Layout

/// Columns of view controllers (UIKit's `UISplitViewController`), laid out
/// at once as the display mode says, not animated. Column style
/// (`init(style:)`, iOS 14): `setViewController(_:for:)` puts a controller
/// in the primary, supplementary, secondary or compact column, wrapped in
/// a navigation controller unless it is one (as UIKit wraps it); classic
/// style (`viewControllers = [primary, secondary]`) shows them as they are.
///
/// - **Collapsed** (`isCollapsed`) in a horizontally compact environment
///   (an iPhone in portrait): one column fills the view, the compact
///   column's controller when there is one, else the column the delegate's
///   `topColumnForCollapsingToProposedTopColumn` returns, proposed
///   `.secondary`, the columns up to it pushed on the primary's navigation
///   stack; classic style shows the primary, the secondary handed to it
///   (UISplitViewController+Collapse.swift).
/// - **Expanded**: the display mode (`preferredDisplayMode`, else
///   automatic: beside the secondary when the view is wider than tall,
///   secondary only otherwise; `preferredSplitBehavior` `.overlay` puts the
///   columns over the secondary, `.displace` pushes it aside) places the
///   primary (and supplementary) columns at the leading edge, each
///   `primaryColumnWidth` (`supplementaryColumnWidth`) wide, the secondary
///   beside them or under them.
///
/// Widths (docs/uikit-numbers.md): `preferredPrimaryColumnWidth`, else
/// `preferredPrimaryColumnWidthFraction` of the width, else 320, kept
/// within `minimumPrimaryColumnWidth` (0 when automatic) and
/// `maximumPrimaryColumnWidth` (320 when automatic); the supplementary
/// column likewise.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// UIKit's `UISplitViewController.Style`; raw values UIKit's.
    public enum Style: Int, Sendable { case unspecified = 0, doubleColumn, tripleColumn }
    /// UIKit's `UISplitViewController.Column`; raw values UIKit's.
    public enum Column: Int, Sendable { case primary = 0, supplementary, secondary, compact, inspector }
    /// UIKit's `UISplitViewController.DisplayMode`; raw values UIKit's.
    public enum DisplayMode: Int, Sendable {
        case automatic = 0, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary,
             twoDisplaceSecondary
        public static let primaryHidden = DisplayMode.secondaryOnly
        public static let allVisible = DisplayMode.oneBesideSecondary
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }
    /// UIKit's `UISplitViewController.SplitBehavior`; raw values UIKit's.
    public enum SplitBehavior: Int, Sendable { case automatic = 0, tile, overlay, displace }
    /// UIKit's `UISplitViewController.PrimaryEdge`.
    public enum PrimaryEdge: Int, Sendable { case leading = 0, trailing }
    /// UIKit's `UISplitViewController.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable { case none = 0, sidebar }

    /// A width that means "the split view controller decides" (UIKit's is -1).
    public static let automaticDimension: CGFloat = -1
    /// The width of an automatic primary or supplementary column, and the
    /// automatic maximum (docs/uikit-numbers.md).
    static let automaticColumnWidth: CGFloat = 320

    public let style: Style
    open weak var delegate: (any UISplitViewControllerDelegate)?
    open var preferredDisplayMode = DisplayMode.automatic { didSet { arrange() } }
    open var preferredSplitBehavior = SplitBehavior.automatic { didSet { arrange() } }
    open var primaryEdge = PrimaryEdge.leading
    open var presentsWithGesture = true
    open var showsSecondaryOnlyButton = false
    /// Kept: Apple, "Setting the background style to sidebar has no effect
    /// when your app is running in iOS or tvOS".
    open var primaryBackgroundStyle = BackgroundStyle.none
    open var preferredPrimaryColumnWidth = UISplitViewController.automaticDimension { didSet { arrange() } }
    open var preferredPrimaryColumnWidthFraction = UISplitViewController.automaticDimension { didSet { arrange() } }
    open var minimumPrimaryColumnWidth = UISplitViewController.automaticDimension { didSet { arrange() } }
    open var maximumPrimaryColumnWidth = UISplitViewController.automaticDimension { didSet { arrange() } }
    open var preferredSupplementaryColumnWidth = UISplitViewController.automaticDimension { didSet { arrange() } }
    open var preferredSupplementaryColumnWidthFraction = UISplitViewController.automaticDimension { didSet { arrange() } }
    open var minimumSupplementaryColumnWidth = UISplitViewController.automaticDimension { didSet { arrange() } }
    open var maximumSupplementaryColumnWidth = UISplitViewController.automaticDimension { didSet { arrange() } }

    open var preferredInspectorColumnWidth = UISplitViewController.automaticDimension { didSet { arrange() } }
    open var preferredInspectorColumnWidthFraction = UISplitViewController.automaticDimension { didSet { arrange() } }
    open var minimumInspectorColumnWidth = UISplitViewController.automaticDimension { didSet { arrange() } }
    open var maximumInspectorColumnWidth = UISplitViewController.automaticDimension { didSet { arrange() } }

    /// The controllers set per column (column style), unwrapped.
    var columns: [Column: UIViewController] = [:]
    /// What each column shows: the set controller, or the navigation controller wrapping it.
    var shownInColumn: [Column: UIViewController] = [:]
    var classic: [UIViewController] = []
    private var pins: [LayoutConstraint] = []
    /// What the view was last arranged for (collapsed, mode, width), so a layout pass re-arranges only on a change.
    var arranged: String?
    /// What collapsing did (UISplitViewController+Collapse.swift), undone on expanding; nil while expanded.
    var collapsedState: CollapsedState?
    /// Whether the inspector column is shown: Apple, `Column.inspector`:
    /// "By default, the split view controller hides the inspector column".
    private var inspectorShown = false
    /// The views the split view controller draws itself: the sidebar's background and the dividers.
    var decorations: [UIView] = []
    /// Collapsed and the display mode when last arranged: the delegate hears of changes.
    private var lastState: (collapsed: Bool, mode: DisplayMode)?

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    // MARK: Columns

    /// Classic style: [primary, secondary]; column style: the columns'
    /// controllers (as shown: their navigation controllers). Collapsed, one,
    /// as Apple documents `viewControllers`: "If a view controller is set
    /// for the compact column, this property contains that view
    /// controller. Otherwise, this property contains the primary view controller."
    open var viewControllers: [UIViewController] {
        get {
            if style == .unspecified { return isCollapsed ? Array(classic.prefix(1)) : classic }
            if isCollapsed { return [shownInColumn[.compact] ?? shownInColumn[.primary]].compactMap { $0 } }
            return [Column.primary, .supplementary, .secondary].compactMap { shownInColumn[$0] }
        }
        set {
            guard style == .unspecified else {
                // UIKit: column style takes viewControllers as primary (, supplementary), secondary.
                let order: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
                for (column, controller) in zip(order, newValue) { setViewController(controller, for: column) }
                return
            }
            restoreCollapsedColumns()
            for old in classic where !newValue.contains(where: { $0 === old }) { detach(old) }
            classic = []
            for controller in newValue.prefix(2) { attach(controller); classic.append(controller) }
            arrange()
        }
    }

    /// Puts `controller` in `column` (column style), wrapped in a
    /// navigation controller unless it is one; nil empties the column.
    open func setViewController(_ controller: UIViewController?, for column: Column) {
        restoreCollapsedColumns()
        if let old = shownInColumn[column] { detach(old) }
        columns[column] = controller
        shownInColumn[column] = nil
        if let controller {
            let shown = controller is UINavigationController ? controller : UINavigationController(rootViewController: controller)
            attach(shown)
            shownInColumn[column] = shown
        }
        arrange()
    }

    /// The controller set for `column` (as set: not its navigation controller).
    open func viewController(for column: Column) -> UIViewController? {
        if style == .unspecified {
            switch column {
            case .primary: return classic.first
            case .secondary: return classic.count > 1 ? classic[1] : nil
            default: return nil
            }
        }
        return columns[column]
    }

    /// Shows `column`: collapsed, it becomes the one shown; expanded, the
    /// display mode changes to one that shows it.
    open func show(_ column: Column) {
        if column == .inspector {
            inspectorShown = true
        } else if isCollapsed {
            restoreCollapsedColumns()
            collapsedTop = column
        } else if column == .primary || column == .supplementary {
            let shownBeside = style == .tripleColumn ? DisplayMode.twoBesideSecondary : .oneBesideSecondary
            if !displayedColumns(for: displayMode).contains(column) { shownMode = shownBeside }
        }
        arrange()
    }

    /// Hides `column` (the primary or supplementary when expanded: the secondary alone).
    open func hide(_ column: Column) {
        if column == .inspector {
            inspectorShown = false
        } else if !isCollapsed, column != .secondary {
            shownMode = .secondaryOnly
        } else if isCollapsed, collapsedTop == column {
            restoreCollapsedColumns()
            collapsedTop = nil
        }
        arrange()
    }

    /// Whether `column` is on screen now (UIKit's `isShowing(_:)`, iOS 26).
    open func isShowing(_ column: Column) -> Bool {
        if column == .inspector { return inspectorIsShown }
        // Collapsed, the one on top: the compact column's, else the top column of the primary's stack.
        if isCollapsed { return column == (shownInColumn[.compact] != nil ? .compact : collapsedTopColumn()) }
        return shownColumns().contains(column)
    }

    /// The inspector column is shown: set, shown with `show(.inspector)`, column style, expanded.
    private var inspectorIsShown: Bool {
        inspectorShown && style != .unspecified && !isCollapsed && shownInColumn[.inspector] != nil
    }

    /// Puts `vc` in the secondary column (classic style: as the second controller).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if style == .unspecified {
            viewControllers = Array(classic.prefix(1)) + [vc]
        } else {
            setViewController(vc, for: .secondary)
        }
    }

    /// The button a column's navigation item shows to change the display
    /// mode (UIKit's `displayModeButtonItem`): an item with the
    /// `sidebar.left` symbol (drawn as a symbol placeholder) whose action
    /// (`primaryAction`) is `displayModeButtonTapped()`.
    open private(set) lazy var displayModeButtonItem = UIBarButtonItem(
        image: UIImage(systemName: "sidebar.left"),
        primaryAction: UIAction { [weak self] _ in self?.displayModeButtonTapped() })

    /// What a tap on `displayModeButtonItem` does. Apple: "You use this
    /// property in classic split view interfaces only. This button doesn't
    /// affect column-style split view interfaces. When a user taps this
    /// button, the display mode changes to the value last returned by the
    /// delegate's `targetDisplayModeForAction(in:)` method." So: classic
    /// style only, the delegate's mode (`.automatic`, the answer of a
    /// delegate without the method here, goes back to the preferred or
    /// automatic mode), the delegate told through `willChangeTo`.
    func displayModeButtonTapped() {
        guard style == .unspecified else { return }
        let target = delegate?.targetDisplayModeForAction(in: self) ?? .automatic
        shownMode = target == .automatic ? nil : target
        arrange()
    }

    /// Set by `show(_:)`/`hide(_:)`: the display mode chosen since, over the preferred one.
    private var shownMode: DisplayMode?
    var collapsedTop: Column?

    func attach(_ controller: UIViewController) {
        guard controller.parent !== self else { return }
        addChild(controller)
        controller.didMove(toParent: self)
    }

    private func detach(_ controller: UIViewController) {
        controller.willMove(toParent: nil)
        controller.viewIfLoaded?.removeFromSuperview()
        controller.removeFromParent()
    }

    // MARK: State

    /// Whether one column shows alone (Apple's `isCollapsed`): the
    /// controller is in its environment (`environmentEntered`) and its
    /// horizontal size class is compact. Apple: "Collapsing happens when
    /// the split view controller transitions from a horizontally regular
    /// to a horizontally compact environment", so a controller not yet
    /// shown is not collapsed.
    open var isCollapsed: Bool {
        environmentEntered && (viewIfLoaded?.traitCollection ?? UITraitCollection.current).horizontalSizeClass == .compact
    }

    /// The display mode in effect: the one `show`/`hide` chose, else the
    /// preferred one, else automatic's (beside when wider than tall).
    open var displayMode: DisplayMode {
        if let shownMode { return shownMode }
        if preferredDisplayMode != .automatic { return preferredDisplayMode }
        let bounds = viewIfLoaded?.bounds.size ?? .zero
        guard bounds.width > bounds.height else { return .secondaryOnly }
        let two = style == .tripleColumn
        switch splitBehavior {
        case .overlay: return two ? .twoOverSecondary : .oneOverSecondary
        case .displace: return two ? .twoDisplaceSecondary : .oneBesideSecondary
        default: return two ? .twoBesideSecondary : .oneBesideSecondary
        }
    }

    /// The split behaviour in effect: the preferred one, tile when automatic.
    open var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }

    /// The primary column's width (also when hidden): preferred points,
    /// else the fraction of the view's width, else 320; within the minimum and maximum.
    open var primaryColumnWidth: CGFloat {
        columnWidth(preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
                    minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
    }

    open var supplementaryColumnWidth: CGFloat {
        columnWidth(preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
                    minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth)
    }

    /// The inspector column's width: as the primary's, automatic 270
    /// (docs/uikit-numbers.md, "Split view controllers").
    open var inspectorColumnWidth: CGFloat {
        columnWidth(preferred: preferredInspectorColumnWidth, fraction: preferredInspectorColumnWidthFraction,
                    minimum: minimumInspectorColumnWidth, maximum: maximumInspectorColumnWidth,
                    automatic: Self.automaticInspectorWidth)
    }

    /// An automatic inspector column's width and maximum (docs/uikit-numbers.md).
    static let automaticInspectorWidth: CGFloat = 270

    private func columnWidth(preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat,
                             automatic: CGFloat = UISplitViewController.automaticColumnWidth) -> CGFloat {
        let width = viewIfLoaded?.bounds.width ?? 0
        let wanted = preferred >= 0 ? preferred : fraction >= 0 ? fraction * width : automatic
        let low = minimum >= 0 ? minimum : 0
        let high = maximum >= 0 ? maximum : automatic
        return max(low, min(high, wanted))
    }

    /// The columns a display mode shows, leading to trailing.
    private func displayedColumns(for mode: DisplayMode) -> [Column] {
        let triple = style == .tripleColumn
        switch mode {
        case .automatic, .secondaryOnly: return [.secondary]
        case .oneBesideSecondary, .oneOverSecondary: return triple ? [.supplementary, .secondary] : [.primary, .secondary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            return triple ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        }
    }

    /// The columns shown now, leading to trailing (one when collapsed: the
    /// compact column, else the primary, whose navigation stack holds the
    /// columns up to the top one; UISplitViewController+Collapse.swift).
    func shownColumns() -> [Column] {
        if isCollapsed {
            if style == .unspecified { return [] }
            if shownInColumn[.compact] != nil { return [.compact] }
            if shownInColumn[.primary] is UINavigationController { return [.primary] }
            return [collapsedTopColumn()]
        }
        return displayedColumns(for: displayMode)
    }

    /// The column on top when collapsed: the delegate's answer, proposed
    /// the column last shown, else `.secondary`; one that has a controller.
    func collapsedTopColumn() -> Column {
        let proposed = collapsedTop ?? .secondary
        let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
        return shownInColumn[top] != nil ? top : [.secondary, .primary, .supplementary].first { shownInColumn[$0] != nil } ?? top
    }

    // MARK: The view

    /// Whether the view is about to appear or has had its first layout
    /// pass, in the size and traits it is shown with: only then are the columns arranged (and
    /// collapsed, asking the delegate). Not in `loadView`: an app sets the
    /// delegate in `viewDidLoad` (WireGuard's main screen), after the view
    /// loads, and iOS collapses when the controller first gets a compact
    /// environment, which is later.
    var environmentEntered = false

    /// About to be shown, its size and traits given: the columns are
    /// arranged before the layout pass that places them.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        environmentEntered = true
        arrange()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        environmentEntered = true
        arrange()
    }

    open override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        arranged = nil
        arrange()
    }

    /// Places the shown columns' views (only when what decides it changed).
    private func arrange() {
        guard environmentEntered, let container = viewIfLoaded else { return }
        let key = "\(isCollapsed) \(displayMode) \(primaryColumnWidth) \(supplementaryColumnWidth) \(container.bounds.size) "
            + "\(shownColumns()) \((classic + shownInColumn.values).map { ObjectIdentifier($0).hashValue }.sorted()) "
            + "\(String(describing: collapsedTop)) \(inspectorIsShown) \(inspectorColumnWidth) \(container.traitCollection.displayScale)"
        guard key != arranged else { return }
        arranged = key
        let collapsed = isCollapsed, mode = displayMode
        if collapsed, collapsedState == nil { collapseColumns() } else if !collapsed { restoreCollapsedColumns() }
        let previous = lastState
        lastState = (collapsed, mode)
        if let previous, !collapsed, !previous.collapsed, previous.mode != mode {
            delegate?.splitViewController(self, willChangeTo: mode)
        }
        defer {
            // After the columns are placed, as UIKit tells its delegate once collapsed or expanded.
            if let previous, previous.collapsed != collapsed {
                if collapsed { delegate?.splitViewControllerDidCollapse(self) } else { delegate?.splitViewControllerDidExpand(self) }
            }
        }
        LayoutConstraint.deactivate(pins)
        pins = []
        let shown: [(controller: UIViewController, width: CGFloat?)]
        let over: Bool
        if style == .unspecified {
            shown = classicShown()
            over = displayMode == .oneOverSecondary
        } else {
            let columnsShown = shownColumns()
            shown = columnsShown.compactMap { column in
                shownInColumn[column].map { ($0, column == .secondary || columnsShown.count == 1 ? nil
                                                 : column == .primary ? primaryColumnWidth : supplementaryColumnWidth) }
            }
            over = [.oneOverSecondary, .twoOverSecondary].contains(displayMode)
        }
        let inspector = inspectorIsShown ? shownInColumn[.inspector] : nil
        removeChildViews(from: container, except: shown.map(\.controller) + [inspector].compactMap { $0 })
        let safe = container.safeAreaInsets
        // The inspector at the trailing edge, its width fixed; the secondary ends at its leading edge.
        var trailing = container.node.rightAnchor
        if let inspector {
            pins += pinInspector(inspector, in: container)
            passSafeArea(UIEdgeInsets(top: safe.top, left: 0, bottom: safe.bottom, right: safe.right), to: inspector)
            trailing = inspector.view.node.leftAnchor
        }
        defer { drawDecorations(in: container, leading: shown.dropLast().map(\.controller), inspector: inspector) }
        if over, let secondary = shown.last {
            // The columns lie over the secondary, which fills the view.
            pins += pinChildView(secondary.controller, in: container, at: 0, identifier: "UISplitViewController-secondary",
                                 right: trailing)
            passSafeArea(safe, to: secondary.controller)
            var leading = container.node.leftAnchor
            for column in shown.dropLast() {
                pins += pinChildView(column.controller, in: container, identifier: "UISplitViewController-column",
                                     left: leading, width: Double(column.width ?? 0))
                passSafeArea(UIEdgeInsets(top: safe.top, left: leading === container.node.leftAnchor ? safe.left : 0,
                                          bottom: safe.bottom, right: 0), to: column.controller)
                leading = column.controller.view.node.rightAnchor
            }
        } else {
            var leading = container.node.leftAnchor
            for (index, column) in shown.enumerated() {
                let last = index == shown.count - 1
                pins += pinChildView(column.controller, in: container, at: index,
                                     identifier: last ? "UISplitViewController-secondary" : "UISplitViewController-column",
                                     left: leading, right: last ? trailing : nil, width: last ? nil : Double(column.width ?? 0))
                passSafeArea(UIEdgeInsets(top: safe.top, left: index == 0 ? safe.left : 0, bottom: safe.bottom,
                                          right: last && inspector == nil ? safe.right : 0), to: column.controller)
                leading = column.controller.view.node.rightAnchor
            }
        }
        container.setNeedsLayout()
    }

    /// Classic style's shown controllers: collapsed, the primary (the
    /// secondary collapsed onto it: UISplitViewController+Collapse.swift);
    /// expanded, per display mode.
    private func classicShown() -> [(controller: UIViewController, width: CGFloat?)] {
        guard let primary = classic.first else { return [] }
        let secondary = classic.count > 1 ? classic[1] : nil
        if isCollapsed { return [(primary, nil)] }
        guard let secondary else { return [(primary, nil)] }
        return displayMode == .secondaryOnly ? [(secondary, nil)] : [(primary, primaryColumnWidth), (secondary, nil)]
    }

    open override var childForStatusBarStyle: UIViewController? { viewControllers.last }
}

/// What a split view controller asks and tells its delegate (UIKit's
/// `UISplitViewControllerDelegate`); every method optional.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column
    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    /// Not implemented: `.automatic` (the mode goes back to the preferred or automatic one).
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { .automatic }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? { nil }
}

extension UIViewController {
    /// The nearest ancestor that is a split view controller (UIKit's `splitViewController`).
    public var splitViewController: UISplitViewController? {
        var current = parent
        while let controller = current {
            if let split = controller as? UISplitViewController { return split }
            current = controller.parent
        }
        return nil
    }
}
