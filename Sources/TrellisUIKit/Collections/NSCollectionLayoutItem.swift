import Foundation

/// One axis of a compositional layout's size (UIKit's
/// `NSCollectionLayoutDimension`): a fraction of the container's width or
/// height, a fixed number of points, or an estimate the element's
/// constraints replace when it is measured.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }

    let kind: Kind
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(.fractionalWidth, fractionalWidth) }
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(.fractionalHeight, fractionalHeight) }
    public static func absolute(_ absoluteDimension: CGFloat) -> Self { Self(.absolute, absoluteDimension) }
    public static func estimated(_ estimatedDimension: CGFloat) -> Self { Self(.estimated, estimatedDimension) }
    /// Siblings share the largest measured size (iOS 17); measured each on its own here.
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self { Self(.estimated, estimatedDimension) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `size` (an estimate is its estimate).
    func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return dimension * size.width
        case .fractionalHeight: return dimension * size.height
        case .absolute, .estimated: return dimension
        }
    }
}

/// A width and a height (UIKit's `NSCollectionLayoutSize`).
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: NSObject {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// The space between a group's items (UIKit's `NSCollectionLayoutSpacing`):
/// fixed, or flexible (at least its value, the group's extra space spread
/// between the items).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    public static func fixed(_ fixedSpacing: CGFloat) -> Self { Self(fixedSpacing, flexible: false) }
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(flexibleSpacing, flexible: true) }
}

/// Space around an item in its group (UIKit's `NSCollectionLayoutEdgeSpacing`):
/// along the group's axis it moves the item and those after it, a flexible
/// spacing taking a share of the group's extra length; across, the fixed
/// amount of the leading or top edge (CompositionalSectionPlacer).
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing: NSObject {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}

/// One cell's place in a group (UIKit's `NSCollectionLayoutItem`): its
/// size in the group, and `contentInsets` that shrink the cell inside that
/// space (ignored along an estimated axis, as UIKit ignores them).
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    open var contentInsets = NSDirectionalEdgeInsets()
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// A view attached to an item (UIKit's `NSCollectionLayoutSupplementaryItem`):
/// an item's badge is placed by its `containerAnchor` on the item's cell
/// frame, at its `zIndex` (above the cell by default); one given to a
/// group is kept, not placed.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    open var zIndex = 1
    public let containerAnchor: NSCollectionLayoutAnchor?
    public let itemAnchor: NSCollectionLayoutAnchor?

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        containerAnchor = nil
        itemAnchor = nil
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor? = nil) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// Where a boundary supplementary view sits on its section (UIKit's `NSRectAlignment`).
public enum NSRectAlignment: Int, Sendable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A section's header or footer (UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`): above the section's
/// content (`.top`, `.topLeading`, `.topTrailing`) or below it (the
/// bottom alignments), as wide as its width dimension makes it; with
/// `pinToVisibleBounds` it sticks to the top (a header) or bottom (a
/// footer) of the visible bounds while its section shows (BoundaryPin.swift).
@preconcurrency @MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    public var extendsBoundary = true
    public var pinToVisibleBounds = false

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                absoluteOffset: CGPoint = .zero) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }

    var isBelow: Bool { [.bottom, .bottomLeading, .bottomTrailing].contains(alignment) }
}

/// Items (or groups) side by side or stacked (UIKit's `NSCollectionLayoutGroup`).
///
/// A group with `count` holds that many of its item, sized to fill it:
/// (length − spacing × (count − 1)) / count each along its axis, as UIKit
/// sizes them. A group of `subitems` repeats them while they fit along its
/// axis (at least once). An estimated length along the axis across is its
/// largest item's, along the group's axis its items' sum.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }

    let axis: Axis
    public let subitems: [NSCollectionLayoutItem]
    /// The repeat count of the `count:` and `repeatingSubitem:count:` initialisers.
    let count: Int?
    public var interItemSpacing: NSCollectionLayoutSpacing?

    private init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem,
                                  count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                  count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem,
                                count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }

    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }
}
