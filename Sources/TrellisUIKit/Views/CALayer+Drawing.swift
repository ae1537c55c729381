import Foundation
import Layout

// How layers become recorded drawing (Layout's `Drawing`), which a solved
// layout carries and Render paints: a view's layer gives its content (a
// gradient, a shape, `draw(in:)`) and its sublayers; a sublayer gives
// everything it shows, in its superlayer's coordinates.

extension CALayer {
    /// The sublayers' drawings, each with the number of the view's
    /// subviews below it (for a view's layer).
    func placedSublayerDrawings() -> [PlacedDrawing] {
        (sublayers ?? []).compactMap { layer in
            let drawing = layer.standaloneDrawing()
            guard !drawing.isEmpty else { return nil }
            return PlacedDrawing(drawing: drawing, subviewsBelow: subviewsBelow[ObjectIdentifier(layer)] ?? 0)
        }
    }

    /// Everything a layer that backs no view shows, in its superlayer's
    /// coordinates: background, content and sublayers inside its corners
    /// when it masks, then its border, all through its transform, at its
    /// opacity and inside its mask layer's shape (CALayer+Mask.swift). Its
    /// shadow is not drawn (docs/uikit.md, Drawing).
    func standaloneDrawing() -> Drawing {
        let frame = self.untransformedFrame.layoutRect
        guard !isHidden, opacity > 0, [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
        else { return Drawing() }
        let bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        var rounded = Layout.Path()
        rounded.addRoundedRect(bounds, radii: CornerRadii(radius: Double(cornerRadius), corners: cornerMask))
        var drawing = Drawing(commands: [.saveState, .concatenate(.translation(x: frame.minX, y: frame.minY))])
        let transform = affineTransform()
        if !transform.isIdentity {
            // About the anchor point, as Core Animation applies it.
            let center = (x: bounds.width * Double(anchorPoint.x), y: bounds.height * Double(anchorPoint.y))
            drawing.commands += [.concatenate(.translation(x: center.x, y: center.y)),
                                 .concatenate(transform.layoutTransform),
                                 .concatenate(.translation(x: -center.x, y: -center.y))]
        }
        // Opacity per command, not for the layer as a group: where its
        // own drawings overlap they show through each other (docs/uikit.md).
        if opacity < 1 { drawing.commands.append(.setAlpha(Double(opacity))) }
        if let clip = maskClip() { drawing.commands.append(.clip(clip.path, evenOdd: clip.evenOdd)) }
        if masksToBounds { drawing.commands.append(.clip(rounded, evenOdd: false)) }
        if let background = backgroundColor {
            drawing.commands += UIColor.fillCommands(rounded, evenOdd: false, color: Self.color(background),
                                                     pattern: background.patternImage?.layoutImage)
        }
        drawing.commands += contentDrawing(in: bounds).commands
        for placed in placedSublayerDrawings() { drawing.commands += placed.drawing.commands }
        if borderWidth > 0, let border = borderColor {
            // Inside the bounds, over the content, as Core Animation draws it.
            let w = Double(borderWidth)
            var edge = Layout.Path()
            edge.addRoundedRect(bounds.inset(by: EdgeInsets(top: w / 2, left: w / 2, bottom: w / 2, right: w / 2)),
                                radii: CornerRadii(radius: max(0, Double(cornerRadius) - w / 2), corners: cornerMask))
            drawing.commands.append(.stroke(edge, Self.color(border), StrokeStyle(lineWidth: w)))
        }
        drawing.commands.append(.restoreState)
        return drawing
    }
}
