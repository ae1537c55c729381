import Foundation

/// `UIAccessibility.convertToScreenCoordinates(_:in:)`: a rect or path in a
/// view's coordinates moved into the screen's, what an element's
/// `accessibilityFrame` and `accessibilityPath` are given in (Apple's page
/// for `accessibilityFrame`: "the frame of the accessibility element, in
/// screen coordinates"). Through the view's superviews to its window, then
/// the window's origin on the screen; transforms are not applied, as
/// ``UIView/convert(_:to:)-(CGRect,_)`` does not apply them here.
extension UIAccessibility {
    @MainActor
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        CGRect(origin: screenPoint(rect.origin, in: view), size: rect.size)
    }

    @MainActor
    public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let origin = screenPoint(.zero, in: view)
        let moved = path.copy() as! UIBezierPath  // checked: UIBezierPath.copy() makes a UIBezierPath
        moved.apply(CGAffineTransform(translationX: origin.x, y: origin.y))
        return moved
    }

    @MainActor
    private static func screenPoint(_ point: CGPoint, in view: UIView) -> CGPoint {
        let inRoot = view.convert(point, to: nil)
        var root = view
        while let next = root.superview { root = next }
        guard let window = root as? UIWindow else { return inRoot }
        return CGPoint(x: inRoot.x + window.frame.origin.x, y: inRoot.y + window.frame.origin.y)
    }
}
