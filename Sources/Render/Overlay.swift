import CCairo
import Layout

/// Debug overlays in Interface Builder's vocabulary, drawn over a painted tree.
public struct OverlayOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Every view's frame, thin blue.
    public static let frames = OverlayOptions(rawValue: 1)
    /// Alignment rectangles that differ from frames, dashed orange.
    public static let alignment = OverlayOptions(rawValue: 2)
    /// First (solid) and last (dashed) baselines of text, green.
    public static let baselines = OverlayOptions(rawValue: 4)
    /// Layout margins of views with subviews, dashed light blue.
    public static let margins = OverlayOptions(rawValue: 8)
    /// Constraints as I-bars: solid when required, dashed when optional,
    /// red when broken (a conflict, or an optional one that does not hold).
    public static let constraints = OverlayOptions(rawValue: 16)
    /// A strip under the picture: the width, each label's line count, the
    /// optional constraints that do not hold and by how much.
    public static let caption = OverlayOptions(rawValue: 32)

    /// Every overlay at once.
    public static let all: OverlayOptions = [.frames, .alignment, .baselines, .margins, .constraints, .caption]

    /// The height of the caption strip, in points.
    public static let captionHeight = SolvedCaption.height
}

extension Painter {
    /// Draws the overlays for a solved layout painted at the canvas's origin.
    public func paintOverlays(_ options: OverlayOptions, for layout: SolvedLayout, on canvas: Canvas, canvasSize: Size) {
        let cr = canvas.context
        cairo_save(cr)
        cairo_set_line_width(cr, 1 / canvas.scale)
        for shape in overlayShapes(options, for: layout, scale: canvas.scale) {
            canvas.setColor(shape.color)
            if shape.dashed {
                var pattern = OverlayShape.dashPattern
                cairo_set_dash(cr, &pattern, 2, 0)
            } else {
                cairo_set_dash(cr, nil, 0, 0)
            }
            switch shape.path {
            case let .rectangle(r):
                cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            case let .line(from, to):
                cairo_move_to(cr, from.x, from.y)
                cairo_line_to(cr, to.x, to.y)
            }
            cairo_stroke(cr)
        }
        cairo_restore(cr)
        if options.contains(.caption) { drawCaption(for: layout, canvas: canvas, canvasSize: canvasSize) }
    }

    /// What `options` draws over a solved layout, but the caption, in
    /// drawing order, for a picture of `scale` device pixels a point: the
    /// shapes cairo strokes on a PNG's canvas and an SVG writes as paths.
    func overlayShapes(_ options: OverlayOptions, for layout: SolvedLayout, scale: Double) -> [OverlayShape] {
        var shapes: [OverlayShape] = []
        let blue = Color(red: 0, green: 0.48, blue: 1, alpha: 0.85)
        // A rectangle's outline half a device pixel inside it, so the
        // one-pixel stroke covers the frame's own edge pixels.
        func outline(_ rect: Rect, _ color: Color, dashed: Bool = false) {
            let half = 0.5 / scale
            let inner = Rect(x: rect.minX + half, y: rect.minY + half, width: max(0, rect.width - 2 * half),
                             height: max(0, rect.height - 2 * half))
            shapes.append(OverlayShape(path: .rectangle(inner), color: color, dashed: dashed))
        }
        func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ color: Color, dashed: Bool = false) {
            shapes.append(OverlayShape(path: .line(from: Point(x: x0, y: y0), to: Point(x: x1, y: y1)), color: color,
                                       dashed: dashed))
        }
        // An I-bar between two positions, ticks across both ends.
        func iBar(horizontal: Bool, from a: Double, to b: Double, at c: Double, _ color: Color, _ dashed: Bool) {
            let tick = 3.0
            if horizontal {
                line(a, c, b, c, color, dashed: dashed)
                line(a, c - tick, a, c + tick, color)
                line(b, c - tick, b, c + tick, color)
            } else {
                line(c, a, c, b, color, dashed: dashed)
                line(c - tick, a, c + tick, a, color)
                line(c - tick, b, c + tick, b, color)
            }
        }
        let visible = layout.visibleViews
        if options.contains(.frames) {
            for view in visible where view.parent != nil {
                outline(view.frameInRoot, blue)
            }
        }
        if options.contains(.alignment) {
            for view in visible where view.alignmentRectInsets != .zero {
                outline(view.alignmentRect, Color(red: 1, green: 0.55, blue: 0), dashed: true)
            }
        }
        if options.contains(.margins) {
            for view in visible where !view.children.isEmpty {
                outline(view.frameInRoot.inset(by: view.layoutMargins), Color(red: 0.4, green: 0.75, blue: 1), dashed: true)
            }
        }
        if options.contains(.baselines) {
            let green = Color(red: 0, green: 0.7, blue: 0.2)
            for view in visible where view.kind != .view {
                let frame = view.frameInRoot
                line(frame.minX, view.firstBaseline, frame.maxX, view.firstBaseline, green)
                if view.lastBaseline != view.firstBaseline {
                    line(frame.minX, view.lastBaseline, frame.maxX, view.lastBaseline, green, dashed: true)
                }
            }
        }
        if options.contains(.constraints) {
            // An I-bar between the two positions a constraint relates, or
            // across the size it fixes.
            for solved in layout.constraints where solved.origin == .user {
                let color = solved.isViolated ? Color(red: 0.9, green: 0.1, blue: 0.1) : blue
                let dashed = !solved.priority.isRequired
                let c = solved
                guard let rect = solved.firstRect else { continue }
                switch c.firstAttribute.kind {
                case .size:
                    if c.firstAttribute == .width {
                        iBar(horizontal: true, from: rect.minX, to: rect.maxX, at: rect.maxY - 3, color, dashed)
                    } else {
                        iBar(horizontal: false, from: rect.minY, to: rect.maxY, at: rect.maxX - 3, color, dashed)
                    }
                case .horizontalPosition:
                    guard let a = solved.firstValue, let b = solved.secondValue else { continue }
                    iBar(horizontal: true, from: min(a, b), to: max(a, b), at: rect.midY, color, dashed)
                case .verticalPosition:
                    guard let a = solved.firstValue, let b = solved.secondValue else { continue }
                    iBar(horizontal: false, from: min(a, b), to: max(a, b), at: rect.midX, color, dashed)
                case .none:
                    break
                }
            }
        }
        return shapes
    }

    /// The caption strip: white text on dark grey, in the system font,
    /// as the layout's ``SolvedLayout/caption`` laid it out (upstream, with
    /// the tree's text engine: nothing is measured here). A layout made
    /// without a `captionWidth` gets the strip without text.
    private func drawCaption(for layout: SolvedLayout, canvas: Canvas, canvasSize: Size) {
        let strip = Rect(x: 0, y: canvasSize.height - OverlayOptions.captionHeight, width: canvasSize.width,
                         height: OverlayOptions.captionHeight)
        canvas.fill(strip, Color(white: 0.15))
        guard let caption = layout.caption else { return }
        paint([caption.label], on: canvas, at: Point(x: 4, y: strip.minY))
    }
}
