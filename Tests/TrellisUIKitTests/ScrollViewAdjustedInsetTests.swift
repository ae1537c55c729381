import Layout
import Render
import Testing
@testable import TrellisUIKit

/// UIKit's scroll offset model (UIScrollView+ContentInset.swift). Apple,
/// `adjustedContentInset`: "The safe area insets are then added to the
/// values in the `contentInset` property to obtain the final value";
/// `contentInsetAdjustmentBehavior`'s cases say which edges take the safe
/// area (`.automatic`: "Content is always adjusted vertically when the
/// scroll view is the content view of a view controller that is currently
/// displayed by a navigation or tab bar controller"; `.scrollableAxes`:
/// the top and bottom "when the vertical content size is greater than the
/// height of the scroll view itself" or `alwaysBounceVertical`, the sides
/// when the content is wider; `.always`; `.never`). At rest the offset is
/// `-adjustedContentInset.top`.
///
/// The screen: an iPhone 13 (390 × 844, safe area 47 top and 34 bottom in
/// portrait; 47 left and right, 21 bottom in landscape), its navigation bar
/// 44 tall (96 with a large title) below the 47 (docs/uikit-numbers.md), so
/// a table under it has 47 + 44 = 91 of inset at the top (143 with a large
/// title) and the home indicator's 34 at the bottom. Rows are 44-point red
/// ones on a blue table without separators (ScrollEdgeAppearanceTests).
@MainActor @Suite struct ScrollViewAdjustedInsetTests {
    typealias Screen = ScrollEdgeAppearanceTests.TableScreen
    static let phone = ScrollEdgeAppearanceTests.phone
    static let phoneSafeArea = ScrollEdgeAppearanceTests.phoneSafeArea
    static let red: UInt32 = 0xFF0000

    /// A `UITableViewController` of 44-point red rows on blue.
    final class RowsController: UITableViewController {
        let count: Int
        init(rows: Int) {
            count = rows
            super.init(style: .plain)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            tableView.rowHeight = 44
            tableView.separatorStyle = .none
            tableView.backgroundColor = .blue
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.backgroundColor = .red
            return cell
        }
    }

    /// A controller whose view is a plain scroll view with `contentSize`.
    final class ScrollScreen: UIViewController {
        let contentSize: CGSize
        init(contentSize: CGSize) {
            self.contentSize = contentSize
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        var scroll: UIScrollView { view as! UIScrollView }
        override func loadView() {
            let scroll = InsetRecorder()
            scroll.contentSize = contentSize
            view = scroll
        }
    }

    /// Counts `adjustedContentInsetDidChange()` calls.
    final class InsetRecorder: UIScrollView {
        var changes = 0
        override func adjustedContentInsetDidChange() {
            super.adjustedContentInsetDidChange()
            changes += 1
        }
    }

