import Foundation
import Testing
@testable import TrellisUIKit

/// A compositional layout's own headers and footers, its configuration's
/// `boundarySupplementaryItems` (Apple: "associated with the boundary edges
/// of the entire layout, such as global headers and footers";
/// LayoutBoundaryPlacer.swift). Before this change they were kept and not
/// placed: none of these tests passed.
///
/// The screen: a 320 × 300 collection view, no safe area. Two sections of
/// three 320 × 44 items (132 points each), `interSectionSpacing` 10, a
/// 40-point section header per section (kind "section"). The layout's
/// header (kind "layout-header") is 320 × 60, its footer (kind
/// "layout-footer") 200 × 30 at `.bottomTrailing`. By hand:
/// layout header 0–60; section 0: its header 60–100, items 100–232;
/// spacing 232–242; section 1: header 242–282, items 282–414; the layout
/// footer 414–444 at x 320 − 200 = 120; content height 444.
@MainActor @Suite struct LayoutBoundaryItemTests {
    static let layoutHeader = "layout-header"
    static let layoutFooter = "layout-footer"
    static let sectionHeader = "section"

    final class Source: NSObject, UICollectionViewDataSource {
        /// Each supplementary view asked for: its kind and index path.
        var asked: [String: [IndexPath]] = [:]
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            asked[kind, default: []].append(indexPath)
            return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
        }
    }

    private func layout(pinned: Bool = false, footer: Bool = true) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                        heightDimension: .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: Self.sectionHeader, alignment: .top)]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
            elementKind: Self.layoutHeader, alignment: .top)
        header.pinToVisibleBounds = pinned
        configuration.boundarySupplementaryItems = [header]
        if footer {
            configuration.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(30)),
                elementKind: Self.layoutFooter, alignment: .bottomTrailing))
        }
        return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    }

    private func collection(_ layout: UICollectionViewLayout, height: CGFloat = 300, offset: CGFloat = 0,
                            insetTop: CGFloat = 0) -> (UICollectionView, Source) {
        let source = Source()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        for kind in [Self.layoutHeader, Self.layoutFooter, Self.sectionHeader] {
            view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        view.dataSource = source
        view.contentInset = UIEdgeInsets(top: insetTop, left: 0, bottom: 0, right: 0)
        view.layoutIfNeeded()
        view.contentOffset = CGPoint(x: 0, y: offset)
        view.layoutIfNeeded()
        return (view, source)
    }

    private func frames(_ view: UICollectionView, _ kind: String) -> [CGRect] {
        view.visibleSupplementaryViews(ofKind: kind).map(\.frame).sorted { $0.minY < $1.minY }
    }

    @Test func theLayoutsHeaderAndFooterGoAroundTheSections() throws {
        // 500 high: everything shows.
        let (view, source) = collection(layout(), height: 500)
        #expect(frames(view, Self.layoutHeader) == [CGRect(x: 0, y: 0, width: 320, height: 60)])
        #expect(frames(view, Self.sectionHeader) == [CGRect(x: 0, y: 60, width: 320, height: 40),
                                                     CGRect(x: 0, y: 242, width: 320, height: 40)])
        #expect(frames(view, Self.layoutFooter) == [CGRect(x: 120, y: 414, width: 200, height: 30)])
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 100, width: 320, height: 44))
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 1))?.frame == CGRect(x: 0, y: 370, width: 320, height: 44))
        #expect(view.contentSize == CGSize(width: 320, height: 444))
        // Made through the data source, at item 0 of section 0.
        #expect(source.asked[Self.layoutHeader] == [IndexPath(item: 0, section: 0)])
        #expect(source.asked[Self.layoutFooter] == [IndexPath(item: 0, section: 0)])
        let attributes = try #require(view.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: Self.layoutFooter, at: IndexPath(item: 0, section: 0)))
        #expect(attributes.frame == CGRect(x: 120, y: 414, width: 200, height: 30))
    }

    /// Without the configuration's items the sections start at 0 and the
    /// spacing stays between them only: section 1's header at 132 + 40 + 10.
    @Test func theSpacingIsBetweenSectionsOnly() {
        let plain = layout(footer: false)
        // UIKit's configuration is a copy: change it and assign it back.
        let settings = plain.configuration
        settings.boundarySupplementaryItems = []
        plain.configuration = settings
        let (view, _) = collection(plain, height: 500)
        #expect(frames(view, Self.sectionHeader).map(\.minY) == [0, 182])
        #expect(view.contentSize.height == 354)
    }

    /// Scrolled by 100, an unpinned layout header (0–60) is gone; a pinned
    /// one sticks at the top of the visible area (100), under a 64-point
    /// inset at 164; near the end it stops at the content's end (the
    /// footer's top, 414) less its height: at offset 400 (a 50-high
    /// view, no footer), min(400, 414 − 60) = 354.
    @Test func aPinnedLayoutHeaderSticks() {
        let (scrolled, a) = collection(layout(), offset: 100)
        #expect(frames(scrolled, Self.layoutHeader).isEmpty)
        let (pinned, b) = collection(layout(pinned: true), offset: 100)
        #expect(frames(pinned, Self.layoutHeader).map(\.minY) == [100])
        let (barred, c) = collection(layout(pinned: true), offset: 100, insetTop: 64)
        #expect(frames(barred, Self.layoutHeader).map(\.minY) == [164])
        let (end, d) = collection(layout(pinned: true, footer: false), height: 50, offset: 400)
        #expect(frames(end, Self.layoutHeader).map(\.minY) == [354])
        _ = (a, b, c, d)
    }

    /// A layout header 70 points tall by its constraints.
    final class TallHeader: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            let bar = UIView()
            bar.translatesAutoresizingMaskIntoConstraints = false
            addSubview(bar)
            NSLayoutConstraint.activate([
                bar.topAnchor.constraint(equalTo: topAnchor), bar.bottomAnchor.constraint(equalTo: bottomAnchor),
                bar.leadingAnchor.constraint(equalTo: leadingAnchor), bar.trailingAnchor.constraint(equalTo: trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 70),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// An estimated height (44) is measured as a section's header is: the
    /// view's constraints make it 70, so section 0's header moves to 70 and
    /// section 1's to 70 + 40 + 132 + 10 = 252.
    @Test func anEstimatedLayoutHeaderIsMeasured() {
        let estimated = layout(footer: false)
        let settings = estimated.configuration
        settings.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: Self.layoutHeader, alignment: .top)]
        estimated.configuration = settings
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 500), collectionViewLayout: estimated)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: Self.sectionHeader, withReuseIdentifier: Self.sectionHeader)
        view.register(TallHeader.self, forSupplementaryViewOfKind: Self.layoutHeader, withReuseIdentifier: Self.layoutHeader)
        let source = Source()
        view.dataSource = source
        view.layoutIfNeeded()
        #expect(frames(view, Self.layoutHeader) == [CGRect(x: 0, y: 0, width: 320, height: 70)])
        #expect(frames(view, Self.sectionHeader).map(\.minY) == [70, 252])
    }

    /// A diffable data source's `supplementaryViewProvider` makes them too.
    @Test func theSupplementaryViewProviderMakesThem() {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 500), collectionViewLayout: layout())
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        for kind in [Self.layoutHeader, Self.layoutFooter, Self.sectionHeader] {
            view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        var asked: [String] = []
        source.supplementaryViewProvider = { view, kind, indexPath in
            asked.append("\(kind) \(indexPath.section) \(indexPath.item)")
            return view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems([1, 2, 3], toSection: 0)
        snapshot.appendItems([4, 5, 6], toSection: 1)
        source.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(asked.contains("\(Self.layoutHeader) 0 0"))
        #expect(asked.contains("\(Self.layoutFooter) 0 0"))
        #expect(frames(view, Self.layoutFooter) == [CGRect(x: 120, y: 414, width: 200, height: 30)])
    }
}
