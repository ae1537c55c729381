import Layout

/// A guide that changes its constraints as it moves near to or away from
/// its view's edges (UIKit's `UITrackingLayoutGuide`, iOS 17).
///
/// The keyboard here is docked at the bottom or hidden, and a docked
/// keyboard's guide is "always `near` the bottom edge" and "always
/// `awayFrom` leading, trailing, and top edges" (Apple's sample "Adjusting
/// your layout with keyboard layout guide", README, "Account for keyboard
/// types"): constraints given for those situations are active, the others not.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
    private var nearEdge: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []
    private var awayFromEdge: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []

    /// The edges a docked keyboard's guide is near: the bottom alone.
    static let dockedEdges: NSDirectionalRectEdge = [.bottom]

    /// Constraints active while the guide is near every edge of `edge`.
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) {
        nearEdge.removeAll { $0.edge == edge }
        nearEdge.append((edge, constraints))
        for constraint in constraints { constraint.isActive = Self.dockedEdges.isSuperset(of: edge) }
    }

    /// Constraints active while the guide is away from every edge of `edge`.
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge) {
        awayFromEdge.removeAll { $0.edge == edge }
        awayFromEdge.append((edge, constraints))
        for constraint in constraints { constraint.isActive = Self.dockedEdges.isDisjoint(with: edge) }
    }

    open func constraints(activeWhenNearEdge edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        nearEdge.first { $0.edge == edge }?.constraints ?? []
    }

    open func constraints(activeWhenAwayFrom edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        awayFromEdge.first { $0.edge == edge }?.constraints ?? []
    }

    /// Forgets every constraint given for an edge, deactivating it.
    open func removeAllTrackedConstraints() {
        for constraint in (nearEdge + awayFromEdge).flatMap(\.constraints) { constraint.isActive = false }
        nearEdge.removeAll()
        awayFromEdge.removeAll()
    }
}

/// The space the keyboard takes in a view (UIKit's `UIKeyboardLayoutGuide`,
/// iOS 15): the view's full width, from the keyboard's top to the view's
/// bottom. With the keyboard hidden, as in a snapshot unless a test shows
/// one (``TrellisView/keyboardHeight``), its top is the bottom of the
/// view's safe area, or of the view when `usesBottomSafeArea` is false
/// (<https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/usesbottomsafearea>).
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows a keyboard undocked from the bottom; kept
    /// (the keyboard here is always docked). False by default, as UIKit's.
    open var followsUndockedKeyboard = false

    /// Padding above the keyboard for scroll-to-dismiss; kept. 0 by default.
    open var keyboardDismissPadding: CGFloat = 0

    /// Whether a hidden keyboard's guide starts at the safe area's bottom
    /// (true, UIKit's default) or at the view's bottom.
    open var usesBottomSafeArea = true { didSet { updateTop() } }

    /// The keyboard's height from the view's bottom while it is shown.
    var shownHeight: CGFloat? { didSet { updateTop() } }

    private weak var owner: UIView?
    private var topConstraint: LayoutConstraint?

    init(view: UIView) {
        let layoutGuide = LayoutGuide(identifier: "keyboardLayoutGuide")
        view.node.addLayoutGuide(layoutGuide)
        owner = view
        super.init(wrapping: layoutGuide)
        let node = view.node
        let name = "UIView-keyboardLayoutGuide"
        LayoutConstraint.activate([
            layoutGuide.leadingAnchor.constraint(equalTo: node.leadingAnchor).markSystem(name + "-leading"),
            layoutGuide.trailingAnchor.constraint(equalTo: node.trailingAnchor).markSystem(name + "-trailing"),
            layoutGuide.bottomAnchor.constraint(equalTo: node.bottomAnchor).markSystem(name + "-bottom"),
        ])
        updateTop()
    }

    private func updateTop() {
        guard let view = owner else { return }
        topConstraint?.isActive = false
        let top = guide.topAnchor
        let constraint: LayoutConstraint
        if let shownHeight {
            constraint = top.constraint(equalTo: view.node.bottomAnchor, constant: -Double(shownHeight))
        } else if usesBottomSafeArea {
            constraint = top.constraint(equalTo: view.safeAreaLayoutGuide.guide.bottomAnchor)
        } else {
            constraint = top.constraint(equalTo: view.node.bottomAnchor)
        }
        topConstraint = constraint.markSystem("UIView-keyboardLayoutGuide-top")
        constraint.isActive = true
        view.setNeedsLayout()
    }
}

extension UIView {
    private static let keyboardGuides = ObjectSideTable<UIKeyboardLayoutGuide>()

    /// The keyboard's space in this view (iOS 15); see ``UIKeyboardLayoutGuide``.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = Self.keyboardGuides[self] { return guide }
        let guide = UIKeyboardLayoutGuide(view: self)
        Self.keyboardGuides[self] = guide
        return guide
    }
}

extension TrellisView {
    /// Shows a docked keyboard of this height (in points, from the view's
    /// bottom, home indicator included) to the view's `keyboardLayoutGuide`;
    /// nil (the default) hides it. A snapshot of a form or a chat screen with
    /// its keyboard up sets it before rendering.
    public var keyboardHeight: CGFloat? {
        get { view.keyboardLayoutGuide.shownHeight }
        nonmutating set { view.keyboardLayoutGuide.shownHeight = newValue }
    }
}
