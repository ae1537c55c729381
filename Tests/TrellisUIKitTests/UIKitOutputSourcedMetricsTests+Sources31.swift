import Foundation
import Testing
@testable import TrellisUIKit

/// Sources31 (issue 30): a sidebar outline's indentation per level, from
/// UIKit's drawing (docs/uikit-numbers.md, "`indentationWidth` default",
/// "The searches of sources31"). Every expectation is the source's
/// arithmetic: the indentation moves the content view, so the test font
/// changes no x here.
extension UIKitOutputSourcedMetricsTests {
    /// Apple's UIKitCatalog (its `OutlineViewController`: a
    /// `UICollectionLayoutListConfiguration(appearance: .sidebar)` list fed
    /// by a section snapshot, no `indentationWidth` set) drawn by the
    /// iPhone 11 simulator, iOS 16.2, 414 points wide
    /// (pome-ta/pystaUIKitCatalogChallenge @ 32e646b,
    /// `captureSampleImage/Controls.png`: the screen 818 pixels across, so
    /// 818 / 414 = 1.976 pixels a point): rows without an image start their
    /// text's ink at 49.09 points at level 1 ("Segmented Controls") and
    /// 69.34 at level 2 ("Page Control"), 20.25 apart; the images of levels
    /// 1 and 2 start at 48.59 and 68.83, 20.24 apart. SwiftUI's sidebar
    /// list (mecid/mecid.github.io, `public/outlineGroup2.png`, iOS 14, 375
    /// points at @2x) starts "Shoes", "Sliders" and "Slim" at 25, 45 and 65
    /// (pixels 50, 90, 130): 20 a level. So a sidebar list's level-n
    /// content view starts 20n in, its text 20n after level 0's.
    @Test func sidebarOutlineIndentsTwentyALevel() throws {
        let list = sidebarOutline(appearance: .sidebar)
        let base = try textX("Controls", in: list)
        for (item, level) in [("Controls", 0), ("Buttons", 1), ("Menu Buttons", 2), ("Sliders", 1)] {
            let cell = try #require(list.cell(item))
            #expect(cell.indentationLevel == level, "\(item)")
            #expect(abs(cell.contentView.frame.minX - 20 * CGFloat(level)) < 1e-9, "\(item): \(cell.contentView.frame)")
            #expect(abs(try textX(item, in: list) - base - 20 * CGFloat(level)) < 1e-9, "\(item)")
        }
    }

    /// An app's own `indentationWidth` wins over the sidebar's 20 (Apple:
    /// "The overall indentation is the product of `indentationWidth` and
    /// `indentationLevel`"): 7 a level.
    @Test func anAppsIndentationWidthWinsInASidebar() throws {
        let list = sidebarOutline(appearance: .sidebar, width: 7)
        let cell = try #require(list.cell("Menu Buttons"))
        #expect(cell.indentationWidth == 7)
        #expect(abs(cell.contentView.frame.minX - 14) < 1e-9, "\(cell.contentView.frame)")
    }

    /// The other appearances keep the table cell's 10 (Apple's for table
    /// cells; for list cells UNSOURCED, no drawing of a non-sidebar
    /// outline found): level 2 starts 20 in.
    @Test func otherListsKeepTen() throws {
        let list = sidebarOutline(appearance: .insetGrouped)
        let cell = try #require(list.cell("Menu Buttons"))
        #expect(abs(cell.contentView.frame.minX - 20) < 1e-9, "\(cell.contentView.frame)")
    }

    /// UIKitCatalog's outline, in part: Controls ▸ Buttons ▸ Menu Buttons;
    /// Controls ▸ Sliders; all expanded, in a list 414 points wide.
    private func sidebarOutline(appearance: UICollectionLayoutListConfiguration.Appearance,
                                width: CGFloat? = nil) -> SidebarOutline {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: appearance))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 414, height: 500), collectionViewLayout: layout)
        view.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            if let width { cell.indentationWidth = width }
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Controls"])
        outline.append(["Buttons", "Sliders"], to: "Controls")
        outline.append(["Menu Buttons"], to: "Buttons")
        outline.expand(["Controls", "Buttons"])
        source.apply(outline, to: 0, animatingDifferences: false)
        view.layoutIfNeeded()
        return SidebarOutline(view: view, source: source)
    }

    private func textX(_ item: String, in list: SidebarOutline) throws -> CGFloat {
        let cell = try #require(list.cell(item))
        let label = try #require(UITableViewCellTextFinder.label(item, in: cell))
        return label.convert(CGPoint.zero, to: list.view).x
    }
}

@MainActor private struct SidebarOutline {
    let view: UICollectionView
    let source: UICollectionViewDiffableDataSource<Int, String>

    func cell(_ item: String) -> UICollectionViewListCell? {
        source.indexPath(for: item).flatMap { view.cellForItem(at: $0) } as? UICollectionViewListCell
    }
}
