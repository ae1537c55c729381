import Foundation

/// `UIAccessibility.convertToScreenCoordinates(_:in:)`: a rect or path in a
/// view's coordinates moved into the screen's, what an element's
/// `accessibilityFrame` and `accessibilityPath` are given in (Apple's page
/// for `accessibilityFrame`: "the frame of the accessibility element, in
/// screen coordinates"). Through the view's superviews to its window, as
/// ``UIView/convert(_:to:)-(CGRect,_)`` converts (transforms included: a
/// rect becomes the smallest one holding its corners), then the window's
/// origin on the screen.
extension UIAccessibility {
    @MainActor
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        let origin = windowOrigin(of: view)
        return view.convert(rect, to: nil).offsetBy(dx: origin.x, dy: origin.y)
    }

    @MainActor
    public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let origin = windowOrigin(of: view)
        let moved = path.copy() as! UIBezierPath  // checked: UIBezierPath.copy() makes a UIBezierPath
        moved.apply(view.transformToRoot().concatenating(CGAffineTransform(translationX: origin.x, y: origin.y)))
        return moved
    }

    /// Where the view's window is on the screen (zero for a tree in no window).
    @MainActor
    private static func windowOrigin(of view: UIView) -> CGPoint {
        var root = view
        while let next = root.superview { root = next }
        guard let window = root as? UIWindow else { return .zero }
        return window.frame.origin
    }
}
