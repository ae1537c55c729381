import Layout

/// A glyph UIKit draws as an SF Symbol image (the symbols' artwork is not
/// redistributable), drawn here as a stroked path with round caps and
/// joins whose ink box, stroke, place and colour are UIKit's as measured
/// in its drawing (docs/uikit-numbers.md, "Accessory glyphs as drawn",
/// "Back button chevron" and "Search field as drawn"): what a snapshot
/// shows is the ink, so the ink is what matches, not a font size.
@preconcurrency @MainActor
final class SymbolGlyphView: UIView {
    /// What is drawn, and the measured box it is drawn in.
    struct Shape: Equatable {
        /// The view's size: the ink box and the side bearing beside it.
        var size: CGSize
        /// The ink box inside the view, pointing forward in a left-to-right layout.
        var ink: CGRect
        var lineWidth: CGFloat
        /// The stroke's corners in the unit square of the ink box.
        var points: [CGPoint]
        /// A circle stroked before them, in points from the ink box's origin.
        var ring: Ring?
        /// Further strokes drawn as `points` is (the plus's second bar).
        var moreStrokes: [[CGPoint]] = []
        /// A filled dot, in points from the ink box's origin (the "i"'s).
        var dot: Ring?

        struct Ring: Equatable {
            var center: CGPoint
            var radius: CGFloat
            var lineWidth: CGFloat
        }

