import Layout

/// The layouts a sweep solved to find its height (`SceneRenderer`'s
/// `heldFramesBudget`), painted without being solved again: read by the
/// survey's pass, then each let go as the last pass takes it, so that the
/// memory they held serves the frames and the encoders' output in the
/// rest of the sweep instead of being added to it (a 200-frame wrap-demo
/// sweep holds some 8 MB of them).
///
/// Read by one thread at a time: the caller's, or the `LayoutPipeline`'s
/// while the caller waits on it.
final class HeldLayouts: @unchecked Sendable {
    private var layouts: [SolvedLayout?]
    /// How many were held: frames `0..<count` are read here.
    let count: Int
    /// Whether ``take(_:)`` lets each go (the last pass).
    var releasing = false

    init(_ layouts: [SolvedLayout]) {
        self.layouts = layouts
        count = layouts.count
    }

    /// Frame `index`'s layout (below ``count``); once releasing, read only once.
    func take(_ index: Int) -> SolvedLayout {
        let layout = layouts[index]!
        if releasing { layouts[index] = nil }
        return layout
    }
}
