// STAND-IN: UIKit's UIEdgeInsets, only as far as UIImage's cap insets need
// it. The lead's UIEdgeInsets (with UIView's margins) replaces it: delete
// this file when that lands.

/// Insets from each edge (UIKit's `UIEdgeInsets`).
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    public static let zero = UIEdgeInsets()
}
