import Layout
import Render
import Testing
import TrellisUIKit

/// The outline disclosure's chevron, drawn: the disclosure chevron's ink
/// as UIKit draws it (docs/uikit-numbers.md, "Accessory glyphs as drawn":
/// 7 × 12 points, its right edge 1 inside the 16-point margin of a
/// 375-point row, its middle on the row's) while the item is collapsed,
/// and the same ink turned 90° about its middle while it is expanded
/// (Apple: "a rotating chevron"). At @2x in a 44-point row: collapsed,
/// pixels 702–716 × 32–56; expanded, a box 12 × 7 points about the same
/// middle (354.5, 22): 348.5–360.5 × 18.5–25.5 points, pixels 697–721 × 37–51.
@MainActor @Suite struct OutlineChevronTests {
    func drawnFirstRow(expanded: Bool) throws -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        list.showsSeparators = false
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 88),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            cell.accessories = item == "parent" ? [.outlineDisclosure()] : []
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["parent"])
        outline.append(["child"], to: "parent")
        if expanded { outline.expand(["parent"]) }
        source.apply(outline, to: 0, animatingDifferences: false)
        let canvas = try SceneRenderer(scale: 2).render(view.trellis.solvedLayout(width: 375, height: 88))
        let pixels = canvas.pixels(), width = canvas.width
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<88 {
            for x in 300..<750 {
                let value = pixels[y * width + x]
                let channels = [Int((value >> 16) & 0xFF), Int((value >> 8) & 0xFF), Int(value & 0xFF)]
                guard channels.contains(where: { 255 - $0 > 20 }) else { continue }
                box = (min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x + 1, x + 1), max(box?.maxY ?? y + 1, y + 1))
            }
        }
        withExtendedLifetime(source) {}
        return box
    }

    @Test func collapsedPointsForward() throws {
        let box = try #require(try drawnFirstRow(expanded: false))
        #expect(box.minX == 702 && box.maxX == 716 && box.minY == 32 && box.maxY == 56, "\(box)")
    }

    @Test func expandedPointsDown() throws {
        let box = try #require(try drawnFirstRow(expanded: true))
        #expect(box.minX == 697 && box.maxX == 721 && box.minY == 37 && box.maxY == 51, "\(box)")
    }
}
