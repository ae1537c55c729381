import CCairo
import Layout

extension Painter {
    /// Replays recorded drawing (a view's `draw(_:)`, its layers, an image
    /// renderer's) with the drawing's (0, 0) at `origin` on the canvas.
    ///
    /// Cairo stops drawing for good once its context is in an error state,
    /// so nothing that would put it there reaches it: paths or numbers that
    /// are not finite, a transform that cannot be inverted, a dash of no
    /// length are left out (what they would draw is not drawn; the rest is).
    public func paint(_ drawing: Drawing, on canvas: Canvas, at origin: Point = .zero) {
        guard !drawing.isEmpty, origin.x.isFinite, origin.y.isFinite else { return }
        let cr = canvas.context
        cairo_save(cr)
        // Blend modes act on the drawing's own layer, then the layer is
        // laid over the canvas as usual (UIKit's backing store per view).
        let isolated = drawing.commands.contains { if case .setBlendMode = $0 { return true } else { return false } }
        if isolated { cairo_push_group(cr) }
        cairo_translate(cr, origin.x, origin.y)
        var alpha = 1.0
        var saved: [Double] = []
        for command in drawing.commands {
            switch command {
            case let .fill(path, color, evenOdd):
                guard canvas.addPath(path) else { continue }
                cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                canvas.setColor(color, alpha: alpha)
                cairo_fill(cr)
            case let .stroke(path, color, style):
                guard style.lineWidth.isFinite, style.lineWidth > 0, canvas.addPath(path) else {
                    cairo_new_path(cr)
                    continue
                }
                canvas.setStroke(style)
                canvas.setColor(color, alpha: alpha)
                cairo_stroke(cr)
            case let .clip(path, evenOdd):
                if !canvas.addPath(path) { cairo_new_path(cr) }  // an unusable clip lets nothing through
                cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_clip(cr)
            case let .linearGradient(gradient, start, end):
                paintGradient(gradient, from: start, to: end, alpha: alpha, on: canvas)
            case let .image(image, rect):
                guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else { continue }
                let drawn = DrawnImage(image: image, rect: rect, tintColor: image.tintColor, isMirrored: false,
                                       slices: ImageSlice.nineSlices(imageSize: image.size, capInsets: image.capInsets,
                                                                     destination: rect, resizingMode: image.resizingMode))
                paintThroughGroup(at: alpha, on: canvas) { draw(drawn, at: .zero, on: canvas) }
            case let .tiledImage(image, rect):
                guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else { continue }
                let whole = Rect(origin: .zero, size: image.size)
                let drawn = DrawnImage(image: image, rect: rect, tintColor: image.tintColor, isMirrored: false,
                                       slices: [ImageSlice(source: whole, destination: rect, tiles: true)])
                paintThroughGroup(at: alpha, on: canvas) { draw(drawn, at: .zero, on: canvas) }
            case let .text(text, color):
                // Drawn as a label's text is, in the drawing's coordinates.
                paintThroughGroup(at: alpha, on: canvas) {
                    draw(text, color: color, in: Rect(x: 0, y: 0, width: 0, height: 0), on: canvas)
                }
            case let .concatenate(transform):
                guard var matrix = Canvas.matrix(transform) else { continue }
                cairo_transform(cr, &matrix)
            case let .setAlpha(value):
                alpha = value.isFinite ? max(0, min(1, value)) : alpha
            case let .setBlendMode(mode):
                cairo_set_operator(cr, Self.cairoOperator(mode))
            case .saveState:
                cairo_save(cr)
                saved.append(alpha)
            case .restoreState:
                guard let previous = saved.popLast() else { continue }
                cairo_restore(cr)
                alpha = previous
            }
        }
        for _ in saved { cairo_restore(cr) }
        cairo_new_path(cr)
        if isolated {
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }

    /// Cairo's operator for a Core Graphics blend mode (the same Porter–Duff
    /// and PDF separable and non-separable modes, by definition).
    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }

