import Foundation

/// How a section scrolls across the collection view's axis (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`). Any behaviour
/// but `.none` lays the groups side by side in one row, drawn at its first
/// position (nothing scrolls in a snapshot); the items past the edge are
/// not made.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// A background behind a section (UIKit's `NSCollectionLayoutDecorationItem`:
/// "An object used to add a background to a section of a collection
/// view"): the view of the class registered for its `elementKind`
/// (`UICollectionViewLayout.register(_:forDecorationViewOfKind:)`), made
/// and drawn behind the section's items over the section's content area
/// with its insets, less the item's own `contentInsets`
/// (CompositionalSectionPlacer.placeDecorations).
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    /// Apple: "The default value of this property is 0, which means the
    /// decoration item appears below all other items in the section" (the
    /// collection view draws decorations below cells and supplementary
    /// views of the same zIndex: UICollectionView+Decorations.swift).
    public var zIndex = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
        let whole = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        super.init(layoutSize: whole, supplementaryItems: [])
    }

    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}

/// What a section's content is measured against (UIKit's `UIContentInsetsReference`); kept.
public enum UIContentInsetsReference: Int, Sendable { case automatic = 0, none, safeArea, layoutMargins, readableContent }

/// A section of a compositional layout (UIKit's `NSCollectionLayoutSection`):
/// its group repeated until the items run out, `interGroupSpacing` between
/// the groups, `contentInsets` around them, and its header and footer
/// (`boundarySupplementaryItems`) above and below the insets, inset with
/// the content when `supplementariesFollowContentInsets` (the default).
@preconcurrency @MainActor
public final class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup
    public var contentInsets = NSDirectionalEdgeInsets()
    public var interGroupSpacing: CGFloat = 0
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    public var supplementariesFollowContentInsets = true
    public var contentInsetsReference: UIContentInsetsReference = .automatic
    public var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// Called as items scroll (nothing scrolls here); kept.
    public var visibleItemsInvalidationHandler: (([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void)?
    /// Set by `list(using:layoutEnvironment:)`: the list's look.
    var list: ListSectionStyle?
    /// Space above the section's header (a list's `headerTopPadding`).
    var headerTopPadding: CGFloat = 0

    public init(group: NSCollectionLayoutGroup) { self.group = group }

    /// A list section (iOS 14): full-width rows of estimated height, the
    /// configuration's headers and footers, and the spacing, insets and
    /// separators of the table style it matches (``TableMetrics``).
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        ListSectionStyle.section(configuration, environment: layoutEnvironment, index: nil)
    }
}

/// An item the layout shows (UIKit's `NSCollectionLayoutVisibleItem`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var frame: CGRect { get }
    var indexPath: IndexPath { get }
}

/// The space a section is laid out in (UIKit's `NSCollectionLayoutContainer`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told (UIKit's `NSCollectionLayoutEnvironment`):
/// the collection view's size and traits.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

struct CollectionLayoutContainer: NSCollectionLayoutContainer {
    var contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets() }
    var effectiveContentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets() }
}

struct CollectionLayoutEnvironment: NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer
    var traitCollection: UITraitCollection
    /// The section being asked for, so that a list knows its first section.
    var sectionIndex: Int?
}
