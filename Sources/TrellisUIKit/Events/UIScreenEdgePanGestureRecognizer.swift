/// A drag that starts at an edge of the screen (UIKit's
/// `UIScreenEdgePanGestureRecognizer`).
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges it starts from; none by default.
    open var edges: UIRectEdge = []
}
