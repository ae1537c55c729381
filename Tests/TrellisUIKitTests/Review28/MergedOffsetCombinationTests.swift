import Layout
import Render
import Testing
@testable import TrellisUIKit

/// Where today's merges meet (issue 30, review 28): fixE's scroll request
/// remembered before sizing, the offsets merge's adjusted content inset,
/// offsets2's content coordinates, toolbar49's 49-point toolbar, editing's
/// tap routing, corpus9's content-unavailable view and newuser14's
/// controller scroll delegate overrides, each written and tested alone.
///
/// The screen (as ScrollViewAdjustedInsetTests): an iPhone 13, 390 × 844,
/// safe area 47 top and 34 bottom; a navigation bar 44 tall (96 with a
/// large title) and a phone toolbar 49 tall above the home indicator
/// (docs/uikit-numbers.md, "Bars"). Thirty 44-point rows: content 1,320.
@MainActor @Suite struct MergedOffsetCombinationTests {
    static let phone = ScrollEdgeAppearanceTests.phone
    static let phoneSafeArea = ScrollEdgeAppearanceTests.phoneSafeArea

    /// Thirty 44-point red rows; optionally scrolled to the last row at
    /// `.bottom` in `viewDidLoad` (no height yet), and a text field in
    /// each row's content view (tag 7, frame-placed at 16, 7, 200 × 30).
    final class Rows: UITableViewController {
        var scrollsEarly = false
        var textFields = false
        var insetTops: [CGFloat] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            tableView.rowHeight = 44
            tableView.separatorStyle = .none
            tableView.backgroundColor = .blue
            guard scrollsEarly else { return }
            tableView.reloadData()
            tableView.scrollToRow(at: IndexPath(row: 29, section: 0), at: .bottom, animated: false)
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.backgroundColor = .red
            if textFields, cell.contentView.viewWithTag(7) == nil {
                let field = UITextField(frame: CGRect(x: 16, y: 7, width: 200, height: 30))
                field.tag = 7
                cell.contentView.addSubview(field)
            }
            return cell
        }
        // newuser14's override, as an app writes it.
        override func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
            insetTops.append(scrollView.adjustedContentInset.top)
        }
    }

    func show(_ controller: UIViewController, largeTitle: Bool = false,
              toolbar: Bool = false) -> (UINavigationController, UIView) {
        let navigation = UINavigationController(rootViewController: controller)
        controller.title = "Rows"
        navigation.navigationBar.prefersLargeTitles = largeTitle
        if toolbar {
            controller.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)]
            navigation.isToolbarHidden = false
        }
        UIKitTestFont.measureSystemFontToo(navigation.view)
        let view = navigation.trellis.show(size: Self.phone, safeAreaInsets: Self.phoneSafeArea)
        return (navigation, view)
    }

    func rowOnScreen(_ table: UITableView, _ row: Int, in view: UIView) throws -> CGRect {
        let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)), "row \(row) is on screen")
        return cell.convert(cell.bounds, to: view)
    }

    /// fixE × offsets × newuser14: scrolled to row 29 at `.bottom` in
    /// `viewDidLoad` under a large title. The inset is 47 + 96 = 143 on
    /// top and 34 below; UIKit's offset for the last row at the bottom is
    /// the greatest, 1,320 + 34 − 844 = 510, where row 29 (1,276 to 1,320)
    /// ends at 1,320 − 510 = 810, the home indicator's top (844 − 34), not
    /// under it. 653 points past the rest (-143), the large title has
    /// collapsed to the 44-point bar. The controller's override heard the
    /// inset change, its last value 143.
    @Test func largeTitleTableScrolledToItsLastRowBeforeSizing() throws {
        let controller = Rows()
        controller.scrollsEarly = true
        let (navigation, view) = show(controller, largeTitle: true)
        view.layoutIfNeeded()
        let table = controller.tableView!
        #expect(table.adjustedContentInset == UIEdgeInsets(top: 143, left: 0, bottom: 34, right: 0))
        #expect(table.contentOffset.y == 510)
        #expect(try rowOnScreen(table, 29, in: view).maxY == 810)
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(controller.insetTops.last == 143)
    }

    /// toolbar49 × offsets: with `toolbarItems` shown the bottom inset is
    /// 34 + 49 = 83; at rest -(47 + 44) = -91; the greatest offset 1,320 +
    /// 83 − 844 = 559, where row 29 ends at 1,320 − 559 = 761, the
    /// toolbar's top (844 − 83). A drag far up stops there.
    @Test func toolbarSetsTheBottomInsetAndTheScrollLimit() throws {
        let controller = Rows()
        let (navigation, view) = show(controller, toolbar: true)
        let table = controller.tableView!
        #expect(table.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        #expect(table.contentOffset.y == -91)
        #expect(navigation.toolbar.convert(navigation.toolbar.bounds, to: view).minY == 761)
        let touch = try #require(view.trellis.touchDown(at: CGPoint(x: 100, y: 700)))
        touch.move(to: CGPoint(x: 100, y: 400))
        touch.move(to: CGPoint(x: 100, y: -1200))
        touch.lift()
        view.layoutIfNeeded()
        #expect(table.contentOffset.y == 559)
        #expect(try rowOnScreen(table, 29, in: view).maxY == 761)
        // The same limit through scrollToRow after sizing.
        table.contentOffset.y = -91
        table.scrollToRow(at: IndexPath(row: 29, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 559)
    }

    /// offsets2 × editing: in a window (a text field becomes the first
    /// responder only there), scrolled ten rows past the rest (offset -91 +
    /// 440 = 349), row 10 (440 to 484) is drawn at 440 − 349 = 91; its text
    /// field (16, 7, 200 × 30) at 98 to 128 on screen. A tap at (50, 110)
    /// reaches that field, which becomes the first responder; its frame
    /// stays the content view's (16, 7), the cell's stays content
    /// coordinates (0, 440).
    @Test func tapReachesATextFieldInAScrolledRow() throws {
        let controller = Rows()
        controller.textFields = true
        let navigation = UINavigationController(rootViewController: controller)
        let window = UIWindow(frame: CGRect(origin: .zero, size: Self.phone))
        window.rootViewController = navigation
        // A root view's safe area is given, not inherited from the window (docs/uikit.md, "Not done yet").
        navigation.view.trellis.safeAreaInsets = Self.phoneSafeArea
        window.makeKeyAndVisible()
        defer { window.endEditing(true) }
        window.layoutIfNeeded()
        let table = controller.tableView!
        #expect(table.contentOffset.y == -91)
        table.contentOffset.y = -91 + 440
        window.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 10, section: 0)))
        let field = try #require(cell.contentView.viewWithTag(7) as? UITextField)
        #expect(cell.frame.origin == CGPoint(x: 0, y: 440))
        #expect(field.frame == CGRect(x: 16, y: 7, width: 200, height: 30))
        #expect(field.convert(field.bounds, to: window).minY == 98)
        #expect(window.trellis.tap(at: CGPoint(x: 50, y: 110)) === field)
        #expect(field.isFirstResponder)
        // Scrolling it off screen and back keeps the frames in content coordinates.
        table.contentOffset.y = 2000 - 844
        window.layoutIfNeeded()
        table.contentOffset.y = -91 + 440
        window.layoutIfNeeded()
        let again = try #require(table.cellForRow(at: IndexPath(row: 10, section: 0)))
        #expect(again.frame.origin == CGPoint(x: 0, y: 440))
        #expect(again.convert(again.bounds, to: window).minY == 91)
    }

    /// offsets2 × editing's clear button: the button's own check that the
    /// lifted touch is inside it (`touch.location(in:)`) reads through the
    /// scrolled table's content coordinates. Row 10 drawn at 91 (offset
    /// 349), its field's text "abc" with `.always`: a tap on the button's
    /// middle, found through `convert`, clears the text.
    @Test func clearButtonInAScrolledRowClears() throws {
        let controller = Rows()
        controller.textFields = true
        let (_, view) = show(controller)
        let table = controller.tableView!
        table.contentOffset.y = -91 + 440
        view.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 10, section: 0)))
        let field = try #require(cell.contentView.viewWithTag(7) as? UITextField)
        field.text = "abc"
        field.clearButtonMode = .always
        view.layoutIfNeeded()
        let button = try #require(field.subviews.first { $0 is TextFieldClearButton })
        let middle = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: view)
        #expect(middle.y > 98 && middle.y < 128)
        #expect(view.trellis.tap(at: middle) === button)
        #expect(field.text == "")
    }

    /// offsets' `scrollRectToVisible` × offsets2's `convert`: row 17 (748
    /// to 792) at rest (-91) is drawn from 839, below the home indicator's
    /// top (810). Its field, converted to the table, is 748 + 7 = 755 to
    /// 785 in content coordinates; shown with the least scroll inside the
    /// insets its bottom meets 844 − 34 = 810: offset 785 − 810 = -25, the
    /// field drawn from 780 to 810.
    @Test func scrollingAFieldInARowIntoView() throws {
        let controller = Rows()
        controller.textFields = true
        let (_, view) = show(controller)
        let table = controller.tableView!
        let cell = try #require(table.cellForRow(at: IndexPath(row: 17, section: 0)))
        let field = try #require(cell.contentView.viewWithTag(7))
        let rect = field.convert(field.bounds, to: table)
        #expect(rect == CGRect(x: 16, y: 755, width: 200, height: 30))
        table.scrollRectToVisible(rect, animated: false)
        view.layoutIfNeeded()
        #expect(table.contentOffset.y == -25)
        #expect(field.convert(field.bounds, to: view).minY == 780)
    }
}
