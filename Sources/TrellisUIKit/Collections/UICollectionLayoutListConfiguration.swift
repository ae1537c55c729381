import Foundation

/// A list's look in a collection view (UIKit's
/// `UICollectionLayoutListConfiguration`, iOS 14). Each appearance lays
/// out as the table style it matches, with the table's numbers
/// (``TableMetrics``, docs/uikit-numbers.md "Tables"): plain and sidebar
/// plain as `.plain`, grouped as `.grouped`, inset grouped and sidebar as
/// `.insetGrouped`.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Sendable { case plain = 0, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Int, Sendable { case none = 0, supplementary, firstItemInSection }
    public enum FooterMode: Int, Sendable { case none = 0, supplementary }

    public let appearance: Appearance
    public var showsSeparators = true
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// The colour behind the list; nil: the appearance's (grouped grey, or the system background).
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Space above each section header (iOS 15; Apple: "The amount of
    /// padding above each section header … nil, which indicates automatic
    /// padding"): automatic is a table's automatic `sectionHeaderTopPadding`
    /// of the matching style, 22 in a plain list, none in the grouped ones
    /// (docs/uikit-numbers.md, "Tables").
    public var headerTopPadding: CGFloat?
    /// UIKit's `SwipeActionsConfigurationProvider`: a row's swipe actions.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    /// The swipe actions of a row's leading and trailing edges; nil: none.
    /// No swipe shows them here; `collectionView.trellis.swipeActions(forItemAt:edge:)` reads them.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The table style whose metrics the appearance lays out with.
    var tableStyle: UITableView.Style {
        switch appearance {
        case .plain, .sidebarPlain: return .plain
        case .grouped: return .grouped
        case .insetGrouped, .sidebar: return .insetGrouped
        }
    }
}

/// How a list draws its separators (UIKit's `UIListSeparatorConfiguration`, iOS 14 and 15).
public struct UIListSeparatorConfiguration: Hashable, @unchecked Sendable {
    public enum Visibility: Int, Sendable { case automatic = 0, visible, hidden }

    public var topSeparatorVisibility: Visibility = .automatic
    public var bottomSeparatorVisibility: Visibility = .automatic
    public var topSeparatorInsets = NSDirectionalEdgeInsets()
    public var bottomSeparatorInsets = NSDirectionalEdgeInsets()
    public var color: UIColor = .separator
    public var multipleSelectionColor: UIColor = .separator
    public var visualEffect: UIVisualEffect?

    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

    public static func == (a: Self, b: Self) -> Bool {
        a.topSeparatorVisibility == b.topSeparatorVisibility && a.bottomSeparatorVisibility == b.bottomSeparatorVisibility
            && a.topSeparatorInsets == b.topSeparatorInsets && a.bottomSeparatorInsets == b.bottomSeparatorInsets
            && a.color == b.color && a.multipleSelectionColor == b.multipleSelectionColor
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
}

/// What a list section keeps of its configuration for drawing.
@preconcurrency @MainActor
struct ListSectionStyle {
    let configuration: UICollectionLayoutListConfiguration
    let metrics: TableMetrics

    var showsSeparators: Bool {
        configuration.showsSeparators && configuration.separatorConfiguration.bottomSeparatorVisibility != .hidden
    }

    var backgroundColor: UIColor { configuration.backgroundColor ?? metrics.backgroundColor }

    /// A list section: one full-width item of estimated height per row, in
    /// the style's insets (the inset grouped margins at the sides, the
    /// grouped spacing above and below unless a header or footer takes it).
    static func section(_ configuration: UICollectionLayoutListConfiguration, environment: any NSCollectionLayoutEnvironment,
                        index: Int?) -> NSCollectionLayoutSection {
        let metrics = TableMetrics(style: configuration.tableStyle)
        let sectionIndex = index ?? (environment as? CollectionLayoutEnvironment)?.sectionIndex ?? 0
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                         heightDimension: .estimated(TableMetrics.defaultEstimatedRowHeight))
        let item = NSCollectionLayoutItem(layoutSize: row)
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: row, subitems: [item]))
        let width = environment.container.effectiveContentSize.width
        let side = metrics.sectionInset(tableWidth: width, traits: environment.traitCollection)
        var insets = NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                heightDimension: .estimated(TableMetrics.defaultEstimatedHeaderHeight))
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
            section.headerTopPadding = configuration.headerTopPadding.map { max(0, $0) }
                ?? (metrics.isGrouped ? 0 : TableMetrics.plainSectionHeaderTopPadding)
        } else {
            insets.top = metrics.emptyHeaderHeight(section: sectionIndex)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        } else {
            insets.bottom = metrics.emptyFooterHeight
        }
        section.contentInsets = insets
        section.list = ListSectionStyle(configuration: configuration, metrics: metrics)
        return section
    }
}
