import Foundation

// Core Graphics' comparison functions as Swift spells them on Apple
// platforms (`CGRectEqualToRect` is `CGRect.equalTo(_:)`, and so on).
// Linux's Foundation has the types and `==`, not these names, which
// UIKit code calls as often as `==` (deltachat's play button compares its
// cached frame with `equalTo`).

extension CGRect {
    /// Whether the two rectangles have the same size and position (Apple:
    /// "Returns whether two rectangles are equal in size and position").
    /// Compared standardized, as Core Graphics compares them: a rectangle
    /// of negative width covers the same area as the one of positive width
    /// on its other side.
    public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
}

extension CGSize {
    /// Whether the two sizes have the same width and height.
    public func equalTo(_ size2: CGSize) -> Bool { width == size2.width && height == size2.height }
}

extension CGPoint {
    /// Whether the two points have the same coordinates.
    public func equalTo(_ point2: CGPoint) -> Bool { x == point2.x && y == point2.y }
}
