import Foundation
import Testing
@testable import TrellisUIKit

/// floating × safearea: a compositional list in a navigation controller
/// (390 × 844, safe area 47 and 34; the bar ends at 47 + 44 = 91, so the
/// adjusted inset is 91 and 34 and the list rests at −91), each section a
/// pinned 30-point header, ten 44-point items, insets 10 top and bottom
/// and 16 at the sides, and a background decoration inset 4 and 8.
/// Section 0: header 0 to 30, content with insets 30 to 30 + 10 + 440 +
/// 10 = 490, background (8, 34, 374, 452); section 1 from 490: header 490
/// to 520, background (8, 524, 374, 452).
@MainActor @Suite struct PinnedHeaderOverBackgroundTests {
    static let kind = "review29-background"
    static let header = UICollectionView.elementKindSectionHeader

    final class Background: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .blue
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class List: UICollectionViewController {
        init() {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                            heightDimension: .absolute(44)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
            let background = NSCollectionLayoutDecorationItem.background(elementKind: PinnedHeaderOverBackgroundTests.kind)
            background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
            section.decorationItems = [background]
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: PinnedHeaderOverBackgroundTests.header, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            let layout = UICollectionViewCompositionalLayout(section: section)
            layout.register(Background.self, forDecorationViewOfKind: PinnedHeaderOverBackgroundTests.kind)
            super.init(collectionViewLayout: layout)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
            collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: PinnedHeaderOverBackgroundTests.header,
                                    withReuseIdentifier: "header")
        }
        override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                     at indexPath: IndexPath) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            view.backgroundColor = .red
            return view
        }
    }

    private func shown() -> (UIView, UICollectionView) {
        let list = List()
        list.title = "List"
        let navigation = UINavigationController(rootViewController: list)
        let root = navigation.trellis.show(size: CGSize(width: 390, height: 844),
                                           safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        root.layoutIfNeeded()
        return (root, list.collectionView)
    }

    private func headers(_ view: UICollectionView) -> [UIView] {
        view.subviews.filter { $0.backgroundColor == .red && !$0.isHidden }.sorted { $0.frame.minY < $1.frame.minY }
    }

    /// Scrolled to 100 the visible top is 191: section 0's header sticks
    /// there (191 ≤ 490 − 30), over the items, while its background stays
    /// at 34 under them all. It covers none of the list's safe area less
    /// its inset. Scrolled to 400 (visible top 491), section 1's header
    /// sticks at 491 and pushes section 0's to 460.
    @Test func thePinnedHeaderSticksUnderTheBarAboveTheBackground() throws {
        let (root, list) = shown()
        #expect(list.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(list.contentOffset.y == -91)
        list.contentOffset = CGPoint(x: 0, y: 100)
        root.layoutIfNeeded()
        let header = try #require(headers(list).first)
        // At the sides the section's insets, 16 (Apple's
        // `supplementariesFollowContentInsets`, true by default): 358 wide.
        #expect(header.frame == CGRect(x: 16, y: 191, width: 358, height: 30))
        #expect(header.safeAreaInsets == .zero)
        let background = try #require(list.subviews.first { $0 is Background })
        #expect(background.frame == CGRect(x: 8, y: 34, width: 374, height: 452))
        let cell = try #require(list.cellForItem(at: IndexPath(item: 4, section: 0)))
        let order = { (view: UIView) in list.subviews.firstIndex { $0 === view } ?? -1 }
        #expect(order(background) < order(cell))
        #expect(order(cell) < order(header))
        list.contentOffset = CGPoint(x: 0, y: 400)
        root.layoutIfNeeded()
        #expect(headers(list).map(\.frame.minY) == [460, 491])
    }
}
