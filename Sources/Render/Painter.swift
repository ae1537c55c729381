import CCairo
import Layout

/// Paints a solved layout with cairo: shadows, backgrounds, borders, corner
/// radii, clipping, opacity, image views' images, and each label's and button title's lines exactly as
/// the layout measured them (their glyphs were placed by the text engine;
/// nothing is laid out or shaped again here).
public struct Painter {
    public init() {}

    /// Paints `layout` with its root's frame origin at `origin`.
    public func paint(_ layout: SolvedLayout, on canvas: Canvas, at origin: Point = .zero) {
        paint(layout.views, on: canvas, at: origin)
    }

    /// Paints solved views (a ``SolvedLayout``'s, or a caption's label)
    /// with the first one's frame origin at `origin`.
    func paint(_ views: [SolvedView], on canvas: Canvas, at origin: Point) {
        paint(views, view: 0, on: canvas, at: origin)
    }

    /// A view with an `alpha` below 1 is painted with its subtree on a layer
    /// of its own, then laid over what is behind at that opacity (as Core
    /// Animation composites it: overlapping subviews do not show through
    /// each other).
    ///
    /// A view with a transform is painted, subtree and shadow included,
    /// through it about its centre (UIKit's `transform`, whose origin is
    /// the centre: Apple's `UIView.transform`); its frame, and so every
    /// frame in the layout, stays the untransformed one.
    private func paint(_ views: [SolvedView], view index: Int, on canvas: Canvas, at origin: Point) {
        let view = views[index]
        guard !view.isHidden, view.alpha > 0 else { return }
        guard !view.transform.isIdentity else { return paintUntransformed(views, view: index, on: canvas, at: origin) }
        // A transform that cannot be inverted (a scale of 0) leaves nothing to see.
        guard var matrix = Canvas.matrix(view.transform) else { return }
        let cr = canvas.context
        let center = Point(x: origin.x + view.frameInRoot.midX, y: origin.y + view.frameInRoot.midY)
        cairo_save(cr)
        cairo_translate(cr, center.x, center.y)
        cairo_transform(cr, &matrix)
        cairo_translate(cr, -center.x, -center.y)
        paintUntransformed(views, view: index, on: canvas, at: origin)
        cairo_restore(cr)
    }

    private func paintUntransformed(_ views: [SolvedView], view index: Int, on canvas: Canvas, at origin: Point) {
        let view = views[index]
        guard view.alpha < 1 else { return paintMaskFilled(views, view: index, on: canvas, at: origin) }
        cairo_push_group(canvas.context)
        paintMaskFilled(views, view: index, on: canvas, at: origin)
        cairo_pop_group_to_source(canvas.context)
        cairo_paint_with_alpha(canvas.context, view.alpha)
    }

    /// A view with a mask fill colour (a vibrancy view's) is painted with
    /// its subtree on a layer of its own, whose coverage (alpha) then masks
    /// a fill of that colour: the content keeps its shapes and takes the
    /// colour, whatever colours it was drawn in.
    private func paintMaskFilled(_ views: [SolvedView], view index: Int, on canvas: Canvas, at origin: Point) {
        guard let fill = views[index].maskFillColor else { return paintOpaque(views, view: index, on: canvas, at: origin) }
        let cr = canvas.context
        cairo_push_group(cr)
        paintOpaque(views, view: index, on: canvas, at: origin)
        let coverage = cairo_pop_group(cr)
        canvas.setColor(fill)
        cairo_mask(cr, coverage)
        cairo_pattern_destroy(coverage)
    }