    /// A linear gradient over the whole clip, its colours padded past both
    /// ends (Core Graphics' `drawsBeforeStartLocation` and `…AfterEnd`, as
    /// Core Animation's axial gradient layer draws).
    /// Paints what `body` draws at the drawing's `alpha`: images and text
    /// carry no alpha of their own, so below 1 they go through a group.
    private func paintThroughGroup(at alpha: Double, on canvas: Canvas, _ body: () -> Void) {
        guard alpha < 1 else { return body() }
        cairo_push_group(canvas.context)
        body()
        cairo_pop_group_to_source(canvas.context)
        cairo_paint_with_alpha(canvas.context, alpha)
    }

    private func paintGradient(_ gradient: Gradient, from start: Point, to end: Point, alpha: Double, on canvas: Canvas) {
        let stops = gradient.stops.filter { $0.location.isFinite }
        guard !stops.isEmpty, [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else { return }
        let cr = canvas.context
        guard let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return }
        defer { cairo_pattern_destroy(pattern) }
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, max(0, min(1, stop.location)), c.red, c.green, c.blue, c.alpha * alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
    }
}

extension Canvas {
    /// Sets the path, in the context's current space; false (and no path)
    /// when a point is not finite.
    @discardableResult
    func addPath(_ path: Path) -> Bool {
        cairo_new_path(context)
        var current: Point?
        for element in path.elements {
            switch element {
            case let .move(p):
                guard p.x.isFinite, p.y.isFinite else { return abandon() }
                cairo_move_to(context, p.x, p.y)
                current = p
            case let .line(p):
                guard p.x.isFinite, p.y.isFinite else { return abandon() }
                cairo_line_to(context, p.x, p.y)
                current = p
            case let .quadCurve(p, c):
                guard p.x.isFinite, p.y.isFinite, c.x.isFinite, c.y.isFinite, let from = current else { return abandon() }
                // The cubic curve equal to the quadratic one: controls ⅔ of the way to the quadratic's control.
                cairo_curve_to(context, from.x + 2 / 3 * (c.x - from.x), from.y + 2 / 3 * (c.y - from.y),
                               p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
                current = p
            case let .curve(p, c1, c2):
                guard [p.x, p.y, c1.x, c1.y, c2.x, c2.y].allSatisfy(\.isFinite) else { return abandon() }
                cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .close:
                cairo_close_path(context)
                var x = 0.0, y = 0.0
                cairo_get_current_point(context, &x, &y)
                current = Point(x: x, y: y)
            }
        }
        return true
    }

    private func abandon() -> Bool {
        cairo_new_path(context)
        return false
    }

    func setColor(_ color: Color, alpha: Double) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha * alpha)
    }

    /// Line width, cap, join, miter limit and dash; a dash cairo would
    /// refuse (a negative or endless length, or none at all) is drawn solid.
    func setStroke(_ style: StrokeStyle) {
        cairo_set_line_width(context, style.lineWidth)
        switch style.lineCap {
        case .butt: cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(context, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(context, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(context, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(context, style.miterLimit.isFinite && style.miterLimit >= 1 ? style.miterLimit : 10)
        let usable = !style.dashes.isEmpty && style.dashes.allSatisfy { $0.isFinite && $0 >= 0 }
            && style.dashes.contains { $0 > 0 } && style.dashPhase.isFinite
        if usable {
            cairo_set_dash(context, style.dashes, Int32(min(style.dashes.count, 1024)), style.dashPhase)  // checked: at most 1024
        } else {
            cairo_set_dash(context, nil, 0, 0)
        }
    }

    /// Cairo's matrix for a transform, or nil when it is not finite or
    /// cannot be inverted (cairo would stop drawing altogether).
    static func matrix(_ t: AffineMatrix) -> cairo_matrix_t? {
        let determinant = t.a * t.d - t.b * t.c
        guard t.isFinite, determinant != 0, determinant.isFinite else { return nil }
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, t.a, t.b, t.c, t.d, t.tx, t.ty)
        return matrix
    }

    /// A rectangle rounded at the corners `corners` names: the same path as
    /// `path(_:cornerRadius:)` when all four are.
    func path(_ rect: Rect, cornerRadius: Double, corners: CornerMask) {
        guard corners != .all else { return path(rect, cornerRadius: cornerRadius) }
        var shape = Path()
        shape.addRoundedRect(rect, radii: CornerRadii(radius: cornerRadius, corners: corners))
        addPath(shape)
    }
}
