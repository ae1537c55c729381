import Layout

/// The collection view's layout pass: the layout prepared, the
/// self-sizing elements on screen measured (and the layout prepared again
/// until no new one shows), then the cells and supplementary views on
/// screen placed by frame, those that left enqueued for reuse, and the
/// lists' backgrounds and separators drawn as Layout views.
extension UICollectionView {
    /// The content rectangle the bounds show (everything with `sizesToContent`).
    var shownContentRect: CGRect {
        if sizesToContent { return CGRect(x: -1e9, y: -1e9, width: 2e9 + bounds.width, height: 4e12) }
        return CGRect(origin: contentOffset, size: bounds.size)
    }

    /// A content rectangle in visible coordinates, where the Layout views
    /// drawn here (decorations) are placed; cells' and supplementary
    /// views' frames are in content coordinates, as UIKit's.
    func frameOnScreen(_ rect: CGRect) -> CGRect {
        rect.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y)
    }

    /// Places an element as UIKit applies layout attributes: through its
    /// bounds' size and its `center`, not its frame (Apple's
    /// `UICollectionViewLayoutAttributes.frame`: setting it "also sets the
    /// values of the center and size properties"), so an element's
    /// `override var bounds { didSet }` hears its size, its `frame`
    /// override does not, and a transform the app gave it keeps its size.
    private func place(_ view: UICollectionReusableView, by attributes: UICollectionViewLayoutAttributes) {
        let frame = attributes.frame, center = CGPoint(x: frame.midX, y: frame.midY)
        if view.bounds.size != frame.size { view.bounds.size = frame.size }
        if view.center != center { view.center = center }
    }

    func layoutElements() {
        let layout = preparedLayout()
        startAtTrailingEdgeIfNeeded(layout)
        var shown = layout.layoutAttributesForElements(in: shownContentRect) ?? []
        // Views that left the screen go back for reuse first, so that the
        // elements arriving dequeue them, as in UIKit.
        retireViews(keeping: shown)
        // Measuring moves what follows: prepare again until every
        // self-sizing element on screen has its size (a few passes).
        for _ in 0..<16 {
            var measured = false
            for attributes in shown where attributes.representedElementCategory != .decorationView {
                guard layout.measuredSizes[attributes.key] == nil, let measurement = layout.measurement(for: attributes) else { continue }
                guard let view = view(for: attributes) else { continue }
                place(view, by: attributes)
                // List content decides side by side or stacked at the width it is fitted at.
                if measurement.fixedWidth { view.decideListContentArrangements(width: measurement.target.width) }
                let size = view.systemLayoutSizeFitting(
                    measurement.target, withHorizontalFittingPriority: measurement.fixedWidth ? .required : .fittingSizeLevel,
                    verticalFittingPriority: measurement.fixedHeight ? .required : .fittingSizeLevel)
                layout.measuredSizes[attributes.key] = size
                measured = true
            }
            guard measured else { break }
            layout.prepare()
            startAtTrailingEdgeIfNeeded(layout)
            shown = layout.layoutAttributesForElements(in: shownContentRect) ?? []
            retireViews(keeping: shown)
        }
        var placedViews: [(view: UICollectionReusableView, attributes: UICollectionViewLayoutAttributes)] = []
        for attributes in shown where !attributes.isHidden {
            let isDecoration = attributes.representedElementCategory == .decorationView
            guard let view = isDecoration ? decorationView(for: attributes, layout: layout) : view(for: attributes) else { continue }
            placedViews.append((view, attributes))
            view.apply(attributes)
            // Bounds and center, as UIKit places them (the untransformed frame); the attributes' transform goes on it.
            place(view, by: attributes)
            if view.transform != attributes.transform { view.transform = attributes.transform }
            view.alpha = attributes.alpha
            if attributes.representedElementCategory == .cell, let cell = view as? UICollectionViewCell {
                drawSeparator(of: cell, at: attributes.indexPath, layout: layout)
                drawSelection(of: cell)
                roundListSectionEnds(of: cell, at: attributes.indexPath, layout: layout)
            }
        }
        orderElementViews(placedViews)
        drawDecorations(layout.decorations(in: shownContentRect), background: layout.listBackgroundColor)
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        if sizesToContent { reportContentLength(size, layout: layout) }
    }

    /// Takes off screen the views of elements not in `shown` (hidden ones included).
    private func retireViews(keeping shown: [UICollectionViewLayoutAttributes]) {
        var items = Set<IndexPath>(), supplementaries = Set<ElementKey>(), decorations = Set<ElementKey>()
        for attributes in shown where !attributes.isHidden {
            switch attributes.representedElementCategory {
            case .cell: items.insert(attributes.indexPath)
            case .supplementaryView: supplementaries.insert(attributes.key)
            case .decorationView: decorations.insert(attributes.key)
            }
        }
        retireDecorations(keeping: decorations)
        for (indexPath, cell) in visibleItems where !items.contains(indexPath) {
            visibleItems[indexPath] = nil
            endDisplaying(cell, at: indexPath)
        }
        for (key, view) in visibleSupplementaries where !supplementaries.contains(key) {
            visibleSupplementaries[key] = nil
            enqueue(view)
        }
    }

    /// The view on screen for an element, made (asked of the data source) when new.
    private func view(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        let view = madeView(for: attributes)
        // A list's rows and headers take the list's side margin, as a
        // table's cells take the table's: 16, or 20 on a collection view at
        // least 390 points wide (`SystemMinimumMargin`; docs/uikit-numbers.md,
        // "Tables", where Interface Builder's saved rows give it).
        if let cell = view as? UICollectionViewCell {
            let layout = collectionViewLayout
            cell.listSideMargin = layout.isList(section: attributes.indexPath.section)
                ? SystemMinimumMargin.side(width: bounds.width, traits: traitCollection) : nil
        }
        return view
    }

    private func madeView(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        let indexPath = attributes.indexPath
        if attributes.representedElementCategory == .cell {
            if let cell = visibleItems[indexPath] { return cell }
            cellRequests += 1
            let cell = dataSource?.collectionView(self, cellForItemAt: indexPath) ?? UICollectionViewCell(frame: .zero)
            show(cell)
            cell.isSelected = selectedItems.contains(indexPath)
            visibleItems[indexPath] = cell
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            return cell
        }
        guard let kind = attributes.representedElementKind else { return nil }
        let key = attributes.key
        if let view = visibleSupplementaries[key] { return view }
        guard let source = dataSource else { return nil }
        let view = source.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        checkKind(of: view, askedFor: kind)
        show(view)
        visibleSupplementaries[key] = view
        collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
        return view
    }

    private func show(_ view: UICollectionReusableView) {
        if view.superview !== self { insertSubview(view, at: firstElementIndex) }
        view.translatesAutoresizingMaskIntoConstraints = true
    }

    /// Elements go above the background view and the list's backgrounds
    /// (node indexes); `orderElementViews` then orders them by `zIndex`.
    private var firstElementIndex: Int { (backgroundView == nil ? 0 : 1) + decorationViews.count }

    /// Takes a cell off screen: the delegate hears of it, and it waits for reuse.
    func endDisplaying(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        enqueue(cell)
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    func enqueue(_ view: UICollectionReusableView) {
        view.removeFromSuperview()
        if let key = view.reuseKey { reusableViews[key, default: []].append(view) }
    }

    // MARK: Drawing what the layout adds

    /// A list's hairline under a cell: `1 / displayScale` thick, from the
    /// text's leading edge (the list's side margin without list content)
    /// to the trailing edge; none under a grouped section's last item, a
    /// plain list's last inset like the others (as a plain table's).
    private func drawSeparator(of cell: UICollectionViewCell, at indexPath: IndexPath, layout: UICollectionViewLayout) {
        let line = cell.separatorLine
        guard let rule = layout.separator(forItemAt: indexPath, count: numberOfItems(inSection: indexPath.section)) else {
            line?.isHidden = true
            return
        }
        let view: View
        if let line {
            view = line
        } else {
            view = View()
            view.name = "UICollectionViewListCell.separator"
            view.translatesAutoresizingMaskIntoConstraints = true
            cell.node.addSubview(view)
            cell.separatorLine = view
        }
        // The line is in the cell's own coordinates: its bounds' size, not
        // the box a transform on the cell turns its frame into.
        let size = cell.untransformedFrame.size
        let thickness = 1 / max(1, traitCollection.displayScale)
        (cell as? UICollectionViewListCell)?.followDefaultSeparatorLeading()
        let leading = min(cell.separatorLeading, size.width)
        view.isHidden = false
        view.backgroundColor = rule.color.resolvedLayoutColor(with: traitCollection)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        view.frame = Rect(x: Double(rtl ? 0 : leading), y: Double(size.height - thickness),
                          width: Double(max(0, size.width - leading)), height: Double(thickness))
    }

    /// A selected or highlighted list cell is drawn grey, as UIKit's list
    /// cells are, unless the cell draws its own background.
    private func drawSelection(of cell: UICollectionViewCell) {
        guard cell is UICollectionViewListCell, cell.backgroundColor == nil, cell.backgroundConfiguration == nil else { return }
        let marked = cell.isSelected || cell.isHighlighted
        cell.node.backgroundColor = marked ? UIColor.systemGray4.resolvedLayoutColor(with: cell.traitCollection) : nil
    }

    /// The layout's backgrounds (a list's grouped sections), Layout views behind the cells.
    private func drawDecorations(_ decorations: [CollectionDecoration], background: UIColor?) {
        // The list's background replaces the view's default, never a colour the app set (or nil it set).
        if let background, !(AppearanceStore.setByInstance[self] ?? []).contains("backgroundColor") {
            node.backgroundColor = background.resolvedLayoutColor(with: traitCollection)
        }
        let behind = backgroundView == nil ? 0 : 1
        decorationViews.reuse(count: decorations.count, name: "UICollectionView.sectionBackground") { view, index in
            node.insertSubview(view, at: index + behind)
        }
        for (view, decoration) in zip(decorationViews, decorations) {
            view.backgroundColor = decoration.color.resolvedLayoutColor(with: traitCollection)
            view.cornerRadius = Double(decoration.cornerRadius)
            view.frame = frameOnScreen(decoration.frame).layoutRect
        }
    }

    /// UIKit raises when the data source answers a request for a
    /// supplementary view of one kind with a view dequeued for another (a
    /// registration of the header kind used for a footer, or a cell):
    /// Trellis records a layout issue at the dequeue's place.
    private func checkKind(of view: UICollectionReusableView, askedFor kind: String) {
        guard let key = view.reuseKey else { return }
        let parts = key.split(separator: "\u{1F}", maxSplits: 1, omittingEmptySubsequences: false)
        let dequeuedKind = parts.count == 2 ? String(parts[0]) : "UICollectionElementKindCell"
        guard dequeuedKind != kind else { return }
        let place = view.dequeuePlace ?? ("", 0)
        node.recordLayoutIssue(.rejectedCall(
            "the view returned from collectionView(_:viewForSupplementaryElementOfKind:at:) does not match the element kind it "
                + "is being used for. When asked for a view of element kind '\(kind)' the data source dequeued a view registered "
                + "for the element kind '\(dequeuedKind)'.", file: place.file, line: place.line))
    }
}

