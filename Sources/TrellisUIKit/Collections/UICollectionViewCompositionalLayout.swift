import Foundation

/// Sections built of items and groups (UIKit's
/// `UICollectionViewCompositionalLayout`, iOS 13), scrolling vertically
/// (or sideways with the configuration's `scrollDirection`:
/// UICollectionViewCompositionalLayout+Horizontal.swift):
/// each section from the one given or the section provider, one after the
/// other with the configuration's `interSectionSpacing` between them
/// (``CompositionalSectionPlacer`` places each), the configuration's
/// layout-wide headers above them and footers below (``LayoutBoundaryPlacer``).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    let fixedSection: NSCollectionLayoutSection?
    let sectionProvider: SectionProvider?
    /// The layout's settings. As UIKit's header says ("Setting this property
    /// will invalidate the layout immediately to affect any changes. Note:
    /// any changes made to properties directly will have no effect", and
    /// Apple's page declares it `@NSCopying`), the layout keeps its own copy
    /// and hands out copies: change one and assign it back.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { settings.copied() }
        set {
            settings = newValue.copied()
            invalidateLayout()
        }
    }
    /// The configuration the layout reads (never handed out).
    private(set) var settings: UICollectionViewCompositionalLayoutConfiguration

    public init(section: NSCollectionLayoutSection) {
        fixedSection = section
        sectionProvider = nil
        settings = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = section
        sectionProvider = nil
        settings = configuration.copied()
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider) {
        fixedSection = nil
        self.sectionProvider = sectionProvider
        settings = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = nil
        self.sectionProvider = sectionProvider
        settings = configuration.copied()
        super.init()
    }

    public required init?(coder: NSCoder) {
        fixedSection = nil
        sectionProvider = nil
        settings = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// A list in every section (iOS 14).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            ListSectionStyle.section(configuration, environment: environment, index: index)
        }
        layout.wholeList = ListSectionStyle(configuration: configuration, metrics: TableMetrics(style: configuration.tableStyle))
        return layout
    }

    /// The style of every section of a `list(using:)` layout: its background
    /// colours the view even with no sections yet (an empty list).
    private var wholeList: ListSectionStyle?

    // MARK: The pass

    var placed = PlacedElements()
    var estimated: [ElementKey: ElementMeasurement] = [:]
    /// The list sections' styles and their items' extents.
    private var lists: [Int: (style: ListSectionStyle, frame: CGRect)] = [:]
    var contentSize: CGSize = .zero
    /// The column height of the last horizontal pass (-1 before one), to prepare again when it changes.
    var preparedColumnHeight: CGFloat = -1
    /// Whether the last horizontal pass resolved a width as a fraction of the view's (its content's width follows the view's).
    var widthFollowsView = false

    open override var collectionViewContentSize: CGSize { contentSize }

    /// The list configuration of a section laid out as a list, as of the last pass.
    func listConfiguration(ofSection section: Int) -> UICollectionLayoutListConfiguration? {
        lists[section]?.style.configuration
    }

    open override func prepare() {
        placed = PlacedElements()
        estimated = [:]
        lists = [:]
        guard let collectionView else {
            contentSize = .zero
            return
        }
        if settings.scrollDirection == .horizontal { return prepareSideways(in: collectionView) }
        let viewSize = collectionView.bounds.size
        // The layout's own headers above the sections, its footers below (LayoutBoundaryPlacer).
        var boundary = LayoutBoundaryPlacer(items: settings.boundarySupplementaryItems, viewSize: viewSize, measured: measuredSizes)
        var y = boundary.placeHeaders(top: 0)
        for index in 0..<collectionView.numberOfSections {
            if index > 0 { y += settings.interSectionSpacing }
            let environment = CollectionLayoutEnvironment(container: CollectionLayoutContainer(contentSize: viewSize),
                                                          traitCollection: collectionView.traitCollection, sectionIndex: index)
            guard let section = fixedSection ?? sectionProvider?(index, environment) else {
                placed.items.append([])
                placed.sectionExtents.append(y...y)
                continue
            }
            var placer = CompositionalSectionPlacer(section: section, index: index, itemCount: collectionView.numberOfItems(inSection: index),
                                                    viewSize: viewSize, measured: measuredSizes)
            placer.referenceInsets = Self.referenceInsets(resolvedReference(of: section), of: collectionView)
            let top = y
            y = placer.place(top: y)
            placed.items.append(placer.items)
            for attributes in placer.supplementaries { placed.supplementaries[attributes.key] = attributes }
            placed.pins.merge(placer.pins) { $1 }
            for attributes in placer.decorations {
                placed.decorations[ElementKey(kind: attributes.representedElementKind, indexPath: attributes.indexPath)] = attributes
            }
            estimated.merge(placer.estimated) { $1 }
            placed.sectionExtents.append(top...y)
            if let style = section.list {
                let insets = section.contentInsets
                lists[index] = (style, CGRect(x: insets.leading, y: placer.itemsTop,
                                              width: max(0, viewSize.width - insets.leading - insets.trailing),
                                              height: placer.itemsBottom - placer.itemsTop))
            }
        }
        y = boundary.placeFooters(top: y)
        for attributes in boundary.placed { placed.supplementaries[attributes.key] = attributes }
        placed.pins.merge(boundary.pins) { $1 }
        estimated.merge(boundary.estimated) { $1 }
        contentSize = CGSize(width: viewSize.width, height: y)
        if collectionView.flipsLayout(self) { mirrorVertically(within: viewSize.width) }
    }

    /// Right to left (the view's direction opposite the layout's
    /// development direction), a vertical layout worked out left to right is
    /// mirrored in the view's width, as a flow layout is: a group's first
    /// item at the right, a section's leading inset (and the safe area or
    /// margins it counts from, already taken from the right) at the right, an
    /// orthogonal section's later groups off the left edge. UIKit's
    /// compositional layouts take directional insets and edges
    /// (`NSDirectionalEdgeInsets`, `NSDirectionalRectEdge`), and mirror
    /// their columns once the collection view's `semanticContentAttribute`
    /// says right to left (dotnet/maui pull request 32372, "RTL column
    /// mirroring in UICollectionView": setting it on the native view is its
    /// whole fix). List sections' rows span their width and are unchanged.
    private func mirrorVertically(within width: CGFloat) {
        let all = placed.items.joined().map { $0 } + Array(placed.supplementaries.values) + Array(placed.decorations.values)
        for attributes in all { attributes.frame.origin.x = width - attributes.frame.maxX }
        lists = lists.mapValues { list in
            var frame = list.frame
            frame.origin.x = width - frame.maxX
            return (list.style, frame)
        }
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        placed.elements(in: rect, visible: collectionView?.pinningArea)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        placed.item(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        placed.supplementary(ofKind: elementKind, at: indexPath, visible: collectionView?.pinningArea)
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                         at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        placed.decoration(ofKind: elementKind, at: indexPath)
    }

    override func measurement(for attributes: UICollectionViewLayoutAttributes) -> ElementMeasurement? {
        estimated[attributes.key]
    }

    // MARK: Lists

    /// Grouped list sections' backgrounds behind their items (rounded for inset grouped).
    override func decorations(in rect: CGRect) -> [CollectionDecoration] {
        lists.keys.sorted().compactMap { index in
            guard let (style, frame) = lists[index], style.metrics.isGrouped, frame.height > 0, frame.sharesArea(with: rect) else { return nil }
            let radius = style.metrics.style == .insetGrouped ? TableMetrics.insetGroupedCornerRadius : 0
            return CollectionDecoration(frame: frame, color: style.metrics.rowBackgroundColor, cornerRadius: radius)
        }
    }

    /// A list's separator under each item, but a grouped section's last
    /// (a plain list's last is inset like the others, as a plain table's).
    override func separator(forItemAt indexPath: IndexPath, count: Int) -> SeparatorRule? {
        guard let style = lists[indexPath.section]?.style, style.showsSeparators else { return nil }
        if indexPath.item == count - 1, style.metrics.isGrouped { return nil }
        return SeparatorRule(color: style.configuration.separatorConfiguration.color)
    }

    override func isList(section: Int) -> Bool { lists[section] != nil }

    override func sectionEndRadius(inSection section: Int) -> CGFloat {
        lists[section]?.style.metrics.style == .insetGrouped ? TableMetrics.insetGroupedCornerRadius : 0
    }

    override var listBackgroundColor: UIColor? {
        lists.keys.min().flatMap { lists[$0]?.style.backgroundColor } ?? wholeList?.backgroundColor
    }
}

