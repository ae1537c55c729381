import Layout

/// A navigation bar (UIKit's `UINavigationBar`), drawn: its background and
/// shadow from its appearance, its top item's title (centred, 17 points
/// semibold) or title view, or its large title (34 points bold, at the
/// leading margin under the row of items), the top item's left and right
/// bar button items, the back button (a chevron and the previous item's
/// back title, its title, or "Back"), and the top item's search
/// controller's bar. The numbers and their sources: docs/uikit-numbers.md,
/// "Bars".
///
/// A navigation controller's bar shows the stack's navigation items and
/// is laid out by the controller (44 points, 96 with a large title, from
/// the top of the safe area; its background reaches up under the status
/// bar). A bar made in code shows the items set on it.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    weak var navigationController: UINavigationController?
    private var ownItems: [UINavigationItem] = []

    private let backdrop = View()
    private let shadow = View()
    private var backdropTop: LayoutConstraint!
    private let leftStack = BarStack()
    private let rightStack = BarStack()
    private let titleLabel = UILabel()
    private let largeTitleLabel = UILabel()
    /// The large title's area under the row, clipping the title as the
    /// area shrinks with the content scrolled under the bar.
    private let largeTitleArea = UIView()
    private var largeTitleAreaTop: LayoutConstraint!
    private var largeTitleAreaBottom: LayoutConstraint!
    private var titleViewShown: UIView?
    private var titleViewConstraints: [LayoutConstraint] = []
    private var searchBarShown: UISearchBar?
    private var searchBarConstraints: [LayoutConstraint] = []
    private var sideConstraints: [LayoutConstraint] = []
    /// The left items' leading edge: the margin, or 7 before it when the
    /// back button leads them (``leftStackInset``).
    private var leftStackLeading: LayoutConstraint?
    /// Whether the left items start with the back button.
    private var showsBackButton = false
    private var largeTitleTop: LayoutConstraint!
    /// The row of items' top and the title's middle: they move down in a sheet's taller bar.
    private var rowConstraints: [LayoutConstraint] = []
    private var titleMiddle: LayoutConstraint!
    private var shadowHeight: LayoutConstraint!

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func buildParts() {
        let node = self.node
        backdrop.name = "UINavigationBar.background"
        shadow.name = "UINavigationBar.shadow"
        for part in [shadow, backdrop] {
            part.translatesAutoresizingMaskIntoConstraints = false
            node.insertSubview(part, at: 0)
        }
        backdropTop = backdrop.topAnchor.constraint(equalTo: node.topAnchor)
        var made = [
            backdropTop!, backdrop.leftAnchor.constraint(equalTo: node.leftAnchor),
            node.rightAnchor.constraint(equalTo: backdrop.rightAnchor),
            node.bottomAnchor.constraint(equalTo: backdrop.bottomAnchor),
            shadow.topAnchor.constraint(equalTo: node.bottomAnchor),
            shadow.leftAnchor.constraint(equalTo: node.leftAnchor),
            node.rightAnchor.constraint(equalTo: shadow.rightAnchor),
        ]
        shadowHeight = shadow.heightAnchor.constraint(equalToConstant: 1)
        made.append(shadowHeight)
        for view in [leftStack, rightStack, titleLabel, largeTitleArea] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        largeTitleArea.clipsToBounds = true
        largeTitleLabel.translatesAutoresizingMaskIntoConstraints = false
        largeTitleArea.addSubview(largeTitleLabel)
        titleLabel.font = .systemFont(ofSize: BarMetrics.titleFontSize, weight: .semibold)
        titleLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        largeTitleLabel.font = BarMetrics.largeTitleFont(for: traitCollection)
        largeTitleLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        let title = titleLabel.node, large = largeTitleLabel.node, left = leftStack.node, right = rightStack.node
        let area = largeTitleArea.node
        // The large title sits on its area's bottom, the bar's (above a
        // search bar's row), so that it follows the bar's height as the
        // title grows and as the content scrolled under the bar shrinks it.
        largeTitleTop = area.bottomAnchor.constraint(equalTo: large.bottomAnchor, constant: Double(BarMetrics.largeTitleBottom))
        largeTitleAreaTop = area.topAnchor.constraint(equalTo: node.topAnchor, constant: Double(BarMetrics.barHeight))
        largeTitleAreaBottom = node.bottomAnchor.constraint(equalTo: area.bottomAnchor)
        rowConstraints = [left.topAnchor.constraint(equalTo: node.topAnchor), right.topAnchor.constraint(equalTo: node.topAnchor)]
        titleMiddle = title.centerYAnchor.constraint(equalTo: node.topAnchor, constant: Double(BarMetrics.barHeight / 2))
        made += rowConstraints + [
            left.heightAnchor.constraint(equalToConstant: Double(BarMetrics.barHeight)),
            right.heightAnchor.constraint(equalToConstant: Double(BarMetrics.barHeight)),
            titleMiddle,
            // Centred while it fits; a title the items crowd moves off centre
            // whole before it is cut (its compression resistance, 250, beats
            // the centring), as UIKit draws it (docs/uikit-numbers.md, "Space
            // between bar button items").
            title.centerXAnchor.constraint(equalTo: node.centerXAnchor).withPriority(LayoutPriority(200)),
            title.leadingAnchor.constraint(greaterThanOrEqualTo: left.trailingAnchor, constant: Double(BarMetrics.titleToItemSpacing)),
            right.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: Double(BarMetrics.titleToItemSpacing)),
            largeTitleTop, largeTitleAreaTop, largeTitleAreaBottom,
            area.leftAnchor.constraint(equalTo: node.leftAnchor), node.rightAnchor.constraint(equalTo: area.rightAnchor),
        ]
        LayoutConstraint.activate(made.map { $0.markSystem("UINavigationBar-part") })
        updateSides()
        refresh()
    }

    /// The items, bottom first: a navigation controller's stack's navigation
    /// items, or those set on a standalone bar.
    open var items: [UINavigationItem]? {
        get { navigationController.map { $0.viewControllers.map(\.navigationItem) } ?? ownItems }
        set {
            ownItems = newValue ?? []
            itemsDidChange()
        }
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items }
    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        ownItems.append(item)
        itemsDidChange()
    }

    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        let popped = ownItems.popLast()
        itemsDidChange()
        return popped
    }

    open weak var delegate: (any UINavigationBarDelegate)?

    open var prefersLargeTitles = false { didSet { itemsDidChange() } }
    open var barStyle: UIBarStyle = .default
    open var isTranslucent = true
    /// The legacy background colour: drawn by the standard appearance when
    /// none was set (the scroll-edge appearance ignores it, as in iOS 15).
    open var barTintColor: UIColor? { didSet { appearanceSetterCalled("barTintColor"); refresh() } }
    /// The legacy title attributes, under the appearance's.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { appearanceSetterCalled("titleTextAttributes"); refresh() } }
    /// A change of font changes the bar's height: the controller lays it out again.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { appearanceSetterCalled("largeTitleTextAttributes"); itemsDidChange() } }
    open var shadowImage: UIImage?
    open var backIndicatorImage: UIImage?
    open var backIndicatorTransitionMaskImage: UIImage?

    /// The look of a bar whose content is scrolled (iOS 13); UIKit's default
    /// background.
    open var standardAppearance = UINavigationBarAppearance() { didSet { appearanceSetterCalled("standardAppearance"); refresh() } }
    open var compactAppearance: UINavigationBarAppearance? { didSet { appearanceSetterCalled("compactAppearance"); refresh() } }
    /// The look at the top of the content; nil: the standard appearance
    /// with a transparent background, as UIKit documents.
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { appearanceSetterCalled("scrollEdgeAppearance"); refresh() } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { appearanceSetterCalled("compactScrollEdgeAppearance"); refresh() } }

    private var backgroundImages: [UIBarMetrics: UIImage] = [:]
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
    }
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }

    // MARK: What is shown

    /// Whether the content under the bar is at its top (a navigation
    /// controller's content that is not a scroll view, or one not scrolled):
    /// the scroll-edge appearance is drawn.
    var isAtScrollEdge = false { didSet { if oldValue != isAtScrollEdge { refresh() } } }

    /// How far the background reaches above the bar (the status bar's height).
    var backgroundExtension: CGFloat = 0 { didSet { backdropTop.constant = -Double(backgroundExtension) } }

    /// Whether the top item's title is drawn large: the bar prefers large
    /// titles and the item's mode is `.always`, or `.automatic` with every
    /// item below it on `.automatic` or `.always` back to one that is
    /// `.always` or the root (UIKit: "inherits the large-title setting from
    /// the previous navigation item").
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, let items, !items.isEmpty else { return false }
        for item in items.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// Whether the bar is a sheet's: its navigation controller is presented
    /// as a page or form sheet (`.automatic` is a page sheet since iOS 13).
    var isInSheet: Bool {
        // The presented controller is the navigation controller or one it is inside.
        var controller: UIViewController? = navigationController
        while let candidate = controller {
            if candidate.presentingStorage != nil {
                return [.pageSheet, .formSheet, .automatic].contains(candidate.modalPresentationStyle)
            }
            controller = candidate.parent
        }
        return false
    }

    /// The height of the bar's row of items and standard title: 44 (an
    /// iPad's 50), 56 in a sheet, whose 44-point row of items sits 6 points
    /// down; the items' 44-point row is centred in it.
    var rowHeight: CGFloat {
        isInSheet ? BarMetrics.sheetBarHeight : BarMetrics.navigationBarRowHeight(for: traitCollection)
    }
    /// The row height the bar last laid out with, to hear of an idiom's change.
    private var laidOutRowHeight = BarMetrics.barHeight

    /// What the large title adds under the row: 52 points at the default
    /// size, more for a larger title (a larger Dynamic Type size, or the
    /// app's font): 73 at AX5's 60 points, as UIKit draws it
    /// (`BarMetrics.largeTitleHeight(pointSize:)`).
    private var largeTitleAreaHeight: CGFloat {
        BarMetrics.largeTitleHeight(pointSize: largeTitleLabel.font.pointSize)
    }

    /// The integrated search bar's row: 52 at the default Dynamic Type
    /// size, its field's growth more at a larger one (UIKit's drawing:
    /// `BarMetrics.searchRowHeight(for:)`).
    private var searchRowHeight: CGFloat { BarMetrics.searchRowHeight(for: traitCollection) }

    /// The bar's height with its content at rest: the row of items, a
    /// large title's 52 points (more when its font is larger than the
    /// default 34), the search bar's row. The content under the bar
    /// starts there (its safe area's top), however far it is scrolled.
    var restingHeight: CGFloat {
        rowHeight + (showsLargeTitle ? largeTitleAreaHeight : 0)
            + (integratedSearchController != nil ? searchRowHeight : 0)
    }

    /// How far the observed content is scrolled up from where it rests
    /// (negative: pulled down past its top); set by the navigation
    /// controller, which observes the top controller's scroll view.
    var contentScrolled: CGFloat = 0 {
        didSet {
            guard oldValue != contentScrolled, collapsesLargeTitle else { return }
            invalidateIntrinsicContentSize()
            // Drawn again only when the title moves between the area and the row.
            if drawsLargeTitle(scrolled: oldValue) != drawsLargeTitle(scrolled: contentScrolled) { refresh() }
        }
    }

    /// Whether the large title is drawn (rather than the inline one) with
    /// the content scrolled `scrolled`: a large title's bar, with more than
    /// `BarMetrics.largeTitleHandOff` of a collapsing area left.
    private func drawsLargeTitle(scrolled: CGFloat) -> Bool {
        guard showsLargeTitle else { return false }
        guard collapsesLargeTitle else { return true }
        return BarMetrics.largeTitleAreaShown(largeTitleAreaHeight, scrolled: scrolled) > BarMetrics.largeTitleHandOff
    }

    /// Whether the large title collapses as the content scrolls: a large
    /// title without an integrated search bar (whose hiding on scroll,
    /// `hidesSearchBarWhenScrolling`, is not modelled: that bar keeps its
    /// height).
    var collapsesLargeTitle: Bool { showsLargeTitle && integratedSearchController == nil }

    /// The large title's area as drawn: all of it at rest, less as the
    /// content scrolls up, more when it is pulled down
    /// (`BarMetrics.largeTitleAreaShown`).
    var largeTitleAreaShown: CGFloat {
        guard showsLargeTitle else { return 0 }
        let area = largeTitleAreaHeight
        return collapsesLargeTitle ? BarMetrics.largeTitleAreaShown(area, scrolled: contentScrolled) : area
    }

    /// Whether the content's top edge is at the bar's bottom edge: not
    /// scrolled, or scrolled no further than a collapsing large title's
    /// area, whose bottom stays on the content's top as it shrinks
    /// (Apple, `scrollEdgeAppearance`: "when the edge of any scroll view
    /// connected to the navigation bar is aligned with the edge of the
    /// navigation bar").
    var contentIsAtEdge: Bool {
        contentScrolled <= (collapsesLargeTitle ? largeTitleAreaHeight : 0)
    }

    /// The bar's height as drawn: the resting height, less what the content
    /// scrolled under it took from a large title's area (96 − d while a
    /// scroll d is under 52, then the 44-point row), more when it is
    /// pulled down.
    var contentHeight: CGFloat {
        rowHeight + largeTitleAreaShown + (integratedSearchController != nil ? searchRowHeight : 0)
    }

    /// The top item's search controller, when the bar shows it: only a
    /// navigation controller's bar does (Apple, `UINavigationItem.searchController`:
    /// "The navigation controller integrates the search bar from your search
    /// controller into the navigation bar interface"). A standalone bar
    /// stays 44 points and its row of items is not covered by a search bar.
    var integratedSearchController: UISearchController? {
        navigationController == nil ? nil : topItem?.searchController
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: contentHeight) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: contentHeight) }

    /// An item changed: the bar is drawn again and its controller lays it out again.
    func itemsDidChange() {
        refresh()
        invalidateIntrinsicContentSize()
        navigationController?.barDidChange()
    }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        updateSides()
        refresh()
        // A large title grows with the Dynamic Type size, and the bar with
        // it; an iPad's row is taller than a phone's.
        let row = rowHeight
        defer { laidOutRowHeight = row }
        if showsLargeTitle || row != laidOutRowHeight {
            invalidateIntrinsicContentSize()
            navigationController?.barDidChange()
        }
    }

    /// The side margins follow the screen's width too (`SystemMinimumMargin`),
    /// the integrated search bar's with them (20 on a 414-point iPhone, as
    /// UIKit drew it: docs/uikit-numbers.md, "Bars").
    func screenWidthDidChange() {
        updateSides()
        showSearchBar(searchBarShown)
    }

    /// The appearance drawn now.
    var drawnAppearance: UINavigationBarAppearance {
        let item = topItem
        let compact = traitCollection.verticalSizeClass == .compact
        let standard = (compact ? item?.compactAppearance ?? compactAppearance : nil)
            ?? item?.standardAppearance ?? standardAppearance
        guard isAtScrollEdge else { return standard }
        if let edge = (compact ? item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance : nil)
            ?? item?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        let transparent = UINavigationBarAppearance(barAppearance: standard)
        transparent.configureWithTransparentBackground()
        return transparent
    }

    /// Side margins follow the size class and the screen's width, inside
    /// the bar's safe area (`BarMetrics.contentInsets(of:)`).
    private func updateSides() {
        LayoutConstraint.deactivate(sideConstraints)
        let insets = BarMetrics.contentInsets(of: self), node = self.node
        let leading = Double(insets.leading), trailing = Double(insets.trailing)
        let left = leftStack.node.leadingAnchor.constraint(equalTo: node.leadingAnchor, constant: Double(leftStackInset(insets.leading)))
        leftStackLeading = left
        sideConstraints = [
            left,
            node.trailingAnchor.constraint(equalTo: rightStack.node.trailingAnchor, constant: trailing),
            largeTitleLabel.node.leadingAnchor.constraint(equalTo: node.leadingAnchor, constant: leading),
            node.trailingAnchor.constraint(greaterThanOrEqualTo: largeTitleLabel.node.trailingAnchor, constant: trailing),
        ].map { $0.markSystem("UINavigationBar-part") }
        LayoutConstraint.activate(sideConstraints)
    }

    /// Where the left items start, `leading` in from the bar's leading
    /// edge (its margin inside the safe area): there, or, when the back
    /// button leads them, `BarMetrics.backChevronBeforeMargin` (7) before
    /// it, where UIKit draws the back chevron's ink (x 9 of a 375-point bar
    /// whose margin is 16, 13 of a 414-point one's 20: docs/uikit-numbers.md,
    /// "Back button chevron").
    private func leftStackInset(_ leading: CGFloat) -> CGFloat {
        showsBackButton ? leading - BarMetrics.backChevronBeforeMargin : leading
    }

    /// A landscape phone's safe area (given by the navigation controller):
    /// the items, the large title and the search bar move inside it.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        guard backdropTop != nil else { return }
        updateSides()
        showSearchBar(searchBarShown)
    }

    /// Draws the top item: background, shadow, titles, items, search bar.
    private func refresh() {
        guard backdropTop != nil else { return }
        let traits = traitCollection
        let look = drawnAppearance
        let item = topItem
        var background = look.paintedBackground()
        if !isAtScrollEdge, look.background == .default, item?.standardAppearance == nil, let barTintColor { background = barTintColor }
        backdrop.backgroundColor = resolvedColor(background, with: traits)
        shadow.backgroundColor = resolvedColor(look.shadowColor, with: traits)
        shadow.isHidden = look.shadowColor == nil
        shadowHeight.constant = 1 / max(1, Double(traits.displayScale))

        let titleAttributes = (titleTextAttributes ?? [:]).merging(look.titleTextAttributes) { $1 }
        let largeAttributes = (largeTitleTextAttributes ?? [:]).merging(look.largeTitleTextAttributes) { $1 }
        titleLabel.text = item?.title
        titleLabel.font = titleAttributes[.font] as? UIFont ?? .systemFont(ofSize: BarMetrics.titleFontSize, weight: .semibold)
        titleLabel.textColor = titleAttributes[.foregroundColor] as? UIColor ?? .label
        largeTitleLabel.text = item?.title
        largeTitleLabel.font = largeAttributes[.font] as? UIFont ?? BarMetrics.largeTitleFont(for: traits)
        // A large title shrunk to its last 10 points has handed the title
        // to the row (a re-implementation's threshold: BarMetrics); its
        // font, just set, gives its area's height.
        let largeShown = drawsLargeTitle(scrolled: contentScrolled)
        titleLabel.isHidden = largeShown || item?.titleView != nil
        let row = rowHeight
        for constraint in rowConstraints { constraint.constant = Double((row - BarMetrics.barHeight) / 2) }
        titleMiddle.constant = Double(row / 2)
        let search = integratedSearchController
        largeTitleAreaTop.constant = Double(row)
        largeTitleAreaBottom.constant = Double(search != nil ? searchRowHeight : 0)
        largeTitleLabel.textColor = largeAttributes[.foregroundColor] as? UIColor ?? .label
        largeTitleArea.isHidden = !largeShown
        largeTitleLabel.isHidden = !largeShown
        showTitleView(largeShown ? nil : item?.titleView)
        let left = leftButtons()
        showsBackButton = (left.first as? BarButtonView)?.isBackButton ?? false
        leftStackLeading?.constant = Double(leftStackInset(BarMetrics.contentInsets(of: self).leading))
        leftStack.show(left, edgeAtEnd: false)
        rightStack.show((item?.rightBarButtonItems ?? []).reversed().map { BarButtonView(item: $0) }, edgeAtEnd: true)
        showSearchBar(search?.searchBar)
        setNeedsLayout()
    }

    /// The back button (unless hidden or replaced) and the left items.
    private func leftButtons() -> [UIView] {
        guard let item = topItem else { return [] }
        let left = (item.leftBarButtonItems ?? []).map { BarButtonView(item: $0) }
        guard let back = backItem, !item.hidesBackButton, left.isEmpty || item.leftItemsSupplementBackButton else { return left }
        let candidates = back.backButtonTitleCandidates
        let title = candidates[min(backTitleChoice, candidates.count - 1)]
        let button = BarButtonView(item: back.backBarButtonItem ?? UIBarButtonItem(), title: title ?? "", leadingGlyph: "<")
        button.accessibilityIdentifier = "BackButton"
        button.onTap = { [weak self] in self?.goBack() }
        return [button] + left
    }

    /// Which of the back item's `backButtonTitleCandidates` the back button
    /// shows: the first that fits (``fittingBackTitleChoice()``).
    private var backTitleChoice = 0

    /// Chooses the back button's title for the width laid out; a change
    /// retitles the button (its views stay: this runs inside a layout pass)
    /// and lays the bar out once more (the choice depends only on the width,
    /// the title and the other items, so it settles).
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard backdropTop != nil else { return }
        let choice = fittingBackTitleChoice()
        guard choice != backTitleChoice else { return }
        backTitleChoice = choice
        guard let back = leftStack.arrangedSubviews.first as? BarButtonView, back.isBackButton,
              let label = back.subviews.lazy.compactMap({ $0 as? UILabel }).first,
              let candidates = backItem?.backButtonTitleCandidates else { return }
        label.text = candidates[min(choice, candidates.count - 1)] ?? ""
        setNeedsLayout()
    }

    /// The first back title that leaves the title where it is drawn (centred,
    /// or pushed left by the right items) with the items' spacing, or ends
    /// before the right items when no inline title is drawn; else the last
    /// (the chevron alone). Apple gives the order and "according to the
    /// available space", not the measure of the space; this one is
    /// Trellis's (docs/uikit-numbers.md, "Back button title").
    private func fittingBackTitleChoice() -> Int {
        guard let back = backItem, let top = topItem, !top.hidesBackButton,
              top.leftBarButtonItems?.isEmpty ?? true || top.leftItemsSupplementBackButton else { return 0 }
        let candidates = back.backButtonTitleCandidates
        guard candidates.count > 1, bounds.width > 0 else { return 0 }
        let insets = BarMetrics.contentInsets(of: self)
        let start = insets.leading - BarMetrics.backChevronBeforeMargin
        // The left items after the back button keep their widths.
        let others = leftStack.arrangedSubviews.dropFirst().reduce(CGFloat(0)) { $0 + $1.frame.width + BarMetrics.itemSpacing }
        let hasRight = !rightStack.arrangedSubviews.isEmpty
        let right = bounds.width - insets.trailing - (hasRight ? rightStack.frame.width : 0)
        // The left edge of what follows the back button, and the space kept before it.
        func edge(width: CGFloat, spacing: CGFloat) -> CGFloat {
            min(bounds.width / 2 - width / 2, right - (hasRight ? spacing : 0) - width) - spacing
        }
        let end: CGFloat
        if let shown = titleViewShown {
            end = edge(width: shown.frame.width, spacing: BarMetrics.itemSpacing)
        } else if !titleLabel.isHidden, let text = titleLabel.text, !text.isEmpty {
            end = edge(width: textWidth(text, font: titleLabel.font), spacing: BarMetrics.titleToItemSpacing)
        } else {
            end = right - (hasRight ? BarMetrics.itemSpacing : 0)
        }
        let available = end - start - others
        let attributes = (back.backBarButtonItem ?? UIBarButtonItem()).titleTextAttributes(for: .normal) ?? [:]
        let font = attributes[.font] as? UIFont ?? .systemFont(ofSize: BarMetrics.itemFontSize)
        let chevron = SymbolGlyphView(shape: .backChevron, color: nil).intrinsicContentSize.width
        for (index, title) in candidates.enumerated() {
            let width = chevron + BarMetrics.backGlyphToTitle + (title.map { textWidth($0, font: font) } ?? 0)
            if width <= available { return index }
        }
        return candidates.count - 1
    }

    /// `text` on one line in `font`, measured by the bar's text engine.
    private func textWidth(_ text: String, font: UIFont) -> CGFloat {
        let line = node.effectiveTextMeasurer.measure(TextMeasurementRequest(
            text: text, font: font.layoutFont, width: nil, numberOfLines: 1, lineBreakMode: .byClipping))
        return CGFloat(line.size.width)
    }

    /// The back button's tap: the controller pops, a standalone bar pops its item.
    private func goBack() {
        if let navigationController {
            navigationController.popViewController(animated: true)
        } else if let top = topItem, delegate?.navigationBar(self, shouldPop: top) ?? true {
            popItem(animated: true)
            delegate?.navigationBar(self, didPop: top)
        }
    }

    private func showTitleView(_ view: UIView?) {
        guard view !== titleViewShown else { return }
        LayoutConstraint.deactivate(titleViewConstraints)
        titleViewConstraints = []
        if let old = titleViewShown, old.superview === self { old.removeFromSuperview() }
        titleViewShown = view
        guard let view else { return }
        addSubview(view)
        let inner = view.node, node = self.node
        var made = [
            inner.centerXAnchor.constraint(equalTo: node.centerXAnchor).withPriority(.defaultHigh),
            inner.centerYAnchor.constraint(equalTo: node.topAnchor, constant: Double(rowHeight / 2)),
            inner.leadingAnchor.constraint(greaterThanOrEqualTo: leftStack.node.trailingAnchor, constant: Double(BarMetrics.itemSpacing)),
            rightStack.node.leadingAnchor.constraint(greaterThanOrEqualTo: inner.trailingAnchor, constant: Double(BarMetrics.itemSpacing)),
        ]
        if view.translatesAutoresizingMaskIntoConstraints {
            // Since iOS 11 the bar lays its title view out with Auto Layout:
            // a dimension the view has an intrinsic size in is sized by it
            // (a segmented control made with `init(items:)` and a zero
            // frame, deltachat's QR screen); only a dimension without one
            // keeps the frame's size, centred.
            view.translatesAutoresizingMaskIntoConstraints = false
            let intrinsic = view.intrinsicContentSize
            if intrinsic.width == UIView.noIntrinsicMetric {
                made.append(inner.widthAnchor.constraint(equalToConstant: Double(view.untransformedFrame.width)).withPriority(.defaultHigh))
            }
            if intrinsic.height == UIView.noIntrinsicMetric {
                made.append(inner.heightAnchor.constraint(equalToConstant: Double(view.untransformedFrame.height)))
            }
        }
        titleViewConstraints = made.map { $0.markSystem("UINavigationBar-titleView") }
        LayoutConstraint.activate(titleViewConstraints)
    }

    private func showSearchBar(_ bar: UISearchBar?) {
        LayoutConstraint.deactivate(searchBarConstraints)
        searchBarConstraints = []
        if let old = searchBarShown, old !== bar, old.superview === self { old.removeFromSuperview() }
        searchBarShown = bar
        guard let bar else { return }
        if bar.superview !== self { addSubview(bar) }
        bar.translatesAutoresizingMaskIntoConstraints = false
        bar.isIntegratedInNavigationBar = true
        let inner = bar.node, node = self.node
        let insets = BarMetrics.contentInsets(of: self), fieldInset = BarMetrics.searchFieldInset
        let leading = Double(insets.leading - fieldInset), trailing = Double(insets.trailing - fieldInset)
        // The row sits on the bar's bottom, as the large title sits on the
        // row: both follow the bar's height, which grows with the title's
        // line (Dynamic Type, the app's font) whenever it is measured. A
        // top worked out here went stale when the title's height changed
        // after the search controller was shown.
        searchBarConstraints = [
            node.bottomAnchor.constraint(equalTo: inner.bottomAnchor),
            inner.heightAnchor.constraint(equalToConstant: Double(searchRowHeight)),
            inner.leadingAnchor.constraint(equalTo: node.leadingAnchor, constant: leading),
            node.trailingAnchor.constraint(equalTo: inner.trailingAnchor, constant: trailing),
        ].map { $0.markSystem("UINavigationBar-searchBar") }
        LayoutConstraint.activate(searchBarConstraints)
    }
}

