import Foundation

/// Where one element of a collection view goes (UIKit's
/// `UICollectionViewLayoutAttributes`): a cell, a supplementary view or a
/// decoration, its frame in content coordinates.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    public enum Category: Int, Sendable { case cell = 0, supplementaryView, decorationView }

    open var frame: CGRect = .zero
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var alpha: CGFloat = 1
    /// The element's transform, applied to its view after its frame, as
    /// UIKit's collection view applies it (a layout scales or turns a cell).
    open var transform: CGAffineTransform = .identity
    open var zIndex = 0
    open var isHidden = false
    open var indexPath: IndexPath
    public let representedElementCategory: Category
    public let representedElementKind: String?

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy, as UIKit's attributes copy themselves (`NSCopying`): custom
    /// layouts copy the attributes of `super` before changing them.
    /// Attributes are made and copied on the main thread, as in UIKit.
    open nonisolated override func copy() -> Any {
        nonisolated(unsafe) var copy: Any = self
        MainActor.assumeIsolated { copy = self.duplicate() }
        return copy
    }

    func duplicate() -> UICollectionViewLayoutAttributes {
        let copy: UICollectionViewLayoutAttributes
        switch representedElementCategory {
        case .cell: copy = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        case .supplementaryView:
            copy = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        case .decorationView:
            copy = UICollectionViewLayoutAttributes(forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
        }
        copy.frame = frame
        copy.alpha = alpha
        copy.transform = transform
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        return copy
    }

    /// The element as a key: its category, kind and index path.
    var key: ElementKey { ElementKey(kind: representedElementCategory == .cell ? nil : representedElementKind, indexPath: indexPath) }
}

/// A cell (kind nil) or a supplementary view (its kind) at an index path.
struct ElementKey: Hashable {
    let kind: String?
    let indexPath: IndexPath
}

/// Where a collection view's elements go (UIKit's `UICollectionViewLayout`).
/// A subclass answers `collectionViewContentSize`,
/// `layoutAttributesForElements(in:)` and the per-element queries, computed
/// in `prepare()`; the collection view calls `prepare()` before it lays out
/// after `invalidateLayout()`.
///
/// Self-sizing: a layout whose elements are measured (the flow layout's
/// `estimatedItemSize`, the compositional layout's estimated dimensions)
/// answers `measurement(for:)` with how to measure; the collection view
/// measures the elements its bounds show with `systemLayoutSizeFitting`,
/// hands the sizes back through `measuredSizes` and prepares again, as
/// UIKit's layouts take their cells' preferred attributes.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    /// The collection view the layout belongs to (set when assigned to one).
    open internal(set) weak var collectionView: UICollectionView?

    open func prepare() {}
    /// Invalidates everything: a context of the layout's
    /// `invalidationContextClass` goes to `invalidateLayout(with:)`, as
    /// Apple documents, so a subclass overriding that one hears of it.
    open func invalidateLayout() {
        let contextClass = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        invalidateLayout(with: contextClass.init())
    }
    /// The collection view lays everything out again at its next pass,
    /// whatever the context names.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) { collectionView?.setNeedsLayoutPass() }

    open var collectionViewContentSize: CGSize { .zero }
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    // MARK: Updates (UIKit calls these as an update ends; Trellis draws the change at once, unanimated)

    /// The items an insert, delete, move or reload changes, before the
    /// change is drawn; a subclass overriding it calls `super`.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    /// The update is over: what `prepare(forCollectionViewUpdates:)` kept may go.
    open func finalizeCollectionViewUpdates() {}
    /// Where an inserted item starts its animation. Trellis does not
    /// animate, so the answer is never drawn; it is the item's own attributes.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForItem(at: itemIndexPath)
    }
    /// Where a deleted item ends its animation; as the appearing one's, not drawn.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForItem(at: itemIndexPath)
    }
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
    /// Registers the class of a decoration view (a section's background):
    /// the collection view makes one with `init(frame:)` for each
    /// decoration the layout places on screen, and reuses it (Apple: "You
    /// do not need to create decoration views explicitly. After
    /// registering …"). nil unregisters. The last registration of a kind,
    /// class or nib, is the one used.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        registeredDecorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
        registeredDecorationNibs[elementKind] = nil
        collectionView?.setNeedsLayoutPass()
    }

    /// Registers a nib whose top-level `UICollectionReusableView` is the
    /// decoration view of the kind (Apple: "the nib file must contain
    /// exactly one top-level object and that object must be of the type
    /// UICollectionReusableView"). nil unregisters.
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        registeredDecorationNibs[elementKind] = nib
        registeredDecorationClasses[elementKind] = nil
        collectionView?.setNeedsLayoutPass()
    }

    /// The decoration views' classes, by kind.
    var registeredDecorationClasses: [String: UICollectionReusableView.Type] = [:]
    /// The decoration views' nibs, by kind.
    var registeredDecorationNibs: [String: UINib] = [:]

    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    // MARK: Self-sizing (Trellis's)

    /// The sizes measured so far, by element, at `measuredWidth`.
    var measuredSizes: [ElementKey: CGSize] = [:]
    var measuredWidth: CGFloat = -1

    /// How to measure an element, nil when its size is given: the size to
    /// fit in and whether the width (and height) is fixed there.
    func measurement(for attributes: UICollectionViewLayoutAttributes) -> ElementMeasurement? { nil }

    // MARK: What a list draws (Trellis's)

    /// The backgrounds the layout draws behind the cells in `rect`; none by default.
    func decorations(in rect: CGRect) -> [CollectionDecoration] { [] }
    /// The separator under an item; none by default (a list's layout draws them).
    func separator(forItemAt indexPath: IndexPath, count: Int) -> SeparatorRule? { nil }
    /// The corner radius of an inset grouped list section, whose first and last items round their ends; 0 by default.
    func sectionEndRadius(inSection section: Int) -> CGFloat { 0 }
    /// The colour behind a list's sections; nil for other layouts.
    var listBackgroundColor: UIColor? { nil }
    /// Whether section `section` is a list's (its rows' side margins follow
    /// the collection view's width); false for other layouts.
    func isList(section: Int) -> Bool { false }
}

/// How a self-sizing element is measured: `systemLayoutSizeFitting` at
/// `target`, an axis held at the target's value when it is fixed, else as
/// small as the view's constraints allow.
struct ElementMeasurement {
    var target: CGSize
    var fixedWidth: Bool
    var fixedHeight: Bool
}

/// What an invalidation names (UIKit's `UICollectionViewLayoutInvalidationContext`); all is laid out again here.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    public required override init() { super.init() }
    open var invalidateEverything: Bool { true }
    open var invalidateDataSourceCounts: Bool { true }
    open var contentOffsetAdjustment: CGPoint = .zero
    open var contentSizeAdjustment: CGSize = .zero
}

extension CGRect {
    /// Whether the rectangles share area (edges that only touch do not, as
    /// an item ending where the screen starts is not on it).
    func sharesArea(with other: CGRect) -> Bool {
        minX < other.maxX && maxX > other.minX && minY < other.maxY && maxY > other.minY
    }
}
