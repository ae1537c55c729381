import Foundation
import Testing
import TrellisUIKit

/// A scroll view's lesser members and scrolling by a synthetic finger
/// through its own `panGestureRecognizer` (UIScrollView+Dragging.swift,
/// UIScrollView+Indicators.swift). Expected offsets are the finger's travel
/// worked out by hand; the delegate order is Apple's `UIScrollViewDelegate`
/// page's (will begin dragging, did scroll, will end dragging, did end
/// dragging).
@MainActor @Suite struct ScrollViewDraggingTests {
    final class Recorder: UIScrollViewDelegate {
        var calls: [String] = []
        var target: CGPoint?
        var scrollsToTop = true
        func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("scroll \(scrollView.contentOffset.y)") }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            calls.append("willBegin dragging=\(scrollView.isDragging) tracking=\(scrollView.isTracking)")
        }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            calls.append("willEnd v=\(velocity.y)")
            if let target { targetContentOffset.pointee = target }
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            calls.append("didEnd decelerate=\(decelerate) dragging=\(scrollView.isDragging)")
        }
        func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { scrollsToTop }
        func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { calls.append("didScrollToTop") }
    }

    /// A 200 × 300 scroll view at the top left of a 320 × 480 root, content
    /// 200 × 1,000, a 40-point band at the top of the content. Fingers move
    /// in the root's coordinates (the scroll view's move with its offset).
    private func scroller() -> (UIView, UIScrollView, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        scroll.contentSize = CGSize(width: 200, height: 1000)
        let band = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        scroll.addSubview(band)
        root.addSubview(scroll)
        return (root, scroll, band)
    }

    @Test func decelerationRatesAreUIKitsRawValues() {
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        let scroll = UIScrollView()
        #expect(scroll.decelerationRate == .normal)
        scroll.decelerationRate = .fast
        #expect(scroll.decelerationRate.rawValue == 0.99)
        scroll.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.5)
        #expect(scroll.decelerationRate.rawValue == 0.5)
    }

    /// Setting `scrollIndicatorInsets` sets both; reading takes each
    /// indicator's own edges (top/bottom vertical, left/right horizontal).
    @Test func indicatorInsets() {
        let scroll = UIScrollView()
        #expect(scroll.verticalScrollIndicatorInsets == .zero && scroll.horizontalScrollIndicatorInsets == .zero)
        scroll.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(scroll.verticalScrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(scroll.horizontalScrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        scroll.verticalScrollIndicatorInsets = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        scroll.horizontalScrollIndicatorInsets = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 6)
        #expect(scroll.scrollIndicatorInsets == UIEdgeInsets(top: 10, left: 5, bottom: 20, right: 6))
    }

    /// Down at (100, 250), up 100 over 0.1 s, up 50 more, lift: the content
    /// follows (offset 100, then 150), the band 150 above where it was.
    @Test func aDragScrollsTheContentAndTellsTheDelegateInOrder() throws {
        let (root, scroll, _) = scroller()
        let recorder = Recorder()
        scroll.delegate = recorder
        #expect(scroll.gestureRecognizers?.contains { $0 === scroll.panGestureRecognizer } == true)
        let touch = try #require(root.trellis.touchDown(at: CGPoint(x: 100, y: 250)))
        #expect(!scroll.isDragging)
        touch.move(to: CGPoint(x: 100, y: 150), over: 0.1)
        #expect(scroll.isDragging && scroll.isTracking)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))
        touch.move(to: CGPoint(x: 100, y: 100), over: 0.1)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 150))
        touch.lift()
        #expect(!scroll.isDragging && !scroll.isTracking && !scroll.isDecelerating)
        #expect(recorder.calls == ["willBegin dragging=true tracking=true", "scroll 100.0", "scroll 150.0",
                                   "willEnd v=-500.0", "didEnd decelerate=false dragging=false"])
    }

    /// Dragging down past the top and up past the bottom stops at the
    /// content's edges: 0 and 1,000 − 300 = 700.
    @Test func theOffsetStaysWithinTheContent() throws {
        let (root, scroll, _) = scroller()
        let down = try #require(root.trellis.touchDown(at: CGPoint(x: 100, y: 50)))
        down.move(to: CGPoint(x: 100, y: 250))
        #expect(scroll.contentOffset.y == 0)
        down.lift()
        let up = try #require(root.trellis.touchDown(at: CGPoint(x: 100, y: 290)))
        up.move(to: CGPoint(x: 100, y: -900))
        #expect(scroll.contentOffset.y == 700)
        up.lift()
    }

    /// A target written in `scrollViewWillEndDragging` is where the content settles.
    @Test func theDelegatesTargetOffsetIsWhereTheContentGoes() throws {
        let (root, scroll, _) = scroller()
        let recorder = Recorder()
        recorder.target = CGPoint(x: 0, y: 300)
        scroll.delegate = recorder
        let touch = try #require(root.trellis.touchDown(at: CGPoint(x: 100, y: 250)))
        touch.move(to: CGPoint(x: 100, y: 200))
        touch.lift()
        #expect(scroll.contentOffset.y == 300)
    }

    /// Content no taller than the bounds does not scroll, unless
    /// `alwaysBounceVertical`; a scroll view with scrolling disabled neither.
    @Test func onlyAScrollableAxisScrolls() throws {
        let (root, scroll, _) = scroller()
        scroll.contentSize = CGSize(width: 200, height: 300)
        let recorder = Recorder()
        scroll.delegate = recorder
        let first = try #require(root.trellis.touchDown(at: CGPoint(x: 100, y: 250)))
        first.move(to: CGPoint(x: 100, y: 150))
        #expect(!scroll.isDragging)
        first.lift()
        #expect(recorder.calls.isEmpty)
        scroll.alwaysBounceVertical = true
        let second = try #require(root.trellis.touchDown(at: CGPoint(x: 100, y: 250)))
        second.move(to: CGPoint(x: 100, y: 150))
        #expect(scroll.isDragging)
        #expect(scroll.contentOffset.y == 0)  // nothing to scroll to
        second.lift()
        scroll.contentSize = CGSize(width: 200, height: 1000)
        scroll.isScrollEnabled = false
        let third = try #require(root.trellis.touchDown(at: CGPoint(x: 100, y: 250)))
        third.move(to: CGPoint(x: 100, y: 150))
        #expect(scroll.contentOffset.y == 0 && !scroll.isDragging)
        third.lift()
    }

    /// A drag that starts on a control does not scroll (UIKit's
    /// `touchesShouldCancel(in:)` answers false for controls); a subclass
    /// that answers true scrolls, and the control's tracking is cancelled.
    @Test func aDragOnAControlScrollsOnlyWhenTheScrollViewMayCancelIt() throws {
        final class Cancelling: UIScrollView {
            override func touchesShouldCancel(in view: UIView) -> Bool { true }
        }
        for scroll in [UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300)),
                       Cancelling(frame: CGRect(x: 0, y: 0, width: 200, height: 300))] {
            scroll.contentSize = CGSize(width: 200, height: 1000)
            let button = UIButton(frame: CGRect(x: 0, y: 200, width: 200, height: 80))
            scroll.addSubview(button)
            var events: [String] = []
            button.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
            button.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
            let touch = try #require(scroll.trellis.touchDown(at: CGPoint(x: 100, y: 250)))
            touch.move(to: CGPoint(x: 100, y: 240))
            touch.move(to: CGPoint(x: 100, y: 250))
            touch.lift()
            if scroll is Cancelling {
                #expect(events == ["cancel"])
            } else {
                #expect(scroll.contentOffset.y == 0)
                #expect(events == ["up"])
            }
        }
    }

    /// The app's target on the scroll view's pan hears it as any pan's
    /// (began, changed, ended, with the finger's translation).
    @Test func anAppsTargetOnThePanHearsTheDrag() throws {
        _ = GestureRecognizerTests.registered
        let (root, scroll, _) = scroller()
        let handler = GestureRecognizerTests.Handler()
        scroll.panGestureRecognizer.addTarget(handler, action: Selector("handlePan:"))
        let touch = try #require(root.trellis.touchDown(at: CGPoint(x: 100, y: 250)))
        touch.move(to: CGPoint(x: 100, y: 230))
        touch.move(to: CGPoint(x: 100, y: 200))
        touch.lift()
        #expect(handler.states == [.began, .changed, .ended])
        #expect(handler.translations == [CGPoint(x: 0, y: -20), CGPoint(x: 0, y: -50), CGPoint(x: 0, y: -50)])
        #expect(scroll.contentOffset.y == 50)
    }

    /// A status-bar tap scrolls to the top (less the inset) and tells the
    /// delegate; not when `scrollsToTop` is false, the delegate refuses, or
    /// the content is already there.
    @Test func statusBarTapScrollsToTop() {
        let (_, scroll, _) = scroller()
        let recorder = Recorder()
        scroll.delegate = recorder
        scroll.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        scroll.contentOffset.y = 400
        recorder.calls = []
        #expect(scroll.trellis.tapStatusBar())
        #expect(scroll.contentOffset.y == -20)
        #expect(recorder.calls == ["scroll -20.0", "didScrollToTop"])
        #expect(!scroll.trellis.tapStatusBar())
        scroll.contentOffset.y = 400
        scroll.scrollsToTop = false
        #expect(!scroll.trellis.tapStatusBar())
        scroll.scrollsToTop = true
        recorder.scrollsToTop = false
        #expect(!scroll.trellis.tapStatusBar())
        #expect(scroll.contentOffset.y == 400)
    }

    /// With no insets the top is 0, not -0.0 (which == 0 but prints as
    /// "-0.0" in a delegate's log); nor does a drag clamped at a zero-width
    /// content's edge leave -0.0 across.
    @Test func theTopWithoutInsetsIsPlusZero() throws {
        let (root, scroll, _) = scroller()
        let recorder = Recorder()
        scroll.delegate = recorder
        scroll.contentOffset.y = 400
        recorder.calls = []
        #expect(scroll.trellis.tapStatusBar())
        #expect(recorder.calls == ["scroll 0.0", "didScrollToTop"])
        #expect(scroll.contentOffset.y.sign == .plus)
        scroll.contentSize = CGSize(width: 0, height: 1000)
        let touch = try #require(root.trellis.touchDown(at: CGPoint(x: 100, y: 250)))
        touch.move(to: CGPoint(x: 100, y: 150))
        touch.lift()
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))
        #expect(scroll.contentOffset.x.sign == .plus)
    }

    /// `setZoomScale(_:animated:)` scales the delegate's zooming view at once.
    @Test func setZoomScaleAnimatedScalesTheZoomingView() {
        final class Zoomer: UIScrollViewDelegate {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        }
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let zoomer = Zoomer()
        scroll.delegate = zoomer
        scroll.addSubview(zoomer.view)
        scroll.maximumZoomScale = 4
        scroll.setZoomScale(2.5, animated: true)
        #expect(scroll.zoomScale == 2.5)
        #expect(zoomer.view.transform == CGAffineTransform(scaleX: 2.5, y: 2.5))
        scroll.flashScrollIndicators()  // nothing to see in a still picture; must not disturb the zoom
        #expect(scroll.zoomScale == 2.5)
    }
}
