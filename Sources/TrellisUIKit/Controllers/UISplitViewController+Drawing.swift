import Layout

// What a split view controller draws of its own between its columns (the numbers and their sources: docs/uikit-numbers.md, "Split
// view controllers"), and the inspector column's place.
extension UISplitViewController {
    /// Pins the inspector's view at the trailing edge, `inspectorColumnWidth` wide.
    func pinInspector(_ inspector: UIViewController, in container: UIView) -> [LayoutConstraint] {
        let content: UIView = inspector.view
        if content.superview !== container { container.addSubview(content) }
        content.translatesAutoresizingMaskIntoConstraints = false
        let inner = content.node, outer = container.node
        let pins = [
            inner.topAnchor.constraint(equalTo: outer.topAnchor),
            inner.widthAnchor.constraint(equalToConstant: Double(inspectorColumnWidth)),
            outer.rightAnchor.constraint(equalTo: inner.rightAnchor),
            outer.bottomAnchor.constraint(equalTo: inner.bottomAnchor),
        ].map { $0.markSystem("UISplitViewController-inspector") }
        LayoutConstraint.activate(pins)
        return pins
    }

    /// Replaces the dividers: one pixel in `separator` at the trailing
    /// edge of each column before the secondary (`leading`) and at the
    /// inspector's leading edge, inside the column (it takes no width from
    /// the layout). Nothing for `primaryBackgroundStyle`: Apple, "Setting
    /// the background style to sidebar has no effect when your app is
    /// running in iOS or tvOS" (a sidebar list draws its own background).
    func drawDecorations(in container: UIView, leading: [UIViewController], inspector: UIViewController?) {
        for view in decorations { view.removeFromSuperview() }
        decorations = []
        guard !isCollapsed else { return }
        let hairline = 1 / max(container.traitCollection.displayScale, 1)
        var edges: [(column: UIView, trailing: Bool)] = leading.compactMap { $0.viewIfLoaded }.map { ($0, true) }
        if let column = inspector?.viewIfLoaded { edges.append((column, false)) }
        for (column, trailing) in edges where column.superview === container {
            let divider = UIView()
            divider.backgroundColor = .separator
            divider.isUserInteractionEnabled = false
            divider.accessibilityIdentifier = "UISplitViewController-divider"
            container.addSubview(divider)
            pin(divider, to: column, width: hairline, trailing: trailing)
            decorations.append(divider)
        }
    }

    /// Pins `view` to `column`'s top and bottom and, `width` wide, to its
    /// trailing edge (else its leading one).
    private func pin(_ view: UIView, to column: UIView, width: CGFloat, trailing: Bool) {
        view.translatesAutoresizingMaskIntoConstraints = false
        let inner = view.node, outer = column.node
        LayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: outer.topAnchor), outer.bottomAnchor.constraint(equalTo: inner.bottomAnchor),
            inner.widthAnchor.constraint(equalToConstant: Double(width)),
            trailing ? outer.rightAnchor.constraint(equalTo: inner.rightAnchor) : inner.leftAnchor.constraint(equalTo: outer.leftAnchor),
        ].map { $0.markSystem("UISplitViewController-divider") })
    }
}
