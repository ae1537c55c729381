import Layout

/// One stroke of the overlays: a rectangle's outline or a line, in points,
/// one device pixel wide. The overlays are worked out as shapes once
/// (`Painter.overlayShapes`), then stroked by cairo on a PNG's canvas or
/// written as SVG paths (`OverlaySVG`).
struct OverlayShape: Equatable {
    enum Path: Equatable {
        /// An outline, from its top-left corner clockwise.
        case rectangle(Rect)
        case line(from: Point, to: Point)
    }

    var path: Path
    var color: Color
    /// Dashed (``dashPattern``): alignment rects, margins, last baselines,
    /// optional constraints.
    var dashed: Bool

    /// On and off, in points.
    static let dashPattern: [Double] = [3, 2]
}
