import Layout

/// A progress bar (UIKit's `UIProgressView`): 2 points tall
/// (docs/uikit-numbers.md), a track with the done part filled.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    public enum Style: Int, Sendable { case `default` = 0, bar }

    private lazy var parts = ControlParts(of: self, kind: "UIProgressView")
    private let fill = View()
    private var fillWidth: LayoutConstraint?

    public init(progressViewStyle style: UIProgressView.Style) {
        progressViewStyle = style
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func buildParts() {
        parts.add(fill, "fill")
        let node = self.node
        parts.activate([fill.topAnchor.constraint(equalTo: node.topAnchor), fill.bottomAnchor.constraint(equalTo: node.bottomAnchor),
                        fill.leadingAnchor.constraint(equalTo: node.leadingAnchor)])
        redraw()
    }

    open var progressViewStyle: Style = .default
    open var progress: Float = 0 { didSet { redraw() } }
    open var progressTintColor: UIColor? { didSet { redraw() } }
    open var trackTintColor: UIColor? { didSet { redraw() } }
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 2) }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        redraw()
    }

    private func redraw() {
        let traits = traitCollection
        node.backgroundColor = resolvedColor(trackTintColor ?? .systemFill, with: traits)
        fill.backgroundColor = resolvedColor(progressTintColor ?? tintColor, with: traits)
        fillWidth?.isActive = false
        let done = Double(max(0, min(1, progress.isFinite ? progress : 0)))
        fillWidth = fill.widthAnchor.constraint(equalTo: node.widthAnchor, multiplier: done).markSystem("UIProgressView-part")
        fillWidth?.isActive = true
    }
}
