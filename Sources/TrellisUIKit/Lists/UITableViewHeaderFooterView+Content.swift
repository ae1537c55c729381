import Layout

/// What a section's header or footer view gains for a table: the classic
/// `textLabel` and `detailTextLabel`, styled for the table's style,
/// `defaultContentConfiguration()`, `contentConfiguration` and a
/// `backgroundView`. Kept beside the view (``ObjectSideTable``).
@preconcurrency @MainActor
final class HeaderFooterParts {
    var classic: UIListContentView?
    var tableStyle: UITableView.Style = .plain
    var isFooter = false
    var configurations = CellConfigurations()
    var background: UIView?
    /// The table's side margin (16, 20 from 390 points wide), nil until a table shows the view.
    var sideMargin: CGFloat?

    static let table = ObjectSideTable<HeaderFooterParts>()
}

extension UITableViewHeaderFooterView {
    var headerParts: HeaderFooterParts { HeaderFooterParts.table.value(for: self, default: HeaderFooterParts()) }

    /// Tells the view which table style and which end of a section it is for.
    func prepare(for style: UITableView.Style, isFooter: Bool) {
        headerParts.tableStyle = style
        headerParts.isFooter = isFooter
    }

    /// The table's side margin, which the title's default side margins (16)
    /// follow as a cell's text does: 16, or 20 on a table at least 390
    /// points wide (`UITableViewCell.tableSideMargin`).
    var tableSideMargin: CGFloat? {
        get { headerParts.sideMargin }
        set {
            guard newValue != headerParts.sideMargin else { return }
            headerParts.sideMargin = newValue
            passTableSideMarginToContent()
        }
    }

    /// How far the table's safe area reaches into the view at its leading
    /// and trailing sides: its content view stands in by as much, as a
    /// cell's does (`UITableViewCell.safeAreaContentInsets`). Set by the table.
    var safeAreaContentInsets: NSDirectionalEdgeInsets {
        get {
            NSDirectionalEdgeInsets(top: 0, leading: CGFloat(contentPin("leading")?.constant ?? 0), bottom: 0,
                                    trailing: CGFloat(contentPin("trailing")?.constant ?? 0))
        }
        set {
            for (side, value) in [("leading", newValue.leading), ("trailing", newValue.trailing)] {
                if let pin = contentPin(side), pin.constant != Double(value) { pin.constant = Double(value) }
            }
        }
    }

    /// The content view's side pin (ContentViewPinning's, directional).
    private func contentPin(_ side: String) -> LayoutConstraint? {
        node.constraints.first {
            if case .system("UITableViewHeaderFooterView-contentView-" + side) = $0.origin { return true }
            return false
        }
    }

    /// Hands the table's side margin to the list content in `contentView`
    /// (the classic title's and a content configuration's).
    func passTableSideMarginToContent() {
        let side = headerParts.sideMargin
        for case let list as UIListContentView in contentView.subviews where list.tableSideMargin != side {
            list.tableSideMargin = side
        }
    }

    /// The configuration of the table's style: grouped (footnote, secondary
    /// label colour) or plain (headline), header or footer.
    private var styleConfiguration: UIListContentConfiguration {
        let parts = headerParts
        switch (parts.tableStyle, parts.isFooter) {
        case (.plain, false): return .plainHeader()
        case (.plain, true): return .plainFooter()
        case (_, false): return .groupedHeader()
        case (_, true): return .groupedFooter()
        }
    }

    var classicContent: UIListContentView {
        if let view = headerParts.classic { return view }
        let view = UIListContentView(classic: .stacked, base: styleConfiguration)
        view.accessibilityIdentifier = "UITableViewHeaderFooterContentView"
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.insertSubview(view, at: 0)
        view.tableSideMargin = headerParts.sideMargin
        let inner = view.node, outer = contentView.node
        LayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: outer.topAnchor), inner.leftAnchor.constraint(equalTo: outer.leftAnchor),
            outer.bottomAnchor.constraint(equalTo: inner.bottomAnchor), outer.rightAnchor.constraint(equalTo: inner.rightAnchor),
        ].map { $0.markSystem("UITableViewHeaderFooterView-classicContent") })
        headerParts.classic = view
        return view
    }

    /// A view behind the content, filling the header.
    public var backgroundView: UIView? {
        get { headerParts.background }
        set {
            headerParts.background?.removeFromSuperview()
            headerParts.background = newValue
            guard let newValue else { return }
            insertSubview(newValue, at: 0)
            newValue.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                newValue.topAnchor.constraint(equalTo: topAnchor), newValue.bottomAnchor.constraint(equalTo: bottomAnchor),
                newValue.leadingAnchor.constraint(equalTo: leadingAnchor), newValue.trailingAnchor.constraint(equalTo: trailingAnchor),
            ])
        }
    }

    /// The configuration of the table's style (`groupedHeader()`,
    /// `plainHeader()`, or their footers).
    public func defaultContentConfiguration() -> UIListContentConfiguration { styleConfiguration }

    /// The content: the view it makes fills `contentView`.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { headerParts.configurations.content }
        set {
            headerParts.configurations.content = newValue
            headerParts.configurations.showContent(in: contentView, name: "UITableViewHeaderFooterView")
            passTableSideMarginToContent()
        }
    }

    /// The background, drawn on the view; nil by default.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { headerParts.configurations.background }
        set {
            headerParts.configurations.background = newValue
            headerParts.configurations.drawBackground(on: self)
        }
    }
}
