import Layout

// What every container controller does with its children's views (tab bar,
// page and split view controllers): take off the views of children no
// longer shown, put a child's view in the container pinned to edges with
// constraints marked as the container's own (as UIKit's named system
// constraints are), and give it a safe area.
extension UIViewController {
    /// Removes the container's subviews that are the views of child
    /// controllers other than `shown` (the container's own views stay).
    func removeChildViews(from container: UIView, except shown: [UIViewController]) {
        for subview in container.subviews {
            guard let owner = subview.viewController, owner !== self else { continue }
            if !shown.contains(where: { $0 === owner }) { subview.removeFromSuperview() }
        }
    }

    /// Puts `child`'s view in `container` (at `index` among its subviews,
    /// else on top) and pins it: top to the container's top, each other
    /// side to the anchor given, else the container's own; with `width`,
    /// the right side is left free and the width fixed. The constraints,
    /// named `identifier`, are activated and returned for the caller to
    /// deactivate when the child goes.
    func pinChildView(_ child: UIViewController, in container: UIView, at index: Int? = nil, identifier: String,
                      left: LayoutXAxisAnchor? = nil, right: LayoutXAxisAnchor? = nil,
                      bottom: LayoutYAxisAnchor? = nil, width: Double? = nil) -> [LayoutConstraint] {
        let content: UIView = child.view
        if content.superview !== container {
            if let index { container.insertSubview(content, at: min(index, container.subviews.count)) } else { container.addSubview(content) }
        }
        content.translatesAutoresizingMaskIntoConstraints = false
        let inner = content.node, outer = container.node
        // In this order (top, left, right or width, bottom): the order reports list them in.
        let pins = [
            inner.topAnchor.constraint(equalTo: outer.topAnchor),
            inner.leftAnchor.constraint(equalTo: left ?? outer.leftAnchor),
            width.map { inner.widthAnchor.constraint(equalToConstant: $0) }
                ?? (right ?? outer.rightAnchor).constraint(equalTo: inner.rightAnchor),
            (bottom ?? outer.bottomAnchor).constraint(equalTo: inner.bottomAnchor),
        ]
        let marked = pins.map { $0.markSystem(identifier) }
        LayoutConstraint.activate(marked)
        return marked
    }

    /// Gives a shown child's view `insets` as its safe area (a container's
    /// own less what its bars or columns cover), when it changed; the
    /// view adds its controller's `additionalSafeAreaInsets` itself.
    func passSafeArea(_ insets: UIEdgeInsets, to child: UIViewController) {
        child.viewIfLoaded?.giveSafeAreaInsets(insets)
    }
}
