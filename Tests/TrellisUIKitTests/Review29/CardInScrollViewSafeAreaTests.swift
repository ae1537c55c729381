import Foundation
import Testing
@testable import TrellisUIKit

/// safearea's scroll-view rule (UNSOURCED, UIView+SafeArea.swift): a
/// scroll view hands its subviews its safe area less the edges its
/// adjusted inset took. A non-root `content` view (frame-placed, 390 ×
/// `height` at the content's origin) inside a scroll view filling a
/// 390 × 844 screen with safe area 47 top and 34 bottom holds a `card`
/// pinned to `content.safeAreaLayoutGuide`'s top.
@MainActor @Suite struct CardInScrollViewSafeAreaTests {
    private func screen(contentHeight: CGFloat) -> (root: UIView, scroll: UIScrollView, content: UIView, card: UIView) {
        let controller = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        controller.view.addSubview(scroll)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: contentHeight))
        scroll.addSubview(content)
        scroll.contentSize = CGSize(width: 390, height: contentHeight)
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: content.safeAreaLayoutGuide.topAnchor),
            card.leadingAnchor.constraint(equalTo: content.safeAreaLayoutGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: content.safeAreaLayoutGuide.trailingAnchor),
            card.heightAnchor.constraint(equalToConstant: 50),
        ])
        let root = controller.trellis.show(size: CGSize(width: 390, height: 844),
                                           safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        root.layoutIfNeeded()
        return (root, scroll, content, card)
    }

    /// Content 400 tall does not scroll: `.automatic` takes nothing, so the
    /// content view covers the top 47 of the scroll view's safe area (and
    /// none of the bottom: it ends at 400 < 844 − 34). Scrolled by 20 it
    /// stands at −20 on screen and covers 67; the card stays at 47 on screen.
    @Test func unscrollableContentKeepsTheSafeArea() {
        let (root, scroll, content, card) = screen(contentHeight: 400)
        #expect(scroll.adjustedContentInset == .zero)
        #expect(content.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(card.frame == CGRect(x: 0, y: 47, width: 390, height: 50))
        scroll.contentOffset = CGPoint(x: 0, y: 20)
        root.layoutIfNeeded()
        #expect(content.safeAreaInsets.top == 67)
        #expect(card.frame.minY == 67)
    }

    /// Content 2,000 tall scrolls: the inset takes 47 and 34, and the
    /// content view gets none; the card at its top, 0.
    @Test func scrollingContentGetsNone() {
        let (root, scroll, content, card) = screen(contentHeight: 2_000)
        _ = root
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(content.safeAreaInsets == .zero)
        #expect(card.frame.minY == 0)
    }
}
