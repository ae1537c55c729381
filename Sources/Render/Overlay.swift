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
    /// Draws the overlays for a laid-out tree painted at the canvas's origin.
    public func paintOverlays(_ options: OverlayOptions, for root: View, on canvas: Canvas, canvasSize: Size) {
        let geometry = LayoutGeometry(root: root)
        let cr = canvas.context
        cairo_save(cr)
        cairo_set_line_width(cr, 1 / canvas.scale)
        let blue = Color(red: 0, green: 0.48, blue: 1, alpha: 0.85)
        if options.contains(.frames) {
            for view in geometry.views where view !== root {
                stroke(geometry.frame(of: view), blue, canvas: canvas)
            }
        }
        if options.contains(.alignment) {
            for view in geometry.views where view.alignmentRectInsets != .zero {
                stroke(view.alignmentRect(forFrame: geometry.frame(of: view)), Color(red: 1, green: 0.55, blue: 0),
                       canvas: canvas, dashed: true)
            }
        }
        if options.contains(.margins) {
            for view in geometry.views where !view.subviews.isEmpty {
                stroke(geometry.frame(of: view).inset(by: view.layoutMargins), Color(red: 0.4, green: 0.75, blue: 1),
                       canvas: canvas, dashed: true)
            }
        }
        if options.contains(.baselines) {
            let green = Color(red: 0, green: 0.7, blue: 0.2)
            for view in geometry.views where view is Label || view is Button {
                let frame = geometry.frame(of: view)
                if let first = geometry.value(of: view, .firstBaseline) { line(frame.minX, first, frame.maxX, first, green, canvas) }
                if let last = geometry.value(of: view, .lastBaseline), last != geometry.value(of: view, .firstBaseline) {
                    line(frame.minX, last, frame.maxX, last, green, canvas, dashed: true)
                }
            }
        }
        if options.contains(.constraints) {
            let broken = Set(root.layoutIssues.compactMap { issue -> ObjectIdentifier? in
                if case let .unsatisfiable(report) = issue { return ObjectIdentifier(report.broken) }
                return nil
            })
            for constraint in LayoutGeometry.constraints(in: root) where constraint.origin == .user {
                let error = geometry.error(of: constraint) ?? 0
                let isBroken = broken.contains(ObjectIdentifier(constraint)) || error > 0.5
                let color = isBroken ? Color(red: 0.9, green: 0.1, blue: 0.1) : blue
                drawConstraint(constraint, geometry, color, dashed: !constraint.priority.isRequired, canvas)
            }
        }
        cairo_restore(cr)
        if options.contains(.caption) { drawCaption(for: root, geometry, canvas: canvas, canvasSize: canvasSize) }
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
    private func drawConstraint(_ c: LayoutConstraint, _ g: LayoutGeometry, _ color: Color, dashed: Bool, _ canvas: Canvas) {
        guard let rect = g.alignmentRect(of: c.firstItem) else { return }
        switch c.firstAttribute.kind {
        case .size:
            if c.firstAttribute == .width {
                iBar(horizontal: true, from: rect.minX, to: rect.maxX, at: rect.maxY - 3, color, dashed, canvas)
            } else {
                iBar(horizontal: false, from: rect.minY, to: rect.maxY, at: rect.maxX - 3, color, dashed, canvas)
            }
        case .horizontalPosition:
            guard let a = g.value(of: c.firstItem, c.firstAttribute), let second = c.secondItem,
                  let b = g.value(of: second, c.secondAttribute) else { return }
            iBar(horizontal: true, from: min(a, b), to: max(a, b), at: rect.midY, color, dashed, canvas)
        case .verticalPosition:
            guard let a = g.value(of: c.firstItem, c.firstAttribute), let second = c.secondItem,
                  let b = g.value(of: second, c.secondAttribute) else { return }
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

    /// The caption text for a laid-out tree; `compact` is the short form
    /// for narrow canvases ("200 · label 3 · 1 unsatisfied").
    public func caption(for root: View, compact: Bool = false) -> String {
        let geometry = LayoutGeometry(root: root)
        let width = CriticalWidths.formatted(root.frame.width)
        var parts = [compact ? width : "width \(width)"]
        for view in geometry.views {
            if let label = view as? Label, let (_, layout) = textLayout(of: label, in: label.bounds) {
                let count = layout.lines.count
                parts.append(compact ? "\(label) \(count)" : "\(label): \(count) line\(count == 1 ? "" : "s")")
            }
        }
        let broken = LayoutGeometry.constraints(in: root).filter { !$0.priority.isRequired }.compactMap { c -> String? in
            guard let error = geometry.error(of: c), error > 0.5 else { return nil }
            return "\(c.identifier ?? c.equation) off by \(CriticalWidths.formatted(error))"
        }
        if compact {
            parts.append(broken.isEmpty ? "all hold" : "\(broken.count) unsatisfied")
        } else {
            parts.append(broken.isEmpty ? "all optional constraints hold" : "unsatisfied: " + broken.joined(separator: ", "))
        }
        return parts.joined(separator: " · ")
    }

    private func drawCaption(for root: View, _ geometry: LayoutGeometry, canvas: Canvas, canvasSize: Size) {
        let strip = Rect(x: 0, y: canvasSize.height - OverlayOptions.captionHeight, width: canvasSize.width,
                         height: OverlayOptions.captionHeight)
        canvas.fill(strip, Color(white: 0.15))
        let label = Label(text: caption(for: root))
        label.font = .systemFont(ofSize: 11)
        label.textColor = .white
        label.measurer = fallbackMeasurer
        label.lineBreakMode = .byTruncatingTail
        // A narrow canvas gets the short form before anything is cut off.
        if label.measure(width: nil).size.width > strip.width - 8 { label.text = caption(for: root, compact: true) }
        label.frame = Rect(x: 0, y: 0, width: strip.width - 8, height: strip.height)
        drawText(of: label, in: Rect(x: 4, y: strip.minY, width: strip.width - 8, height: strip.height), on: canvas)
    }
}
