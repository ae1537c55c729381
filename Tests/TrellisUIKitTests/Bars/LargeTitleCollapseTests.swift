import Layout
import Render
import Testing
@testable import TrellisUIKit

/// A large title collapsing as the content scrolls under it. Apple
/// (`ToolbarTitleDisplayMode.large`): the large title shows below the bar
/// "when scrollable content is scrolled to the top and transitions to the
/// center of the toolbar as content is scrolled"; `scrollEdgeAppearance` is
/// used "when the edge of any scroll view connected to the navigation bar is
/// aligned with the edge of the navigation bar". The curve, a
/// re-implementation's (Flutter's `CupertinoSliverNavigationBar`, a pinned
/// header 44 + 52 tall shrinking by the scroll to 44; the inline title once
/// no more than 10 points of the large title's area are left;
/// docs/uikit-numbers.md, "A large title collapsing as the content
/// scrolls"): the bar's bottom stays on the content's top, so a scroll of d
/// makes the bar 96 − d tall while d < 52, 44 after; pulled down past the
/// top (d < 0), 96 − d. While the bar's bottom is on the content's top the
/// content's edge is aligned with the bar's, so the scroll-edge appearance
/// is drawn up to d = 52 and the standard one after.
///
/// The screen: ScrollEdgeAppearanceTests's plain table of 44-point red rows
/// on blue, an iPhone 13 (390 × 844, safe area 47 top), the bar 47 to 143
/// at rest, the content's top (its safe area's) at 47 + 96 = 143. A scroll
/// of d is an offset of d from the rest, `-adjustedContentInset.top` (−143).
@MainActor @Suite struct LargeTitleCollapseTests {
    typealias Screen = ScrollEdgeAppearanceTests.TableScreen

    func shown(rows: Int = 30) -> (UINavigationController, Screen, UIView) {
        let screen = Screen(rows: rows)
        screen.title = "Settings"
        let navigation = UINavigationController(rootViewController: screen)
        navigation.navigationBar.prefersLargeTitles = true
        UIKitTestFont.measureSystemFontToo(navigation.view)
        let view = navigation.trellis.show(size: ScrollEdgeAppearanceTests.phone,
                                           safeAreaInsets: ScrollEdgeAppearanceTests.phoneSafeArea)
        return (navigation, screen, view)
    }

    /// Scrolls the content d points up from its rest, `-adjustedContentInset.top`.
    func scroll(_ screen: Screen, _ view: UIView, to offset: CGFloat) {
        screen.table.contentOffset = CGPoint(x: 0, y: -screen.table.adjustedContentInset.top + offset)
        view.layoutIfNeeded()
    }

    /// The label showing `text` in `view`, found among the visible ones.
    func visibleLabel(_ text: String, in view: UIView) -> UILabel? {
        for subview in view.subviews where !subview.isHidden {
            if let label = subview as? UILabel, label.text == text { return label }
            if let found = visibleLabel(text, in: subview) { return found }
        }
        return nil
    }

    /// The d above is measured from the rest, UIKit's: the offset rests at
    /// `-adjustedContentInset.top`, the bars and the status bar in the
    /// inset (47 + 96 = 143; the home indicator's 34 below), so d is
    /// `contentOffset.y + adjustedContentInset.top`.
    @Test func atRestTheOffsetIsMinusTheAdjustedInsetsTop() {
        let (_, screen, view) = shown()
        #expect(screen.table.adjustedContentInset == UIEdgeInsets(top: 143, left: 0, bottom: 34, right: 0))
        #expect(screen.table.contentOffset == CGPoint(x: 0, y: -143))
        scroll(screen, view, to: 30)
        #expect(screen.table.contentOffset.y == -113)
    }

