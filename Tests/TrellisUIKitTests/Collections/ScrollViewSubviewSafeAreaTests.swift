import Foundation
import Testing
@testable import TrellisUIKit

/// A collection or table view added as a subview of a view controller's
/// view, as apps write it (`UICollectionView(frame: view.bounds, …)` with
/// an autoresizing mask, or pinned to the view's edges), in a navigation
/// controller: its content starts below the bars. Apple,
/// `UIView.safeAreaInsets`: "For other views in the view hierarchy, the
/// insets reflect only the portion of the view that is covered"; Apple,
/// `UIScrollView.ContentInsetAdjustmentBehavior.automatic`: content is
/// adjusted for the safe area when the scroll view is in a navigation
/// controller. On an iPhone 13 (status bar 47, docs/uikit-numbers.md
/// "Devices") under a 44-point bar (docs/uikit-numbers.md, "Bars") the
/// covered top is 47 + 44 = 91, so the first 100-point item is at y 91.
@MainActor @Suite struct ScrollViewSubviewSafeAreaTests {
    static let phone = CGSize(width: 390, height: 844)
    static let phoneSafeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    final class Items: NSObject, UICollectionViewDataSource, UITableViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
    }

    final class Screen: UIViewController {
        let items = Items()
        let pinnedToSafeArea: Bool
        let adjustment: UIScrollView.ContentInsetAdjustmentBehavior
        var collectionView: UICollectionView!
        var tableView: UITableView!

        init(pinnedToSafeArea: Bool = false, adjustment: UIScrollView.ContentInsetAdjustmentBehavior = .automatic) {
            self.pinnedToSafeArea = pinnedToSafeArea
            self.adjustment = adjustment
            super.init(nibName: nil, bundle: nil)
            title = "Feed"
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = items
            collectionView.contentInsetAdjustmentBehavior = adjustment
            tableView = UITableView(frame: .zero, style: .plain)
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            tableView.rowHeight = 50
            tableView.dataSource = items
            tableView.contentInsetAdjustmentBehavior = adjustment
            if pinnedToSafeArea {
                for scrollView in [collectionView!, tableView!] as [UIScrollView] {
                    scrollView.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(scrollView)
                    NSLayoutConstraint.activate([
                        scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    ])
                }
            } else {
                collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.addSubview(collectionView)
                tableView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(tableView)
                NSLayoutConstraint.activate([
                    tableView.topAnchor.constraint(equalTo: view.topAnchor),
                    tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                ])
            }
        }
    }

    func show(_ screen: Screen) {
        let navigation = UINavigationController(rootViewController: screen)
        navigation.trellis.show(size: Self.phone, safeAreaInsets: Self.phoneSafeArea)
    }

    /// Filling the view: the collection view's first item drawn at 91, the
    /// next 100 below; the table's first 50-point row at 91 too. The cells'
    /// frames are in content coordinates, as UIKit's (0 and 100, the offset
    /// at rest -91), so where they are drawn is read through `convert`.
    @Test func filledViewStartsBelowTheBars() throws {
        let screen = Screen()
        show(screen)
        #expect(screen.collectionView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(screen.collectionView.overlappedSafeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        let first = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(first.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(first.convert(first.bounds, to: screen.view) == CGRect(x: 0, y: 91, width: 390, height: 100))
        #expect(second.convert(second.bounds, to: screen.view).minY == 191)
        #expect(screen.tableView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        let row = try #require(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(row.frame.minY == 0)
        #expect(row.convert(row.bounds, to: screen.view).minY == 91)
    }

    /// Pinned to the safe area's top, nothing of the view is covered above:
    /// the content starts at the view's own top.
    @Test func pinnedBelowTheBarsIsNotMovedAgain() {
        let screen = Screen(pinnedToSafeArea: true)
        show(screen)
        #expect(screen.collectionView.frame.minY == 91)
        #expect(screen.collectionView.overlappedSafeAreaInsets.top == 0)
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 0)
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 0)
    }

    /// `.never` turns the adjustment off (Apple: "Do not adjust the scroll
    /// view insets"): the content starts under the bars.
    @Test func neverLeavesTheContentUnderTheBars() {
        let screen = Screen(adjustment: .never)
        show(screen)
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 0)
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 0)
    }
}
