/// Fitting: the size a view's constraints give it (UIKit's
/// `systemLayoutSizeFitting`), as a self-sizing cell asks for it.
extension View {
    /// The smallest size the constraints allow (UIKit's `layoutFittingCompressedSize`).
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// The largest (UIKit's `layoutFittingExpandedSize`).
    public static let layoutFittingExpandedSize = Size(width: 10_000, height: 10_000)

    /// The size of the view when laid out on its own (its subtree and the
    /// constraints inside it), as close to `targetSize` as the fitting
    /// priorities allow: a self-sizing cell asks for its width at
    /// `.required` and its height at `.fittingSizeLevel`. The view's frame
    /// is not changed.
    public func systemLayoutSizeFitting(
        _ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority,
        verticalFittingPriority vertical: LayoutPriority
    ) -> Size {
        rootView.updateConstraintsIfNeeded()
        let engine = LayoutEngine(root: self, fitting: true)
        let width = widthAnchor.constraint(equalToConstant: targetSize.width).withPriority(horizontal)
        let height = heightAnchor.constraint(equalToConstant: targetSize.height).withPriority(vertical)
        width.origin = .fitting
        height.origin = .fitting
        engine.extraConstraints = [width, height]
        engine.update()
        // Conflicts found while fitting are the tree's conflicts too.
        rootView.engine.issues += engine.issues
        return frame(forAlignmentRect: engine.alignmentRect(of: self)).size
    }

    /// Fitting at `.fittingSizeLevel` in both directions.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }
}
