import Layout

/// A toolbar (UIKit's `UIToolbar`): 44 points of bar button items from the
/// leading margin, 8 points apart, a flexible space sharing what is left
/// with the other flexible spaces, a fixed space as wide as its `width`; a
/// space meets another space or a custom view with nothing between (``abuts(_:_:spaces:)``).
/// Drawn on its appearance's background with a shadow along its top; a
/// navigation controller's toolbar reaches down under the home indicator.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    private let backdrop = View()
    private let shadow = View()
    private var backdropBottom: LayoutConstraint!
    private var shadowHeight: LayoutConstraint!
    private var rowTop: LayoutConstraint!
    private let row = BarStack()
    private var rowConstraints: [LayoutConstraint] = []

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func buildParts() {
        let node = self.node
        backdrop.name = "UIToolbar.background"
        shadow.name = "UIToolbar.shadow"
        for part in [shadow, backdrop] {
            part.translatesAutoresizingMaskIntoConstraints = false
            node.insertSubview(part, at: 0)
        }
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)
        backdropBottom = backdrop.bottomAnchor.constraint(equalTo: node.bottomAnchor)
        shadowHeight = shadow.heightAnchor.constraint(equalToConstant: 1)
        rowTop = row.node.topAnchor.constraint(equalTo: node.topAnchor, constant: Double(itemsTop))
        LayoutConstraint.activate([
            backdrop.topAnchor.constraint(equalTo: node.topAnchor), backdrop.leftAnchor.constraint(equalTo: node.leftAnchor),
            node.rightAnchor.constraint(equalTo: backdrop.rightAnchor), backdropBottom,
            node.topAnchor.constraint(equalTo: shadow.bottomAnchor), shadow.leftAnchor.constraint(equalTo: node.leftAnchor),
            node.rightAnchor.constraint(equalTo: shadow.rightAnchor), shadowHeight,
            rowTop,
            row.node.heightAnchor.constraint(equalToConstant: Double(BarMetrics.barHeight)),
        ].map { $0.markSystem("UIToolbar-part") })
        updateSides()
        refresh()
    }

    open var items: [UIBarButtonItem]? { didSet { refresh() } }
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
    open var barStyle: UIBarStyle = .default
    open var isTranslucent = true
    open var barTintColor: UIColor? { didSet { appearanceSetterCalled("barTintColor"); refresh() } }
    open weak var delegate: (any UIToolbarDelegate)?

    open var standardAppearance = UIToolbarAppearance() { didSet { appearanceSetterCalled("standardAppearance"); refresh() } }
    open var compactAppearance: UIToolbarAppearance? { didSet { appearanceSetterCalled("compactAppearance"); refresh() } }
    /// Drawn when the content under the toolbar ends at it; nil: the
    /// standard appearance with a transparent background.
    open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { appearanceSetterCalled("scrollEdgeAppearance"); refresh() } }
    open var compactScrollEdgeAppearance: UIToolbarAppearance? { didSet { appearanceSetterCalled("compactScrollEdgeAppearance"); refresh() } }

    /// Whether the content's bottom is at the toolbar (set by its
    /// navigation controller: UIViewController+ScrollEdge.swift); a
    /// toolbar without one draws its standard appearance, as Apple documents.
    var isAtScrollEdge = false { didSet { if oldValue != isAtScrollEdge { refresh() } } }

    /// The appearance drawn now: in a compact height the compact ones first
    /// (`compactScrollEdgeAppearance` nil: `scrollEdgeAppearance`), at the
    /// scroll edge the scroll-edge one, nil: the standard one with a
    /// transparent background (Apple, `UIToolbar.scrollEdgeAppearance`).
    var drawnAppearance: UIToolbarAppearance {
        let compact = traitCollection.verticalSizeClass == .compact
        let standard = (compact ? compactAppearance : nil) ?? standardAppearance
        guard isAtScrollEdge else { return standard }
        if let edge = (compact ? compactScrollEdgeAppearance : nil) ?? scrollEdgeAppearance { return edge }
        let transparent = UIToolbarAppearance(barAppearance: standard)
        transparent.configureWithTransparentBackground()
        return transparent
    }

    /// Where the 44-point row of items starts under the bar's top: 0 for a
    /// standalone toolbar; a navigation controller's 3 on an iPad (centred in
    /// its 50), 5 on a phone (at the bottom of its 49), set by the controller.
    var itemsTop: CGFloat = 0 {
        didSet { rowTop?.constant = Double(itemsTop) }
    }

    /// How far the background reaches below the bar (the home indicator's safe area).
    var backgroundExtension: CGFloat = 0 { didSet { backdropBottom.constant = Double(backgroundExtension) } }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: BarMetrics.barHeight) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: BarMetrics.barHeight) }

    /// The side margins follow the screen's width too (`SystemMinimumMargin`).
    func screenWidthDidChange() { updateSides() }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        updateSides()
        refresh()
    }

    /// The row stands in by the side margin inside the safe area
    /// (`BarMetrics.contentInsets(of:)`).
    private func updateSides() {
        LayoutConstraint.deactivate(rowConstraints)
        let insets = BarMetrics.contentInsets(of: self), node = self.node
        rowConstraints = [
            row.node.leadingAnchor.constraint(equalTo: node.leadingAnchor, constant: Double(insets.leading)),
            node.trailingAnchor.constraint(equalTo: row.node.trailingAnchor, constant: Double(insets.trailing)),
        ].map { $0.markSystem("UIToolbar-part") }
        LayoutConstraint.activate(rowConstraints)
    }

    /// A landscape phone's safe area (given by the navigation controller):
    /// the items move inside it; the background still spans the bar.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        guard backdropBottom != nil else { return }
        updateSides()
    }

    /// The buttons and spaces, and the look.
    private func refresh() {
        guard backdropBottom != nil else { return }
        let traits = traitCollection
        let look = drawnAppearance
        var background = look.paintedBackground()
        if !isAtScrollEdge, look.background == .default, let barTintColor { background = barTintColor }
        backdrop.backgroundColor = resolvedColor(background, with: traits)
        shadow.backgroundColor = resolvedColor(look.shadowColor, with: traits)
        shadow.isHidden = look.shadowColor == nil
        shadowHeight.constant = 1 / max(1, Double(traits.displayScale))
        var views: [UIView] = []
        var spaces: Set<ObjectIdentifier> = []
        var flexible: [UIView] = []
        var sizes: [NSLayoutConstraint] = []
        for item in items ?? [] where !item.isHidden {
            if item.systemItem == .flexibleSpace {
                let space = UIView()
                space.setContentHuggingPriority(UILayoutPriority(1), for: .horizontal)
                if let first = flexible.first { sizes.append(space.widthAnchor.constraint(equalTo: first.widthAnchor)) }
                flexible.append(space)
                views.append(space)
                spaces.insert(ObjectIdentifier(space))
            } else if item.systemItem == .fixedSpace {
                let space = UIView()
                space.widthAnchor.constraint(equalToConstant: item.width).isActive = true
                views.append(space)
                spaces.insert(ObjectIdentifier(space))
            } else {
                views.append(BarButtonView(item: item))
            }
        }
        // Without a flexible space the items keep to the leading side.
        if flexible.isEmpty {
            let rest = UIView()
            rest.setContentHuggingPriority(UILayoutPriority(1), for: .horizontal)
            views.append(rest)
            spaces.insert(ObjectIdentifier(rest))
        }
        for view in views { view.heightAnchor.constraint(equalToConstant: BarMetrics.barHeight).isActive = true }
        row.spacing = BarMetrics.itemSpacing
        row.show(views)
        for (view, next) in zip(views, views.dropFirst()) where Self.abuts(view, next, spaces: spaces) {
            row.setCustomSpacing(0, after: view)
        }
        // Spaces are sized once they share the row (a constraint needs a common ancestor).
        NSLayoutConstraint.activate(sizes)
    }
}

