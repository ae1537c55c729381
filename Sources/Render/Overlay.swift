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

    public static let names: [(String, OverlayOptions)] = [
        ("frames", .frames), ("alignment", .alignment), ("baselines", .baselines), ("margins", .margins),
        ("constraints", .constraints), ("caption", .caption),
    ]

    /// Parses `frames,baselines,…` (or `all`).
    public init(parsing text: String) throws(RenderError) {
        var options: OverlayOptions = []
        for part in text.split(separator: ",").map({ String($0).filter { $0 != " " } }) where !part.isEmpty {
            if part == "all" { options = OverlayOptions(rawValue: 63); continue }
            guard let match = OverlayOptions.names.first(where: { $0.0 == part }) else {
                throw .invalidCanvas("unknown overlay \"\(part)\"; expected " + OverlayOptions.names.map(\.0).joined(separator: ", ") + " or all")
            }
            options.insert(match.1)
        }
        self = options
    }

    /// The height of the caption strip, in points.
    public static let captionHeight = 18.0
}

extension Painter {
    /// Draws the overlays for a solved layout painted at the canvas's origin.
    public func paintOverlays(_ options: OverlayOptions, for layout: SolvedLayout, on canvas: Canvas, canvasSize: Size) {
        let cr = canvas.context
        cairo_save(cr)
        cairo_set_line_width(cr, 1 / canvas.scale)
        let blue = Color(red: 0, green: 0.48, blue: 1, alpha: 0.85)
        let visible = layout.visibleViews
        if options.contains(.frames) {
            for view in visible where view.parent != nil {
                stroke(view.frameInRoot, blue, canvas: canvas)
            }
        }
        if options.contains(.alignment) {
            for view in visible where view.alignmentRectInsets != .zero {
                stroke(view.alignmentRect, Color(red: 1, green: 0.55, blue: 0), canvas: canvas, dashed: true)
            }
        }
        if options.contains(.margins) {
            for view in visible where !view.children.isEmpty {
                stroke(view.frameInRoot.inset(by: view.layoutMargins), Color(red: 0.4, green: 0.75, blue: 1),
                       canvas: canvas, dashed: true)
            }
        }
        if options.contains(.baselines) {
            let green = Color(red: 0, green: 0.7, blue: 0.2)
            for view in visible where view.kind != .view {
                let frame = view.frameInRoot
                line(frame.minX, view.firstBaseline, frame.maxX, view.firstBaseline, green, canvas)
                if view.lastBaseline != view.firstBaseline {
                    line(frame.minX, view.lastBaseline, frame.maxX, view.lastBaseline, green, canvas, dashed: true)
                }
            }
        }
        if options.contains(.constraints) {
            for solved in layout.constraints where solved.constraint.origin == .user {
                let color = solved.isViolated ? Color(red: 0.9, green: 0.1, blue: 0.1) : blue
                drawConstraint(solved, color, dashed: !solved.constraint.priority.isRequired, canvas)
            }
        }
        cairo_restore(cr)
        if options.contains(.caption) { drawCaption(for: layout, canvas: canvas, canvasSize: canvasSize) }
    }

    private func stroke(_ rect: Rect, _ color: Color, canvas: Canvas, dashed: Bool = false) {
        let cr = canvas.context
        canvas.setColor(color)
        setDash(dashed, canvas)
        let half = 0.5 / canvas.scale
        cairo_rectangle(cr, rect.minX + half, rect.minY + half, max(0, rect.width - 2 * half), max(0, rect.height - 2 * half))
        cairo_stroke(cr)
    }

