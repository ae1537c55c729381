import Layout

// UIKit draws a label by calling `drawText(in:)` with its bounds; an app's
// subclass overrides it to draw the text in a smaller box (MessageKit's
// `InsetLabel`: `super.drawText(in: rect.inset(by: textInsets))`). Trellis
// lays the text out and draws it itself, so it asks the label the same
// way when a layout is captured and takes the rectangle that reached
// UILabel's implementation: the text is laid out at its width and centred
// in its height there (View+SolvedLayout.swift). What an override draws
// besides is not recorded: a label's picture is its text.

extension UILabel {
    /// The rectangle the label's text is drawn in at `size`, from
    /// `drawText(in:)` called with the bounds; nil when the call never
    /// reached UILabel's (no text drawn). Trellis's own label classes do not
    /// override it and are not asked.
    func textRect(drawnIn size: Size) -> Rect? {
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        if ViewDrawing.isLibraryClass(type(of: self)) { return bounds }
        textRectDrawn = nil
        // An override may draw around `super` (a stroke under the text): it gets a context, as in UIKit.
        GraphicsContextStack.with(CGContext()) { drawText(in: CGRect(origin: .zero, size: CGSize(size))) }
        return textRectDrawn?.layoutRect
    }
}
