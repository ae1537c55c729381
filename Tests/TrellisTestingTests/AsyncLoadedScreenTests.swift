import Foundation
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// A screen that loads its data with `DispatchQueue.main.async` in
/// `viewDidLoad`, as apps do: the snapshot taken at once shows it empty;
/// docs/snapshots.md's recipe (load the view, `await Task.yield()` in an
/// async `@MainActor` test) shows the rows. Found by a client package
/// (newuser12) whose feed was drawn empty in every cell of its matrix.
@MainActor @Suite(.serialized) struct AsyncLoadedScreenTests {
    final class FruitList: UICollectionViewController {
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!

        init() {
            super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        }
        required init?(coder: NSCoder) { fatalError("not from a nib") }

        override func viewDidLoad() {
            super.viewDidLoad()
            let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, fruit in
                var content = cell.defaultContentConfiguration()
                content.text = fruit
                cell.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, fruit in
                view.dequeueConfiguredReusableCell(using: row, for: indexPath, item: fruit)
            }
            DispatchQueue.main.async { [weak self] in
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(["Apple", "Banana", "Cherry"])
                self?.dataSource.apply(snapshot, animatingDifferences: false)
            }
        }
    }

    func text(of controller: UIViewController) -> String {
        var result: String?
        Snapshotting<UIViewController, String>.recursiveDescription(on: .iPhone13).snapshot(controller).run { result = $0 }
        return result!
    }

    @Test func aSnapshotTakenAtOnceShowsNoRows() {
        #expect(!text(of: FruitList()).contains("Banana"))
    }

    @Test func afterATaskYieldTheRowsAreThere() async {
        let list = FruitList()
        list.loadViewIfNeeded()
        await Task.yield()
        #expect(text(of: list).contains("Banana"))
    }
}
