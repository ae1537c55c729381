import Foundation
import Testing
@testable import TrellisUIKit

/// floating × a collapsing large title (defect found by review29): a plain
/// table's floating header, and a collection view's pinned one, stick to
/// the bar's bottom as the bar is drawn, not where it rests. On an iPhone
/// 13 (390 × 844, safe area 47 and 34) under a large title the content
/// rests at 47 + 96 = 143 (`adjustedContentInset.top`, which Trellis
/// keeps as the title collapses: docs/uikit-numbers.md, "The searches of
/// safearea"); scrolled d from its rest the bar is drawn 96 − d tall
/// while d < 52, then 44, so its bottom is at 143 − d on screen, then 91
/// (docs/uikit.md, "A large title collapsing as the content scrolls").
/// Apple's `UITableView.Style.plain`: headers "float when the table view
/// is scrolled", at the top of what is seen, which is the bar's bottom:
/// on main they stuck at the resting 143, and rows showed between the
/// collapsed bar and the header.
@MainActor @Suite struct FloatingUnderCollapsedLargeTitleTests {
    private func large(_ controller: UIViewController) -> (UIView, UINavigationController) {
        controller.title = "List"
        let navigation = UINavigationController(rootViewController: controller)
        navigation.navigationBar.prefersLargeTitles = true
        UIKitTestFont.measureSystemFontToo(navigation.view)
        let root = navigation.trellis.show(size: CGSize(width: 390, height: 844),
                                           safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        root.layoutIfNeeded()
        return (root, navigation)
    }

    /// FloatingUnderSafeAreaTests.List: 80-point headers, section 0's rows
    /// 80 to 520, so its header may float down to 440.
    /// - d = 30 (offset −113): the bar's bottom at 113 on screen, where the
    ///   header lies unscrolled (content 0 at 143 − 30): it stays at 0.
    /// - d = 100 (offset −43): the bar collapsed, its bottom at 91: the
    ///   header at −43 + 91 = 48 in the content, on screen at 91.
    /// - offset 100 (d = 243): at 100 + 91 = 191.
    @Test(arguments: [(-113, 0), (-43, 48), (100, 191)] as [(CGFloat, CGFloat)])
    func theTablesHeaderSticksToTheCollapsedBar(offset: CGFloat, headerTop: CGFloat) throws {
        let list = FloatingUnderSafeAreaTests.List()
        let (root, navigation) = large(list)
        let table = list.tableView!
        #expect(table.adjustedContentInset.top == 143)
        table.contentOffset = CGPoint(x: 0, y: offset)
        root.layoutIfNeeded()
        let barBottom = navigation.navigationBar.frame.maxY
        // 143 − 30 = 113 while collapsing, then 91.
        #expect(barBottom == (offset == -113 ? 113 : 91))
        let header = try #require(list.headers[0])
        #expect(header.frame.minY == headerTop)
        // On screen the header's top is the bar's bottom.
        #expect(header.frame.minY - offset == barBottom)
    }

    /// The compositional list of PinnedHeaderOverBackgroundTests (30-point
    /// headers, section 0's content to 490) under a large title, scrolled
    /// to 100: its pinned header at 100 + 91 = 191, not 243.
    @Test func theCollectionsPinnedHeaderSticksToTheCollapsedBar() throws {
        let list = PinnedHeaderOverBackgroundTests.List()
        let (root, navigation) = large(list)
        let collection = list.collectionView!
        #expect(collection.adjustedContentInset.top == 143)
        collection.contentOffset = CGPoint(x: 0, y: 100)
        root.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.maxY == 91)
        let header = try #require(collection.subviews.filter { $0.backgroundColor == .red && !$0.isHidden }.min { $0.frame.minY < $1.frame.minY })
        #expect(header.frame.minY == 191)
    }
}
