import Foundation

extension UIView {
    /// The part of the nearest given safe area (a tree root's, or a view
    /// controller's view's in a container) that this view's frame covers,
    /// as UIKit defines a subview's `safeAreaInsets`: "For other views in
    /// the view hierarchy, the insets reflect only the portion of the view
    /// that is covered" (Apple, `UIView.safeAreaInsets`). A scroll view's
    /// `adjustedContentInset` takes it (UIScrollView+ContentInset.swift),
    /// so a table added as a subview that fills its controller's view
    /// starts below the bars, as UIKit's automatic content inset
    /// adjustment places it.
    /// `safeAreaInsets` itself, with the margins and the guide that follow
    /// it, is still the given insets only (docs/uikit.md, "Not done yet").
    var overlappedSafeAreaInsets: UIEdgeInsets {
        if let given = givenSafeAreaInsets { return given }
        guard let superview else { return .zero }
        let outer = superview.overlappedSafeAreaInsets
        // Both in the superview's visible coordinates: a scroll view's
        // safe area stays on screen while its content scrolls.
        let size = superview.bounds.size, frame = visibleFrame
        func covered(_ amount: CGFloat, of length: CGFloat) -> CGFloat { min(max(0, amount), max(0, length)) }
        return UIEdgeInsets(top: covered(outer.top - frame.minY, of: frame.height),
                            left: covered(outer.left - frame.minX, of: frame.width),
                            bottom: covered(frame.maxY - (size.height - outer.bottom), of: frame.height),
                            right: covered(frame.maxX - (size.width - outer.right), of: frame.width))
    }

    /// Gives this view `insets` as its safe area (a container does so for
    /// its bars), telling it only when they change.
    func giveSafeAreaInsets(_ insets: UIEdgeInsets) {
        if (givenSafeAreaInsets ?? .zero) != insets { trellis.safeAreaInsets = insets }
    }
}
