import Layout

/// A progress bar (UIKit's `UIProgressView`): Layout's `ProgressView` (2
/// points tall, a track with the done part filled; see
/// docs/uikit-numbers.md) with UIKit's `Float` progress and colours that
/// follow the traits and the tint.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    public enum Style: Int, Sendable { case `default` = 0, bar }

    override class func makeNode() -> View { ProgressView() }
    var progressNode: ProgressView { node as! ProgressView }  // checked: makeNode made a ProgressView

    public init(progressViewStyle style: UIProgressView.Style) {
        progressViewStyle = style
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func buildParts() { redraw() }

    open var progressViewStyle: Style = .default
    open var progress: Float = 0 { didSet { progressNode.progress = Double(progress) } }
    open var progressTintColor: UIColor? { didSet { appearanceSetterCalled("progressTintColor"); redraw() } }
    open var trackTintColor: UIColor? { didSet { appearanceSetterCalled("trackTintColor"); redraw() } }
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        redraw()
    }

    private func redraw() {
        let traits = traitCollection
        progressNode.trackTintColor = drawnColor(trackTintColor ?? .systemFill, with: traits)
        progressNode.progressTintColor = drawnColor(progressTintColor ?? tintColor, with: traits)
    }
}
