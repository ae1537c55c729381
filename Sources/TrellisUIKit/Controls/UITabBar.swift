import Layout

/// A tab bar (UIKit's `UITabBar`): its items side by side in equal widths
/// across a 49-point row, each its image (the selected image when
/// selected) above its title in 10-point medium type, tinted when
/// selected and grey otherwise, with a badge at the image's top trailing
/// corner. An iPad's row is 50 points, and in a regular width its items
/// are inline: as wide as their image, 6 points and a 13-point title,
/// spread with equal space before, between and after them. Drawn on its
/// appearance's background with a shadow along its top; a tab bar
/// controller's bar reaches down under the home indicator.
@preconcurrency @MainActor
open class UITabBar: UIView {
    public enum ItemPositioning: Int, Sendable { case automatic = 0, fill, centered }

    private let backdrop = View()
    private let shadow = View()
    private var backdropBottom: LayoutConstraint!
    private var shadowHeight: LayoutConstraint!
    private var rowHeight: LayoutConstraint!
    private let row = UIStackView()

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func buildParts() {
        let node = self.node
        backdrop.name = "UITabBar.background"
        shadow.name = "UITabBar.shadow"
        for part in [shadow, backdrop] {
            part.translatesAutoresizingMaskIntoConstraints = false
            node.insertSubview(part, at: 0)
        }
        row.axis = .horizontal
        row.distribution = .fillEqually
        row.alignment = .fill
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)
        backdropBottom = backdrop.bottomAnchor.constraint(equalTo: node.bottomAnchor)
        shadowHeight = shadow.heightAnchor.constraint(equalToConstant: 1)
        rowHeight = row.node.heightAnchor.constraint(equalToConstant: Double(BarMetrics.tabBarHeight))
        LayoutConstraint.activate([
            backdrop.topAnchor.constraint(equalTo: node.topAnchor), backdrop.leftAnchor.constraint(equalTo: node.leftAnchor),
            node.rightAnchor.constraint(equalTo: backdrop.rightAnchor), backdropBottom,
            node.topAnchor.constraint(equalTo: shadow.bottomAnchor), shadow.leftAnchor.constraint(equalTo: node.leftAnchor),
            node.rightAnchor.constraint(equalTo: shadow.rightAnchor), shadowHeight,
            row.node.topAnchor.constraint(equalTo: node.topAnchor),
            rowHeight,
            rowLeft, rowRight,
        ].map { $0.markSystem("UITabBar-part") })
        refresh()
    }

    /// The row of items spans the safe area's width (a landscape phone's
    /// 47 points left and right are left to the background), as UIKit
    /// keeps a bar's content "within the visible portion of the overall
    /// interface" (Apple, "Positioning content relative to the safe area").
    private lazy var rowLeft = row.node.leftAnchor.constraint(equalTo: node.leftAnchor)
    private lazy var rowRight = node.rightAnchor.constraint(equalTo: row.node.rightAnchor)

    /// The safe area given by the tab bar controller: the row moves inside it.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        guard backdropBottom != nil else { return }
        rowLeft.constant = Double(safeAreaInsets.left)
        rowRight.constant = Double(safeAreaInsets.right)
    }

    open var items: [UITabBarItem]? {
        didSet {
            for item in items ?? [] { item.bar = self }
            if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
            refresh()
        }
    }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }
    open var selectedItem: UITabBarItem? { didSet { refresh() } }
    open weak var delegate: (any UITabBarDelegate)?
    /// The selected tab's colour is the tint colour.
    open override func tintColorDidChange() { refresh() }
    /// The colour of the other tabs; nil: `systemGray`.
    open var unselectedItemTintColor: UIColor? { didSet { appearanceSetterCalled("unselectedItemTintColor"); refresh() } }
    open var barTintColor: UIColor? { didSet { appearanceSetterCalled("barTintColor"); refresh() } }
    open var barStyle: UIBarStyle = .default
    open var isTranslucent = true
    open var itemPositioning: ItemPositioning = .automatic
    open var itemWidth: CGFloat = 0
    open var itemSpacing: CGFloat = 0
    open var backgroundImage: UIImage?
    open var shadowImage: UIImage?
    open var selectionIndicatorImage: UIImage?

    open var standardAppearance = UITabBarAppearance() { didSet { appearanceSetterCalled("standardAppearance"); refresh() } }
    /// Drawn when a tab bar controller's content ends at the bar; nil: the
    /// standard appearance with a transparent background (Apple,
    /// `UITabBar.scrollEdgeAppearance`). A bar without a controller
    /// draws its standard appearance.
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { appearanceSetterCalled("scrollEdgeAppearance"); refresh() } }

    /// Whether the selected content's bottom is at the bar (set by the tab
    /// bar controller: UIViewController+ScrollEdge.swift).
    var isAtScrollEdge = false { didSet { if oldValue != isAtScrollEdge { refresh() } } }

    /// The appearance drawn now: the selected item's, else the bar's; at the
    /// scroll edge their scroll-edge ones, else the standard one made
    /// transparent, as Apple documents for `scrollEdgeAppearance`.
    var drawnAppearance: UITabBarAppearance {
        let standard = selectedItem?.standardAppearance ?? standardAppearance
        guard isAtScrollEdge else { return standard }
        if let edge = selectedItem?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        let transparent = UITabBarAppearance(barAppearance: standard)
        transparent.configureWithTransparentBackground()
        return transparent
    }

    /// The row (49, an iPad's 50) and the home indicator's safe area under it.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: BarMetrics.tabBarRowHeight(for: traitCollection))
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width,
               height: BarMetrics.tabBarHeight(for: traitCollection, bottomInset: window?.safeAreaInsets.bottom ?? 0))
    }

    func itemsDidChange() { refresh() }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        refresh()
    }

    /// A tab was tapped: it is selected and the delegate told.
    func tapped(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        if let controller = tabBarController {
            controller.tabTapped(item)
        } else {
            selectedItem = item
            delegate?.tabBar(self, didSelect: item)
        }
    }

    weak var tabBarController: UITabBarController?

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
        rowHeight.constant = Double(BarMetrics.tabBarRowHeight(for: traits))
        for old in row.arrangedSubviews {
            row.removeArrangedSubview(old)
            old.removeFromSuperview()
        }
        // An iPad in a regular width: content-wide items spread with equal
        // space before, between and after them (zero-width ends make the
        // stack's equal spacing do that); elsewhere equal widths.
        let inline = BarMetrics.tabItemsInline(for: traits)
        row.distribution = inline ? .equalSpacing : .fillEqually
        if inline { row.addArrangedSubview(Self.rowEnd()) }
        let states = inline ? look.inlineLayoutAppearance : look.stackedLayoutAppearance
        for item in items ?? [] {
            let selected = item === selectedItem
            let state = !item.isEnabled ? states.disabled : selected ? states.selected : states.normal
            let colour = state.iconColor ?? (selected ? .tintColor : unselectedItemTintColor ?? BarMetrics.unselectedTabColor)
            let button = TabButton(item: item, selected: selected, colour: colour, state: state, inline: inline)
            button.onTap = { [weak self] in self?.tapped(item) }
            row.addArrangedSubview(button)
        }
        if inline { row.addArrangedSubview(Self.rowEnd()) }
    }

    /// A zero-width view at an end of an inline row.
    private static func rowEnd() -> UIView {
        let end = UIView()
        end.translatesAutoresizingMaskIntoConstraints = false
        end.widthAnchor.constraint(equalToConstant: 0).isActive = true
        return end
    }
}