/// A compositional layout's settings (UIKit's `UICollectionViewCompositionalLayoutConfiguration`).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// `.horizontal` places the sections one after another along x
    /// (UICollectionViewCompositionalLayout+Horizontal.swift).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var interSectionSpacing: CGFloat = 0
    /// The layout's own headers and footers, above the first section and
    /// below the last (LayoutBoundaryPlacer.swift).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What sections with an automatic reference measure their insets
    /// from. UIKit's header: "default is UIContentInsetsReferenceSafeArea".
    open var contentInsetsReference: UIContentInsetsReference = .safeArea

    public override init() { super.init() }

    /// A copy with the same settings (the layout's `configuration` is copied both ways).
    func copied() -> UICollectionViewCompositionalLayoutConfiguration {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }
}

extension UICollectionViewCompositionalLayout {
    /// The reference a section's insets count from: its own, or when
    /// automatic (the default) the layout configuration's (UIKit's header:
    /// the section's "default is UIContentInsetsReferenceAutomatic i.e.
    /// following the layout configuration's contentInsetsReference"), whose
    /// own automatic is the safe area (the configuration's default). A list
    /// section's automatic reference stays `.none`: its sides come from the
    /// list configuration's margins (docs/uikit.md, "Collection views").
    func resolvedReference(of section: NSCollectionLayoutSection) -> UIContentInsetsReference {
        guard section.contentInsetsReference == .automatic else { return section.contentInsetsReference }
        if section.list != nil { return .none }
        return settings.contentInsetsReference == .automatic ? .safeArea : settings.contentInsetsReference
    }

