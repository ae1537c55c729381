import Layout

extension UITraitCollection {
    /// The environment of a tree nobody gave traits to: an iPhone in
    /// portrait (compact width, regular height, scale 3), the default
    /// Dynamic Type size (`.large`), left to right, light.
    public static let trellisDefault = UITraitCollection { traits in
        traits.horizontalSizeClass = .compact
        traits.verticalSizeClass = .regular
        traits.preferredContentSizeCategory = .large
        traits.layoutDirection = .leftToRight
        traits.userInterfaceStyle = .light
        traits.displayScale = 3
        traits.userInterfaceIdiom = .phone
    }
}

extension UIView {
    /// Brings every view of the subtree up to date with its traits: the
    /// direction the engine lays out in, dynamic colours, Dynamic Type
    /// fonts; then tells each view whose traits changed, parents first.
    func updateTraitsInSubtree() {
        for case let view as UIView in node.subtree.map(\.counterpart) {
            // A move or new traits may turn the view's direction: its
            // directional margins follow, even when its traits stay (a move
            // under a view forced right to left).
            let traits = view.traitCollection
            guard traits != view.notifiedTraits else {
                view.resolveDirectionalMargins()
                continue
            }
            let previous = view.notifiedTraits
            view.notifiedTraits = traits
            view.applyTraits(traits)
            view.resolveDirectionalMargins()
            if let previous {
                view.traitCollectionDidChange(previous)
                view.notifyTraitChangeHandlers(previous: previous, current: traits)
                if let controller = view.viewController {
                    controller.traitCollectionDidChange(previous)
                    controller.notifyTraitChangeHandlers(previous: previous, current: traits)
                }
            }
        }
    }
}
