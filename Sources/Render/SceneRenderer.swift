import Foundation
import ImageCodecs
import FileSafety
import Layout

/// Renders solved layouts: one to a canvas (and a PNG), or a width sweep
/// to an animation (GIF, WebP or APNG, by the file's extension).
///
///     let renderer = SceneRenderer(overlays: .frames)
///     try renderer.writePNG(of: card.solvedLayout(checkedWidth: 320), to: "card.png")
///     try renderer.sweep(card, plan: SweepPlan(from: 200, to: 480, step: 4), to: "card.gif")
public struct SceneRenderer {
    public var scale: Double
    public var background: Color
    public var painter: Painter
    public var overlays: OverlayOptions

    public init(scale: Double = 1, background: Color = .white, painter: Painter = Painter(), overlays: OverlayOptions = []) {
        self.scale = scale
        self.background = background
        self.painter = painter
        self.overlays = overlays
    }

    /// The canvas for a picture of `size`: taller by the caption strip when there is one.
    public func canvasSize(for size: Size) -> Size {
        overlays.contains(.caption) ? Size(width: size.width, height: size.height + OverlayOptions.captionHeight) : size
    }

    /// The picture a sweep of `root` over `plan` needs: as wide as the
    /// widest frame, and `height` tall or, when nil, as tall as the tallest
    /// content over the sweep. Widths are laid out in the plan's order (not
    /// through a Set): a tree whose `layoutSubviews` keeps state could
    /// depend on the order, and the file must not.
    public static func sweepSize(of root: View, plan: SweepPlan, height: Double?) -> Size {
        SceneRenderer().solveSweep(root, plan: plan, height: height, holding: .none).size
    }

    /// What a picture of `canvasWidth` points needs from the layout: the
    /// caption laid out for its strip (when the caption overlay is on), and
    /// the constraints the overlays draw. A layout made otherwise paints
    /// the same, but with no caption text and no constraints drawn.
    public func solvedLayout(of root: View, width: Double, height: Double?, canvasWidth: Double) -> SolvedLayout {
        root.solvedLayout(checkedWidth: width, height: height, constraints: capturedConstraints, captionWidth: captionWidth(canvasWidth))
    }

    /// The same, laid out at the root's current frame.
    public func solvedLayout(of root: View, canvasWidth: Double) -> SolvedLayout {
        root.solvedLayout(constraints: capturedConstraints, captionWidth: captionWidth(canvasWidth))
    }

    private func captionWidth(_ canvasWidth: Double) -> Double? { overlays.contains(.caption) ? canvasWidth : nil }

    /// The constraints the overlays read: every one for `.constraints`,
    /// the optional ones for the caption's "unsatisfied", none otherwise.
    var capturedConstraints: SolvedLayout.CapturedConstraints {
        overlays.contains(.constraints) ? .all : overlays.contains(.caption) ? .optional : .none
    }

    /// A sweep's canvas size, and the frames solved on the way that
    /// `policy` holds (by the plan's index, nil where none is held; a
    /// ping-pong's way back shares the way out's), each laid out as the
    /// painting needs it.
    func solveSweep(_ root: View, plan: SweepPlan, height: Double?, holding policy: HoldingPolicy) -> (size: Size, held: [SolvedLayout?]) {
        let width = plan.widths.max()!
        guard height == nil else { return (Size(width: width, height: max(1, height!)), []) }
        var tallest = 0.0, holder = Holder(policy: policy, renderer: self, width: width)
        var seen = Set<Double>()
        for frame in plan.widths where seen.insert(frame).inserted {
            if holder.hasRoom {
                let start = HoldingPolicy.threadNanoseconds()
                let layout = solvedLayout(of: root, width: frame, height: nil, canvasWidth: width)
                tallest = max(tallest, layout.contentSize.height)
                holder.consider(layout, width: frame, nanoseconds: HoldingPolicy.threadNanoseconds() - start, tallest: tallest)
            } else {
                tallest = max(tallest, root.solvedLayout(checkedWidth: frame, constraints: .none).contentSize.height)
            }
        }
        return (Size(width: width, height: max(1, tallest)), holder.held(for: plan, tallest: tallest))
    }

