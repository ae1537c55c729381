import Foundation

/// Where a supplementary item is attached to its item (UIKit's
/// `NSCollectionLayoutAnchor`): at an edge, or at a corner for two adjacent
/// edges, inside the item unless an offset moves it. Apple's overview: "By
/// default, the supplementary item is anchored within the specified edges
/// of the item"; an absolute offset is in points, a fractional one in
/// fractions of the supplementary item's own width and height (0.3 moves
/// it 30% of its width in the positive x direction).
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor: NSObject {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    private init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = absolute
    }

    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, absolute: true)
    }

    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true)
    }

    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false)
    }

    /// The anchored frame of a supplementary item of `size` on `container`
    /// (the item's frame), left to right (the layout mirrors right-to-left
    /// frames as a whole). Along each axis an edge given alone puts the
    /// supplementary item against that edge inside the container; both
    /// edges or neither centre it. `itemAnchor`, when given, names which
    /// point of the supplementary item sits on the container's anchored
    /// point instead of the same edges (UIKit's `itemAnchor`; its offset is
    /// not applied: Apple does not say how it combines with the
    /// container's).
    func frame(of size: CGSize, in container: CGRect, itemAnchor: NSCollectionLayoutAnchor?) -> CGRect {
        func fraction(_ before: Bool, _ after: Bool) -> CGFloat { before == after ? 0.5 : (before ? 0 : 1) }
        let containerX = fraction(edges.contains(.leading), edges.contains(.trailing))
        let containerY = fraction(edges.contains(.top), edges.contains(.bottom))
        let own = itemAnchor?.edges ?? edges
        let ownX = fraction(own.contains(.leading), own.contains(.trailing))
        let ownY = fraction(own.contains(.top), own.contains(.bottom))
        let shift = isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
        return CGRect(x: container.minX + container.width * containerX - size.width * ownX + shift.x,
                      y: container.minY + container.height * containerY - size.height * ownY + shift.y,
                      width: size.width, height: size.height)
    }
}
