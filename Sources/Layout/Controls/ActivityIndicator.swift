/// A spinner (UIKit's `UIActivityIndicatorView`): 20 × 20 points
/// (`.medium`) or 37 × 37 (`.large`) (docs/uikit-numbers.md), drawn as a
/// 2-point ring; hidden while stopped when `hidesWhenStopped`, as in UIKit.
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

    /// Whether the indicator is hidden because it stopped (not by its owner).
    private var hiddenWhileStopped = false
}
