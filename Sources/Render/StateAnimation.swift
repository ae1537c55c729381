import Layout

/// An animation between laid-out states of one scene (the button of
/// breakable-constraints appearing and disappearing): each state is held,
/// then the views move to the next state's frames, tweened frame by frame
/// between the two solved layouts, as UIKit animates constraint changes; a
/// view shown in one state and hidden in the other fades (its alpha goes
/// with the tween), as a stack view's arranged subview does in UIKit.
public struct StateAnimation {
    /// The same tree laid out in each state, in the order to show them.
    public var states: [View]
    /// Frames each state is held, and frames of each move (0: a cut).
    public var holdFrames: Int
    public var tweenFrames: Int
    /// Hundredths of a second per frame.
    public var delay: Int

    public init(states: [View], holdFrames: Int = 12, tweenFrames: Int = 8, delay: Int = 4) {
        self.states = states
        self.holdFrames = max(1, holdFrames)
        self.tweenFrames = max(0, tweenFrames)
        self.delay = max(2, delay)
    }

    /// Renders the loop (A, A→B, B, B→A, …) to a GIF at `path`, written atomically.
    public func render(with renderer: SceneRenderer, canvasSize: Size, to path: String) throws(RenderError) {
        guard let first = states.first else { return }
        // Each state's frames, view by view in tree order.
        let layouts = states.map { $0.subtree.map { ($0.frame, $0.isHidden) } }
        let alphas = states[0].subtree.map(\.alpha)
        let shapesMatch = layouts.allSatisfy { $0.count == layouts[0].count }
        let temporary = AtomicFile.temporaryPath(for: path)
        do {
            let probe = try Canvas(size: renderer.canvasSize(for: canvasSize), scale: renderer.scale)
            let encoder = try GIFEncoder(path: temporary, width: probe.width, height: probe.height)
            for (index, state) in states.enumerated() {
                try encoder.addFrame(renderer.render(state, canvasSize: canvasSize).pixels(), delay: delay * holdFrames)
                let next = (index + 1) % states.count
                guard shapesMatch, tweenFrames > 0, states.count > 1 else { continue }
                // Tween on the first state's tree: its views take in-between frames.
                let views = first.subtree
                for step in 1...tweenFrames {
                    let t = Double(step) / Double(tweenFrames + 1)
                    let eased = t * t * (3 - 2 * t)  // ease in and out
                    for (k, view) in views.enumerated() {
                        let (a, hiddenA) = layouts[index][k], (b, hiddenB) = layouts[next][k]
                        view.frame = Rect(x: a.minX + (b.minX - a.minX) * eased, y: a.minY + (b.minY - a.minY) * eased,
                                          width: a.width + (b.width - a.width) * eased,
                                          height: a.height + (b.height - a.height) * eased)
                        if hiddenA == hiddenB {
                            view.isHidden = hiddenA
                        } else {
                            // Fading: drawn throughout, as opaque as it is shown.
                            view.isHidden = false
                            view.alpha = alphas[k] * (hiddenA ? eased : 1 - eased)
                        }
                    }
                    try encoder.addFrame(renderer.render(first, canvasSize: canvasSize).pixels(), delay: delay)
                }
                // Put the first tree back as it was laid out.
                for (k, view) in views.enumerated() {
                    view.frame = layouts[0][k].0
                    view.isHidden = layouts[0][k].1
                    view.alpha = alphas[k]
                }
            }
            try encoder.finish()
        } catch {
            AtomicFile.discard(temporary)
            throw error
        }
        try AtomicFile.commit(temporary, to: path)
    }
}
