import Foundation
import Testing
@testable import TrellisUIKit

/// A plain list in landscape: 600 points wide with 44 points of safe area
/// a side. The list content's margins are read with the safe area since
/// noticed30 (Apple's `layoutMargins`: "the values may be greater if the
/// view is not fully inside the safe area"), so the text starts at
/// 44 + 20 = 64 (the 20-point side margin of a list 393 points wide or
/// more: docs/uikit-numbers.md, "Tables"). The separator starts under the
/// text, as a list's separators follow the text (Apple,
/// `UIListSeparatorConfiguration`: "the separator's leading edge aligns
/// with the leading edge of the primary text"), not 20 from the edge
/// under the sensor housing.
@MainActor @Suite struct ListSeparatorInLandscapeTests {
    @Test func theSeparatorStartsUnderTheTextInTheSafeArea() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 600, height: 300), collectionViewLayout: layout)
        view.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        view.trellis.safeAreaInsets = UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["one", "two"])
        source.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let label = try #require(UITableViewCellTextFinder.label("one", in: cell))
        #expect(label.convert(CGPoint.zero, to: cell).x == 64)
        #expect(cell.separatorLeading == 64)
    }
}
