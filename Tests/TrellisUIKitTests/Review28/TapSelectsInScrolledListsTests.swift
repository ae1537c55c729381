import Layout
import Testing
@testable import TrellisUIKit

/// offsets × offsets2 × tap routing: a tap on a scrolled list under a
/// navigation bar selects the row or item drawn under the finger. iPhone
/// 13 (ScrollViewAdjustedInsetTests): rest -91. The table's rows are 44
/// tall: at offset -91 + 440 = 349, row 10 (440 to 484) is drawn from 91
/// to 135, so a tap at y 113 selects row 10 (row 9 ends at 91, under the
/// bar's bottom). The collection's items are 390 × 40, no spacing: at
/// offset -91 + 400 = 309, item 10 (400 to 440) is drawn from 91 to 131;
/// a tap at y 111 selects item 10.
@MainActor @Suite struct TapSelectsInScrolledListsTests {
    final class Rows: UITableViewController {
        var selected: [IndexPath] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            tableView.rowHeight = 44
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    final class Items: UICollectionViewController {
        var selected: [IndexPath] = []
        init() {
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 390, height: 40)
            flow.minimumLineSpacing = 0
            super.init(collectionViewLayout: flow)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    func show(_ controller: UIViewController) -> UIView {
        let navigation = UINavigationController(rootViewController: controller)
        controller.title = "List"
        UIKitTestFont.measureSystemFontToo(navigation.view)
        return navigation.trellis.show(size: ScrollEdgeAppearanceTests.phone,
                                       safeAreaInsets: ScrollEdgeAppearanceTests.phoneSafeArea)
    }

    @Test func aTapSelectsTheRowDrawnUnderIt() {
        let controller = Rows()
        let view = show(controller)
        controller.tableView.contentOffset.y = -91 + 440
        view.layoutIfNeeded()
        view.trellis.tap(at: CGPoint(x: 200, y: 113))
        #expect(controller.selected == [IndexPath(row: 10, section: 0)])
    }

    @Test func aTapSelectsTheItemDrawnUnderIt() {
        let controller = Items()
        let view = show(controller)
        #expect(controller.collectionView.contentOffset.y == -91)
        controller.collectionView.contentOffset.y = -91 + 400
        view.layoutIfNeeded()
        view.trellis.tap(at: CGPoint(x: 200, y: 111))
        #expect(controller.selected == [IndexPath(item: 10, section: 0)])
    }
}
