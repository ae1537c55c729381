import Layout

/// Items in sections placed by a layout object (UIKit's `UICollectionView`):
/// a scroll view that asks its data source for the cells and supplementary
/// views its bounds show, at the frames its `collectionViewLayout` gives,
/// and reuses those that leave (docs/uikit.md, "Collection views").
///
/// As in a table, the collection view is drawn still at its
/// `contentOffset`: subviews' frames are in content coordinates, as
/// UIKit's (a cell's `frame` is its layout attributes'), like
/// `indexPathForItem(at:)`'s point.
/// Self-sizing elements are measured with `systemLayoutSizeFitting` when
/// they come on screen; the others keep their estimates. For a snapshot of
/// every item, `collectionView.trellis.sizesToContent = true`.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// As a table's: the top and bottom take the safe area under `.automatic` (UIScrollView+ContentInset.swift).
    override var safeAreaAdjustment: SafeAreaAdjustment { .verticalAlways }
    /// The kinds of the flow layout's (and a list's) headers and footers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        settingDefaults { backgroundColor = Self.defaultBackgroundColor }
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        // A nib's own colour stays; one that names none gets the default.
        if backgroundColor == nil { settingDefaults { backgroundColor = Self.defaultBackgroundColor } }
    }

    /// `systemBackground`, as a collection view's in UIKit (white in light,
    /// black in dark; before, an empty one was drawn white in dark mode).
    /// Apple's `UICollectionView` page names no default; Interface Builder
    /// writes `systemBackgroundColor` for a new collection view (Xcode 11:
    /// SwipeCellKit's Main.storyboard in the IB corpus), and Apple's
    /// `UICollectionLayoutListConfiguration.backgroundColor` page: "The
    /// default value is nil, which means that the configuration uses the
    /// system background color for the specified appearance" (a list's
    /// background replaces this default, not a colour the app sets:
    /// `drawDecorations`). docs/uikit.md, "Collection view background".
    static var defaultBackgroundColor: UIColor { .systemBackground }

    /// The layout; a new one lays the items out again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            if oldValue !== collectionViewLayout { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
            setNeedsLayoutPass()
        }
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool,
                                      completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        completion?(true)
    }

    // MARK: Data source and delegate

    /// Held weakly, as UIKit holds it.
    open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }

    /// The inherited `delegate` seen as a collection view's.
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    open var isEditing = false
    open var selectionFollowsFocus = false
    open var isPrefetchingEnabled = true
    open var remembersLastFocusedIndexPath = false
    open var dragInteractionEnabled = false

    // MARK: State kept between layouts

    var needsReload = true
    /// The batch of updates under way, when the counts before it were known.
    var batch: BatchUpdate?
    var isInBatch = false
    /// The item changes of the batch under way, for the layout at its end.
    var pendingUpdateItems: [UICollectionViewUpdateItem] = []
    var needsPrepare = true
    /// Items per section, read from the data source at a reload.
    var itemCounts: [Int] = []
    var visibleItems: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementaries: [ElementKey: UICollectionReusableView] = [:]
    /// The views of the layout's decorations on screen (UICollectionView+Decorations.swift).
    var visibleDecorations: [ElementKey: UICollectionReusableView] = [:]
    var reusableViews: [String: [UICollectionReusableView]] = [:]
    var registeredClasses: [String: UICollectionReusableView.Type] = [:]
    var registeredNibs: [String: UINib] = [:]
    var selectedItems: [IndexPath] = []
    /// The list sections' backgrounds and the layout's background, Layout views behind the cells.
    var decorationViews: [View] = []
    var sizesToContent = false { didSet { setNeedsLayoutPass(); invalidateIntrinsicContentSize() } }
    /// How many times the data source was asked for a cell (`trellis.cellRequests`).
    var cellRequests = 0
    /// The content's length `sizesToContent` reports: its height, or its width sideways.
    var reportedContentHeight: CGFloat = 0
    /// Whether a sideways layout's width is reported (false when it would be circular: UICollectionView+Horizontal.swift).
    var reportsContentWidth = true
    /// The item a touch went down on, highlighted until it ends.
    var touchedItem: IndexPath?
    /// Where a right-to-left horizontal flow layout was last put at its start, the right end; nil before
    /// (UICollectionView+Horizontal.swift).
    var trailingStart: CGFloat?
    /// The traits the self-sizing elements were measured under.
    var measuredTraits: MeasuredTraits?

    /// The layout's elements are worked out again before the next layout.
    func setNeedsLayoutPass() {
        needsPrepare = true
        setNeedsLayout()
    }

    // MARK: Reloading

    /// Asks the data source again for everything; the views on screen are
    /// enqueued for reuse, as UIKit does.
    open func reloadData() {
        for (indexPath, cell) in visibleItems { endDisplaying(cell, at: indexPath) }
        visibleItems = [:]
        for view in visibleSupplementaries.values { enqueue(view) }
        visibleSupplementaries = [:]
        needsReload = true
        setNeedsLayoutPass()
    }

    open func reloadSections(_ sections: IndexSet) { reloadData() }
    open func reloadItems(at indexPaths: [IndexPath]) {
        announceUpdates(indexPaths.map { UICollectionViewUpdateItem(action: .reload, before: $0, after: $0) })
        reloadData()
    }
    open func reconfigureItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Inside `performBatchUpdates`, the inserts, deletes and moves are
    /// counted for the batch's check.
    open func insertItems(at indexPaths: [IndexPath]) {
        batch?.insert(indexPaths)
        announceUpdates(indexPaths.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: $0) })
        reloadData()
    }
    open func deleteItems(at indexPaths: [IndexPath]) {
        batch?.delete(indexPaths)
        announceUpdates(indexPaths.map { UICollectionViewUpdateItem(action: .delete, before: $0, after: nil) })
        reloadData()
    }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        batch?.move(from: indexPath, to: newIndexPath)
        announceUpdates([UICollectionViewUpdateItem(action: .move, before: indexPath, after: newIndexPath)])
        reloadData()
    }
    open func insertSections(_ sections: IndexSet) {
        batch?.insertSections(sections)
        reloadData()
    }
    open func deleteSections(_ sections: IndexSet) {
        batch?.deleteSections(sections)
        reloadData()
    }
    open func moveSection(_ section: Int, toSection newSection: Int) {
        batch?.moveSection()
        reloadData()
    }
    /// Runs the updates and reloads; not animated, so the completion gets
    /// `true` at once. UIKit raises when the data source's counts after the
    /// updates do not match their inserts and deletes (see `BatchUpdate`);
    /// Trellis records a layout issue. (UIKit's signature, so that
    /// subclasses overriding it build: the issue cannot name the caller's line.)
    /// UIKit's `updates` block is not escaping (`NS_NOESCAPE`), so a
    /// closure passed to it may use `self`'s members without `self.`;
    /// Swift cannot say that of an optional closure, hence this overload.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { performBatchUpdates(.some($0), completion: completion) }
    }

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let outermost = !isInBatch
        if outermost, !needsReload {
            batch = BatchUpdate(noun: "item", container: "collection view", before: itemCounts)
        }
        isInBatch = true
        updates?()
        guard outermost else { return completion?(true) ?? () }
        isInBatch = false
        let announced = pendingUpdateItems
        pendingUpdateItems = []
        if !announced.isEmpty { announceUpdates(announced) }
        if let finished = batch, let problem = finished.problem(after: dataSourceCounts()) {
            node.recordLayoutIssue(.rejectedCall(problem + " (in performBatchUpdates(_:completion:))", file: "", line: 0))
        }
        batch = nil
        reloadData()
        completion?(true)
    }

    /// The items per section the data source gives now.
    private func dataSourceCounts() -> [Int] {
        let source = dataSource
        let sections = max(0, source.map { $0.numberOfSections(in: self) } ?? 0)
        return (0..<sections).map { max(0, source?.collectionView(self, numberOfItemsInSection: $0) ?? 0) }
    }

    /// Reads the counts from the data source (UIKit answers counts at once).
    func readCountsIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        let source = dataSource
        let sections = max(0, source.map { $0.numberOfSections(in: self) } ?? 0)
        itemCounts = (0..<sections).map { max(0, source?.collectionView(self, numberOfItemsInSection: $0) ?? 0) }
        collectionViewLayout.measuredSizes = [:]
        needsPrepare = true
    }

    // MARK: Registering and dequeuing

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registeredClasses[identifier] = cellClass as? UICollectionReusableView.Type
        registeredNibs[identifier] = nil
    }

    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registeredNibs[identifier] = nib
        registeredClasses[identifier] = nil
    }

    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        registeredClasses[Self.supplementaryKey(elementKind, identifier)] = viewClass as? UICollectionReusableView.Type
    }

    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registeredNibs[Self.supplementaryKey(kind, identifier)] = nib
    }

    static func supplementaryKey(_ kind: String, _ identifier: String) -> String { kind + "\u{1F}" + identifier }

    /// A cell waiting under `identifier` (after its `prepareForReuse()`),
    /// else a new one of the registered class. UIKit raises for an
    /// identifier that is not registered; Trellis records a layout issue
    /// and makes a plain cell. (UIKit's signature, so that subclasses
    /// overriding it build; a registration's dequeue passes its caller's place.)
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        dequeueCell(withReuseIdentifier: identifier, for: indexPath, place: nil)
    }

    /// ``dequeueReusableCell(withReuseIdentifier:for:)``, an issue naming
    /// `place` (a registration's caller) or, without one, the call.
    func dequeueCell(withReuseIdentifier identifier: String, for indexPath: IndexPath,
                     place: (file: String, line: UInt)?) -> UICollectionViewCell {
        let (file, line) = place ?? ("", 0)
        if let cell = dequeue(key: identifier, reuseIdentifier: identifier) as? UICollectionViewCell {
            cell.dequeuePlace = place
            (cell as? UICollectionViewListCell)?.listRole = listRole(kind: nil, at: indexPath)
            return cell
        }
        node.recordLayoutIssue(.rejectedCall(
            "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier"
                + (place == nil ? " (in dequeueReusableCell(withReuseIdentifier:for:) at \(indexPath))" : ""),
            file: file, line: line))
        return UICollectionViewCell(frame: .zero)
    }

    /// (UIKit's signature, so that subclasses overriding it build; a
    /// registration's dequeue passes its caller's place.)
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        dequeueSupplementaryView(ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath, place: nil)
    }

    /// ``dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``,
    /// an issue naming `place` (a registration's caller) or, without one, the call.
    func dequeueSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                  for indexPath: IndexPath, place: (file: String, line: UInt)?) -> UICollectionReusableView {
        let (file, line) = place ?? ("", 0)
        if let view = dequeue(key: Self.supplementaryKey(elementKind, identifier), reuseIdentifier: identifier) {
            view.dequeuePlace = place
            (view as? UICollectionViewListCell)?.listRole = listRole(kind: elementKind, at: indexPath)
            return view
        }
        node.recordLayoutIssue(.rejectedCall(
            "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier"
                + (place == nil ? " (in dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:) at \(indexPath))" : ""),
            file: file, line: line))
        return UICollectionReusableView(frame: .zero)
    }

    /// What a list cell dequeued at `indexPath` stands for (a row, the
    /// header, the footer) in a section the layout lays out as a list.
    private func listRole(kind: String?, at indexPath: IndexPath) -> ListCellRole? {
        let list = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration(ofSection: indexPath.section)
        return ListCellRole.of(kind: kind, at: indexPath, in: list)
    }

    private func dequeue(key: String, reuseIdentifier: String) -> UICollectionReusableView? {
        if var pool = reusableViews[key], let view = pool.popLast() {
            reusableViews[key] = pool
            // Shown again as UIKit applies the element's layout attributes
            // when it dequeues (never hidden ones here): what the app does
            // to the view after, hiding it included, stands.
            view.isHidden = false
            view.prepareForReuse()
            return view
        }
        let made: UICollectionReusableView?
        if let nib = registeredNibs[key] {
            made = nib.instantiateTopLevel(owner: nil, options: nil, reuseIdentifier: reuseIdentifier)
                .lazy.compactMap { $0 as? UICollectionReusableView }.first
        } else if let viewClass = registeredClasses[key] {
            made = viewClass.init(trellisRegisteredFrame: .zero)
        } else {
            made = nil
        }
        made?.dequeuedReuseIdentifier = reuseIdentifier
        made?.reuseKey = key
        return made
    }

    /// What the default data source answers for a supplementary view it does not make.
    func missingSupplementaryView(kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        node.recordLayoutIssue(.rejectedCall(
            "the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:) for kind \(kind)",
            file: "", line: 0))
        return UICollectionReusableView(frame: .zero)
    }

    // MARK: Counting and finding

    open var numberOfSections: Int {
        readCountsIfNeeded()
        return itemCounts.count
    }

    open func numberOfItems(inSection section: Int) -> Int {
        readCountsIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The layout prepared for the current data and width.
    func preparedLayout() -> UICollectionViewLayout {
        readCountsIfNeeded()
        if collectionViewLayout.measuredWidth != bounds.width {
            collectionViewLayout.measuredSizes = [:]
            collectionViewLayout.measuredWidth = bounds.width
            needsPrepare = true
        }
        // A sideways layout's columns follow the height (UICollectionView+Horizontal.swift).
        if sidewaysColumnsChanged { needsPrepare = true }
        if needsPrepare {
            needsPrepare = false
            collectionViewLayout.prepare()
        }
        return collectionViewLayout
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preparedLayout().layoutAttributesForItem(at: indexPath)
    }

    open func layoutAttributesForSupplementaryElement(ofKind kind: String,
                                                      at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preparedLayout().layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item at `point` (content coordinates), nil between items.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = preparedLayout().layoutAttributesForElements(in: probe) ?? []
        return hits.last { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }?.indexPath
    }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleItems.first { $0.value === cell }?.key
    }

    /// The cell on screen for the item, nil when it is off screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visibleItems[indexPath] }

    /// The cells on screen, in index path order.
    open var visibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap { visibleItems[$0] } }

    open var indexPathsForVisibleItems: [IndexPath] { visibleItems.keys.sorted() }

    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementaries[ElementKey(kind: elementKind, indexPath: indexPath)]
    }

    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleSupplementaries.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementaries.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    // MARK: Scrolling

    /// Moves `contentOffset` so that the item shows at `scrollPosition`; at once.
    /// UIKit raises for an item the collection view does not have: Trellis
    /// records a layout issue and does not scroll. (UIKit's signature, so
    /// that subclasses overriding it build.)
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard indexPath.count == 2, (0..<numberOfItems(inSection: indexPath.section)).contains(indexPath.item) else {
            node.recordLayoutIssue(.rejectedCall(
                "Attempting to scroll to an invalid index path: \(indexPath) (the collection view has \(numberOfSections) "
                    + "sections\(indexPath.count == 2 && numberOfSections > indexPath.section ? ", \(numberOfItems(inSection: indexPath.section)) items in section \(indexPath.section)" : ""))",
                file: "", line: 0))
            return
        }
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        if sidewaysLayout != nil { return scrollSideways(toShow: frame, at: scrollPosition, indexPath: indexPath) }
        // As a table's scrollToRow: within the part the adjusted insets leave.
        let inset = adjustedContentInset, height = bounds.height
        var y: CGFloat
        if scrollPosition.contains(.centeredVertically) {
            y = frame.midY - (inset.top + height - inset.bottom) / 2
        } else if scrollPosition.contains(.bottom) {
            y = frame.maxY - (height - inset.bottom)
        } else {
            y = frame.minY - inset.top
        }
        let contentHeight = collectionViewLayout.collectionViewContentSize.height
        contentOffset = CGPoint(x: contentOffset.x, y: clampedOffsetY(y, contentHeight: contentHeight))
        // No height yet: scroll again at the first layout that gives one (SizedScrollRequest).
        scrollRequestBeforeSizing = height > 0 ? nil : SizedScrollRequest(indexPath: indexPath, position: scrollPosition, offset: contentOffset)
    }

    /// A scroll asked for while the collection view had no height (SizedScrollRequest.swift).
    var scrollRequestBeforeSizing: SizedScrollRequest<ScrollPosition>?

    open override var contentOffset: CGPoint { didSet { setNeedsLayout() } }

    // MARK: Layout and touches (UICollectionView+Layout.swift, UICollectionView+Selection.swift)

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let request = scrollRequestBeforeSizing, sidewaysLayout == nil ? bounds.height > 0 : bounds.width > 0 {
            scrollRequestBeforeSizing = nil
            // The layout is prepared again at the size the view now has.
            if request.offset == contentOffset { scrollToItem(at: request.indexPath, at: request.position, animated: false) }
        }
        layoutElements()
    }

    /// New traits: the layout's colours resolve again at the next layout,
    /// and under traits that size text or margins otherwise (another text
    /// size, scale or size class: `MeasuredTraits`) every self-sizing
    /// element is measured again (a snapshot strategy shows one controller
    /// under several traits).
    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        let measuring = MeasuredTraits(traits)
        if measuring != measuredTraits {
            measuredTraits = measuring
            collectionViewLayout.measuredSizes = [:]
        }
        setNeedsLayoutPass()
    }

    /// The layout is prepared again: a flow layout's `sectionInsetReference`
    /// and a compositional section's `contentInsetsReference` count from
    /// the safe area or the margins, which may arrive after the first pass
    /// (a controller's `additionalSafeAreaInsets` set later).
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayoutPass()
    }

    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        setNeedsLayoutPass()
    }

    /// The view's own attribute turns its layout's direction (a horizontal
    /// flow layout mirrors, sections' leading and trailing insets swap), as
    /// the traits' direction does: the next layout prepares it again (a
    /// layout not yet prepared reads the new direction anyway).
    open override var semanticContentAttribute: UISemanticContentAttribute {
        didSet { if semanticContentAttribute != oldValue, !needsPrepare { setNeedsLayoutPass() } }
    }

    /// With `trellis.sizesToContent`, as tall as its content, or as wide
    /// for a sideways layout (UICollectionView+Horizontal.swift); else none.
    open override var intrinsicContentSize: CGSize {
        guard sizesToContent else { return super.intrinsicContentSize }
        if sidewaysLayout != nil {
            return CGSize(width: reportsContentWidth ? reportedContentHeight : UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return CGSize(width: UIView.noIntrinsicMetric, height: reportedContentHeight)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !beginItemTouch(touches) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !endItemTouch(touches) { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        cancelItemTouch()
        super.touchesCancelled(touches, with: event)
    }
}