extension UIToolbar {
    /// Whether two neighbours of the row meet with no spacing: a space (fixed,
    /// flexible, or the rest of a row without a flexible one) against another
    /// space or a custom view. UIKit's toolbar lays its button bar out with
    /// `'UISV-spacing'` 0 beside its spacer views (logged on iOS 12 and 15) and
    /// draws two custom views 10 apart across a 10-point fixed space (iPadOS
    /// 18.6); a title's 8 beside a space is its button's own padding there
    /// (`TB_Leading_Leading`/`TB_Trailing_Trailing` 8, iOS 12 to 18), kept here
    /// as the row's 8, and an image item keeps the 8 too (unmeasured).
    /// docs/uikit-numbers.md, "Space between bar button items".
    static func abuts(_ view: UIView, _ next: UIView, spaces: Set<ObjectIdentifier>) -> Bool {
        func isSpace(_ view: UIView) -> Bool { spaces.contains(ObjectIdentifier(view)) }
        func isCustom(_ view: UIView) -> Bool { (view as? BarButtonView)?.item.customView != nil }
        return (isSpace(view) && (isSpace(next) || isCustom(next))) || (isSpace(next) && isCustom(view))
    }
}

/// What a toolbar tells its delegate (UIKit's `UIToolbarDelegate`): nothing here.
@preconcurrency @MainActor
public protocol UIToolbarDelegate: AnyObject {}
