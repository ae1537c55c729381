import Foundation
import Testing
@testable import TrellisUIKit

/// A compositional layout's `configuration` is copied both ways. UIKit's
/// header: "Setting this property will invalidate the layout immediately
/// to affect any changes. Note: any changes made to properties directly
/// will have no effect" (Apple's page declares it `@NSCopying`).
///
/// The section: items as wide as the view (300) and 50 tall, one to a
/// group. Vertically the groups stack, item 1 at (0, 50); sideways they
/// follow each other along x, item 1 at (300, 0).
@MainActor @Suite struct CompositionalConfigurationCopyTests {
    final class Items: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    func layout() -> UICollectionViewCompositionalLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    func itemOne(_ layout: UICollectionViewCompositionalLayout, _ items: Items) -> CGPoint? {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = items
        view.layoutIfNeeded()
        return layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.origin
    }

    @Test func changingTheReturnedConfigurationHasNoEffect() {
        let items = Items()
        let layout = layout()
        layout.configuration.scrollDirection = .horizontal
        #expect(layout.configuration.scrollDirection == .vertical)
        #expect(itemOne(layout, items) == CGPoint(x: 0, y: 50))
    }

    @Test func assigningItBackTurnsTheLayout() {
        let items = Items()
        let layout = layout()
        let configuration = layout.configuration
        configuration.scrollDirection = .horizontal
        layout.configuration = configuration
        #expect(itemOne(layout, items) == CGPoint(x: 300, y: 0))
    }

    /// The layout keeps a copy of the configuration it is given: changing
    /// the caller's object afterwards changes nothing.
    @Test func theGivenConfigurationIsCopied() {
        let items = Items()
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration)
        configuration.scrollDirection = .horizontal
        #expect(itemOne(layout, items) == CGPoint(x: 0, y: 50))
    }
}
