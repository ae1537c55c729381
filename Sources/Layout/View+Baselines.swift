/// Which view's baseline a view's `firstBaseline` and `lastBaseline`
/// attributes stand for.
extension View {
    /// The view whose first baseline constraints on this view's
    /// `.firstBaseline` use: `forFirstBaselineLayout`, followed for as long
    /// as each view hands on to another (a stack view in a stack view hands
    /// on to its own arranged view), as UIKit follows it. A view that hands
    /// on to something outside its own subtree is not followed (UIKit
    /// requires a subview); the chain then ends at that view.
    ///
    /// The baseline is that view's `firstBaselineOffsetFromTop` below its
    /// top, or its top edge when it has no text.
    public var firstBaselineView: View { followBaselineChain { ($0.hasCounterpart ? $0.counterpart?.engineFirstBaselineView : nil) ?? $0.forFirstBaselineLayout } }

    /// The view whose last baseline constraints on this view's
    /// `.lastBaseline` use: `forLastBaselineLayout`, followed as
    /// `firstBaselineView` is. The baseline is that view's
    /// `lastBaselineOffsetFromBottom` above its bottom, or its bottom edge
    /// when it has no text.
    public var lastBaselineView: View { followBaselineChain { ($0.hasCounterpart ? $0.counterpart?.engineLastBaselineView : nil) ?? $0.forLastBaselineLayout } }

    /// Each step goes strictly deeper into the subtree, so the walk ends.
    private func followBaselineChain(_ next: (View) -> View) -> View {
        var current = self
        while true {
            let candidate = next(current)
            guard candidate !== current, candidate.isDescendant(of: current) else { return current }
            current = candidate
        }
    }
}