    /// Records what the delegate hears.
    final class Listener: UIScrollViewDelegate {
        var calls: [String] = []
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
            calls.append("inset \(scrollView.adjustedContentInset.top)")
        }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("scroll \(scrollView.contentOffset.y)") }
    }

    func inNavigation(_ controller: UIViewController, largeTitle: Bool = false) -> (UINavigationController, UIView) {
        let navigation = UINavigationController(rootViewController: controller)
        controller.title = "Rows"
        navigation.navigationBar.prefersLargeTitles = largeTitle
        UIKitTestFont.measureSystemFontToo(navigation.view)
        let view = navigation.trellis.show(size: Self.phone, safeAreaInsets: Self.phoneSafeArea)
        return (navigation, view)
    }

    func pixels(_ view: UIView) throws -> (Int, Int) -> UInt32 { try ScrollEdgeAppearanceTests().pixels(view) }

    func rowTop(_ table: UITableView, _ row: Int, in view: UIView) throws -> CGFloat {
        let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
        return cell.convert(cell.bounds, to: view).minY
    }

    /// The example of the brief: a table controller in a navigation
    /// controller rests at -(47 + 44), its inset 91 on top and the home
    /// indicator's 34 below; the first row is drawn at 91, under the bar's
    /// bottom, with the table's blue above it (pixel (5, 70), under the
    /// transparent bar at the scroll edge) and red in it (pixel (5, 100)).
    @Test func tableControllerUnderABarRestsAtMinusNinetyOne() throws {
        let controller = RowsController(rows: 30)
        let (navigation, view) = inNavigation(controller)
        let table = controller.tableView!
        #expect(table.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(table.contentOffset == CGPoint(x: 0, y: -91))
        #expect(table.contentOffset.y + table.adjustedContentInset.top == 0)
        #expect(try rowTop(table, 0, in: view) == 91)
        #expect(navigation.navigationBar.isAtScrollEdge)
        let pixel = try pixels(view)
        #expect(pixel(5, 70) == ScrollEdgeAppearanceTests.blue)
        #expect(pixel(5, 100) == Self.red)
    }

    /// Under a large title the bar is 96: the rest is -(47 + 96) = -143,
    /// and the title collapses as the offset leaves it (30 past it: 66).
    @Test func largeTitleRestsAtMinusOneFortyThree() throws {
        let controller = RowsController(rows: 30)
        let (navigation, view) = inNavigation(controller, largeTitle: true)
        let table = controller.tableView!
        #expect(table.adjustedContentInset.top == 143)
        #expect(table.contentOffset.y == -143)
        #expect(navigation.navigationBar.frame.height == 96)
        table.contentOffset.y = -table.adjustedContentInset.top + 30
        view.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 66)
        #expect(try rowTop(table, 0, in: view) == 143 - 30)
    }

    /// `.never` leaves the safe area out: the inset is the table's own
    /// (none), the rest is 0 and row 0 is drawn from the screen's top,
    /// under the status bar and the transparent bar (pixels (5, 20) and
    /// (5, 60) are rows 0 and 1: red), where `.automatic` leaves the
    /// table's blue.
    @Test func neverRestsAtZeroAndDrawsUnderTheBar() throws {
        let controller = RowsController(rows: 30)
        _ = controller.view
        controller.tableView.contentInsetAdjustmentBehavior = .never
        let (navigation, view) = inNavigation(controller)
        let table = controller.tableView!
        #expect(table.adjustedContentInset == .zero)
        #expect(table.contentOffset == .zero)
        #expect(try rowTop(table, 0, in: view) == 0)
        #expect(navigation.navigationBar.isAtScrollEdge)
        let pixel = try pixels(view)
        #expect(pixel(5, 20) == Self.red)
        #expect(pixel(5, 60) == Self.red)

        let (_, automaticView) = inNavigation(RowsController(rows: 30))
        #expect(try pixels(automaticView)(5, 20) == ScrollEdgeAppearanceTests.blue)
    }

    /// A drag of 300 points up moves the offset from -91 to 209 (row 5,
    /// content 220 to 264, at 220 − 209 = 11); a status-bar tap scrolls back to the rest, -91,
    /// with row 0 at 91 again and the bar at the scroll edge.
    @Test func scrollingToTheTopAfterADragReturnsToTheRest() throws {
        let controller = RowsController(rows: 30)
        let (navigation, view) = inNavigation(controller)
        let table = controller.tableView!
        let touch = try #require(view.trellis.touchDown(at: CGPoint(x: 100, y: 600)))
        touch.move(to: CGPoint(x: 100, y: 450))
        touch.move(to: CGPoint(x: 100, y: 300))
        touch.lift()
        view.layoutIfNeeded()
        #expect(table.contentOffset.y == 209)
        #expect(try rowTop(table, 5, in: view) == 11)
        #expect(!navigation.navigationBar.isAtScrollEdge)
        #expect(table.trellis.tapStatusBar())
        view.layoutIfNeeded()
        #expect(table.contentOffset.y == -91)
        #expect(try rowTop(table, 0, in: view) == 91)
        #expect(navigation.navigationBar.isAtScrollEdge)
        // The idiom for the same: setContentOffset to -adjustedContentInset.top.
        table.contentOffset.y = 400
        table.setContentOffset(CGPoint(x: 0, y: -table.adjustedContentInset.top), animated: false)
        #expect(table.contentOffset.y == -91)
        #expect(navigation.navigationBar.isAtScrollEdge)
    }

    /// The limits: the least offset is -91, the greatest 30 × 44 + 34 −
    /// 844 = 510, where the last row (1,276 to 1,320) ends at 1,320 − 510 =
    /// 810, the home indicator's top (844 − 34).
    @Test func dragsStopAtTheInsetEdges() throws {
        let controller = RowsController(rows: 30)
        let (_, view) = inNavigation(controller)
        let table = controller.tableView!
        var touch = try #require(view.trellis.touchDown(at: CGPoint(x: 100, y: 800)))
        touch.move(to: CGPoint(x: 100, y: 400))
        touch.move(to: CGPoint(x: 100, y: -1200))
        touch.lift()
        view.layoutIfNeeded()
        #expect(table.contentOffset.y == 510)
        #expect(try rowTop(table, 29, in: view) + 44 == 810)
        touch = try #require(view.trellis.touchDown(at: CGPoint(x: 100, y: 200)))
        touch.move(to: CGPoint(x: 100, y: 600))
        touch.move(to: CGPoint(x: 100, y: 2200))
        touch.lift()
        view.layoutIfNeeded()
        #expect(table.contentOffset.y == -91)
    }

    /// `scrollToRow`: row 10 (440 to 484) at the top puts it under the bar,
    /// offset 440 − 91 = 349; row 20 (880 to 924) at the bottom ends it on
    /// the home indicator's top, offset 924 − (844 − 34) = 114; row 0 at the
    /// bottom would need an offset below the least: -91.
    @Test func scrollToRowLeavesTheInsets() throws {
        let controller = RowsController(rows: 30)
        let (_, view) = inNavigation(controller)
        let table = controller.tableView!
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
        view.layoutIfNeeded()
        #expect(table.contentOffset.y == 349)
        #expect(try rowTop(table, 10, in: view) == 91)
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .bottom, animated: false)
        view.layoutIfNeeded()
        #expect(table.contentOffset.y == 114)
        #expect(try rowTop(table, 20, in: view) + 44 == 810)
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == -91)
    }

    /// A collection view controller in a navigation controller rests at
    /// -91 as the table does.
    @Test func collectionControllerUnderABarRestsAtMinusNinetyOne() {
        let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        _ = inNavigation(controller)
        let collection = controller.collectionView!
        #expect(collection.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(collection.contentOffset == CGPoint(x: 0, y: -91))
    }

    /// A plain scroll view, a controller's view shown by no container, by
    /// each behavior: short content (500 tall in 844) takes the safe area
    /// only with `.always`, or `.scrollableAxes` and `alwaysBounceVertical`;
    /// tall content (2,000) with `.automatic` and `.scrollableAxes`, not
    /// with `.never`. Shown by a navigation controller, short content is
    /// adjusted vertically under `.automatic` (the bar's 91 on top).
    @Test(arguments: [
        (CGFloat(500), UIScrollView.ContentInsetAdjustmentBehavior.automatic, false, CGFloat(0), CGFloat(0)),
        (500, .always, false, 47, 34),
        (500, .scrollableAxes, false, 0, 0),
        (500, .scrollableAxes, true, 47, 34),
        (2000, .automatic, false, 47, 34),
        (2000, .scrollableAxes, false, 47, 34),
        (2000, .never, false, 0, 0),
    ])
    func plainScrollViewByBehavior(height: CGFloat, behavior: UIScrollView.ContentInsetAdjustmentBehavior,
                                   bounces: Bool, top: CGFloat, bottom: CGFloat) {
        let screen = ScrollScreen(contentSize: CGSize(width: 390, height: height))
        screen.scroll.contentInsetAdjustmentBehavior = behavior
        screen.scroll.alwaysBounceVertical = bounces
        screen.trellis.show(size: Self.phone, safeAreaInsets: Self.phoneSafeArea)
        #expect(screen.scroll.adjustedContentInset == UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0))
        #expect(screen.scroll.contentOffset == CGPoint(x: 0, y: 0 - top))
    }

    @Test func shortContentInANavigationControllerIsAdjustedVertically() {
        let screen = ScrollScreen(contentSize: CGSize(width: 390, height: 500))
        _ = inNavigation(screen)
        #expect(screen.scroll.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(screen.scroll.contentOffset == CGPoint(x: 0, y: -91))
    }

    /// In landscape (844 × 390, safe area 47 at the sides, 21 below)
    /// content 2,000 wide and 390 tall scrolls sideways only: `.automatic`
    /// takes the sides, 47 each, and rests at x = -47; the top and bottom
    /// stay 0 (the content is no taller than the view).
    @Test func sidewaysContentTakesTheSides() {
        let screen = ScrollScreen(contentSize: CGSize(width: 2000, height: 390))
        screen.trellis.show(size: CGSize(width: 844, height: 390),
                            safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(screen.scroll.adjustedContentInset == UIEdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
        #expect(screen.scroll.contentOffset == CGPoint(x: -47, y: 0))
    }

    /// A change is announced: `adjustedContentInsetDidChange()` once and the
    /// delegate's `scrollViewDidChangeAdjustedContentInset(_:)` when the
    /// safe area comes in (47), and again when `contentInset.top` adds 10
    /// (57); the offset at rest follows each (-47, then -57). An offset the
    /// app set stays when the inset changes.
    @Test func changesAreAnnouncedAndTheRestFollows() throws {
        let screen = ScrollScreen(contentSize: CGSize(width: 390, height: 2000))
        let listener = Listener()
        screen.scroll.delegate = listener
        screen.trellis.show(size: Self.phone, safeAreaInsets: Self.phoneSafeArea)
        let scroll = try #require(screen.scroll as? InsetRecorder)
        #expect(scroll.changes == 1)
        #expect(listener.calls == ["inset 47.0", "scroll -47.0"])
        scroll.contentInset.top = 10
        #expect(scroll.changes == 2)
        #expect(scroll.adjustedContentInset.top == 57)
        #expect(scroll.contentOffset.y == -57)
        scroll.contentOffset.y = 100
        scroll.contentInset.top = 0
        #expect(scroll.adjustedContentInset.top == 47)
        #expect(scroll.contentOffset.y == 100)
        #expect(scroll.changes == 3)
    }

    /// `scrollRectToVisible`: the part shown lies between offset + 91 and
    /// offset + 810 (844 − 34). Rows 22 to 23 (968 to 1,056) from the rest
    /// bring their bottom to 810: offset 1,056 − 810 = 246; 1,000 to 1,044,
    /// shown already, leave it; 100 to 144 bring their top to 91: offset 9;
    /// the content's top, to the rest, -91.
    @Test func scrollRectToVisibleLeavesTheInsets() throws {
        let controller = RowsController(rows: 30)
        let (_, view) = inNavigation(controller)
        let table = controller.tableView!
        table.scrollRectToVisible(CGRect(x: 0, y: 968, width: 390, height: 88), animated: false)
        #expect(table.contentOffset.y == 246)
        table.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 44), animated: false)
        #expect(table.contentOffset.y == 246)
        table.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 44), animated: false)
        #expect(table.contentOffset.y == 9)
        view.layoutIfNeeded()
        #expect(try rowTop(table, 3, in: view) == 132 - 9)
        table.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(table.contentOffset.y == -91)
    }
}
