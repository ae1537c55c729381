import Layout

/// The table's layout pass: the heights the data source and delegate give,
/// then the rows, headers and footers on screen placed by frame, the cells
/// that left the screen enqueued for reuse, separators and grouped
/// sections' backgrounds drawn as Layout views.
extension UITableView {
    // MARK: Reading the data source

    /// Reads the counts and heights again; views of headers and footers
    /// are asked for again when they come on screen.
    func rebuildGeometry() {
        needsReload = false
        let source = dataSource, delegate = tableDelegate
        var built = TableGeometry()
        built.width = bounds.width
        built.traits = MeasuredTraits(traitCollection)
        let sectionCount = max(0, source.map { $0.numberOfSections(in: self) } ?? 0)
        built.sections.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            var s = TableGeometry.Section()
            let count = max(0, source?.tableView(self, numberOfRowsInSection: section) ?? 0)
            s.rows.reserveCapacity(count)
            for row in 0..<count {
                let indexPath = IndexPath(row: row, section: section)
                let given = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                if given >= 0 {
                    s.rows.append(given)
                    s.rowIsExact.append(true)
                    s.rowIsAutomatic.append(false)
                } else {
                    let estimate = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
                    s.rows.append(estimate > 0 ? estimate : TableMetrics.defaultEstimatedRowHeight)
                    s.rowIsExact.append(false)
                    s.rowIsAutomatic.append(true)
                }
            }
            s.rowsHeight = s.rows.reduce(0, +)
            (s.header, s.headerIsExact) = headerFooterHeight(section, header: true)
            s.headerTopPadding = headerTopPadding(section: section, header: s.header, isExact: s.headerIsExact)
            (s.footer, s.footerIsExact) = headerFooterHeight(section, header: false)
            built.sections.append(s)
        }
        geometry = built
        headerFooterViews = [:]
        measureTableHeaderAndFooter()
    }

    /// A header's or footer's height: the delegate's or the table's fixed
    /// one, an estimate to measure when there is a title or a view, or the
    /// style's empty spacing. A plain table's header with neither title nor
    /// view takes no room at the table's own `sectionHeaderHeight`, as
    /// Interface Builder lays it out (docs/uikit-numbers.md, "Plain: empty
    /// header and footer"); a height the delegate gives other than the
    /// table's is kept (a blank header).
    private func headerFooterHeight(_ section: Int, header: Bool) -> (CGFloat, Bool) {
        let delegate = tableDelegate
        let given = header ? (delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
            : (delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
        if header, given >= 0, given == sectionHeaderHeight, !metrics.isGrouped, headerFooterView(section, header: true) == nil {
            return (0, true)
        }
        if given >= 0 { return (given, true) }
        if headerFooterView(section, header: header) != nil { return (TableMetrics.defaultEstimatedHeaderHeight, false) }
        return (header ? metrics.emptyHeaderHeight(section: section) : metrics.emptyFooterHeight, true)
    }

    /// The space above a section's header (iOS 15's `sectionHeaderTopPadding`,
    /// "the amount of padding above each section header"): none without a
    /// header; the value set, else (`automaticDimension`, the default) 22
    /// points in a plain table and none in the grouped styles
    /// (docs/uikit-numbers.md, "Tables"). A grouped table's first section,
    /// when its header is the data source's title at an automatic height,
    /// also keeps the first section's extra 17.5 above it, as an untitled
    /// one does (`TableMetrics.groupedFirstSectionSpace`).
    func headerTopPadding(section: Int, header: CGFloat, isExact: Bool) -> CGFloat {
        guard header > 0 || !isExact else { return 0 }
        let first = !isExact && hasTitledFirstHeader(section) ? TableMetrics.groupedFirstSectionSpace : 0
        if sectionHeaderTopPadding >= 0 { return sectionHeaderTopPadding + first }
        return (metrics.isGrouped ? 0 : TableMetrics.plainSectionHeaderTopPadding) + first
    }

    /// Whether `section` is a grouped table's first section headed by the
    /// data source's title (no view of the delegate's in its place).
    private func hasTitledFirstHeader(_ section: Int) -> Bool {
        guard section == 0, metrics.isGrouped,
              dataSource?.tableView(self, titleForHeaderInSection: section) != nil else { return false }
        return tableDelegate?.tableView(self, viewForHeaderInSection: section) == nil
    }

    /// The view of a section's header or footer: the delegate's, else one
    /// made for the data source's title, else nil. Made once per reload.
    func headerFooterView(_ section: Int, header: Bool) -> UIView? {
        let key = HeaderFooterKey(section: section, isHeader: header)
        if let made = headerFooterViews[key] { return made }
        let delegate = tableDelegate
        var view = header ? delegate?.tableView(self, viewForHeaderInSection: section)
            : delegate?.tableView(self, viewForFooterInSection: section)
        if view == nil, let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section) {
            let titled = UITableViewHeaderFooterView(reuseIdentifier: nil)
            titled.prepare(for: style, isFooter: !header)
            titled.textLabel?.text = title
            view = titled
        }
        if let view {
            (view as? UITableViewHeaderFooterView)?.prepare(for: style, isFooter: !header)
            headerFooterViews[key] = view
        }
        return view
    }

    /// The table's header and footer views: their frames' heights, or their
    /// constraints' at the table's width when they do not translate frames.
    private func measureTableHeaderAndFooter() {
        geometry.tableHeader = tableHeaderView.map { fixedOrFitted($0) } ?? 0
        geometry.tableFooter = tableFooterView.map { fixedOrFitted($0) } ?? 0
    }

    private func fixedOrFitted(_ view: UIView) -> CGFloat {
        view.translatesAutoresizingMaskIntoConstraints ? view.frame.height : fittedHeight(of: view, width: bounds.width)
    }

    /// The height `view`'s constraints give it at `width` (UIKit's
    /// self-sizing: width required, height as small as it fits).
    func fittedHeight(of view: UIView, width: CGFloat) -> CGFloat {
        view.decideListContentArrangements(width: width)
        return view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                     verticalFittingPriority: .fittingSizeLevel).height
    }

    // MARK: Laying out what is on screen

    /// How far rows sit from the table's left and right sides: an inset
    /// grouped section's margin, inside the safe area (UIKit insets those
    /// sections by the table's layout margins, which start inside its
    /// safe area); none for plain and grouped rows, which span the table
    /// and inset their content views instead (`contentSafeAreaInsets`).
    var rowInsets: (left: CGFloat, right: CGFloat) {
        guard metrics.style == .insetGrouped else { return (0, 0) }
        let side = SystemMinimumMargin.side(ofTable: self), safe = horizontalSafeAreaInsets
        return (side + safe.left, side + safe.right)
    }

    /// The side margin of the rows' content, titles, separators and
    /// accessories: the table's margin, or inside inset grouped sections
    /// their own (`SystemMinimumMargin.insetGroupedRowSide(ofTable:)`).
    var rowSideMargin: CGFloat {
        if metrics.style == .insetGrouped { return SystemMinimumMargin.insetGroupedRowSide(ofTable: self) }
        let side = SystemMinimumMargin.side(ofTable: self)
        guard cellLayoutMarginsFollowReadableWidth else { return side }
        // The readable content guide's inset (Apple's `readableContentGuide`:
        // never beyond the layout margins, centred in them, at most the
        // readable width): the margin, or half of what exceeds the readable
        // width when that is more. The same width as `ReadableContentGuide`'s,
        // worked out here since a row's margin is set before the table's
        // own guide is solved.
        return max(side, (bounds.width - CGFloat(ReadableContentGuide.readableWidth)) / 2)
    }

    /// The table's safe area at its sides when it insets its cells' content
    /// views to it (`insetsContentViewsToSafeArea`, true by default).
    private var horizontalSafeAreaInsets: (left: CGFloat, right: CGFloat) {
        guard insetsContentViewsToSafeArea else { return (0, 0) }
        let safe = overlappedSafeAreaInsets
        return (max(0, safe.left), max(0, safe.right))
    }

    /// How far the table's safe area reaches into a view at `frame` (on
    /// screen) at its leading and trailing sides: what its content view
    /// stands in by. Apple: "the table view adjusts the insets of the
    /// content view within each of its cells, headers, and footers on the
    /// leading and trailing sides to make the content fit within the safe
    /// area" (docs/uikit.md, "Safe area in tables").
    func contentSafeAreaInsets(at frame: CGRect, of view: UIView) -> NSDirectionalEdgeInsets {
        let safe = horizontalSafeAreaInsets
        let left = max(0, min(frame.width, safe.left - frame.minX))
        let right = max(0, min(frame.width, frame.maxX - (bounds.width - safe.right)))
        let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return NSDirectionalEdgeInsets(top: 0, leading: rtl ? right : left, bottom: 0, trailing: rtl ? left : right)
    }

    /// A row's frame in content coordinates.
    func rowFrame(top: CGFloat, height: CGFloat) -> CGRect {
        let inset = rowInsets
        return CGRect(x: inset.left, y: top, width: max(0, bounds.width - inset.left - inset.right), height: height)
    }

    /// Lays out the rows, headers and footers between `contentOffset.y` and
    /// the bottom of the bounds (all of them with `sizesToContent`).
    func layoutRows() {
        if needsReload { rebuildGeometry() }
        let width = bounds.width, traits = MeasuredTraits(traitCollection)
        // Heights measured at another width, or under traits that size
        // text and margins otherwise (a snapshot strategy shows one
        // controller at .large, then at an accessibility size), are stale.
        if width != geometry.width || traits != geometry.traits {
            geometry.width = width
            geometry.traits = traits
            // Rows still on screen keep their cells: their margins follow
            // the new width as a new cell's do (`makeCell`), before they
            // are measured again.
            let side = rowSideMargin
            for cell in visibleRows.values { cell.tableSideMargin = side }
            forgetMeasuredHeights()
            measureTableHeaderAndFooter()
        }
        // The content's top rests at -adjustedContentInset.top: the bars' part of the inset keeps it below them.
        let offset = contentOffset.y
        let top = sizesToContent ? -CGFloat.greatestFiniteMagnitude : offset
        let bottom = sizesToContent ? CGFloat.greatestFiniteMagnitude : offset + bounds.height
        // Cells that left the screen go back for reuse first, so that the
        // rows arriving dequeue them, as in UIKit.
        let staying = rowsOnScreen(top: top, bottom: bottom)
        for (indexPath, cell) in visibleRows where !staying.contains(indexPath) {
            visibleRows[indexPath] = nil
            endDisplaying(cell, at: indexPath)
        }
        var wantedRows = Set<IndexPath>()
        var wantedViews = Set<HeaderFooterKey>()
        var backgrounds: [CGRect] = []

        // UIKit keeps the background view on the bounds, still as the rows scroll.
        if let backgroundView, backgroundView.frame != bounds { backgroundView.frame = bounds }
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: width, height: geometry.tableHeader)
        }
        var y = geometry.tableHeader
        for section in geometry.sections.indices {
            let sectionHeight = geometry.sections[section].height
            if y >= bottom { break }
            if y + sectionHeight <= top {
                y += sectionHeight
                continue
            }
            let sectionTop = y
            y += geometry.sections[section].headerTopPadding
            if geometry.sections[section].header > 0 || !geometry.sections[section].headerIsExact {
                placeHeaderFooter(section, header: true, top: y, sectionTop: sectionTop, visible: (top, bottom), wanted: &wantedViews)
            }
            y += geometry.sections[section].header
            let rowsTop = y
            for row in geometry.sections[section].rows.indices {
                let height = geometry.sections[section].rows[row]
                if y + height <= top && height > 0 {
                    y += height
                    continue
                }
                if y >= bottom { break }
                let indexPath = IndexPath(row: row, section: section)
                let cell = visibleRows[indexPath] ?? makeCell(at: indexPath, top: y, height: height)
                wantedRows.insert(indexPath)
                var placed = height
                if !geometry.sections[section].rowIsExact[row] {
                    cell.frame = rowFrame(top: y, height: height)
                    placed = fittedHeight(of: cell, width: rowFrame(top: y, height: height).width)
                    // A content view whose constraints give it no height: UIKit
                    // logs "considering the collapse unintentional" and uses
                    // the standard height.
                    if placed <= 0 { placed = TableMetrics.standardRowHeight }
                    geometry.sections[section].setRow(row, height: placed)
                }
                place(cell, at: indexPath, frame: rowFrame(top: y, height: placed))
                y += placed
            }
            y = rowsTop + geometry.sections[section].rowsHeight
            if metrics.isGrouped, !geometry.sections[section].rows.isEmpty {
                backgrounds.append(rowFrame(top: rowsTop, height: geometry.sections[section].rowsHeight))
            }
            if geometry.sections[section].footer > 0 || !geometry.sections[section].footerIsExact {
                placeHeaderFooter(section, header: false, top: y, sectionTop: sectionTop, visible: (top, bottom), wanted: &wantedViews)
            }
            y += geometry.sections[section].footer
        }
        for (indexPath, cell) in visibleRows where !wantedRows.contains(indexPath) {
            visibleRows[indexPath] = nil
            endDisplaying(cell, at: indexPath)
        }
        for (key, view) in shownHeaderFooters where !wantedViews.contains(key) {
            shownHeaderFooters[key] = nil
            view.removeFromSuperview()
        }
        let contentHeight = geometry.contentHeight
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: contentHeight - geometry.tableFooter, width: width, height: geometry.tableFooter)
        }
        drawSectionBackgrounds(backgrounds)
        drawFillerSeparators()
        let size = CGSize(width: width, height: contentHeight)
        if contentSize != size { contentSize = size }
        if sizesToContent, contentHeight != reportedContentHeight {
            reportedContentHeight = contentHeight
            invalidateIntrinsicContentSize()
        }
    }

    /// The rows between `top` and `bottom` at the heights known now.
    private func rowsOnScreen(top: CGFloat, bottom: CGFloat) -> Set<IndexPath> {
        var rows = Set<IndexPath>()
        var y = geometry.tableHeader
        for (index, section) in geometry.sections.enumerated() {
            if y >= bottom { break }
            if y + section.height <= top {
                y += section.height
                continue
            }
            y += section.rowsOffset
            for (row, height) in section.rows.enumerated() {
                if y >= bottom { break }
                if y + height > top || height == 0 { rows.insert(IndexPath(row: row, section: index)) }
                y += height
            }
            y += section.footer
        }
        return rows
    }

    /// A content rectangle in the table's visible coordinates, where the
    /// Layout views it draws itself (section backgrounds, filler lines)
    /// are placed; its UIView subviews' frames are in content coordinates,
    /// as UIKit's (see ``UIScrollView``).
    func frameOnScreen(_ rect: CGRect) -> CGRect {
        rect.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y)
    }

    /// Measured heights are for one width and one text size: at another,
    /// self-sizing rows and automatic headers are measured again as they
    /// come on screen.
    private func forgetMeasuredHeights() {
        for section in geometry.sections.indices {
            for row in geometry.sections[section].rows.indices where geometry.sections[section].rowIsAutomatic[row] {
                geometry.sections[section].rowIsExact[row] = false
            }
            let header = headerFooterHeight(section, header: true), footer = headerFooterHeight(section, header: false)
            geometry.sections[section].header = header.0
            geometry.sections[section].headerIsExact = header.1
            geometry.sections[section].headerTopPadding = headerTopPadding(section: section, header: header.0, isExact: header.1)
            geometry.sections[section].footer = footer.0
            geometry.sections[section].footerIsExact = footer.1
        }
    }

    /// Places a header or footer laid out at `top`; a plain table's floats
    /// (UITableView+Floating.swift), so its frame may stand lower (a
    /// header) or higher (a footer) than `top`.
    private func placeHeaderFooter(_ section: Int, header: Bool, top: CGFloat, sectionTop: CGFloat, visible: (CGFloat, CGFloat),
                                   wanted: inout Set<HeaderFooterKey>) {
        guard let view = headerFooterView(section, header: header) else { return }
        let key = HeaderFooterKey(section: section, isHeader: header)
        var height = header ? geometry.sections[section].header : geometry.sections[section].footer
        let inset = rowInsets.left, width = max(0, bounds.width - rowInsets.left - rowInsets.right)
        // A title's side margins follow the table's width as the cells' do.
        (view as? UITableViewHeaderFooterView)?.tableSideMargin = rowSideMargin
        if view.superview !== self {
            addSubview(view)
            view.translatesAutoresizingMaskIntoConstraints = true
        }
        if !(header ? geometry.sections[section].headerIsExact : geometry.sections[section].footerIsExact) {
            view.frame = CGRect(x: inset, y: top, width: width, height: height)
            (view as? UITableViewHeaderFooterView)?.safeAreaContentInsets = contentSafeAreaInsets(at: view.visibleFrame, of: view)
            height = fittedHeight(of: view, width: width)
            if header {
                geometry.sections[section].header = height
                geometry.sections[section].headerIsExact = true
            } else {
                geometry.sections[section].footer = height
                geometry.sections[section].footerIsExact = true
            }
        }
        let drawnTop = floatingTop(section: section, header: header, natural: top, height: height, sectionTop: sectionTop)
        guard drawnTop + height > visible.0, drawnTop < visible.1 else {
            view.removeFromSuperview()
            return
        }
        view.frame = CGRect(x: inset, y: drawnTop, width: width, height: height)
        (view as? UITableViewHeaderFooterView)?.safeAreaContentInsets = contentSafeAreaInsets(at: view.visibleFrame, of: view)
        wanted.insert(key)
        if shownHeaderFooters[key] == nil {
            shownHeaderFooters[key] = view
            if header {
                visibleHeaders[section] = view
                tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
            } else {
                visibleFooters[section] = view
                tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
            }
        }
    }

    // MARK: Cells

    private func makeCell(at indexPath: IndexPath, top: CGFloat, height: CGFloat) -> UITableViewCell {
        cellRequests += 1
        let cell = dataSource?.tableView(self, cellForRowAt: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
        if cell.superview !== self { insertSubview(cell, at: firstCellIndex) }
        // The cell's margins follow the table's width, as its layout
        // margins do in UIKit (16, 20 from 390 points; 16 in an iPad's
        // subview; inside inset grouped sections 20 from 414:
        // `SystemMinimumMargin`).
        cell.tableSideMargin = rowSideMargin
        indentFromDelegate(cell, at: indexPath)
        cell.translatesAutoresizingMaskIntoConstraints = true
        cell.isHidden = false
        cell.frame = rowFrame(top: top, height: height)
        cell.safeAreaContentInsets = contentSafeAreaInsets(at: cell.visibleFrame, of: cell)
        cell.isSelected = selectedRows.contains(indexPath)
        if isEditing != cell.isEditing { cell.setEditing(isEditing, animated: false) }
        visibleRows[indexPath] = cell
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    /// Cells go above the table's background view and the sections'
    /// backgrounds (node indexes: a row made after the backgrounds were
    /// drawn, as when scrolling, goes above them too).
    private var firstCellIndex: Int { (backgroundView == nil ? 0 : 1) + sectionBackgrounds.count }

    private func place(_ cell: UITableViewCell, at indexPath: IndexPath, frame: CGRect) {
        cell.frame = frame
        cell.safeAreaContentInsets = contentSafeAreaInsets(at: cell.visibleFrame, of: cell)
        drawSeparator(of: cell, at: indexPath, size: frame.size)
        drawSelection(of: cell)
        roundSectionEnds(of: cell, at: indexPath)
    }

    /// Takes a cell off screen: the delegate hears of it, and it waits
    /// under its reuse identifier for `dequeueReusableCell`.
    func endDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if let identifier = cell.reuseIdentifier { reusableCells[identifier, default: []].append(cell) }
    }

    func endDisplaying(headerFooter view: UIView) {
        view.removeFromSuperview()
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            reusableHeaderFooters[identifier, default: []].append(reusable)
        }
    }

    /// The hairline under a row: `1 / displayScale` thick, from the cell's
    /// separator inset (its text, past an image) to its trailing edge; none
    /// under a grouped section's last row, where the section ends. A plain
    /// table's last row is inset like the others, as UIKit draws it (with
    /// filler rows below, their separators continue its line).
    private func drawSeparator(of cell: UITableViewCell, at indexPath: IndexPath, size: CGSize) {
        let parts = cell.parts
        let isLast = indexPath.row == geometry.sections[indexPath.section].rows.count - 1
        let shows = separatorStyle != .none && !(isLast && metrics.isGrouped)
        guard shows else {
            parts.separator?.isHidden = true
            return
        }
        let line: View
        if let existing = parts.separator {
            line = existing
        } else {
            line = View()
            line.name = "UITableViewCell.separator"
            line.translatesAutoresizingMaskIntoConstraints = true
            cell.node.addSubview(line)
            parts.separator = line
        }
        let scale = max(1, traitCollection.displayScale)
        let thickness = 1 / scale
        // The separator starts where the content view's text does (or where
        // the table's or the cell's inset says): inside the safe area by as
        // much as the content view is.
        let (leading, trailing) = separatorSides(of: cell, width: size.width)
        line.isHidden = false
        line.backgroundColor = (separatorColor ?? .separator).resolvedLayoutColor(with: traitCollection)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let wanted = Rect(x: Double(rtl ? trailing : leading), y: Double(size.height - thickness),
                          width: Double(max(0, size.width - leading - trailing)), height: Double(thickness))
        // The line's frame comes back from the solver off by a rounding
        // error (a third of a point is not exact); setting it again each
        // pass would ask for another layout, and the table never settled.
        let current = line.frame
        let moved = [current.minX - wanted.minX, current.minY - wanted.minY, current.width - wanted.width,
                     current.height - wanted.height].contains { abs($0) > 1e-9 }
        if moved { line.frame = wanted }
    }

    /// A selected or highlighted row is drawn grey, as UIKit's default
    /// selection style draws it, unless the cell draws its own background.
    /// Otherwise a plain table's cell is drawn with its default background
    /// configuration's fill (`systemBackground`), whatever the table's colour:
    /// "In iOS 7, cells have a white background by default; in earlier
    /// versions of iOS, cells inherit the background color of the enclosing
    /// table view" (Apple's UITableViewCell reference of iOS 7), and Bankey's
    /// screenshot (held-out corpus 16) shows white rows on its teal table.
    /// A grouped table's rows are its section backgrounds.
    private func drawSelection(of cell: UITableViewCell) {
        guard cell.backgroundColor == nil, cell.backgroundConfiguration == nil, cell.selectedBackgroundView == nil else { return }
        let marked = cell.selectionStyle != .none && (cell.isSelected || cell.isHighlighted)
        if marked {
            cell.node.backgroundColor = UIColor.systemGray4.resolvedLayoutColor(with: cell.traitCollection)
        } else if style == .plain, cell.backgroundView == nil, let fill = cell.defaultBackgroundConfiguration().backgroundColor {
            cell.node.backgroundColor = cell.resolvedColor(fill, with: cell.traitCollection)
        } else {
            cell.node.backgroundColor = nil
        }
    }

    /// Grouped sections' backgrounds: Layout views behind the cells (the
    /// rounded corners of inset grouped sections are theirs).
    private func drawSectionBackgrounds(_ rects: [CGRect]) {
        sectionBackgrounds.reuse(count: rects.count, name: "UITableView.sectionBackground") { background, index in
            node.insertSubview(background, at: index)
        }
        let color = metrics.rowBackgroundColor.resolvedLayoutColor(with: traitCollection)
        for (background, rect) in zip(sectionBackgrounds, rects) {
            background.backgroundColor = color
            background.cornerRadius = style == .insetGrouped ? Double(TableMetrics.insetGroupedCornerRadius) : 0
            background.frame = frameOnScreen(rect).layoutRect
        }
    }
}

/// A section's header or footer, as a key.
struct HeaderFooterKey: Hashable {
    let section: Int
    let isHeader: Bool
}
