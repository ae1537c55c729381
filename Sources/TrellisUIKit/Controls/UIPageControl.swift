import Layout

/// Page dots (UIKit's `UIPageControl`): Layout's `PageControl` (the iOS
/// 7–13 metrics: 37 points tall, 7-point dots 15.75 points apart; see
/// docs/uikit-numbers.md) with colours that follow the traits.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    override class func makeNode() -> View { PageControl() }
    var pageNode: PageControl { node as! PageControl }  // checked: makeNode made a PageControl

    /// Apple: a tap on a page control goes to it before tap recognizers above.
    override var keepsTapsFromRecognizersAbove: Bool { true }

    override func buildParts() { recolour() }

    open var numberOfPages: Int {
        get { pageNode.numberOfPages }
        set { pageNode.numberOfPages = newValue }
    }
    open var currentPage: Int {
        get { pageNode.currentPage }
        set { pageNode.currentPage = newValue }
    }
    open var hidesForSinglePage: Bool {
        get { pageNode.hidesForSinglePage }
        set { pageNode.hidesForSinglePage = newValue }
    }
    open var pageIndicatorTintColor: UIColor? { didSet { appearanceSetterCalled("pageIndicatorTintColor"); recolour() } }
    open var currentPageIndicatorTintColor: UIColor? { didSet { appearanceSetterCalled("currentPageIndicatorTintColor"); recolour() } }

    open func size(forNumberOfPages pageCount: Int) -> CGSize { CGSize(PageControl.size(forNumberOfPages: pageCount)) }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        recolour()
    }

    private func recolour() {
        let traits = traitCollection
        pageNode.currentPageIndicatorTintColor = drawnColor(currentPageIndicatorTintColor ?? .label, with: traits)
        pageNode.pageIndicatorTintColor = drawnColor(pageIndicatorTintColor ?? .tertiaryLabel, with: traits)
    }
}
