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

/// Page dots (UIKit's `UIPageControl`), with the iOS 7–13 metrics: 37
/// points tall, 7-point dots 15.75 points apart (docs/uikit-numbers.md).
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    private lazy var parts = ControlParts(of: self, kind: "UIPageControl")
    /// Apple: a tap on a page control goes to it before tap recognizers above.
    override var keepsTapsFromRecognizersAbove: Bool { true }
    private var dots: [View] = []

    open var numberOfPages = 0 { didSet { rebuild() } }
    open var currentPage = 0 { didSet { recolour() } }
    open var hidesForSinglePage = false { didSet { rebuild() } }
    open var pageIndicatorTintColor: UIColor? { didSet { recolour() } }
    open var currentPageIndicatorTintColor: UIColor? { didSet { recolour() } }

    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: pageCount > 0 ? 15.75 * CGFloat(pageCount) - 8.75 : 0, height: 37)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        recolour()
    }

    private func rebuild() {
        for dot in dots { dot.removeFromSuperview() }
        dots = (0..<max(0, numberOfPages)).map { parts.add(View(), "dot\($0)") }
        let node = self.node
        let width = Double(size(forNumberOfPages: numberOfPages).width)
        for (index, dot) in dots.enumerated() {
            dot.cornerRadius = 3.5
            parts.size(dot, 7, 7)
            parts.activate([
                dot.centerYAnchor.constraint(equalTo: node.centerYAnchor),
                dot.leftAnchor.constraint(equalTo: node.centerXAnchor, constant: -width / 2 + 15.75 * Double(index)),
            ])
        }
        isHidden = hidesForSinglePage && numberOfPages <= 1
        invalidateIntrinsicContentSize()
        recolour()
    }

    private func recolour() {
        let traits = traitCollection
        for (index, dot) in dots.enumerated() {
            let colour = index == currentPage
                ? currentPageIndicatorTintColor ?? .label : pageIndicatorTintColor ?? .tertiaryLabel
            dot.backgroundColor = resolvedColor(colour, with: traits)
        }
    }
}
