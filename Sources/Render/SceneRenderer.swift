import Layout
import LayoutText

/// Renders laid-out trees: one width to a canvas, or a width sweep to a GIF.
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

    /// The bounding box of every visible view, from the root's origin.
    public static func contentSize(of root: View) -> Size {
        var maxX = root.frame.width, maxY = root.frame.height
        func visit(_ view: View, _ origin: Point) {
            guard !view.isHidden else { return }
            maxX = max(maxX, origin.x + view.frame.width)
            maxY = max(maxY, origin.y + view.frame.height)
            for sub in view.subviews { visit(sub, Point(x: origin.x + sub.frame.minX, y: origin.y + sub.frame.minY)) }
        }
        visit(root, .zero)
        return Size(width: maxX, height: maxY)
    }

    /// The picture a sweep of `root` over `plan` needs: as wide as the
    /// widest frame, and `height` tall or, when nil, as tall as the tallest
    /// content over the sweep. Widths are laid out in the plan's order (not
    /// through a Set): a tree whose `layoutSubviews` keeps state could
    /// depend on the order, and the file must not.
    public static func sweepSize(of root: View, plan: SweepPlan, height: Double?) -> Size {
        var tallest = height ?? 0
        if height == nil {
            var seen = Set<Double>()
            for width in plan.widths where seen.insert(width).inserted {
                root.frame = Rect(x: 0, y: 0, width: width, height: 0)
                root.layoutIfNeeded()
                tallest = max(tallest, contentSize(of: root).height)
            }
        }
        return Size(width: plan.widths.max()!, height: max(1, tallest))
    }

    /// Paints the laid-out tree (and the overlays) on a canvas for a
    /// picture of `size` points (see `canvasSize(for:)`).
    public func render(_ root: View, canvasSize size: Size) throws(RenderError) -> Canvas {
        let full = canvasSize(for: size)
        let canvas = try Canvas(size: full, scale: scale, background: background)
        painter.paint(root, on: canvas)
        if !overlays.isEmpty { painter.paintOverlays(overlays, for: root, on: canvas, canvasSize: full) }
        return canvas
    }

    /// Lays the tree out at every width of the plan, re-solving through the
    /// root's width (never rebuilding), paints each frame on a canvas of
    /// `canvasSize` and streams it to a GIF at `path` (written atomically).
    public func sweep(
        _ root: View, plan: SweepPlan, canvasSize: Size, to path: String,
        progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws(RenderError) {
        let temporary = AtomicFile.temporaryPath(for: path)
        do {
            let probe = try Canvas(size: self.canvasSize(for: canvasSize), scale: scale)
            let encoder = try GIFEncoder(path: temporary, width: probe.width, height: probe.height)
            for (index, width) in plan.widths.enumerated() {
                root.frame = Rect(x: 0, y: 0, width: width, height: root.frame.height)
                root.layoutIfNeeded()
                let canvas = try render(root, canvasSize: canvasSize)
                try encoder.addFrame(canvas.pixels(), delay: plan.delays[index])
                progress(index + 1, plan.widths.count)
            }
            try encoder.finish()
        } catch {
            AtomicFile.discard(temporary)
            throw error
        }
        try AtomicFile.commit(temporary, to: path)
    }
}