/// A rectangle a layout draws behind its cells (a grouped list section's background).
struct CollectionDecoration {
    var frame: CGRect
    var color: UIColor
    var cornerRadius: CGFloat
}

/// Where a list draws a cell's separator.
struct SeparatorRule {
    var color: UIColor
}

extension UICollectionViewCell {
    /// Where the separator starts: where the app put a list cell's
    /// `separatorLayoutGuide`, else `defaultSeparatorLeading`.
    var separatorLeading: CGFloat {
        (self as? UICollectionViewListCell)?.separatorLeadingSetByApp ?? defaultSeparatorLeading
    }

    /// The list content's text, else the list's side margin (16, 20 from
    /// 390 points wide).
    var defaultSeparatorLeading: CGFloat {
        let list = contentView.subviews.first(where: { $0 is UIListContentView }) as? UIListContentView
        if let inset = list?.textLeadingInset { return contentStart + inset }
        // After a leading accessory the text starts at the content's margin
        // (as read: with the safe area, in a list in landscape).
        if contentStart > 0, let list { return contentStart + list.directionalLayoutMargins.leading }
        // The text's start: the side margin, and the safe area the list
        // content's margins take at the leading side (a list in landscape).
        let safeLeading = list.map { $0.directionalLayoutMargins.leading - $0.ownDirectionalLayoutMargins.leading } ?? 0
        return (listSideMargin ?? UIListContentConfiguration.rowMargins.leading) + safeLeading
    }

    /// Where the content view starts: after a list cell's leading
    /// accessories, at the cell's edge otherwise, or its indentation
    /// in (known before the cell's own layout has moved the content view).
    private var contentStart: CGFloat {
        if let listCell = self as? UICollectionViewListCell, listCell.leadingAccessories.row == nil {
            return listCell.indentation
        }
        return max(0, contentView.frame.minX)
    }
}
