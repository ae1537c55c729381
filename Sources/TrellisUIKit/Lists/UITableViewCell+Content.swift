import Layout

/// What a table cell gains for a table: the classic labels and image view
/// of its style, the default content configuration, and the accessory.
/// Kept beside the cell (``ObjectSideTable``), as an extension cannot store.
@preconcurrency @MainActor
final class TableCellParts {
    var classic: UIListContentView?
    var accessory: UIView?
    var accessoryConstraints: [LayoutConstraint] = []
    /// The accessory's trailing pin to the cell (its constant: the margin and the safe area's inset).
    var accessoryTrailing: LayoutConstraint?
    /// The accessory's width and its trailing margin: what the content view ends short of.
    var accessoryColumnWidth: CGFloat = 0
    /// The content view's side pins (ContentViewPinning's, directional).
    var contentLeading: LayoutConstraint?
    var contentTrailing: LayoutConstraint?
    /// The hairline under the row, a Layout view the table places.
    var separator: View?
    /// Whether `indentationLevel` came from the table's delegate (UITableViewCell+Indentation.swift).
    var indentationLevelFromDelegate = false

    static let table = ObjectSideTable<TableCellParts>()
}

extension UITableViewCell {
    var parts: TableCellParts { TableCellParts.table.value(for: self, default: TableCellParts()) }

    /// The style's configuration: fonts, colours, margins and paddings of
    /// the classic labels and of `defaultContentConfiguration()`.
    var styleConfiguration: UIListContentConfiguration {
        switch style {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1: return .valueCell()
        case .value2:
            var configuration = UIListContentConfiguration.valueCell()
            configuration.textProperties.font = .preferredFont(forTextStyle: .subheadline)
            configuration.textProperties.color = .systemBlue
            configuration.arrangement = .column
            configuration.textToSecondaryTextHorizontalPadding = Self.value2ColumnToDetailPadding
            return configuration
        }
    }

    /// The classic labels' configuration: the style's, except that
    /// `.subtitle`'s `textLabel` and `detailTextLabel` keep the older
    /// layout Interface Builder saves for a self-sizing subtitle cell
    /// (docs/uikit-numbers.md, "Subtitle row"): a 12-point system
    /// `detailTextLabel` 1 point under the title, 10 above and below, the
    /// text 15 after an image. `defaultContentConfiguration()` stays
    /// `subtitleCell()`. `.value1`'s labels keep at least 6 between them
    /// (`classicValue1LeastGap`), where `valueCell()` keeps its 8.
    var classicStyleConfiguration: UIListContentConfiguration {
        if style == .value1 {
            var configuration = styleConfiguration
            configuration.textToSecondaryTextHorizontalPadding = Self.classicValue1LeastGap
            return configuration
        }
        guard style == .subtitle else { return styleConfiguration }
        var configuration = styleConfiguration
        configuration.secondaryTextProperties.font = .systemFont(ofSize: Self.classicSubtitleDetailFontSize)
        configuration.secondaryTextProperties.adjustsFontForContentSizeCategory = false
        configuration.textToSecondaryTextVerticalPadding = Self.classicSubtitlePadding
        configuration.directionalLayoutMargins.top = Self.classicSubtitleVerticalMargin
        configuration.directionalLayoutMargins.bottom = Self.classicSubtitleVerticalMargin
        configuration.imageToTextPadding = Self.classicSubtitleImageToTextPadding
        return configuration
    }

    /// Interface Builder's subtitle cells, self-sizing, saved by Xcode 11.5
    /// (iPad, 768 wide) and Xcode 15 (414 wide) alike: title `(20 10; … 20.5)`
    /// in system 17, detail `(20 31.5; … 14.5)` in system 12, 55.5 tall.
    static let classicSubtitleDetailFontSize: CGFloat = 12
    static let classicSubtitlePadding: CGFloat = 1
    static let classicSubtitleVerticalMargin: CGFloat = 10
    /// Xcode 26 saved a subtitle cell's image at `(20 0; 55 55)` and its
    /// labels at x 90 (LNPopupController's Music.storyboard): 15 between.
    static let classicSubtitleImageToTextPadding: CGFloat = 15

    /// `.value2`'s detail starts 6 after the text column: Interface Builder
    /// saves it at x 117 after a column ending at 111 (Xcode 13 and 14), and
    /// UIKit drew it 6 after the column on iOS 9–10 (docs/uikit-numbers.md).
    static let value2ColumnToDetailPadding: CGFloat = 6

