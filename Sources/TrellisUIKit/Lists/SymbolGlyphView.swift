import Layout

/// A glyph UIKit draws as an SF Symbol image (the symbols' artwork is not
/// redistributable), drawn here as a stroked path with round caps and
/// joins whose ink box, stroke, place and colour are UIKit's as measured
/// in its drawing (docs/uikit-numbers.md, "Accessory glyphs as drawn" and
/// "Back button chevron"): what a snapshot shows is the ink, so the ink is
/// what matches, not a font size.
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

        /// The disclosure chevron (`chevron.forward`): UIKit's ink is 7 × 12
        /// points, its stroke about 2, its right edge 1 inside the cell's
        /// margin, its middle on the row's; the view is the chevron's 11.5-point
        /// column (`TableAccessory.disclosureColumnWidth`), the ink 3.5 into it.
        @MainActor static let disclosureChevron = Shape(
            size: CGSize(width: TableAccessory.disclosureColumnWidth, height: TableAccessory.chevronInkHeight),
            ink: CGRect(x: TableAccessory.disclosureColumnWidth - TableAccessory.chevronInkBearing - TableAccessory.chevronInkWidth,
                        y: 0, width: TableAccessory.chevronInkWidth, height: TableAccessory.chevronInkHeight),
            lineWidth: TableAccessory.chevronLineWidth, points: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0.5), CGPoint(x: 0, y: 1)])

        /// The back button's chevron (`chevron.backward`): UIKit's ink is
        /// 11 × 19 points, its stroke about 2.5, its middle on the bar's.
        @MainActor static let backChevron = Shape(
            size: CGSize(width: BarMetrics.backGlyphInkWidth, height: BarMetrics.backGlyphInkHeight),
            ink: CGRect(x: 0, y: 0, width: BarMetrics.backGlyphInkWidth, height: BarMetrics.backGlyphInkHeight),
            lineWidth: BarMetrics.backGlyphLineWidth, points: [CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 0.5), CGPoint(x: 1, y: 1)])
    }

    let shape: Shape
    /// The ink's colour; nil draws in the tint colour.
    var color: UIColor? { didSet { setNeedsDisplay() } }
    /// Drawn mirrored, pointing the other way (a right-to-left layout).
    var mirrored = false { didSet { if mirrored != oldValue { setNeedsDisplay() } } }

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
        return ink
    }

    override func draw(_ rect: CGRect) {
        guard shape.points.count > 1 else { return }
        // The path runs half a stroke inside the ink box, so that the round
        // caps and joins end at its edges.
        let half = shape.lineWidth / 2
        let inner = inkRect.insetBy(dx: half, dy: half)
        let path = UIBezierPath()
        // The back chevron points back in the bar's own direction, as UIKit's
        // `chevron.backward` does: right in a right-to-left layout.
        let flipped = mirrored != (shape == .backChevron && effectiveUserInterfaceLayoutDirection == .rightToLeft)
        for (index, unit) in shape.points.enumerated() {
            let x = flipped ? 1 - unit.x : unit.x
            let point = CGPoint(x: inner.minX + x * inner.width, y: inner.minY + unit.y * inner.height)
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.lineWidth = shape.lineWidth
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        let ink = color.flatMap { $0.isTintColor ? nil : $0 } ?? tintColor ?? .systemBlue
        ink.setStroke()
        path.stroke()
    }
}