    /// ``solveSweep(_:plan:height:holding:)`` with a tree a job: the
    /// widths solved on whichever job is free, a chunk at a time (so that
    /// no more than a chunk's layouts wait to be weighed); the same size,
    /// and the held frames chosen the same way (a layout does not depend
    /// on the tree that solved it).
    private func solveSweep(on trees: SweepTrees, plan: SweepPlan, height: Double?, holding policy: HoldingPolicy,
                            jobs: Int) -> (size: Size, held: [SolvedLayout?]) {
        let width = plan.widths.max()!
        guard height == nil else { return (Size(width: width, height: max(1, height!)), []) }
        var tallest = 0.0, holder = Holder(policy: policy, renderer: self, width: width)
        var seen = Set<Double>()
        // Each width once: a ping-pong's way back is the way out.
        let widths = plan.widths.filter { seen.insert($0).inserted }
        let chunk = 8 * jobs
        for start in stride(from: 0, to: widths.count, by: chunk) {
            let part = widths[start..<min(start + chunk, widths.count)]
            let holding = holder.hasRoom
            let clock = WorkerClock(jobs: jobs)
            let solved = ParallelWork.map(count: part.count, jobs: jobs) { worker, k -> (SolvedLayout?, Double, UInt64) in clock.time(worker) {
                let tree = trees.tree(worker), frame = part[part.startIndex + k]
                if holding {
                    let start = HoldingPolicy.threadNanoseconds()
                    let layout = solvedLayout(of: tree, width: frame, height: nil, canvasWidth: width)
                    return (layout, layout.contentSize.height, HoldingPolicy.threadNanoseconds() - start)
                }
                return (nil, tree.solvedLayout(checkedWidth: frame, constraints: .none).contentSize.height, 0)
            } }
            clock.report("idle: height pass barrier")
            SweepTrace.cpu("serial: height pass weighing") {
                for (k, (layout, contentHeight, nanoseconds)) in solved.enumerated() {
                    tallest = max(tallest, contentHeight)
                    if let layout { holder.consider(layout, width: part[part.startIndex + k], nanoseconds: nanoseconds, tallest: tallest) }
                }
            }
        }
        return (Size(width: width, height: max(1, tallest)), holder.held(for: plan, tallest: tallest))
    }

    /// The layouts a height pass keeps, weighed in the plan's order by
    /// `policy` with its cap for the canvas as tall as the tallest so far.
    private struct Holder {
        var policy: HoldingPolicy
        let renderer: SceneRenderer
        /// The canvas's width in points.
        let width: Double
        private(set) var heldBytes = 0
        /// In the order held, so that a cap lowered by a taller frame lets the last ones go.
        private var kept: [(width: Double, layout: SolvedLayout, bytes: Int)] = []
        /// Each weighed layout's solve time per byte, in order.
        private var rates: [Double] = []

        init(policy: HoldingPolicy, renderer: SceneRenderer, width: Double) {
            self.policy = policy
            self.renderer = renderer
            self.width = width
        }

        /// Whether to weigh the next layouts: while the cap allows and,
        /// past the floor, while they are dear enough to hold (past it,
        /// layouts cheap to solve are solved for their height alone).
        var hasRoom: Bool {
            policy.hasRoom(heldBytes) && (heldBytes < policy.floor || rates.isEmpty || policy.isDear(medianRate: rates[rates.count / 2]))
        }