    private func paintOpaque(_ views: [SolvedView], view index: Int, on canvas: Canvas, at origin: Point) {
        let view = views[index]
        let frame = Rect(x: origin.x + view.frameInRoot.minX, y: origin.y + view.frameInRoot.minY,
                         width: view.frame.width, height: view.frame.height)
        let cr = canvas.context
        // A layer's mask clips all the layer shows: shadow, background,
        // content, sublayers (here the subviews) and border.
        if let mask = view.maskClip {
            cairo_save(cr)
            cairo_translate(cr, frame.minX, frame.minY)
            if !canvas.addPath(mask.path) { cairo_new_path(cr) }  // an unusable mask shows nothing
            cairo_set_fill_rule(cr, mask.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_clip(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_translate(cr, -frame.minX, -frame.minY)
        }
        defer { if view.maskClip != nil { cairo_restore(cr) } }
        // Core Animation draws no shadow for a layer that masks to its bounds.
        let corners = view.maskedCorners
        if let shadow = view.shadow, shadow.isVisible, !view.clipsToBounds {
            paintShadow(shadow, of: frame, cornerRadius: view.cornerRadius, corners: corners, on: canvas)
        }
        if let background = view.backgroundColor, background.alpha > 0 {
            canvas.setColor(background)
            canvas.path(frame, cornerRadius: view.cornerRadius, corners: corners)
            cairo_fill(cr)
        }
        cairo_save(cr)
        if view.clipsToBounds {
            canvas.path(frame, cornerRadius: view.cornerRadius, corners: corners)
            cairo_clip(cr)
        }
        if let backgroundImage = view.backgroundImage {
            draw(backgroundImage, at: origin, on: canvas)
        }
        if let image = view.image {
            draw(image, at: origin, on: canvas)
        }
        if let text = view.text {
            draw(text, color: view.textColor ?? .black, in: frame, on: canvas)
        }
        // Its own drawing (`draw(_:)`, layers) goes over its content and
        // among its subviews where its layers were placed.
        let topLeft = Point(x: frame.minX, y: frame.minY)
        for (position, child) in view.children.enumerated() {
            for placed in view.drawings where placed.subviewsBelow == position { paint(placed.drawing, on: canvas, at: topLeft) }
            paint(views, view: child, on: canvas, at: origin)
        }
        for placed in view.drawings where placed.subviewsBelow >= view.children.count {
            paint(placed.drawing, on: canvas, at: topLeft)
        }
        cairo_restore(cr)
        if view.borderWidth > 0, let border = view.borderColor {
            // The border is drawn inside the bounds, over the content, as in Core Animation.
            let w = view.borderWidth
            canvas.setColor(border)
            canvas.path(frame.inset(by: EdgeInsets(top: w / 2, left: w / 2, bottom: w / 2, right: w / 2)),
                        cornerRadius: max(0, view.cornerRadius - w / 2), corners: corners)
            cairo_set_line_width(cr, w)
            cairo_stroke(cr)
        }
    }

    /// Draws text's lines in a view's `frame`. A line without glyphs (an
    /// approximate measurer's) is drawn as a bar of its measured width, so
    /// a picture never shows made-up glyphs at made-up widths.
    func draw(_ text: DrawnText, color: Color, in frame: Rect, on canvas: Canvas) {
        let cr = canvas.context
        let left = frame.minX + text.origin.x, top = frame.minY + text.origin.y
        for line in text.lines {
            let runs = line.glyphRuns
            if runs.isEmpty {
                guard !line.text.isEmpty else { continue }
                canvas.fill(Rect(x: left + line.x, y: top + line.top + line.height * 0.3, width: line.width,
                                 height: line.height * 0.4), Color(red: color.red, green: color.green, blue: color.blue,
                                                                   alpha: color.alpha * 0.35))
                continue
            }
            // An attributed run's background goes under every glyph of the
            // line, the line's height (as TextKit fills a line fragment).
            for run in runs {
                guard let style = run.style, let background = style.attributes.backgroundColor else { continue }
                canvas.fill(Rect(x: left + line.x + style.x, y: top + line.top, width: style.width, height: line.height),
                            background)
            }
            for run in runs {
                canvas.setColor(run.style?.attributes.foregroundColor ?? color)
                if !run.variations.isEmpty {
                    // A variable font's instance: drawn from its outlines (see VariableGlyphOutlines).
                    _ = VariableGlyphOutlines.shared.fill(run.glyphs, at: (left + line.x, top + line.baseline),
                                                          path: run.fontPath, index: run.fontIndex,
                                                          variations: run.variations, size: run.size, on: cr)
                    continue
                }
                guard let face = CairoFonts.shared.fontFace(path: run.fontPath, index: run.fontIndex) else { continue }
                cairo_set_font_face(cr, face)
                cairo_set_font_size(cr, run.size)
                var glyphs = run.glyphs.map {
                    cairo_glyph_t(index: UInt($0.id), x: left + line.x + $0.x, y: top + line.baseline + $0.y)
                }
                cairo_show_glyphs(cr, &glyphs, Int32(glyphs.count))
            }
            for run in runs {
                guard let style = run.style else { continue }
                let runColor = style.attributes.foregroundColor ?? color
                let x = left + line.x + style.x, baseline = top + line.baseline
                if let underline = style.attributes.underlineStyle {
                    drawLine(underline, x: x, width: style.width, top: baseline + style.underlineY,
                             thickness: style.underlineThickness, color: style.attributes.underlineColor ?? runColor,
                             on: canvas)
                }
                if let strikethrough = style.attributes.strikethroughStyle {
                    drawLine(strikethrough, x: x, width: style.width, top: baseline + style.strikethroughY,
                             thickness: style.strikethroughThickness,
                             color: style.attributes.strikethroughColor ?? runColor, on: canvas)
                }
            }
        }
    }

    /// An underline or strikethrough whose top is at `top`: single, thick
    /// (twice as thick) or double (two lines, one thickness apart).
    private func drawLine(_ kind: TextAttributes.LineStyle, x: Double, width: Double, top: Double, thickness: Double,
                          color: Color, on canvas: Canvas) {
        let t = max(thickness, 0.5)
        switch kind {
        case .single:
            canvas.fill(Rect(x: x, y: top, width: width, height: t), color)
        case .thick:
            canvas.fill(Rect(x: x, y: top, width: width, height: 2 * t), color)
        case .double:
            canvas.fill(Rect(x: x, y: top, width: width, height: t), color)
            canvas.fill(Rect(x: x, y: top + 2 * t, width: width, height: t), color)
        }
    }
}