    /// d → the bar's height: 0 → 96, 30 → 66, 51 → 45, 52 → 44, 300 → 44,
    /// −20 → 116; the bar's top stays at the safe area's 47.
    @Test(arguments: [(CGFloat(0), CGFloat(96)), (30, 66), (51, 45), (52, 44), (300, 44), (-20, 116)])
    func barHeightFollowsTheOffset(offset: CGFloat, height: CGFloat) {
        let (navigation, screen, view) = shown()
        scroll(screen, view, to: offset)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: height))
    }

    /// The content does not jump: row 0 is at 143 − d on screen whatever
    /// the bar does (its safe area stays the resting 143), so while d < 52
    /// the bar's bottom, 47 + 96 − d, is exactly the row's top.
    @Test(arguments: [CGFloat(0), 30, 52, 100])
    func contentMovesPointForPoint(offset: CGFloat) throws {
        let (navigation, screen, view) = shown()
        scroll(screen, view, to: offset)
        #expect(screen.view.safeAreaInsets.top == 143)
        let row = try #require(screen.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(row.convert(row.bounds, to: view).minY == 143 - offset)
        if offset <= 52 { #expect(navigation.navigationBar.frame.maxY == 143 - offset) }
    }

    /// The large title's bottom stays 8 above the bar's (in the bar:
    /// 96 − 8 = 88 at rest, 66 − 8 = 58 at d = 30, 116 − 8 = 108 pulled 20
    /// down), clipped to the area under the 44-point row. At d = 41, 11
    /// points of the area are left: the large title still shows and the
    /// inline one does not; at d = 42, 10 are left: the inline title shows
    /// and the large one has gone.
    @Test func titlesHandOver() throws {
        let (navigation, screen, view) = shown()
        let bar = navigation.navigationBar
        for (offset, bottom) in [(CGFloat(0), CGFloat(88)), (30, 58), (-20, 108)] {
            scroll(screen, view, to: offset)
            let large = try #require(visibleLabel("Settings", in: bar))
            #expect(large.font.pointSize == 34)
            #expect(large.convert(large.bounds, to: bar).maxY == bottom)
            let area = try #require(large.superview)
            #expect(area.clipsToBounds)
            #expect(area.convert(area.bounds, to: bar) == CGRect(x: 0, y: 44, width: 390, height: bar.frame.height - 44))
        }
        scroll(screen, view, to: 41)
        #expect(try #require(visibleLabel("Settings", in: bar)).font.pointSize == 34)
        scroll(screen, view, to: 42)
        let inline = try #require(visibleLabel("Settings", in: bar))
        #expect(inline.font.pointSize == 17)
        #expect(inline.frame.midY == 22)
        scroll(screen, view, to: 0)
        #expect(try #require(visibleLabel("Settings", in: bar)).font.pointSize == 34)
    }

    /// The appearance: at the scroll edge up to d = 52 (pixel (5, 100) is
    /// in the 66-point bar at d = 30, over content y = 100 − 143 + 30 = −13,
    /// above the rows: the table's blue through the transparent bar); the
    /// standard appearance from d = 53; at d = 100 pixel (5, 60) lies over
    /// content y = 60 − 143 + 100 = 17, row 0: 75 % white over red.
    @Test func scrollEdgeAppearanceUntilCollapsed() throws {
        let (navigation, screen, view) = shown()
        let bar = navigation.navigationBar
        scroll(screen, view, to: 30)
        #expect(bar.isAtScrollEdge)
        #expect(try ScrollEdgeAppearanceTests().pixels(view)(5, 100) == ScrollEdgeAppearanceTests.blue)
        scroll(screen, view, to: 52)
        #expect(bar.isAtScrollEdge)
        scroll(screen, view, to: 53)
        #expect(!bar.isAtScrollEdge)
        #expect(bar.drawnAppearance === bar.standardAppearance)
        scroll(screen, view, to: 100)
        let pixel = try ScrollEdgeAppearanceTests().pixels(view)(5, 60)
        #expect(ScrollEdgeAppearanceTests().isBarOverRed(pixel), "\(String(pixel, radix: 16))")
    }

    /// A standard title keeps its 44 points and leaves the scroll edge at
    /// the first point scrolled; a large title with an integrated search
    /// bar keeps its height (the search bar's hiding is not modelled).
    @Test func onlyALargeTitleWithoutSearchCollapses() {
        let (navigation, screen, view) = shown()
        screen.navigationItem.largeTitleDisplayMode = .never
        view.layoutIfNeeded()
        scroll(screen, view, to: 30)
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(!navigation.navigationBar.isAtScrollEdge)

        let (searching, searchScreen, searchView) = shown()
        searchScreen.navigationItem.searchController = UISearchController(searchResultsController: nil)
        searchView.layoutIfNeeded()
        scroll(searchScreen, searchView, to: 30)
        // The row, the large title's area and the search bar's row: 44 + 52 + 52.
        #expect(searching.navigationBar.frame.height == 148)
    }

    /// A snapshot after `contentOffset` changes draws the collapsed bar: at
    /// d = 300 the bar is 47 to 91 in its standard appearance, so pixel
    /// (5, 80) is its 75 % white over row 5 (content y 80 − 143 + 300 =
    /// 237, rows of 44 from 0), and pixel (5, 120), under it, is row 6
    /// (content y 277) bare: red. A bar left 96 tall would cover (5, 120)
    /// with its white too.
    @Test func snapshotAfterScrollingDrawsTheCollapsedBar() throws {
        let (navigation, screen, view) = shown()
        scroll(screen, view, to: 300)
        #expect(!navigation.navigationBar.isAtScrollEdge)
        let pixels = try ScrollEdgeAppearanceTests().pixels(view)
        #expect(ScrollEdgeAppearanceTests().isBarOverRed(pixels(5, 80)), "\(String(pixels(5, 80), radix: 16))")
        #expect(pixels(5, 120) == 0xFF0000, "\(String(pixels(5, 120), radix: 16))")
        withExtendedLifetime(navigation) {}
    }
}
