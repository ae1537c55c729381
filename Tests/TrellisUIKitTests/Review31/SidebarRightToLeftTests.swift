import Foundation
import Testing
import TrellisTesting
@testable import TrellisUIKit

/// Where sources31 (a `.sidebar` list indents 20 a level) meets right to
/// left and this branch's mirrored compositional layouts: the rows still
/// span the list's width (a list section's frames are symmetric, so the
/// mirror moves none), and each level's content view ends 20 × level short
/// of the cell's right edge, the indentation counted from the leading side
/// as `OutlineExpansionTests.rightToLeftIndentsFromTheRight` has it for 10.
@MainActor @Suite struct SidebarRightToLeftTests {
    @Test func aSidebarOutlineIndentsFromTheRight() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 414, height: 500), collectionViewLayout: layout)
        // The traits' direction (an app in Arabic), not the view's own
        // attribute: UIKit's `semanticContentAttribute` is the view's alone,
        // its cells keep theirs.
        view.trellis.traitOverrides = UITraitCollection(layoutDirection: .rightToLeft)
        view.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Controls"])
        outline.append(["Buttons"], to: "Controls")
        outline.append(["Menu Buttons"], to: "Buttons")
        outline.expand(["Controls", "Buttons"])
        source.apply(outline, to: 0, animatingDifferences: false)
        view.layoutIfNeeded()
        let rows = try ["Controls", "Buttons", "Menu Buttons"].map { item in
            try #require(source.indexPath(for: item).flatMap { view.cellForItem(at: $0) } as? UICollectionViewListCell)
        }
        let first = rows[0].frame
        for (level, cell) in rows.enumerated() {
            #expect(cell.frame.minX == first.minX && cell.frame.width == first.width, "level \(level)")
            #expect(abs(cell.contentView.frame.maxX - (cell.bounds.width - 20 * CGFloat(level))) < 1e-9,
                    "level \(level): \(cell.contentView.frame)")
        }
    }
}
