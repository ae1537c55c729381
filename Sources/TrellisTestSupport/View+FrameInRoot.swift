import Layout

extension View {
    /// The view's frame in the root's coordinates (the root's own origin
    /// left out, as a window would place it), for expectations about where
    /// a nested view ends up on screen.
    public var frameInRoot: Rect {
        var origin = frame.origin
        var ancestor = superview
        while let view = ancestor, view.superview != nil {
            origin.x += view.frame.minX
            origin.y += view.frame.minY
            ancestor = view.superview
        }
        return Rect(origin: origin, size: frame.size)
    }
}
