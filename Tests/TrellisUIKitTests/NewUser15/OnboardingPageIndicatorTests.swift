import Testing
@testable import TrellisUIKit

/// An onboarding flow as teams write it: a scrolling page view controller
/// whose data source gives a count and an index, turned to page 2.
/// docs/uikit.md's table said "The scroll style's page control is not
/// drawn", where held-out corpus 5 had made it drawn: newuser15 found the
/// dots in its picture and corrected the row. This pins what the row now
/// says: a `UIPageControl` across the bottom, the pages above it, its
/// `currentPage` following the turn.
@MainActor @Suite struct OnboardingPageIndicatorTests {
    final class Onboarding: UIPageViewController, UIPageViewControllerDataSource {
        let pages = (0..<3).map { _ in UIViewController() }
        init() { super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil) }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func viewDidLoad() {
            super.viewDidLoad()
            dataSource = self
            setViewControllers([pages[0]], direction: .forward, animated: false)
        }
        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerBefore viewController: UIViewController) -> UIViewController? {
            pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
        }
        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerAfter viewController: UIViewController) -> UIViewController? {
            pages.firstIndex { $0 === viewController }.flatMap { $0 < 2 ? pages[$0 + 1] : nil }
        }
        func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
    }

    func pageControl(in view: UIView) -> UIPageControl? {
        if let control = view as? UIPageControl { return control }
        return view.subviews.lazy.compactMap { pageControl(in: $0) }.first
    }

    @Test func turnedToPageTwoTheDotsFollow() {
        let onboarding = Onboarding()
        let view = onboarding.trellis.show(size: CGSize(width: 390, height: 844))
        onboarding.trellis.turnPage(.forward)
        view.layoutIfNeeded()
        let dots = pageControl(in: view)
        #expect(dots?.numberOfPages == 3)
        #expect(dots?.currentPage == 1)
        #expect(onboarding.viewControllers?.first === onboarding.pages[1])
        // Across the bottom, the page ending on its top.
        guard let dots else { return }
        let frame = dots.convert(dots.bounds, to: view)
        #expect(frame.maxY == 844)
        #expect(frame.width == 390)
        #expect(onboarding.pages[1].view.convert(onboarding.pages[1].view.bounds, to: view).maxY == frame.minY)
    }
}
