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
    /// Whether a sweep on several jobs codes each batch of frames while the
    /// next is painted (``FrameBatch``): off unless TRELLIS_SWEEP_OVERLAP=1;
    /// the package's tests set it to check both ways write the same file.
    package var overlapsCoding = FrameBatch.overlapsCodingByDefault

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
        SceneRenderer().solveSweep(root, plan: plan, height: height, holding: 0).size
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

    /// The most a sweep holds of the frames it solved to find its height,
    /// estimated (``SolvedLayout/estimatedByteCount``): the first ones are
    /// painted without being solved again, the rest solved again when they
    /// are painted (on every job, given a tree a job). A frame of wrap-demo,
    /// 36 views, is some 55 KB by the estimate (43 KB measured): about 37
    /// frames held. 16 MB held all of a 200-frame wrap-demo sweep, 8.6 MB
    /// measured, which put its peak 5–6 MB over 50 MB for 3–7 % less CPU
    /// (docs/benchmarks.md, "every 200-frame sweep's memory").
    /// TRELLIS_HELD_FRAMES_BUDGET (bytes) sets another, to measure the trade.
    static let heldFramesBudget = ProcessInfo.processInfo.environment["TRELLIS_HELD_FRAMES_BUDGET"].flatMap { Int($0) } ?? 2 << 20

    /// With several jobs, the sweep's layouts solved ahead on a thread of
    /// their own (`LayoutPipeline`), as many ahead as two batches hold.
    private func pipeline(for batch: FrameBatch, jobs: Int, count: Int, _ layout: @escaping (Int) -> SolvedLayout) -> LayoutPipeline? {
        jobs > 1 ? LayoutPipeline(count: count, depth: 2 * batch.capacity, solve: layout) : nil
    }

    /// A sweep's canvas size, and the first frames solved on the way (in
    /// the plan's order, at most `holding` bytes of them), each laid out
    /// as the painting needs it.
    func solveSweep(_ root: View, plan: SweepPlan, height: Double?, holding budget: Int) -> (size: Size, held: [SolvedLayout]) {
        let width = plan.widths.max()!
        guard height == nil else { return (Size(width: width, height: max(1, height!)), []) }
        var tallest = 0.0, held: [SolvedLayout] = [], heldBytes = 0
        var seen = Set<Double>()
        for frame in plan.widths {
            if heldBytes < budget {
                let layout = solvedLayout(of: root, width: frame, height: nil, canvasWidth: width)
                heldBytes += layout.estimatedByteCount
                held.append(layout)
                seen.insert(frame)
                tallest = max(tallest, layout.contentSize.height)
            } else if seen.insert(frame).inserted {
                tallest = max(tallest, root.solvedLayout(checkedWidth: frame, constraints: .none).contentSize.height)
            }
        }
        return (Size(width: width, height: max(1, tallest)), held)
    }

    /// ``solveSweep(_:plan:height:holding:)`` with a tree a job: the
    /// widths solved on whichever job is free, a chunk at a time (so that
    /// no more than a chunk's layouts wait beyond the held ones); the same
    /// size and the same held frames, which do not depend on the tree
    /// that solved them.
    private func solveSweep(on trees: SweepTrees, plan: SweepPlan, height: Double?, holding budget: Int,
                            jobs: Int) -> (size: Size, held: [SolvedLayout]) {
        let width = plan.widths.max()!
        guard height == nil else { return (Size(width: width, height: max(1, height!)), []) }
        var tallest = 0.0, held: [SolvedLayout] = [], heldBytes = 0
        var seen = Set<Double>()
        // Each width once: a ping-pong's way back is the way out.
        let widths = plan.widths.enumerated().filter { seen.insert($0.element).inserted }
        let chunk = 8 * jobs
        for start in stride(from: 0, to: widths.count, by: chunk) {
            let part = widths[start..<min(start + chunk, widths.count)]
            // Held frames are the plan's first ones, in order, as one tree gives them.
            let holding = heldBytes < budget && part.first!.offset == held.count
            let solved = ParallelWork.map(count: part.count, jobs: jobs) { worker, k -> (SolvedLayout?, Double) in
                let tree = trees.tree(worker), frame = part[part.startIndex + k].element
                if holding {
                    let layout = solvedLayout(of: tree, width: frame, height: nil, canvasWidth: width)
                    return (layout, layout.contentSize.height)
                }
                return (nil, tree.solvedLayout(checkedWidth: frame, constraints: .none).contentSize.height)
            }
            for (k, (layout, contentHeight)) in solved.enumerated() {
                tallest = max(tallest, contentHeight)
                if let layout, heldBytes < budget, part[part.startIndex + k].offset == held.count {
                    heldBytes += layout.estimatedByteCount
                    held.append(layout)
                }
            }
        }
        return (Size(width: width, height: max(1, tallest)), held)
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
    /// straight into the array: a sweep's frame (`FrameBatch`).
    func renderPixels(_ layout: SolvedLayout, canvasSize size: Size?) throws(RenderError) -> [UInt32] {
        let full = canvasSize(for: size ?? layout.size)
        return try Canvas.painting(size: full, scale: scale, background: background, use: .still) { canvas in
            painter.paint(layout, on: canvas)
            if !overlays.isEmpty { painter.paintOverlays(overlays, for: layout, on: canvas, canvasSize: full) }
        }
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
    /// solved again, as many as `heldFramesBudget` allows) and streams it to an animation at `path` (written
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
        var solvedForHeight: [SolvedLayout] = []
        let trees = jobs > 1 ? trees.map { SweepTrees(jobs: jobs, root: root, factory: $0) } : nil
        let canvasSize = canvasSize ?? {
            let sized = trees.map { solveSweep(on: $0, plan: plan, height: height, holding: Self.heldFramesBudget, jobs: jobs) }
                ?? solveSweep(root, plan: plan, height: height, holding: Self.heldFramesBudget)
            solvedForHeight = sized.held
            return sized.size
        }()
        let held = HeldLayouts(solvedForHeight)
        solvedForHeight = []
        // The frames' pixels, checked against the budget: no canvas is made for them (one would be held all sweep).
        let probe = try Canvas.pixelSize(self.canvasSize(for: canvasSize), scale: scale, use: .animation)
        let formats = try paths.map { (path) throws(RenderError) in try RenderError.encoding { () throws(CodecError) in try AnimationFormat(path: path) } }
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
                index < held.count ? held.take(index)
                    : solvedLayout(of: root, width: plan.widths[index], height: height, canvasWidth: canvasSize.width)
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
            if !surveyors.isEmpty {
                let survey = FrameBatch(renderer: self, canvasSize: canvasSize, encoders: surveyors, jobs: jobs,
                                        pixelsPerFrame: probe.width * probe.height, surveying: true, solve: solveOnTree)
                let solved = trees == nil ? pipeline(for: survey, jobs: jobs, count: plan.widths.count, layout) : nil
                defer { solved?.stop() }
                for index in plan.widths.indices {
                    if trees != nil, index >= held.count {
                        try survey.add(index: index, delay: plan.delays[index])
                    } else {
                        try survey.add(solved?.next() ?? layout(index), delay: plan.delays[index])
                    }
                }
                try survey.flush()
            }
            // The last pass: each held layout let go once painted.
            held.releasing = true
            let batch = FrameBatch(renderer: self, canvasSize: canvasSize, encoders: encoders, jobs: jobs,
                                   pixelsPerFrame: probe.width * probe.height, solve: solveOnTree)
            var done = 0
            let solved = trees == nil ? pipeline(for: batch, jobs: jobs, count: plan.widths.count, layout) : nil
            defer { solved?.stop() }
            for index in plan.widths.indices {
                let sent = trees != nil && index >= held.count ? try batch.add(index: index, delay: plan.delays[index])
                    : try batch.add(solved?.next() ?? layout(index), delay: plan.delays[index])
                for _ in 0..<sent {
                    done += 1
                    progress(done, plan.widths.count)
                }
            }
            for _ in 0..<(try batch.flush()) {
                done += 1
                progress(done, plan.widths.count)
            }
            for encoder in encoders { try RenderError.encoding { () throws(CodecError) in try encoder.finish() } }
            for (temporary, path) in zip(temporaries, paths) {
                try RenderError.writing { () throws(FileError) in try AtomicFile.commit(temporary, to: path) }
            }
        } catch {
            for temporary in temporaries { AtomicFile.discard(temporary) }
            throw error
        }
    }
}