    /// Where a section's content insets start at the sides, by its resolved
    /// `contentInsetsReference` (Apple's `UIContentInsetsReference`):
    /// nothing for `.none`, the collection view's safe area insets, its
    /// layout margins, or the readable content guide's distance from its
    /// edges.
    static func referenceInsets(_ reference: UIContentInsetsReference, of view: UICollectionView) -> NSDirectionalEdgeInsets {
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        func directional(left: CGFloat, right: CGFloat) -> NSDirectionalEdgeInsets {
            NSDirectionalEdgeInsets(top: 0, leading: rightToLeft ? right : left, bottom: 0, trailing: rightToLeft ? left : right)
        }
        switch reference {
        case .automatic, .none:
            return NSDirectionalEdgeInsets()
        case .safeArea:
            return directional(left: view.safeAreaInsets.left, right: view.safeAreaInsets.right)
        case .layoutMargins:
            // The margins as `layoutMargins` reads them: with the safe area
            // while `insetsLayoutMarginsFromSafeArea` (the guide's inset).
            return directional(left: view.layoutMargins.left, right: view.layoutMargins.right)
        case .readableContent:
            let readable = view.readableContentGuide.layoutFrame
            guard readable.width > 0 else { return directional(left: view.layoutMargins.left, right: view.layoutMargins.right) }
            let left = readable.minX - view.bounds.minX
            return directional(left: left, right: view.bounds.width - left - readable.width)
        }
    }
}
