import CCairo
import Layout
import LayoutText
import TextLayout

/// Paints a laid-out view tree with cairo: backgrounds, borders, corner
/// radii, clipping, labels' and buttons' text from the text engine's glyph
/// runs (never shaped again).
public struct Painter {
    /// The measurer whose shaped paragraphs labels are drawn from, when a
    /// label's own measurer is not the HarfBuzz one.
    public var fallbackMeasurer: ShapedTextMeasurer

    public init(fallbackMeasurer: ShapedTextMeasurer = ShapedTextMeasurer()) {
        self.fallbackMeasurer = fallbackMeasurer
    }

    /// Paints `view` and its subtree with the view's frame origin at `origin`.
    /// A view with an `alpha` below 1 is painted with its subtree on a layer
    /// of its own, then laid over what is behind at that opacity (as Core
    /// Animation composites it: overlapping subviews do not show through
    /// each other).
    public func paint(_ view: View, on canvas: Canvas, at origin: Point = .zero) {
        guard !view.isHidden, view.alpha > 0 else { return }
        guard view.alpha < 1 else { return paintOpaque(view, on: canvas, at: origin) }
        cairo_push_group(canvas.context)
        paintOpaque(view, on: canvas, at: origin)
        cairo_pop_group_to_source(canvas.context)
        cairo_paint_with_alpha(canvas.context, view.alpha)
    }

    private func paintOpaque(_ view: View, on canvas: Canvas, at origin: Point) {
        let frame = Rect(origin: origin, size: view.frame.size)
        let cr = canvas.context
        if let background = view.backgroundColor, background.alpha > 0 {
            canvas.fill(frame, background, cornerRadius: view.cornerRadius)
        }
        cairo_save(cr)
        if view.clipsToBounds {
            canvas.path(frame, cornerRadius: view.cornerRadius)
            cairo_clip(cr)
        }
        if let label = view as? Label {
            drawText(of: label, in: frame, on: canvas)
        } else if let button = view as? Button {
            let insets = button.contentEdgeInsets
            drawText(of: button.titleLabel, in: frame.inset(by: insets), on: canvas)
        }
        for subview in view.subviews {
            paint(subview, on: canvas, at: Point(x: origin.x + subview.frame.minX, y: origin.y + subview.frame.minY))
        }
        cairo_restore(cr)
        if view.borderWidth > 0, let border = view.borderColor {
            // The border is drawn inside the bounds, over the content, as in Core Animation.
            let w = view.borderWidth
            canvas.setColor(border)
            canvas.path(frame.inset(by: EdgeInsets(top: w / 2, left: w / 2, bottom: w / 2, right: w / 2)),
                        cornerRadius: max(0, view.cornerRadius - w / 2))
            cairo_set_line_width(cr, w)
            cairo_stroke(cr)
        }
    }

    /// The lines a label shows in `frame`, as UILabel shows them: wrapped at
    /// its width, centred vertically, and cut to the lines that fit its
    /// height, the last of them truncated by its line break mode.
    public func textLayout(of label: Label, in frame: Rect) -> (ShapedParagraph, ParagraphLayout)? {
        guard let text = label.text, !text.isEmpty else { return nil }
        let measurer = (label.measurer as? ShapedTextMeasurer) ?? (TextMeasurers.default as? ShapedTextMeasurer)
            ?? fallbackMeasurer
        guard let paragraph = measurer.paragraph(text: text, font: label.font) else { return nil }
        let request = TextMeasurementRequest(text: text, font: label.font, width: frame.width,
                                             numberOfLines: label.numberOfLines, lineBreakMode: label.lineBreakMode,
                                             alignment: label.textAlignment)
        var style = ShapedTextMeasurer.style(for: request)
        let width = frame.width > 0 ? frame.width : 0.001
        guard var layout = try? paragraph.layout(width: width, style: style) else { return nil }
        if layout.height > frame.height + 0.5, layout.lines.count > 1 {
            let fitting = max(1, layout.lines.filter { $0.top + $0.height <= frame.height + 0.5 }.count)
            style.maximumNumberOfLines = fitting
            if style.truncation == .clip, label.lineBreakMode != .byClipping, label.lineBreakMode != .byWordWrapping,
               label.lineBreakMode != .byCharWrapping {
                style.truncation = .tail
            }
            if let cut = try? paragraph.layout(width: width, style: style) { layout = cut }
        }
        return (paragraph, layout)
    }

    func drawText(of label: Label, in frame: Rect, on canvas: Canvas) {
        guard let (paragraph, layout) = textLayout(of: label, in: frame) else { return }
        let cr = canvas.context
        canvas.setColor(label.textColor)
        let top = frame.minY + max(0, (frame.height - layout.height) / 2)
        for line in layout.lines {
            for run in paragraph.placedGlyphs(in: line) {
                guard let face = CairoFonts.shared.fontFace(for: run.face) else { continue }
                cairo_set_font_face(cr, face)
                cairo_set_font_size(cr, run.size)
                var glyphs = run.glyphs.map {
                    cairo_glyph_t(index: UInt($0.id), x: frame.minX + line.x + $0.x, y: top + line.baseline + $0.y)
                }
                cairo_show_glyphs(cr, &glyphs, Int32(glyphs.count))
            }
        }
    }
}