        /// The disclosure chevron (`chevron.forward`): UIKit's ink is 7 × 12
        /// points, its stroke about 2, its right edge 1 inside the cell's
        /// margin, its middle on the row's; the view is the chevron's 11.5-point
        /// column (`TableAccessory.disclosureColumnWidth`), the ink 3.5 into it.
        @MainActor static let disclosureChevron = Shape(
            size: CGSize(width: TableAccessory.disclosureColumnWidth, height: TableAccessory.chevronInkHeight),
            ink: CGRect(x: TableAccessory.disclosureColumnWidth - TableAccessory.chevronInkBearing - TableAccessory.chevronInkWidth,
                        y: 0, width: TableAccessory.chevronInkWidth, height: TableAccessory.chevronInkHeight),
            lineWidth: TableAccessory.chevronLineWidth, points: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0.5), CGPoint(x: 0, y: 1)])

        /// The same chevron in its own box, the ink and its bearing (8 × 12
        /// points), as a `.detailDisclosureButton` lays it out beside its
        /// detail button (UIKit's box for the chevron, 8 wide at the margin
        /// on iOS 12–13; `TableAccessory.detailButtonToChevron`).
        @MainActor static let disclosureChevronBox = Shape(
            size: CGSize(width: TableAccessory.chevronInkWidth + TableAccessory.chevronInkBearing, height: TableAccessory.chevronInkHeight),
            ink: CGRect(x: 0, y: 0, width: TableAccessory.chevronInkWidth, height: TableAccessory.chevronInkHeight),
            lineWidth: TableAccessory.chevronLineWidth, points: disclosureChevron.points)

        /// The check mark (`checkmark`): UIKit's ink on iOS 15 is 14.33 ×
        /// 14.33 points, its stroke about 1.5, its right edge 2 inside the
        /// cell's margin, its middle on the row's; the view is the ink and
        /// that bearing, at the margin (the cell keeps the 24-point column,
        /// `TableAccessory.checkmarkColumnWidth`). The corners, in the unit
        /// square of the path (the ink box inset by half the stroke): the
        /// short arm's end at the left, 0.54 down, the bottom joint 0.36
        /// across, the long arm's end at the top right, as UIKit's drawing
        /// (0.53, 0.36) and the symbol's outline compose-cupertino traced
        /// (0.54, 0.36) place them.
        @MainActor static let checkmark = Shape(
            size: CGSize(width: TableAccessory.checkmarkInkWidth + TableAccessory.checkmarkInkBearing,
                         height: TableAccessory.checkmarkInkHeight),
            ink: CGRect(x: 0, y: 0, width: TableAccessory.checkmarkInkWidth, height: TableAccessory.checkmarkInkHeight),
            lineWidth: TableAccessory.checkmarkLineWidth,
            points: [CGPoint(x: 0, y: 0.54), CGPoint(x: 0.36, y: 1), CGPoint(x: 1, y: 0)])

        /// The back button's chevron (`chevron.backward`): UIKit's ink is
        /// 11 × 19 points, its stroke about 2.5, its middle on the bar's.
        @MainActor static let backChevron = Shape(
            size: CGSize(width: BarMetrics.backGlyphInkWidth, height: BarMetrics.backGlyphInkHeight),
            ink: CGRect(x: 0, y: 0, width: BarMetrics.backGlyphInkWidth, height: BarMetrics.backGlyphInkHeight),
            lineWidth: BarMetrics.backGlyphLineWidth, points: [CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 0.5), CGPoint(x: 1, y: 1)])

        /// The bar's `.add` system item (`plus`): UIKit's ink is 17.67 × 18
        /// points of 1.64-point bars, 2 inside the bar's margin; the view is
        /// the ink with that bearing on both sides (`BarMetrics.addGlyph…`).
        @MainActor static let barAdd = Shape(
            size: CGSize(width: BarMetrics.addGlyphInkWidth + 2 * BarMetrics.addGlyphBearing, height: BarMetrics.addGlyphInkHeight),
            ink: CGRect(x: BarMetrics.addGlyphBearing, y: 0, width: BarMetrics.addGlyphInkWidth, height: BarMetrics.addGlyphInkHeight),
            lineWidth: BarMetrics.addGlyphLineWidth, points: [CGPoint(x: 0, y: 0.5), CGPoint(x: 1, y: 0.5)],
            moreStrokes: [[CGPoint(x: 0.5, y: 0), CGPoint(x: 0.5, y: 1)]])

        /// The search field's magnifying glass (`magnifyingglass`): UIKit's
        /// ink is 15.5 × 16 points, a ring 12.3 across of a 1.5-point stroke
        /// (outer edge 0–12.3, 1.4–1.5 across at @2x) and a 2-point handle at
        /// 45° to the box's far corner; the view is the 17-point symbol box
        /// the text's inset counts (`UISearchTextField.textLeadingInset`), the
        /// ink at its top left (8 in, its middle half a point above the field's).
        @MainActor static let magnifyingGlass = Shape(
            size: CGSize(width: UIImage.trellisSymbolPointSize, height: UIImage.trellisSymbolPointSize),
            ink: CGRect(x: 0, y: 0, width: UISearchTextField.glassInkWidth, height: UISearchTextField.glassInkHeight),
            // The handle, in the ink box inset by its 1-point half stroke
            // (13.5 × 14): from the ring at 45° (6.15 + 5.4 / √2 = 9.97,
            // 10.0) to the far corner.
            lineWidth: 2, points: [CGPoint(x: (9.97 - 1) / 13.5, y: (9.97 - 1) / 14), CGPoint(x: 1, y: 1)],
            ring: Ring(center: CGPoint(x: 6.15, y: 6.15), radius: 5.4, lineWidth: 1.5))
    }

    let shape: Shape
    /// The ink's colour; nil draws in the tint colour.
    var color: UIColor? { didSet { setNeedsDisplay() } }
    /// Drawn mirrored, pointing the other way (a right-to-left layout).
    var mirrored = false { didSet { if mirrored != oldValue { setNeedsDisplay() } } }
    /// Drawn turned 90° clockwise about the ink box's middle (an expanded
    /// outline's disclosure chevron, pointing down whatever the direction).
    var pointsDown = false { didSet { if pointsDown != oldValue { setNeedsDisplay() } } }

    init(shape: Shape, color: UIColor?) {
        self.shape = shape
        self.color = color
        super.init(frame: CGRect(origin: .zero, size: shape.size))
        translatesAutoresizingMaskIntoConstraints = false
        isOpaque = false
        isUserInteractionEnabled = false
        setContentHuggingPriority(.required, for: .horizontal)
        setContentCompressionResistancePriority(.required, for: .horizontal)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var intrinsicContentSize: CGSize { shape.size }

    /// The ink box in the view's bounds, mirrored when the glyph is.
    var inkRect: CGRect {
        var ink = shape.ink
        if mirrored { ink.origin.x = shape.size.width - ink.maxX }
        if pointsDown {
            ink = CGRect(x: ink.midX - ink.height / 2, y: ink.midY - ink.width / 2, width: ink.height, height: ink.width)
        }
        return ink
    }

    override func draw(_ rect: CGRect) {
        let glyphColor = color.flatMap { $0.isTintColor ? nil : $0 } ?? tintColor ?? .systemBlue
        glyphColor.setStroke()
        if let ring = shape.ring {  // the magnifying glass's; it is never mirrored
            let ink = inkRect
            let circle = UIBezierPath(arcCenter: CGPoint(x: ink.minX + ring.center.x, y: ink.minY + ring.center.y),
                                      radius: ring.radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            circle.lineWidth = ring.lineWidth
            circle.stroke()
        }
        if let dot = shape.dot {
            let ink = inkRect
            glyphColor.setFill()
            UIBezierPath(arcCenter: CGPoint(x: ink.minX + dot.center.x, y: ink.minY + dot.center.y),
                         radius: dot.radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true).fill()
        }
        for points in [shape.points] + shape.moreStrokes { stroke(points) }
    }

    /// Strokes the corners `units` (in the unit square of the ink box).
    private func stroke(_ units: [CGPoint]) {
        guard units.count > 1 else { return }
        // The path runs half a stroke inside the ink box, so that the round
        // caps and joins end at its edges.
        let half = shape.lineWidth / 2
        let inner = inkRect.insetBy(dx: half, dy: half)
        let path = UIBezierPath()
        // The back chevron points back in the bar's own direction, as UIKit's
        // `chevron.backward` does: right in a right-to-left layout.
        // The check mark is not directional: only its ink's place mirrors (`inkRect`).
        let flipped = shape != .checkmark
            && mirrored != (shape == .backChevron && effectiveUserInterfaceLayoutDirection == .rightToLeft)
        for (index, unit) in units.enumerated() {
            var x = flipped ? 1 - unit.x : unit.x, y = unit.y
            // A quarter turn clockwise in the unit square (y down): (x, y) → (1 − y, x).
            if pointsDown { (x, y) = (1 - unit.y, unit.x) }
            let point = CGPoint(x: inner.minX + x * inner.width, y: inner.minY + y * inner.height)
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.lineWidth = shape.lineWidth
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.stroke()
    }
}
