import Foundation
import Testing
@testable import TrellisUIKit

/// A list cell's chevrons follow the cell's own direction whenever it is
/// set, and a `separatorLayoutGuide` only read follows the separator as the
/// content changes (Apple: "the layout guide for the cell's separator").
@MainActor @Suite struct ListCellDirectionAndGuideTests {
    private func chevrons(of cell: UICollectionViewListCell) -> [SymbolGlyphView] {
        var found: [SymbolGlyphView] = [], stack = cell.subviews
        while let view = stack.popLast() {
            if let glyph = view as? SymbolGlyphView, glyph.shape == .disclosureChevron { found.append(glyph) }
            stack += view.subviews
        }
        return found
    }

    /// The direction set after the accessories: the chevron turns with it,
    /// and back. Before, it kept the direction it was built in.
    @Test func aDirectionSetAfterTheAccessoriesTurnsTheChevron() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        UIKitTestFont.measure(root)
        let cell = UICollectionViewListCell(frame: root.bounds)
        var content = cell.defaultContentConfiguration()
        content.text = "Apple"
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator(), .outlineDisclosure()]
        root.addSubview(cell)
        root.layoutIfNeeded()
        let built = chevrons(of: cell)
        #expect(built.count == 2)
        #expect(built.allSatisfy { !$0.mirrored })
        cell.semanticContentAttribute = .forceRightToLeft
        #expect(chevrons(of: cell).allSatisfy { $0.mirrored })
        cell.semanticContentAttribute = .forceLeftToRight
        #expect(chevrons(of: cell).allSatisfy { !$0.mirrored })
    }

    final class Source: NSObject, UICollectionViewDataSource {
        var image: UIImage?
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = "x"
            content.image = image
            cell.contentConfiguration = content
            _ = cell.separatorLayoutGuide  // read, never constrained
            return cell
        }
    }

    /// A guide read when the cell had no image, then the content given an
    /// image: the separator moves to the text after the image, and the
    /// guide with it (it kept the text's first start, 16).
    @Test func aGuideOnlyReadFollowsTheSeparator() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        UIKitTestFont.measure(view)
        view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source()
        view.dataSource = source
        view.layoutIfNeeded()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(cell.separatorLayoutGuide.layoutFrame.minX == 16)
        #expect(cell.separatorLine?.frame.minX == 16)
        source.image = UIImage(systemName: "star")
        view.reloadData()
        view.layoutIfNeeded()
        let again = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let line = try #require(again.separatorLine).frame.minX
        #expect(line > 16)
        #expect(again.separatorLayoutGuide.layoutFrame.minX == CGFloat(line))
    }
}
