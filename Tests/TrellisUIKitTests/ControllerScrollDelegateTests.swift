import Testing
@testable import TrellisUIKit

/// A table or collection view controller is its scroll view's delegate, and
/// UIKit's Swift interface lets a subclass write
/// `override func scrollViewDidScroll(_:)` (the controller declares
/// `UIScrollViewDelegate`'s methods through `UITableViewDelegate` /
/// `UICollectionViewDelegate`). Found by newuser14 (issue 30): a sticky
/// header written the documented way, `contentOffset.y +
/// adjustedContentInset.top` in the override, did not compile ("method does
/// not override any method from its superclass"), and without `override`
/// the method was never called. These overrides do not compile without the
/// controllers' declarations.
///
/// The screen: an iPhone 13 in a navigation controller (ScrollViewAdjustedInsetTests):
/// the table rests at -(47 + 44) = -91, so an offset set to 200 is 291
/// from rest, and scrolling back to `-adjustedContentInset.top` is 0.
@MainActor @Suite struct ControllerScrollDelegateTests {
    final class StickyRows: UITableViewController {
        var distances: [CGFloat] = []
        var insetChanges = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            tableView.rowHeight = 44
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        override func scrollViewDidScroll(_ scrollView: UIScrollView) {
            distances.append(scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
        }
        override func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { insetChanges += 1 }
    }

    final class Grid: UICollectionViewController {
        var offsets: [CGFloat] = []
        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            super.init(collectionViewLayout: layout)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }
        override func collectionView(_ collectionView: UICollectionView,
                                     cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        override func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
    }

    @Test func tableControllerOverrideHearsTheScroll() throws {
        let controller = StickyRows(style: .plain)
        _ = ScrollViewAdjustedInsetTests().inNavigation(controller)
        let table = try #require(controller.tableView)
        #expect(controller.insetChanges > 0)  // the bar's 91 arrived after the view loaded
        controller.distances.removeAll()
        table.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        #expect(controller.distances == [291])
        table.setContentOffset(CGPoint(x: 0, y: -table.adjustedContentInset.top), animated: false)
        #expect(controller.distances == [291, 0])
    }

    @Test func collectionControllerOverrideHearsTheScroll() throws {
        let controller = Grid()
        _ = ScrollViewAdjustedInsetTests().inNavigation(controller)
        let grid = try #require(controller.collectionView)
        controller.offsets.removeAll()
        grid.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
        #expect(controller.offsets == [120])
    }
}