        mutating func consider(_ layout: SolvedLayout, width frame: Double, nanoseconds: UInt64, tallest: Double) {
            fit(tallest: tallest)
            let bytes = layout.estimatedByteCount
            let rate = Double(nanoseconds) / Double(max(1, bytes))
            rates.insert(rate, at: rates.firstIndex { $0 > rate } ?? rates.count)
            guard policy.holds(bytes: bytes, medianRate: rates[rates.count / 2], heldBytes: heldBytes) else { return }
            kept.append((frame, layout, bytes))
            heldBytes += bytes
        }

        /// More pixels than any room holds (4 TiB of frame), small enough that
        /// a frame's bytes times the frames in flight stays an Int.
        private static let pixelsPastAnyRoom = 1 << 40

        /// The cap for a canvas `tallest` points tall: past it the last held go (never the floor's).
        private mutating func fit(tallest: Double) {
            let canvas = renderer.canvasSize(for: Size(width: width, height: max(1, tallest)))
            // A tree as tall as a hostile scene makes it (even infinite) only
            // fills the room: the canvas's own check refuses it later.
            let area = (canvas.width * renderer.scale).rounded(.up) * (canvas.height * renderer.scale).rounded(.up)
            let pixels = area.isNaN ? Self.pixelsPastAnyRoom : Int(min(area, Double(Self.pixelsPastAnyRoom)))  // checked: clamped to 2⁴⁰ above, NaN handled
            policy.fit(framePixels: pixels)
            while heldBytes > policy.cap, let last = kept.last, heldBytes - last.bytes >= policy.floor {
                kept.removeLast()
                heldBytes -= last.bytes
            }
        }

        /// By the plan's index: every frame of a held width shares its layout.
        mutating func held(for plan: SweepPlan, tallest: Double) -> [SolvedLayout?] {
            fit(tallest: tallest)
            if ProcessInfo.processInfo.environment["TRELLIS_HELD_TRACE"] == "1" {
                let tenths = rates.isEmpty ? [] : [1, 3, 5, 7, 9].map { rates[$0 * rates.count / 10] }
                FileHandle.standardError.write(Data(("held \(kept.count) of \(rates.count) weighed, \(heldBytes) bytes, cap \(policy.cap), "
                    + "ns/byte at 10/30/50/70/90 %: \(tenths.map { String(format: "%.2f", $0) })\n").utf8))
            }
            guard !kept.isEmpty else { return [] }
            var byWidth: [Double: SolvedLayout] = [:]
            for entry in kept { byWidth[entry.width] = entry.layout }
            return plan.widths.map { byWidth[$0] }
        }
    }

    /// Paints a solved layout (and the overlays) on a canvas for a picture
    /// of `size` points (see `canvasSize(for:)`); nil: the layout's size.
    public func render(_ layout: SolvedLayout, canvasSize size: Size? = nil) throws(RenderError) -> Canvas {
        let full = canvasSize(for: size ?? layout.size)
        let canvas = try Canvas(size: full, scale: scale, background: background)
        painter.paint(layout, on: canvas)
        if !overlays.isEmpty { painter.paintOverlays(overlays, for: layout, on: canvas, canvasSize: full) }
        return canvas
    }

    /// ``render(_:canvasSize:)``'s pixels (`Canvas.pixels()`), painted
    /// straight into the array and flattened onto white there, on the
    /// thread that painted them: a sweep's frame as the encoders take it
    /// (`FrameStream`); each pixel's alpha byte 0xFF instead of 0 when
    /// `keepingOpaqueAlpha` (for encoders that `takesOpaqueAlpha`).
    func renderOpaquePixels(_ layout: SolvedLayout, canvasSize size: Size?,
                            keepingOpaqueAlpha: Bool = false) throws(RenderError) -> [UInt32] {
        let full = canvasSize(for: size ?? layout.size)
        var pixels = try Canvas.painting(size: full, scale: scale, background: background, use: .still) { canvas in
            painter.paint(layout, on: canvas)
            if !overlays.isEmpty { painter.paintOverlays(overlays, for: layout, on: canvas, canvasSize: full) }
        }
        AnimationPixels.flattenOntoWhite(&pixels, keepingOpaqueAlpha: keepingOpaqueAlpha)
        return pixels
    }

