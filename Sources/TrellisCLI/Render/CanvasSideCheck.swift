import Render

/// The canvas's side limit (`Canvas.maximumSide` pixels), checked before
/// any layout and worded with what set the side: painting refuses such a
/// canvas too, but its message names no option ("the canvas may be at most
/// 16384 pixels a side, not 16385 × 424").
enum CanvasSideCheck {
    /// Nothing when `points` at `scale` fit in a canvas side; otherwise
    /// `SOURCE: 16385 points make a canvas 16385 pixels wide; …`.
    ///
    /// - Parameters:
    ///   - side: "wide" or "tall".
    ///   - source: the option that gave the side (`--width`), or what of
    ///     the scene did ("the scene's canvas width").
    ///   - scaleGiven: whether `--scale` was given (it is then named).
    static func check(_ points: Double, scale: Double, side: String, source: String, scaleGiven: Bool) throws(LayoutInputError) {
        // As the canvas counts them (`Canvas.pixelSize`): rounded up.
        let pixels = (points * scale).rounded(.up)
        guard pixels > Double(Canvas.maximumSide) else { return }
        let at = scaleGiven ? " at --scale \(OptionCheck.text(scale))" : ""
        throw LayoutInputError(option: source, message: "\(OptionCheck.text(points)) points\(at) make a canvas \(OptionCheck.text(pixels)) "
            + "pixels \(side); a canvas may be at most \(Canvas.maximumSide) pixels a side")
    }
}

extension SceneOptions {
    /// The canvas's width and (when one is set) height against the limit:
    /// `widthSource` names what gave the width.
    func checkCanvas(width: Double, widthSource: String, height: Double?) throws(LayoutInputError) {
        let scaleGiven = scale != 1
        try CanvasSideCheck.check(width, scale: scale, side: "wide", source: widthSource, scaleGiven: scaleGiven)
        if let height {
            try CanvasSideCheck.check(height, scale: scale, side: "tall", source: source.height != nil ? "--height" : "the scene's canvas height",
                                      scaleGiven: scaleGiven)
        }
    }
}
