import Layout
import Render
import Testing
@testable import TrellisUIKit

/// fixE × offsets × offsets2: a list scrolled to its last row or item in
/// `viewDidLoad` (no height yet), shown under a large title. fixE's own
/// tests have no bars (FixE/ScrollBeforeSizingTests); here the scroll
/// worked out again at the first layout must use the adjusted inset. The
/// screen (ScrollViewAdjustedInsetTests): 390 × 844, safe area 47 top and
/// 34 bottom, the large-title bar 96 tall: insets 143 and 34.
@MainActor @Suite struct EarlyScrollUnderBarsTests {
    /// A collection view controller of 30 items 390 × 40, no spacing:
    /// content 1,200; scrolled to item 29 at `.bottom` in `viewDidLoad`.
    final class Items: UICollectionViewController {
        init() {
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 390, height: 40)
            flow.minimumLineSpacing = 0
            flow.minimumInteritemSpacing = 0
            super.init(collectionViewLayout: flow)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
            collectionView.reloadData()
            collectionView.scrollToItem(at: IndexPath(item: 29, section: 0), at: .bottom, animated: false)
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
    }

    /// A plain controller with a `UITableView()` pinned to its view's
    /// edges (fixE's GitHub example), 30 rows of 44: content 1,320;
    /// scrolled to row 29 at `.bottom` in `viewDidLoad`.
    final class Pinned: UIViewController, UITableViewDataSource {
        let table = UITableView()
        override func viewDidLoad() {
            super.viewDidLoad()
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.rowHeight = 44
            table.dataSource = self
            table.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(table)
            NSLayoutConstraint.activate([
                table.topAnchor.constraint(equalTo: view.topAnchor),
                table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
            table.reloadData()
            table.scrollToRow(at: IndexPath(row: 29, section: 0), at: .bottom, animated: false)
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    func show(_ controller: UIViewController) -> UIView {
        let navigation = UINavigationController(rootViewController: controller)
        controller.title = "List"
        navigation.navigationBar.prefersLargeTitles = true
        UIKitTestFont.measureSystemFontToo(navigation.view)
        let view = navigation.trellis.show(size: ScrollEdgeAppearanceTests.phone,
                                           safeAreaInsets: ScrollEdgeAppearanceTests.phoneSafeArea)
        view.layoutIfNeeded()
        return view
    }

    /// The greatest offset, 1,200 + 34 − 844 = 390: item 29 (1,160 to
    /// 1,200) ends at 1,200 − 390 = 810, the home indicator's top.
    @Test func collectionUnderALargeTitle() throws {
        let controller = Items()
        let view = show(controller)
        let list = controller.collectionView!
        #expect(list.adjustedContentInset == UIEdgeInsets(top: 143, left: 0, bottom: 34, right: 0))
        #expect(list.contentOffset.y == 390)
        let cell = try #require(list.cellForItem(at: IndexPath(item: 29, section: 0)))
        #expect(cell.frame.minY == 1160)
        #expect(cell.convert(cell.bounds, to: view).maxY == 810)
    }

    /// A table pinned under the bars takes the safe area it covers (the
    /// whole of it: it fills the view): the greatest offset is 1,320 + 34
    /// − 844 = 510, row 29 ending at 810.
    @Test func pinnedTableUnderALargeTitle() throws {
        let controller = Pinned()
        let view = show(controller)
        let table = controller.table
        #expect(table.adjustedContentInset == UIEdgeInsets(top: 143, left: 0, bottom: 34, right: 0))
        #expect(table.contentOffset.y == 510)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 29, section: 0)))
        #expect(cell.convert(cell.bounds, to: view).maxY == 810)
    }
}

/// offsets × offsets2 × the large title: the title collapses by how far
/// the observed scroll view is from its rest (`contentOffset.y +
/// adjustedContentInset.top`), for a table pinned inside the controller's
/// view and named with `setContentScrollView(_:for:)` (as the view's first
/// subview it would be found without: ContentScrollViewFindingTests) as
/// for a table controller's. Rest -143; 30 past it the bar is 96
/// − 30 = 66 (as ScrollViewAdjustedInsetTests' table controller); back at
/// the rest, 96.
@MainActor @Suite struct PinnedTableLargeTitleTests {
    final class Pinned: UIViewController, UITableViewDataSource {
        let table = UITableView()
        override func viewDidLoad() {
            super.viewDidLoad()
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.rowHeight = 44
            table.dataSource = self
            table.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(table)
            NSLayoutConstraint.activate([
                table.topAnchor.constraint(equalTo: view.topAnchor),
                table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
            setContentScrollView(table, for: .top)
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    @Test func thePinnedTableCollapsesTheTitle() throws {
        let controller = Pinned()
        let navigation = UINavigationController(rootViewController: controller)
        controller.title = "List"
        navigation.navigationBar.prefersLargeTitles = true
        UIKitTestFont.measureSystemFontToo(navigation.view)
        let view = navigation.trellis.show(size: ScrollEdgeAppearanceTests.phone,
                                           safeAreaInsets: ScrollEdgeAppearanceTests.phoneSafeArea)
        let table = controller.table
        #expect(table.contentOffset.y == -143)
        #expect(navigation.navigationBar.frame.height == 96)
        table.contentOffset.y = -143 + 30
        view.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 66)
        table.contentOffset.y = -143
        view.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96)
    }
}
