import Foundation
import Testing
@testable import TrellisUIKit

/// A vertical compositional layout right to left is mirrored in the view's
/// width, as a flow layout is: UIKit's compositional layouts take
/// directional insets (`NSDirectionalEdgeInsets`) and mirror their columns
/// when the collection view says right to left (dotnet/maui pull request
/// 32372, "RTL column mirroring in UICollectionView", whose whole fix is
/// setting the native view's `semanticContentAttribute`).
///
/// A 300-point view; groups as wide as it and 50 tall, three items 80
/// wide 10 apart; the section's leading inset 10. Left to right the items
/// stand at 10, 100, 190; mirrored (x → 300 − maxX) at 210, 120, 30.
@MainActor @Suite struct CompositionalRightToLeftTests {
    final class Items: NSObject, UICollectionViewDataSource {
        let count: Int
        init(_ count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    func gridSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(80), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0)
        return section
    }

    func xs(_ section: NSCollectionLayoutSection, count: Int, rightToLeft: Bool,
            safeArea: UIEdgeInsets = .zero) -> [CGFloat?] {
        let layout = UICollectionViewCompositionalLayout(section: section)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        if rightToLeft { view.semanticContentAttribute = .forceRightToLeft }
        view.trellis.safeAreaInsets = safeArea
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let items = Items(count)
        view.dataSource = items
        view.layoutIfNeeded()
        return (0..<count).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minX }
    }

    @Test func aGridMirrors() {
        #expect(xs(gridSection(), count: 3, rightToLeft: false) == [10, 100, 190])
        #expect(xs(gridSection(), count: 3, rightToLeft: true) == [210, 120, 30])
    }

    /// The safe area stays on its side: 20 at the right is the leading
    /// side right to left, so the first item ends 20 + 10 in from the
    /// right, at 270 − 80 = 190 (the section's automatic reference is the
    /// safe area, the configuration's default).
    @Test func theLeadingSafeAreaIsAtTheRight() {
        let safe = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 20)
        #expect(xs(gridSection(), count: 1, rightToLeft: true, safeArea: safe) == [190])
    }

    /// An orthogonal section's groups (200 wide, 10 apart) run from the
    /// right edge leftwards: left to right at 0, 210; mirrored at
    /// 300 − 200 = 100 and 300 − 410 = −110, off the left edge where the
    /// section's sideways scrolling would bring it (Trellis's reading of
    /// the mirror for a section scrolling across).
    @Test func anOrthogonalSectionStartsAtTheRight() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        #expect(xs(section, count: 2, rightToLeft: false) == [0, 210])
        #expect(xs(section, count: 2, rightToLeft: true) == [100, -110])
    }
}