    /// Lays `root`'s tree out at its current frame (if anything asks for
    /// it) and paints it; see `render(_:canvasSize:)`.
    public func render(_ root: View, canvasSize size: Size? = nil) throws(RenderError) -> Canvas {
        var layout = root.solvedLayout(constraints: capturedConstraints)
        if overlays.contains(.caption) { layout = solvedLayout(of: root, canvasWidth: (size ?? layout.size).width) }
        return try render(layout, canvasSize: size)
    }

    /// Renders a solved layout to a PNG file at `path`, written atomically:
    /// lossless, with a palette when the picture allows (`Canvas.losslessPNGData()`).
    public func writePNG(of layout: SolvedLayout, canvasSize size: Size? = nil, to path: String) throws(RenderError) {
        let bytes = try render(layout, canvasSize: size).losslessPNGData()
        try RenderError.writing { () throws(FileError) in try AtomicFile.write(bytes, to: path) }
    }

    /// Lays the tree out at every width of the plan, re-solving through the
    /// root's width (never rebuilding), paints each frame on a canvas of
    /// `canvasSize` (nil: `sweepSize(of:plan:height:)` with the root's
    /// content height, the frames solved to find it painted without being
    /// solved again, those `HoldingPolicy` finds worth their memory) and streams it to an animation at `path` (written
    /// atomically) in the format its extension names (`AnimationFormat`:
    /// `.gif`, `.webp`, `.apng` or `.png`; any other is refused before
    /// anything is written). `height` is the root's height in every frame (nil: as
    /// tall as its content).
    ///
    /// `jobs` threads paint and encode the frames; the widths are solved
    /// in order on one thread, or, given `trees` (fresh trees built as
    /// `root` was: the same scenario, state and text engine), on every job,
    /// each on a tree of its own (`SweepTrees`). The file is byte for byte
    /// the one a single job writes. `effort`: how hard the encoder works
    /// for a smaller file (`EncodingEffort`; the GIF's, docs/rendering.md "Effort").
    public func sweep(
        _ root: View, plan: SweepPlan, canvasSize: Size? = nil, height: Double? = nil, to path: String, jobs: Int = 1,
        effort: EncodingEffort = .default, trees: TreeFactory? = nil,
        progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws(RenderError) {
        try sweep(root, plan: plan, canvasSize: canvasSize, height: height, to: [path], jobs: jobs, effort: effort,
                  trees: trees, progress: progress)
    }

    /// The same sweep written to every one of `paths`, each in the format
    /// its extension names, from frames laid out and painted once: the
    /// files are the ones a sweep to each path alone writes.
    public func sweep(
        _ root: View, plan: SweepPlan, canvasSize: Size? = nil, height: Double? = nil, to paths: [String], jobs: Int = 1,
        effort: EncodingEffort = .default, trees: TreeFactory? = nil,
        progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws(RenderError) {
        var solvedForHeight: [SolvedLayout?] = []
        let trees = jobs > 1 ? trees.map { SweepTrees(jobs: jobs, root: root, factory: $0) } : nil
        // The formats first: their coders' memory shares the room with the held layouts.
        let formats = try paths.map { (path) throws(RenderError) in try RenderError.encoding { () throws(CodecError) in try AnimationFormat(path: path) } }
        var policy = HoldingPolicy.forSweep(jobs: jobs, coding: formats.reduce(.none) { $0 + $1.codingMemory })
        let canvasSize = canvasSize ?? SweepTrace.wall("wall: height pass") {
            let sized = trees.map { solveSweep(on: $0, plan: plan, height: height, holding: policy, jobs: jobs) }
                ?? solveSweep(root, plan: plan, height: height, holding: policy)
            solvedForHeight = sized.held
            return sized.size
        }
        let held = HeldLayouts(solvedForHeight)
        solvedForHeight = []
        // The frames' pixels, checked against the budget: no canvas is made for them (one would be held all sweep).
        let probe = try Canvas.pixelSize(self.canvasSize(for: canvasSize), scale: scale, use: .animation)
        // Whether the frames and coders fill the room: then a batch is a frame a job.
        policy.fit(framePixels: probe.width * probe.height)
        var temporaries: [String] = []
        do {
            var encoders: [any AnimationEncoder] = []
            for (path, format) in zip(paths, formats) {
                let (temporary, descriptor) = try RenderError.writing { () throws(FileError) in try AtomicFile.create(for: path) }
                temporaries.append(temporary)
                encoders.append(try RenderError.encoding { () throws(CodecError) in
                    try format.encoder(descriptor: descriptor, path: temporary, width: probe.width, height: probe.height, jobs: jobs,
                                      effort: effort)
                })
            }
            func layout(_ index: Int) -> SolvedLayout {
                held.holds(index) ? held.take(index) : SweepTrace.cpu("lay out") {
                    solvedLayout(of: root, width: plan.widths[index], height: height, canvasWidth: canvasSize.width)
                }
            }
            let solveOnTree = trees.map { trees in
                { (worker: Int, index: Int) -> SolvedLayout in
                    self.solvedLayout(of: trees.tree(worker), width: plan.widths[index], height: height, canvasWidth: canvasSize.width)
                }
            }
            // An encoder that codes better having seen every frame (the GIF's
            // global table) is shown them first: painting is a small part
            // of a sweep's time, coding most of it.
            let surveyors = encoders.filter(\.wantsSurvey)
            let pixels = probe.width * probe.height
            // Each pass streams its frames (`FrameStream`): with several jobs,
            // laid out on the painting worker's tree, or in order on a thread
            // of their own (a library sweep without trees); with one, in
            // order on this thread.
            let source = trees.map { trees in
                { (worker: Int, index: Int) -> SolvedLayout in held.holds(index) ? held.take(index) : solveOnTree!(worker, index) }
            }
            func pass(_ encoders: [any AnimationEncoder], surveying: Bool,
                      appended: (Int) -> Void = { _ in }) throws(RenderError) {
                let stream = FrameStream(renderer: self, canvasSize: canvasSize, encoders: encoders, jobs: jobs,
                                         pixelsPerFrame: pixels, framesAJob: policy.framesAJob, surveying: surveying)
                let ordered = source == nil && jobs > 1 ? OrderedLayouts(count: plan.widths.count, depth: 2 * stream.window, layout) : nil
                defer { ordered?.stop() }
                try stream.run(count: plan.widths.count, delays: plan.delays,
                               layout: source ?? ordered?.layout ?? { _, index in layout(index) }, appended: appended)
            }
            if !surveyors.isEmpty {
                try SweepTrace.wall("wall: survey pass") { () throws(RenderError) in try pass(surveyors, surveying: true) }
                SweepTrace.report("the height pass and the survey")
            }
            // The last pass: each held layout let go once painted.
            held.releasing = true
            try SweepTrace.wall("wall: last pass") { () throws(RenderError) in
                try pass(encoders, surveying: false) { done in progress(done, plan.widths.count) }
            }
            try SweepTrace.wall("wall: finish") { () throws(RenderError) in
                for encoder in encoders { try RenderError.encoding { () throws(CodecError) in try encoder.finish() } }
            }
            SweepTrace.report("\(plan.widths.count) frames, \(jobs) jobs")
            for (temporary, path) in zip(temporaries, paths) {
                try RenderError.writing { () throws(FileError) in try AtomicFile.commit(temporary, to: path) }
            }
        } catch {
            for temporary in temporaries { AtomicFile.discard(temporary) }
            throw error
        }
    }
}