    /// The least gap between a classic `.value1` cell's `textLabel` and its
    /// cut `detailTextLabel`: 6, as UIKit laid one out on iOS 26.1 (a third
    /// party's dump: "Appearance" ending at 188, "Automatic" from 194;
    /// docs/uikit-numbers.md, "Value cell: least gap between text and
    /// secondary text"). The same 6 as `.value2`'s column to its detail.
    static let classicValue1LeastGap: CGFloat = 6

    /// The content view of the classic labels, made on first use and put
    /// behind the app's own subviews of `contentView`.
    var classicContent: UIListContentView {
        if let view = parts.classic { return view }
        let base = classicStyleConfiguration
        let view = UIListContentView(classic: base.arrangement, base: base)
        view.accessibilityIdentifier = "UITableViewCellContentView"
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.insertSubview(view, at: 0)
        view.indentation = indentation
        if tableSideMargin != UIListContentConfiguration.rowMargins.leading { view.tableSideMargin = tableSideMargin }
        if parts.accessory != nil { view.trailingMarginBesideAccessory = TableAccessory.contentTrailingMarginBesideAccessory }
        let inner = view.node, outer = contentView.node
        LayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: outer.topAnchor), inner.leftAnchor.constraint(equalTo: outer.leftAnchor),
            outer.bottomAnchor.constraint(equalTo: inner.bottomAnchor), outer.rightAnchor.constraint(equalTo: inner.rightAnchor),
        ].map { $0.markSystem("UITableViewCell-classicContent") })
        parts.classic = view
        return view
    }

    /// The style's primary label (UIKit's `textLabel`, deprecated in iOS 14
    /// for content configurations, still widely used).
    public var textLabel: UILabel? { classicContent.textLabel }

    /// The style's secondary label; nil for `.default`, as in UIKit.
    public var detailTextLabel: UILabel? { style == .default ? nil : classicContent.secondaryTextLabel }

    /// The image at the leading edge; empty until an image is set.
    public var imageView: UIImageView? { classicContent.imageView }

    /// A list content configuration styled for the cell's style: `cell()`
    /// for `.default`, `subtitleCell()`, `valueCell()` for `.value1` and `.value2`.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        var configuration = styleConfiguration
        if style == .value2 {
            configuration.arrangement = .sideBySide
            configuration.textToSecondaryTextHorizontalPadding = UIListContentConfiguration.valueCell().textToSecondaryTextHorizontalPadding
        }
        return configuration
    }

    /// Where the row's separator starts: the classic text when there is an
    /// image (UIKit aligns the separator with the text), else `separatorInset`.
    /// An indented row's separator stays where it starts unindented: the
    /// content is indented "from the left edge of the cell separator"
    /// (Apple, `indentationLevel`), so the separator is what it moves from.
    var separatorLeading: CGFloat {
        if let classic = parts.classic, let inset = classic.textLeadingInset { return inset - classic.indentation }
        if let listView = contentView.subviews.first(where: { $0 is UIListContentView }) as? UIListContentView,
           let inset = listView.textLeadingInset {
            return inset - listView.indentation
        }
        return separatorInset.left
    }

    /// Hands the table's side margin to the list content in `contentView`
    /// (the classic labels' and a content configuration's), whose default
    /// side margins follow it. Nothing changes while it is the default 16.
    func passTableSideMarginToContent() {
        for case let list as UIListContentView in contentView.subviews
        where list.tableSideMargin != nil || tableSideMargin != UIListContentConfiguration.rowMargins.leading {
            list.tableSideMargin = tableSideMargin
        }
    }

    // MARK: Accessories

    /// The space between the accessory and the cell's trailing edge: the
    /// cell's trailing margin (`tableSideMargin`: 16, 20 on a table at
    /// least 390 points wide). Interface Builder saved the content view
    /// of a disclosure cell 27.5 short of a 375-point cell's edge and
    /// 31.33 short of a 414-point one: the margin plus the chevron's
    /// column (docs/uikit-numbers.md, "Tables").
    var accessoryTrailingMargin: CGFloat { tableSideMargin }
    /// The same on a table narrower than 390 points (and a list cell's outside a list).
    static let standardAccessoryTrailingMargin = SystemMinimumMargin.narrow

    /// Puts `accessoryView`, or the view of `accessoryType`, at the
    /// trailing edge, centred vertically, and ends `contentView` before it.
    /// Leading and trailing, so that right to left the accessory is at the
    /// left and the content view starts after it, as UIKit lays a cell out
    /// by its `effectiveUserInterfaceLayoutDirection`.
    func updateAccessory() {
        let parts = self.parts
        LayoutConstraint.deactivate(parts.accessoryConstraints)
        parts.accessoryConstraints = []
        parts.accessory?.removeFromSuperview()
        parts.accessory = nil
        parts.accessoryColumnWidth = 0
        parts.accessoryTrailing = nil
        guard let accessory = accessoryView ?? TableAccessory.view(for: accessoryType) else {
            parts.classic?.trailingMarginBesideAccessory = nil
            updateContentViewSides()
            return
        }
        parts.classic?.trailingMarginBesideAccessory = TableAccessory.contentTrailingMarginBesideAccessory
        parts.accessory = accessory
        addSubview(accessory)
        let width: CGFloat
        if accessory.translatesAutoresizingMaskIntoConstraints {
            // An app's accessory view keeps its frame's size, as UIKit keeps
            // it; one made without a frame (a `UISwitch()`) its intrinsic size.
            // Its untransformed size: the constraints made of it ignore its
            // transform, as Auto Layout does (a chevron turned a quarter
            // keeps its own width and height).
            let intrinsic = accessory.intrinsicContentSize, own = accessory.untransformedFrame.size
            let size = own == .zero ? CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height)) : own
            width = size.width
            accessory.translatesAutoresizingMaskIntoConstraints = false
            parts.accessoryConstraints = [
                accessory.node.widthAnchor.constraint(equalToConstant: Double(size.width)),
                accessory.node.heightAnchor.constraint(equalToConstant: Double(size.height)),
            ]
        } else if accessoryView == nil, accessoryType == .disclosureIndicator {
            width = TableAccessory.disclosureColumnWidth
        } else if accessoryView == nil, accessoryType == .checkmark {
            width = TableAccessory.checkmarkColumnWidth
        } else {
            width = accessory.intrinsicContentSize.width
        }
        let trailing = node.trailingAnchor.constraint(equalTo: accessory.node.trailingAnchor)
        parts.accessoryTrailing = trailing
        parts.accessoryConstraints += [trailing, accessory.node.centerYAnchor.constraint(equalTo: node.centerYAnchor)]
        parts.accessoryConstraints = parts.accessoryConstraints.map { $0.markSystem("UITableViewCell-accessory") }
        LayoutConstraint.activate(parts.accessoryConstraints)
        parts.accessoryColumnWidth = width + accessoryTrailingMargin
        updateContentViewSides()
        pointDisclosureChevron()
    }

    /// The chevron of `accessoryType` points forward in the cell's direction.
    func pointDisclosureChevron() {
        guard accessoryView == nil else { return }
        TableAccessory.pointChevrons(in: parts.accessory, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// Sets the content view's sides and the accessory's place: the
    /// content view starts `safeAreaContentInsets.leading` in and ends
    /// `safeAreaContentInsets.trailing` plus the accessory's column short
    /// of the trailing edge; the accessory keeps the trailing margin inside
    /// the safe area (`UITableView.insetsContentViewsToSafeArea`).
    func updateContentViewSides() {
        let parts = self.parts, safe = safeAreaContentInsets
        func pin(_ name: String) -> LayoutConstraint? {
            node.constraints.first {
                if case .system(name) = $0.origin { return true }
                return false
            }
        }
        if parts.contentLeading == nil { parts.contentLeading = pin("UITableViewCell-contentView-leading") }
        if parts.contentTrailing == nil { parts.contentTrailing = pin("UITableViewCell-contentView-trailing") }
        setConstant(parts.contentLeading, safe.leading)
        setConstant(parts.contentTrailing, safe.trailing + parts.accessoryColumnWidth)
        if parts.accessory != nil { setConstant(parts.accessoryTrailing, safe.trailing + accessoryTrailingMargin) }
    }

    /// Changes a constant only when it moves (a change asks for a layout).
    private func setConstant(_ constraint: LayoutConstraint?, _ value: CGFloat) {
        guard let constraint, constraint.constant != Double(value) else { return }
        constraint.constant = Double(value)
    }
}
