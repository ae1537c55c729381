import Layout

// The page indicator of a scrolling page view controller. Apple
// (`presentationCount(for:)`): the data source's count and index are
// "reflected in the page indicator", which is shown when both methods are
// implemented, the transition style is `.scroll` and the navigation
// orientation `.horizontal`. Here the protocol's defaults return 0, so a
// count above 0 is what "implemented" means. Apps find the indicator among
// the controller's view's subviews to colour it (held-out corpus 5:
// Firefox Focus's tips).
//
// Where it sits is not documented: here below the pages, across the
// view's width, at the page control's own height (37 points, the iOS 7–13
// metric of docs/uikit-numbers.md), the pages ending above it
// (UNSOURCED: UIKit's own page view controller keeps its pages clear of
// its dots; no number for the strip is published).

extension UIPageViewController {
    /// The indicator for the current count and index, made or removed as
    /// the data source says; nil when none is shown.
    func updatedPageIndicator(in container: UIView) -> UIPageControl? {
        let shows = transitionStyle == .scroll && navigationOrientation == .horizontal
        let count = shows ? max(0, dataSource?.presentationCount(for: self) ?? 0) : 0
        guard count > 0 else {
            pageIndicator?.removeFromSuperview()
            pageIndicator = nil
            return nil
        }
        let indicator = pageIndicator ?? makePageIndicator(in: container)
        indicator.numberOfPages = count
        let index = indicatedPage ?? dataSource?.presentationIndex(for: self) ?? 0
        indicator.currentPage = min(max(0, index), count - 1)
        indicatedPage = indicator.currentPage
        return indicator
    }

    private func makePageIndicator(in container: UIView) -> UIPageControl {
        let indicator = UIPageControl()
        indicator.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(indicator)
        NSLayoutConstraint.activate([
            indicator.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            indicator.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            indicator.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        pageIndicator = indicator
        return indicator
    }
}