/// What a standalone navigation bar tells its delegate (UIKit's
/// `UINavigationBarDelegate`); every method optional.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: AnyObject {
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}

/// A row of bar buttons, centred on the row's middle, 8 points apart.
@preconcurrency @MainActor
final class BarStack: UIStackView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        axis = .horizontal
        alignment = .fill
        spacing = BarMetrics.itemSpacing
        setContentHuggingPriority(.required, for: .horizontal)
        // Empty, the row is no wide (a stack without views has no width of its own).
        LayoutConstraint.activate([node.widthAnchor.constraint(equalToConstant: 0).withPriority(.fittingSizeLevel)
            .markSystem("UINavigationBar-emptyRow")])
    }

    required init(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Replaces the buttons.
    func show(_ views: [UIView]) {
        for old in arrangedSubviews {
            removeArrangedSubview(old)
            old.removeFromSuperview()
        }
        for view in views { addArrangedSubview(view) }
    }

    /// Replaces the buttons of one side of a navigation bar, padding the
    /// image items' sides that face another item or the title; `edgeAtEnd`
    /// for the right side, whose last button meets the bar's edge.
    func show(_ views: [UIView], edgeAtEnd: Bool) {
        show(views)
        for (index, view) in views.enumerated() {
            guard let button = view as? BarButtonView else { continue }
            button.padImage(leading: edgeAtEnd || index > 0, trailing: !edgeAtEnd || index < views.count - 1)
        }
    }
}