/// What a tab bar tells its delegate (UIKit's `UITabBarDelegate`); every method optional.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// One tab as drawn (UIKit's private `UITabBarButton`).
@preconcurrency @MainActor
final class TabButton: UIControl {
    var onTap: (() -> Void)?

    init(item: UITabBarItem, selected: Bool, colour: UIColor, state: UITabBarItemStateAppearance, inline: Bool = false) {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        accessibilityIdentifier = item.accessibilityIdentifier
        isSelected = selected
        let imageView = UIImageView(image: (selected ? item.selectedImage : nil) ?? item.image)
        // `UIColor.tintColor` as a view's own tint would stand for itself and
        // draw the default blue; left unset, the image takes the bar's tint,
        // as the selected item's title does (held-out corpus 16).
        imageView.tintColor = colour.isTintColor ? nil : colour
        let title = UILabel()
        title.text = item.title
        title.font = state.titleTextAttributes[.font] as? UIFont
            ?? (inline ? .systemFont(ofSize: BarMetrics.inlineTabTitleFontSize)
                : .systemFont(ofSize: BarMetrics.tabTitleFontSize, weight: .medium))
        title.textColor = state.titleTextAttributes[.foregroundColor] as? UIColor ?? colour
        for view in [imageView, title] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        var made: [LayoutConstraint]
        if inline {
            // The image, 6 points, the title, as wide as they are, centred on the row.
            let titled = !(item.title ?? "").isEmpty
            let gap = imageView.image != nil && titled ? Double(BarMetrics.inlineTabImageToTitle) : 0
            made = [
                imageView.node.leadingAnchor.constraint(equalTo: node.leadingAnchor),
                title.node.leadingAnchor.constraint(equalTo: imageView.node.trailingAnchor, constant: gap),
                node.trailingAnchor.constraint(equalTo: title.node.trailingAnchor),
                imageView.node.centerYAnchor.constraint(equalTo: node.centerYAnchor),
                title.node.centerYAnchor.constraint(equalTo: node.centerYAnchor),
            ]
        } else {
            made = [
                imageView.node.centerXAnchor.constraint(equalTo: node.centerXAnchor),
                imageView.node.topAnchor.constraint(equalTo: node.topAnchor, constant: Double(BarMetrics.tabImageTop)),
                title.node.centerXAnchor.constraint(equalTo: node.centerXAnchor),
                node.bottomAnchor.constraint(equalTo: title.node.bottomAnchor, constant: Double(BarMetrics.tabTitleBottom)),
                title.node.widthAnchor.constraint(lessThanOrEqualTo: node.widthAnchor),
            ]
        }
        if let value = item.badgeValue {
            // A capsule as wide as its text plus 5 points a side, 18 at least.
            let capsule = UIView()
            capsule.backgroundColor = state.badgeBackgroundColor ?? item.badgeColor ?? .systemRed
            capsule.layer.cornerRadius = BarMetrics.badgeHeight / 2
            capsule.accessibilityIdentifier = "badge"
            let badge = UILabel()
            badge.text = value
            badge.font = state.badgeTextAttributes[.font] as? UIFont ?? .systemFont(ofSize: BarMetrics.badgeFontSize)
            badge.textColor = state.badgeTextAttributes[.foregroundColor] as? UIColor ?? .white
            for view in [capsule, badge] {
                view.translatesAutoresizingMaskIntoConstraints = false
                addSubview(view)
            }
            let height = Double(BarMetrics.badgeHeight), padding = Double(BarMetrics.badgePadding)
            made += [
                capsule.node.heightAnchor.constraint(equalToConstant: height),
                capsule.node.widthAnchor.constraint(greaterThanOrEqualToConstant: height),
                capsule.node.widthAnchor.constraint(equalToConstant: 0).withPriority(.fittingSizeLevel),
                badge.node.leadingAnchor.constraint(greaterThanOrEqualTo: capsule.node.leadingAnchor, constant: padding),
                badge.node.centerXAnchor.constraint(equalTo: capsule.node.centerXAnchor),
                badge.node.centerYAnchor.constraint(equalTo: capsule.node.centerYAnchor),
                capsule.node.leadingAnchor.constraint(equalTo: imageView.node.centerXAnchor,
                                                      constant: Double(BarMetrics.badgeOffsetFromImageCenter)),
                capsule.node.topAnchor.constraint(equalTo: imageView.node.topAnchor, constant: -Double(BarMetrics.badgeAboveImage)),
            ]
        }
        LayoutConstraint.activate(made.map { $0.markSystem("UITabBarButton-part") })
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var keepsTapsFromRecognizersAbove: Bool { true }

    override func controlDidTap() -> UIControl.Event {
        onTap?()
        return .primaryActionTriggered
    }
}
