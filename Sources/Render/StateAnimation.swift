import ImageCodecs
import FileSafety
import Layout

/// An animation between laid-out states of one scene (the button of
/// breakable-constraints appearing and disappearing): each state is held,
/// then the views move to the next state's frames, tweened frame by frame
/// between the two solved layouts, as UIKit animates constraint changes; a
/// view shown in one state and hidden in the other fades (its alpha goes
/// with the tween), as a stack view's arranged subview does in UIKit.
public struct StateAnimation {
    /// The same tree laid out in each state, in the order to show them.
    public var states: [SolvedLayout]
    /// Frames each state is held, and frames of each move (0: a cut).
    public var holdFrames: Int
    public var tweenFrames: Int
    /// Hundredths of a second per frame.
    public var delay: Int

    public init(states: [SolvedLayout], holdFrames: Int = 12, tweenFrames: Int = 8, delay: Int = 4) {
        self.states = states
        self.holdFrames = max(1, holdFrames)
        self.tweenFrames = max(0, tweenFrames)
        self.delay = max(2, delay)
    }

    /// Renders the loop (A, A→B, B, B→A, …) to an animation at `path`,
    /// written atomically, in the format its extension names (`AnimationFormat`).
    /// `jobs` threads paint and encode the frames; the file is the same.
    public func render(with renderer: SceneRenderer, canvasSize: Size, to path: String, jobs: Int = 1) throws(RenderError) {
        guard !states.isEmpty else { return }
        let shapesMatch = states.allSatisfy { $0.views.count == states[0].views.count }
        let probe = try Canvas(size: renderer.canvasSize(for: canvasSize), scale: renderer.scale, use: .animation)
        let format = try RenderError.encoding { () throws(CodecError) in try AnimationFormat(path: path) }
        let (temporary, descriptor) = try RenderError.writing { () throws(FileError) in try AtomicFile.create(for: path) }
        do {
            let encoder = try RenderError.encoding { () throws(CodecError) in
                try format.encoder(descriptor: descriptor, path: temporary, width: probe.width, height: probe.height, jobs: jobs)
            }
            // Each frame: a state held, or a step of the move to the next (tweened on the worker that paints it).
            var order: [(state: Int, step: Int)] = [], delays: [Int] = []
            for index in states.indices {
                order.append((index, 0))
                delays.append(delay * holdFrames)
                guard shapesMatch, tweenFrames > 0, states.count > 1 else { continue }
                for step in 1...tweenFrames {
                    order.append((index, step))
                    delays.append(delay)
                }
            }
            let frames = order, states = states, tweenFrames = tweenFrames
            let stream = FrameStream(renderer: renderer, canvasSize: canvasSize, encoders: [encoder], jobs: jobs,
                                     pixelsPerFrame: probe.width * probe.height, framesAJob: false, surveying: false)
            try stream.run(count: frames.count, delays: delays) { _, k in
                let (index, step) = frames[k]
                guard step > 0 else { return states[index] }
                let t = Double(step) / Double(tweenFrames + 1)
                let eased = t * t * (3 - 2 * t)  // ease in and out
                return Self.tween(from: states[index], to: states[(index + 1) % states.count], at: eased)
            }
            try RenderError.encoding { () throws(CodecError) in try encoder.finish() }
        } catch {
            AtomicFile.discard(temporary)
            throw error
        }
        try RenderError.writing { () throws(FileError) in try AtomicFile.commit(temporary, to: path) }
    }

    /// The layout `t` of the way from `a` to `b` (same tree, view by view):
    /// frames move in a straight line; a view shown in one state and hidden
    /// in the other is drawn throughout, as opaque as it is shown; text is
    /// drawn as its nearer state measured it, and so is the caption.
    static func tween(from a: SolvedLayout, to b: SolvedLayout, at t: Double) -> SolvedLayout {
        func mix(_ p: Rect, _ q: Rect) -> Rect {
            Rect(x: p.minX + (q.minX - p.minX) * t, y: p.minY + (q.minY - p.minY) * t,
                 width: p.width + (q.width - p.width) * t, height: p.height + (q.height - p.height) * t)
        }
        var result = a
        // The caption was measured upstream for each state: the nearer one's.
        result.caption = t < 0.5 ? a.caption : b.caption
        for k in result.views.indices {
            let p = a.views[k], q = b.views[k]
            var view = t < 0.5 ? p : q
            // A view hidden in one state has no text measured there.
            if view.text == nil { view.text = (t < 0.5 ? q : p).text }
            view.frame = mix(p.frame, q.frame)
            view.frameInRoot = mix(p.frameInRoot, q.frameInRoot)
            view.alignmentRect = mix(p.alignmentRect, q.alignmentRect)
            if p.isHidden != q.isHidden {
                view.isHidden = false
                view.alpha = p.alpha * (p.isHidden ? t : 1 - t)
            }
            result.views[k] = view
        }
        return result
    }
}
