import CorpusViews
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

final class ProductGridSpy: NSObject, ProductGridViewControllerDelegate {
    var selected: [Int] = []
    var toggled: [Int] = []

    func productGrid(_ controller: ProductGridViewController, didSelectProductAt index: Int) {
        selected.append(index)
    }
    // @objc spelled out, as docs/objective-c.md says for a protocol from another module.
    @objc func productGrid(_ controller: ProductGridViewController, didToggleFavoriteAt index: Int) { toggled.append(index) }
}

extension Corpus {
    @MainActor @Suite struct ProductGridViewControllerTests {
        static let products = [
            ("Canvas Tote", "$24"), ("Enamel Mug", "$18"), ("Wool Beanie", "$32"), ("Field Notes", "$12"),
            ("Trail Socks", "$16"), ("Water Bottle", "$28"), ("Sun Cap", "$22"),
        ]

        func makeGrid() -> (ProductGridViewController, ProductGridSpy) {
            let grid = ProductGridViewController(products: Self.products.map { .init(name: $0.0, price: $0.1) })
            let spy = ProductGridSpy()
            grid.delegate = spy
            grid.trellis.show(size: CGSize(width: 375, height: 667))
            return (grid, spy)
        }

        @Test func cellsAreSizedByTheDelegateInTwoColumns() {
            let (grid, _) = makeGrid()
            // (375 − 16 − 16 − 12) / 2 = 165.5, rounded down: 165 wide, 165 + 64 tall;
            // the line's 1 point left over goes between the two (justified).
            let first = grid.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
            let second = grid.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
            #expect(first == CGRect(x: 16, y: 52, width: 165, height: 229))
            #expect(second == CGRect(x: 194, y: 52, width: 165, height: 229))
            // Lines 16 apart; 667 tall: lines 0…2 show (the third starts at 52 + 2 × 245 = 542).
            #expect(grid.collectionView.indexPathsForVisibleItems.count == 6)
        }

        @Test func aTapSelectsAProductAndTheHeartTogglesIt() {
            let (grid, spy) = makeGrid()
            grid.collectionView.trellis.tap(at: CGPoint(x: 250, y: 100))
            #expect(spy.selected == [1], "the Enamel Mug")
            let cell = grid.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
            let heart = cell?.contentView.subviews.compactMap { $0 as? UIButton }.first
            heart?.sendActions(for: .touchUpInside)
            #expect(spy.toggled == [2])
            #expect(grid.products[2].isFavorite)
        }

        @Test func snapshot() {
            let (grid, _) = makeGrid()
            assertSnapshot(of: grid, as: .image(on: .iPhoneSe), named: "iPhoneSe")
        }
    }
}
