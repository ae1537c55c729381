import Layout

/// A view's `safeAreaLayoutGuide`: a guide inset from the view's edges by
/// its safe-area insets, through four constraints UIKit names
/// `UIViewSafeAreaLayoutGuide-…`. The insets are the view's safe area as
/// last brought up to date (a root's given by its device, any other view's
/// the part of its superview's it covers: UIView+SafeArea.swift).
@preconcurrency @MainActor
final class SafeAreaGuide {
    let guide: UILayoutGuide
    private let top, left, bottom, right: LayoutConstraint

    init(view: UIView) {
        let layoutGuide = LayoutGuide(identifier: "safeAreaLayoutGuide")
        view.node.addLayoutGuide(layoutGuide)
        guide = view.guideFacade(for: layoutGuide)
        let node = view.node
        top = layoutGuide.topAnchor.constraint(equalTo: node.topAnchor).markSystem("UIViewSafeAreaLayoutGuide-top")
        left = layoutGuide.leftAnchor.constraint(equalTo: node.leftAnchor).markSystem("UIViewSafeAreaLayoutGuide-left")
        bottom = node.bottomAnchor.constraint(equalTo: layoutGuide.bottomAnchor).markSystem("UIViewSafeAreaLayoutGuide-bottom")
        right = node.rightAnchor.constraint(equalTo: layoutGuide.rightAnchor).markSystem("UIViewSafeAreaLayoutGuide-right")
        LayoutConstraint.activate([top, left, bottom, right])
        update(view.appliedSafeAreaInsets)
    }

    func update(_ insets: UIEdgeInsets) {
        top.constant = Double(insets.top)
        left.constant = Double(insets.left)
        bottom.constant = Double(insets.bottom)
        right.constant = Double(insets.right)
    }
}

/// A view's `readableContentGuide`: inside the layout margins, centred,
/// at most ``readableWidth`` wide and as wide as the margins allow below
/// that; as tall as the margins guide.
@preconcurrency @MainActor
final class ReadableContentGuide {
    /// UIKit's readable width at the default Dynamic Type size (see
    /// docs/uikit.md for its source). UIKit scales it with the content
    /// size category; Trellis does not yet.
    static let readableWidth: Double = 672

    let guide: UILayoutGuide

    init(view: UIView) {
        let layoutGuide = LayoutGuide(identifier: "readableContentGuide")
        let node = view.node
        node.addLayoutGuide(layoutGuide)
        guide = view.guideFacade(for: layoutGuide)
        let margins = node.layoutMarginsGuide
        let name = "UIView-readableContentGuide"
        LayoutConstraint.activate([
            layoutGuide.topAnchor.constraint(equalTo: margins.topAnchor).markSystem(name + "-top"),
            layoutGuide.bottomAnchor.constraint(equalTo: margins.bottomAnchor).markSystem(name + "-bottom"),
            layoutGuide.centerXAnchor.constraint(equalTo: margins.centerXAnchor).markSystem(name + "-centerX"),
            layoutGuide.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor).markSystem(name + "-leading"),
            layoutGuide.widthAnchor.constraint(lessThanOrEqualToConstant: Self.readableWidth).markSystem(name + "-maxWidth"),
            layoutGuide.widthAnchor.constraint(equalTo: margins.widthAnchor).withPriority(.defaultHigh)
                .markSystem(name + "-width"),
        ])
    }
}
