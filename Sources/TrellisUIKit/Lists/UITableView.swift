import Layout

/// Rows in sections (UIKit's `UITableView`): a scroll view that asks its
/// data source for cells and lays out only the rows its bounds show,
/// reusing the cells that leave (docs/uikit.md, "Tables").
///
/// Cells are placed by frame, as UIKit places them; a self-sizing row
/// (`rowHeight == automaticDimension`, the default) is measured with
/// `systemLayoutSizeFitting` at the row's width when it comes on screen,
/// the rows off screen keep their estimates. Like every Trellis scroll
/// view, the table is drawn still at its `contentOffset`; subviews' frames
/// are in content coordinates, as UIKit's (a cell's `frame` is
/// `rectForRow(at:)`), like `indexPathForRow(at:)`'s point. For a
/// snapshot of every row, `table.trellis.sizesToContent = true`.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// A table's top and bottom take the safe area under `.automatic` (UIScrollView+ContentInset.swift).
    override var safeAreaAdjustment: SafeAreaAdjustment { .verticalAlways }
    public enum Style: Int, Sendable { case plain = 0, grouped, insetGrouped }
    public enum ScrollPosition: Int, Sendable { case none = 0, top, middle, bottom }
    public enum RowAnimation: Int, Sendable { case fade = 0, right, left, top, bottom, none, middle, automatic = 100 }
    public enum SeparatorInsetReference: Int, Sendable { case fromCellEdges = 0, fromAutomaticInsets }

    /// UIKit's `UITableViewAutomaticDimension`: a height the table works out.
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    let metrics: TableMetrics

    public init(frame: CGRect, style: Style) {
        self.style = style
        metrics = TableMetrics(style: style)
        super.init(frame: frame)
        setUpTable()
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) {
        style = .plain
        metrics = TableMetrics(style: .plain)
        super.init(coder: coder)
        setUpTable()
    }

    private func setUpTable() {
        settingDefaults { backgroundColor = metrics.backgroundColor }
    }

    // MARK: Data source and delegate

    /// Held weakly, as UIKit holds it.
    open weak var dataSource: UITableViewDataSource? { didSet { setNeedsReload() } }

    /// The inherited `delegate` seen as a table's (UIKit redeclares the
    /// property with this type; Swift cannot, so it is read through here).
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    // MARK: Heights

    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Padding above each section header (iOS 15): automatic, 22 points in
    /// a plain table and none in the grouped styles; 0 keeps the old look.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The height of the empty rows a plain table draws below its last row
    /// (their separators): 0, none, the default since iOS 15 (Apple's
    /// `fillerRowHeight` page); `automaticDimension`, the last row's
    /// height (before iOS 15); any other value, that height. None with a
    /// `tableFooterView` (UITableView+Fillers.swift).
    open var fillerRowHeight: CGFloat = 0 { didSet { setNeedsLayout() } }

    // MARK: Appearance

    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    open var separatorColor: UIColor? = .separator { didSet { appearanceSetterCalled("separatorColor"); setNeedsLayout() } }
    /// The default inset of the cells' separators; a cell's own `separatorInset` wins.
    open var separatorInset = UIEdgeInsets(top: 0, left: SystemMinimumMargin.narrow, bottom: 0, right: 0)
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
    open var separatorEffect: UIVisualEffect?
    /// Apple: "A Boolean value that indicates whether the cell margins
    /// derive from the width of the readable content guide" (false by
    /// default since iOS 12). True: `rowSideMargin` is the readable guide's
    /// inset, so on a wide table the rows' content stands in to the
    /// readable width (docs/uikit.md, "Readable-width cell margins").
    open var cellLayoutMarginsFollowReadableWidth = false { didSet { setNeedsReload() } }
    open var insetsContentViewsToSafeArea = true
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }
    open var sectionIndexColor: UIColor? { didSet { appearanceSetterCalled("sectionIndexColor") } }
    open var sectionIndexBackgroundColor: UIColor? { didSet { appearanceSetterCalled("sectionIndexBackgroundColor") } }
    open var sectionIndexMinimumDisplayRowCount = 0

    /// A view above the first section, as tall as its frame (or its
    /// constraints at the table's width), as wide as the table.
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            setNeedsReload()
        }
    }

    /// A view below the last section.
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            setNeedsReload()
        }
    }

    // MARK: Editing and selection settings

    open var isEditing = false
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        for cell in visibleCells { cell.setEditing(editing, animated: animated) }
    }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    open var selectionFollowsFocus = false
    open var remembersLastFocusedIndexPath = false
    open var dragInteractionEnabled = false

    // MARK: State kept between layouts

    var geometry = TableGeometry()
    var needsReload = true
    /// The batch of updates under way, when the counts before it were known.
    var batch: BatchUpdate?
    var batchDepth = 0
    /// The cells on screen by index path.
    var visibleRows: [IndexPath: UITableViewCell] = [:]
    var visibleHeaders: [Int: UIView] = [:]
    /// The views of headers and footers made since the last reload, and those on screen.
    var headerFooterViews: [HeaderFooterKey: UIView] = [:]
    var shownHeaderFooters: [HeaderFooterKey: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    /// Cells and header views waiting to be dequeued, by reuse identifier.
    var reusableCells: [String: [UITableViewCell]] = [:]
    var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]
    var registeredCells: [String: UITableViewCell.Type] = [:]
    /// Nibs registered for cells (Nibs/UITableView+Nibs.swift).
    var registeredCellNibs: [String: UINib] = [:]
    var registeredHeaderFooters: [String: UITableViewHeaderFooterView.Type] = [:]
    var selectedRows: [IndexPath] = []
    /// The grouped sections' backgrounds, Layout views behind the cells.
    var sectionBackgrounds: [View] = []
    /// The separators of the filler rows below a plain table's last row.
    var fillerSeparators: [View] = []
    /// Set by `trellis.sizesToContent`: every row laid out, the table as tall as its content.
    var sizesToContent = false { didSet { setNeedsReload(); invalidateIntrinsicContentSize() } }
    /// How many times the data source was asked for a cell (`trellis.cellRequests`).
    var cellRequests = 0
    /// The content height the table last reported as its intrinsic height.
    var reportedContentHeight: CGFloat = 0
    /// The row a touch went down on, highlighted until it ends.
    var touchedRow: IndexPath?

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    // MARK: Reloading

    /// Asks the data source again for everything: counts, heights, cells.
    /// The cells on screen are enqueued for reuse, as UIKit does.
    open func reloadData() {
        for (indexPath, cell) in visibleRows { endDisplaying(cell, at: indexPath) }
        visibleRows = [:]
        for view in shownHeaderFooters.values { endDisplaying(headerFooter: view) }
        shownHeaderFooters = [:]
        visibleHeaders = [:]
        visibleFooters = [:]
        setNeedsReload()
    }

    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    open func reconfigureRows(at indexPaths: [IndexPath]) { reloadData() }
    /// Inside a batch (`performBatchUpdates`, `beginUpdates`), the
    /// inserts, deletes and moves are counted for the batch's check.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch?.insert(indexPaths)
        reloadData()
    }
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch?.delete(indexPaths)
        reloadData()
    }
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        batch?.move(from: indexPath, to: newIndexPath)
        reloadData()
    }
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        batch?.insertSections(sections)
        reloadData()
    }
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        batch?.deleteSections(sections)
        reloadData()
    }
    open func moveSection(_ section: Int, toSection newSection: Int) {
        batch?.moveSection()
        reloadData()
    }
    open func reloadSectionIndexTitles() {}
    open func beginUpdates() {
        batchDepth += 1
        if batchDepth == 1, !needsReload {
            batch = BatchUpdate(noun: "row", container: "table view", before: geometry.sections.map(\.rows.count))
        }
    }
    /// Ends the batch: UIKit raises when the data source's counts do not
    /// match the batch's inserts and deletes (see `BatchUpdate`); Trellis
    /// records a layout issue. (UIKit's signature, so that subclasses
    /// overriding it build: the issue cannot name the caller's line.)
    open func endUpdates() {
        batchDepth = max(0, batchDepth - 1)
        guard batchDepth == 0 else { return }
        if let finished = batch, let problem = finished.problem(after: dataSourceCounts()) {
            node.recordLayoutIssue(.rejectedCall(problem + " (in endUpdates() or performBatchUpdates(_:completion:))",
                                                 file: "", line: 0))
        }
        batch = nil
        reloadData()
    }
    /// Runs the updates and reloads; not animated, so the completion gets
    /// `true` at once. Checked as `endUpdates()` checks.
    /// UIKit's `updates` block is not escaping (`NS_NOESCAPE`), so a
    /// closure passed to it may use `self`'s members without `self.`;
    /// Swift cannot say that of an optional closure, hence this overload.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { performBatchUpdates(.some($0), completion: completion) }
    }

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// The rows per section the data source gives now.
    private func dataSourceCounts() -> [Int] {
        let source = dataSource
        let sections = max(0, source.map { $0.numberOfSections(in: self) } ?? 0)
        return (0..<sections).map { max(0, source?.tableView(self, numberOfRowsInSection: $0) ?? 0) }
    }

    // MARK: Registering and dequeuing

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registeredCells[identifier] = cellClass as? UITableViewCell.Type
        registeredCellNibs[identifier] = nil
    }

    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooters[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }

    /// A cell waiting for reuse under `identifier` (after its
    /// `prepareForReuse()`), else a new one of the registered class, else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var pool = reusableCells[identifier], let cell = pool.popLast() {
            reusableCells[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        if let nib = registeredCellNibs[identifier] { return cell(fromNib: nib, reuseIdentifier: identifier) }
        guard let cellClass = registeredCells[identifier] else { return nil }
        return cellClass.init(trellisRegisteredWithReuseIdentifier: identifier)
    }

    /// As `dequeueReusableCell(withIdentifier:)`, for a registered
    /// identifier. UIKit raises for one that is not registered; Trellis
    /// records a layout issue naming the call and makes a plain cell.
    /// (UIKit's signature, so that subclasses overriding it build: the
    /// issue cannot name the caller's line.)
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        node.recordLayoutIssue(.rejectedCall(
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier "
                + "(in dequeueReusableCell(withIdentifier:for:) at \(indexPath))",
            file: "", line: 0))
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var pool = reusableHeaderFooters[identifier], let view = pool.popLast() {
            reusableHeaderFooters[identifier] = pool
            view.prepareForReuse()
            return view
        }
        guard let viewClass = registeredHeaderFooters[identifier] else { return nil }
        return viewClass.init(trellisRegisteredWithReuseIdentifier: identifier)
    }

    // MARK: Counting and finding

    open var numberOfSections: Int {
        layoutIfNeededForQuery()
        return geometry.sections.count
    }

    open func numberOfRows(inSection section: Int) -> Int {
        layoutIfNeededForQuery()
        return geometry.sections.indices.contains(section) ? geometry.sections[section].rows.count : 0
    }

    /// Reads the data source if a reload is pending (UIKit answers counts at once).
    func layoutIfNeededForQuery() {
        if needsReload { rebuildGeometry() }
    }

    /// The row's rectangle in content coordinates.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        layoutIfNeededForQuery()
        guard let extent = geometry.rowExtent(indexPath) else { return .zero }
        let frame = rowFrame(top: extent.top, height: extent.height)
        return frame
    }

    open func rect(forSection section: Int) -> CGRect {
        layoutIfNeededForQuery()
        guard geometry.sections.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: geometry.sectionTop(section), width: bounds.width, height: geometry.sections[section].height)
    }

    open func rectForHeader(inSection section: Int) -> CGRect {
        layoutIfNeededForQuery()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let s = geometry.sections[section]
        return CGRect(x: 0, y: geometry.sectionTop(section) + s.headerTopPadding, width: bounds.width, height: s.header)
    }

    open func rectForFooter(inSection section: Int) -> CGRect {
        layoutIfNeededForQuery()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let s = geometry.sections[section]
        return CGRect(x: 0, y: geometry.sectionTop(section) + s.rowsOffset + s.rowsHeight, width: bounds.width, height: s.footer)
    }

    /// The row at `point` (content coordinates), nil over a header, a footer or nothing.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        layoutIfNeededForQuery()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return geometry.row(at: point.y)
    }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleRows.first { $0.value === cell }?.key
    }

    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        layoutIfNeededForQuery()
        var result: [IndexPath] = []
        for (section, s) in geometry.sections.enumerated() {
            for row in s.rows.indices {
                let frame = rectForRow(at: IndexPath(row: row, section: section))
                if frame.intersects(rect) { result.append(IndexPath(row: row, section: section)) }
            }
        }
        return result
    }

    /// The cell on screen for the row, nil when the row is off screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visibleRows[indexPath] }

    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] {
        indexPathsForVisibleRows?.compactMap { visibleRows[$0] } ?? []
    }

    open var indexPathsForVisibleRows: [IndexPath]? { visibleRows.keys.sorted() }

    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    // MARK: Scrolling

    /// Moves `contentOffset` so that the row shows at `scrollPosition`; at once.
    /// UIKit raises for a row the table does not have (`NSNotFound` is a
    /// valid row for a section with no rows, scrollToRow(at:at:animated:)):
    /// Trellis records a layout issue and does not scroll. (UIKit's signature,
    /// so that subclasses overriding it build.)
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeededForQuery()
        let sections = geometry.sections
        guard sections.indices.contains(indexPath.section) else {
            node.recordLayoutIssue(.rejectedCall(
                "Attempted to scroll the table view to an out-of-bounds section (\(indexPath.section)) when there are only "
                    + "\(sections.count) sections. Index path: \(indexPath)", file: "", line: 0))
            return
        }
        let rows = sections[indexPath.section].rows.count
        if indexPath.row == NSNotFound, rows == 0 { return }
        guard (0..<rows).contains(indexPath.row) else {
            node.recordLayoutIssue(.rejectedCall(
                "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there are only \(rows) rows "
                    + "in section \(indexPath.section). Index path: \(indexPath)", file: "", line: 0))
            return
        }
        guard let extent = geometry.rowExtent(indexPath) else { return }
        // The row goes to the top, middle or bottom of the part of the
        // bounds the adjusted insets leave (below the bars), the offset kept
        // between -adjustedContentInset.top and the content's end.
        let inset = adjustedContentInset, height = bounds.height
        var y: CGFloat
        switch scrollPosition {
        case .top, .none: y = extent.top - inset.top
        case .middle: y = extent.top + extent.height / 2 - (inset.top + height - inset.bottom) / 2
        case .bottom: y = extent.top + extent.height - (height - inset.bottom)
        }
        contentOffset = CGPoint(x: contentOffset.x, y: clampedOffsetY(y, contentHeight: geometry.contentHeight))
        // No height yet: scroll again at the first layout that gives one (SizedScrollRequest).
        scrollRequestBeforeSizing = height > 0 ? nil : SizedScrollRequest(indexPath: indexPath, position: scrollPosition, offset: contentOffset)
        setNeedsLayout()
    }

    /// A scroll asked for while the table had no height (SizedScrollRequest.swift).
    var scrollRequestBeforeSizing: SizedScrollRequest<ScrollPosition>?

    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        if let first = indexPathForSelectedRow { scrollToRow(at: first, at: scrollPosition, animated: animated) }
    }

    open override var contentOffset: CGPoint { didSet { setNeedsLayout() } }

    // MARK: Layout and touches (UITableView+Layout.swift, UITableView+Selection.swift)

    /// Lays out the engine's part (`super`), then the rows on screen.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let request = scrollRequestBeforeSizing, bounds.height > 0 {
            scrollRequestBeforeSizing = nil
            if request.offset == contentOffset {
                layoutRows()  // the rows measured at the width the table now has, then the scroll
                scrollToRow(at: request.indexPath, at: request.position, animated: false)
            }
        }
        layoutRows()
    }

    /// The safe area is in the adjusted inset (UIScrollView+ContentInset.swift), worked out at layout.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    /// New traits: the next layout resolves the section backgrounds' and
    /// separators' colours again (dark after light, as UIKit redraws its
    /// dynamic colours on a style change), and under traits that size text
    /// or margins otherwise (`MeasuredTraits`) measures the self-sizing
    /// rows again.
    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        setNeedsLayout()
    }

    /// With `trellis.sizesToContent`, as tall as every row; else none.
    open override var intrinsicContentSize: CGSize {
        guard sizesToContent else { return super.intrinsicContentSize }
        return CGSize(width: UIView.noIntrinsicMetric, height: reportedContentHeight)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !beginRowTouch(touches) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !endRowTouch(touches) { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        cancelRowTouch()
        super.touchesCancelled(touches, with: event)
    }
}

extension UITableViewCell {
    /// How the table draws the line between rows (UIKit's `UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Int, Sendable { case none = 0, singleLine, singleLineEtched }
}