    private func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ color: Color, _ canvas: Canvas,
                      dashed: Bool = false) {
        let cr = canvas.context
        canvas.setColor(color)
        setDash(dashed, canvas)
        cairo_move_to(cr, x0, y0)
        cairo_line_to(cr, x1, y1)
        cairo_stroke(cr)
    }

    private func setDash(_ dashed: Bool, _ canvas: Canvas) {
        if dashed {
            var pattern: [Double] = [3, 2]
            cairo_set_dash(canvas.context, &pattern, 2, 0)
        } else {
            cairo_set_dash(canvas.context, nil, 0, 0)
        }
    }

    /// An I-bar between the two positions a constraint relates, or across
    /// the size it fixes.
    private func drawConstraint(_ solved: SolvedConstraint, _ color: Color, dashed: Bool, _ canvas: Canvas) {
        let c = solved.constraint
        guard let rect = solved.firstRect else { return }
        switch c.firstAttribute.kind {
        case .size:
            if c.firstAttribute == .width {
                iBar(horizontal: true, from: rect.minX, to: rect.maxX, at: rect.maxY - 3, color, dashed, canvas)
            } else {
                iBar(horizontal: false, from: rect.minY, to: rect.maxY, at: rect.maxX - 3, color, dashed, canvas)
            }
        case .horizontalPosition:
            guard let a = solved.firstValue, let b = solved.secondValue else { return }
            iBar(horizontal: true, from: min(a, b), to: max(a, b), at: rect.midY, color, dashed, canvas)
        case .verticalPosition:
            guard let a = solved.firstValue, let b = solved.secondValue else { return }
            iBar(horizontal: false, from: min(a, b), to: max(a, b), at: rect.midX, color, dashed, canvas)
        case .none:
            break
        }
    }

    private func iBar(horizontal: Bool, from a: Double, to b: Double, at c: Double, _ color: Color, _ dashed: Bool,
                      _ canvas: Canvas) {
        let tick = 3.0
        if horizontal {
            line(a, c, b, c, color, canvas, dashed: dashed)
            line(a, c - tick, a, c + tick, color, canvas)
            line(b, c - tick, b, c + tick, color, canvas)
        } else {
            line(c, a, c, b, color, canvas, dashed: dashed)
            line(c - tick, a, c + tick, a, color, canvas)
            line(c - tick, b, c + tick, b, color, canvas)
        }
    }

    /// The caption text for a solved layout; `compact` is the short form
    /// for narrow canvases ("200 · label 3 · 1 unsatisfied").
    public func caption(for layout: SolvedLayout, compact: Bool = false) -> String {
        let width = PointFormat.string(layout.root.frame.width)
        var parts = [compact ? width : "width \(width)"]
        for view in layout.visibleViews where view.kind == .label {
            guard let text = view.text, !text.lines.isEmpty else { continue }
            let count = text.lines.count
            parts.append(compact ? "\(view.displayName) \(count)"
                         : "\(view.displayName): \(count) line\(count == 1 ? "" : "s")")
        }
        let broken = layout.unsatisfiedOptionalConstraints.map { solved in
            "\(solved.constraint.identifier ?? solved.constraint.equation) off by \(PointFormat.string(solved.error ?? 0))"
        }
        if compact {
            parts.append(broken.isEmpty ? "all hold" : "\(broken.count) unsatisfied")
        } else {
            parts.append(broken.isEmpty ? "all optional constraints hold" : "unsatisfied: " + broken.joined(separator: ", "))
        }
        return parts.joined(separator: " · ")
    }

    /// The caption strip: white text on dark grey, in the system font (a
    /// label of its own, laid out like any other).
    private func drawCaption(for layout: SolvedLayout, canvas: Canvas, canvasSize: Size) {
        let strip = Rect(x: 0, y: canvasSize.height - OverlayOptions.captionHeight, width: canvasSize.width,
                         height: OverlayOptions.captionHeight)
        canvas.fill(strip, Color(white: 0.15))
        let label = Label(text: caption(for: layout))
        label.font = .systemFont(ofSize: 11)
        label.textColor = .white
        label.lineBreakMode = .byTruncatingTail
        // A narrow canvas gets the short form before anything is cut off.
        if label.measure(width: nil).size.width > strip.width - 8 { label.text = caption(for: layout, compact: true) }
        let solved = label.solvedLayout(width: strip.width - 8, height: strip.height)
        paint(solved, on: canvas, at: Point(x: 4, y: strip.minY))
    }
}
