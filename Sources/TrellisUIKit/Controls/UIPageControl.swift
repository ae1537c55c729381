import Layout

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
