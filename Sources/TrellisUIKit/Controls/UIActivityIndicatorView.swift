import Layout

/// A spinner (UIKit's `UIActivityIndicatorView`): Layout's
/// `ActivityIndicator` (20 or 37 points square, a ring, hidden while
/// stopped when `hidesWhenStopped`; see docs/uikit-numbers.md) with
/// UIKit's styles and a colour that follows the traits.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        case whiteLarge = 0, white = 1, gray = 2
    }

    override class func makeNode() -> View { ActivityIndicator() }
    var indicatorNode: ActivityIndicator { node as! ActivityIndicator }  // checked: makeNode made an ActivityIndicator

    public init(style: UIActivityIndicatorView.Style) {
        self.style = style
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init(coder: NSCoder) { super.init(frame: .zero) }

    override func buildParts() { redraw() }

    open var style: Style = .medium { didSet { redraw() } }
    open var color: UIColor! { didSet { redraw() } }
    open var hidesWhenStopped: Bool {
        get { indicatorNode.hidesWhenStopped }
        set { indicatorNode.hidesWhenStopped = newValue }
    }
    open var isAnimating: Bool { indicatorNode.isAnimating }

    open func startAnimating() { indicatorNode.isAnimating = true }
    open func stopAnimating() { indicatorNode.isAnimating = false }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        redraw()
    }

    /// The colour when none is set: white for the white styles and gray
    /// for `.gray` (Apple's UIActivityIndicatorView.Style: "the large white
    /// style", "the standard-size white style", "the standard-size gray
    /// style"), the secondary label colour for `.medium` and `.large`.
    private var defaultColor: UIColor {
        switch style {
        case .white, .whiteLarge: return .white
        case .gray: return .gray
        case .medium, .large: return .secondaryLabel
        }
    }

    private func redraw() {
        indicatorNode.style = [.large, .whiteLarge].contains(style) ? .large : .medium
        indicatorNode.color = drawnColor(color ?? defaultColor, with: traitCollection)
    }
}
