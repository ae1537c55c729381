/// Page dots (UIKit's `UIPageControl`), with the iOS 7–13 metrics: 37
/// points tall, 7-point dots 15.75 points apart (docs/uikit-numbers.md),
/// centred in the view.
open class PageControl: View {
    private var parts: ControlParts { ControlParts(of: self, kind: .pageControl) }
    private var dots: [View] = []

    public var numberOfPages = 0 { didSet { rebuild() } }
    public var currentPage = 0 { didSet { recolour() } }
    public var hidesForSinglePage = false { didSet { rebuild() } }
    /// The other pages' dots (UIKit: `pageIndicatorTintColor`, `.tertiaryLabel` when nil).
    public var pageIndicatorTintColor: Color = ControlColors.tertiaryLabel { didSet { recolour() } }
    /// The current page's dot (UIKit: `currentPageIndicatorTintColor`, `.label` when nil).
    public var currentPageIndicatorTintColor: Color = ControlColors.label { didSet { recolour() } }

    public init(numberOfPages: Int = 0, currentPage: Int = 0, name: String? = nil) {
        self.numberOfPages = numberOfPages
        self.currentPage = currentPage
        super.init(name: name)
        if numberOfPages != 0 { rebuild() }
    }

    /// The size the dots of `pageCount` pages take (UIKit's `size(forNumberOfPages:)`).
    public static func size(forNumberOfPages pageCount: Int) -> Size {
        Size(width: pageCount > 0 ? 15.75 * Double(pageCount) - 8.75 : 0, height: 37)
    }

    open override var intrinsicContentSize: Size { Self.size(forNumberOfPages: numberOfPages) }

    private func rebuild() {
        for dot in dots { dot.removeFromSuperview() }
        dots = (0..<max(0, numberOfPages)).map { parts.add(View(), "dot\($0)") }
        let width = Self.size(forNumberOfPages: numberOfPages).width
        for (index, dot) in dots.enumerated() {
            dot.cornerRadius = 3.5
            parts.size(dot, 7, 7)
            parts.activate([
                dot.centerYAnchor.constraint(equalTo: centerYAnchor),
                dot.leftAnchor.constraint(equalTo: centerXAnchor, constant: -width / 2 + 15.75 * Double(index)),
            ])
        }
        isHidden = hidesForSinglePage && numberOfPages <= 1
        invalidateIntrinsicContentSize()
        recolour()
    }

    private func recolour() {
        for (index, dot) in dots.enumerated() {
            dot.backgroundColor = index == currentPage ? currentPageIndicatorTintColor : pageIndicatorTintColor
        }
    }
}
