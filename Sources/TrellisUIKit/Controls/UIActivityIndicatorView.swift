import Layout

/// A spinner (UIKit's `UIActivityIndicatorView`): 20 × 20 points
/// (`.medium`) or 37 × 37 (`.large`) (docs/uikit-numbers.md), drawn as a
/// ring; hidden while stopped when `hidesWhenStopped`, as in UIKit.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        case whiteLarge = 0, white = 1, gray = 2
    }

    private lazy var parts = ControlParts(of: self, kind: "UIActivityIndicatorView")
    private let ring = View()

    public init(style: UIActivityIndicatorView.Style) {
        self.style = style
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init(coder: NSCoder) { super.init(frame: .zero) }

    override func buildParts() {
        parts.add(ring, "ring")
        parts.pin(ring)
        ring.borderWidth = 2
        redraw()
    }

    open var style: Style = .medium { didSet { redraw() } }
    open var color: UIColor! { didSet { redraw() } }
    open var hidesWhenStopped = true { didSet { redraw() } }
    open private(set) var isAnimating = false

    open func startAnimating() { isAnimating = true; redraw() }
    open func stopAnimating() { isAnimating = false; redraw() }

    private var side: CGFloat { [.large, .whiteLarge].contains(style) ? 37 : 20 }

    open override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        redraw()
    }

    private func redraw() {
        invalidateIntrinsicContentSize()
        ring.cornerRadius = Double(side) / 2
        ring.borderColor = resolvedColor(color ?? .secondaryLabel, with: traitCollection)
        if hidesWhenStopped { isHidden = !isAnimating }
    }
}
