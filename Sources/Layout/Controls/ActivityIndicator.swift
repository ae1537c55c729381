/// A spinner (UIKit's `UIActivityIndicatorView`): 20 × 20 points
/// (`.medium`) or 37 × 37 (`.large`) (docs/uikit-numbers.md); the large one
/// drawn as UIKit drew it (eight spokes, `largeSpokes`), the medium one as a
/// 2-point ring (its spokes were not found drawn); hidden while stopped
/// when `hidesWhenStopped`, as in UIKit.
open class ActivityIndicator: View {
    /// UIKit's `UIActivityIndicatorView.Style` (its iOS 13 sizes).
    public enum Style: String, CaseIterable, Sendable { case medium, large }

    private var parts: ControlParts { ControlParts(of: self, kind: .activityIndicator) }
    private let ring = View()

    public var style: Style = .medium { didSet { redraw() } }
    /// The ring's colour (UIKit: `color`, `.secondaryLabel` when nil).
    public var color: Color = ControlColors.secondaryLabel { didSet { redraw() } }
    public var hidesWhenStopped = true { didSet { redraw() } }
    /// Whether it spins: a stopped indicator that `hidesWhenStopped` is hidden.
    public var isAnimating = false { didSet { redraw() } }

    public init(style: Style = .medium, name: String? = nil) {
        self.style = style
        super.init(name: name)
        parts.add(ring, "ring")
        // The spinner keeps its size, centred, when the view is made larger
        // (a fill-aligned stack stretches it), as UIKit draws it.
        ringWidth = ring.widthAnchor.constraint(equalToConstant: side)
        ringHeight = ring.heightAnchor.constraint(equalToConstant: side)
        parts.activate([ring.centerXAnchor.constraint(equalTo: centerXAnchor),
                        ring.centerYAnchor.constraint(equalTo: centerYAnchor), ringWidth, ringHeight])
        ring.borderWidth = 2
        redraw()
    }

    private var ringWidth: LayoutConstraint!
    private var ringHeight: LayoutConstraint!

    /// The side of its square: 20 points, or 37 when large.
    public var side: Double { style == .large ? 37 : 20 }

    open override var intrinsicContentSize: Size { Size(width: side, height: side) }

    private func redraw() {
        invalidateIntrinsicContentSize()
        if let ringWidth, let ringHeight, ringWidth.constant != side {
            ringWidth.constant = side
            ringHeight.constant = side
        }
        ring.cornerRadius = side / 2
        ring.borderColor = color
        ring.borderWidth = style == .large ? 0 : 2
        ring.drawings = style == .large ? [PlacedDrawing(drawing: largeSpokes(), subviewsBelow: 0)] : []
        if hidesWhenStopped {
            isHidden = !isAnimating
            hiddenWhileStopped = isHidden
        } else if hiddenWhileStopped {
            // No longer hiding when stopped (or started): shown again, as
            // UIKit shows a stopped indicator whose `hidesWhenStopped` is
            // turned off. A hide the app asked for itself is left alone.
            isHidden = false
            hiddenWhileStopped = false
        }
    }

    /// UIKit's large spinner as an iPhone 14 Pro simulator drew it in 2023
    /// (docs/uikit-numbers.md, "UIActivityIndicatorView `.large`"): eight
    /// round-capped spokes 5 points wide, each from 5.5 to 17.5 points out
    /// from the centre; the one at 9 o'clock at 0.86 of the colour's
    /// alpha, the next three counterclockwise at 0.70, 0.56 and 0.42 (the
    /// trail of a head that turns clockwise), the other four at 0.26.
    static let largeSpokeAlphas: [Double] = [0.86, 0.70, 0.56, 0.42, 0.26, 0.26, 0.26, 0.26]

    private func largeSpokes() -> Drawing {
        let centre = side / 2, halfWidth = 2.5
        // The caps are round, so the stroked line stops half a width short of each end.
        let inner = 5.5 + halfWidth, outer = 17.5 - halfWidth
        var drawing = Drawing()
        // 9 o'clock first, then 45° at a time counterclockwise on screen (y down).
        let d = 0.5.squareRoot()
        let directions: [(Double, Double)] = [(-1, 0), (-d, d), (0, 1), (d, d), (1, 0), (d, -d), (0, -1), (-d, -d)]
        for ((dx, dy), alpha) in zip(directions, Self.largeSpokeAlphas) {
            var spoke = Path()
            spoke.move(to: Point(x: centre + inner * dx, y: centre + inner * dy))
            spoke.addLine(to: Point(x: centre + outer * dx, y: centre + outer * dy))
            var ink = color
            ink.alpha *= alpha
            drawing.commands.append(.stroke(spoke, ink, StrokeStyle(lineWidth: 2 * halfWidth, lineCap: .round)))
        }
        return drawing
    }

    /// Whether the indicator is hidden because it stopped (not by its owner).
    private var hiddenWhileStopped = false
}
