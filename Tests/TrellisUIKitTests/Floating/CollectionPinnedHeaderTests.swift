import Foundation
import Testing
@testable import TrellisUIKit

/// Collection views' pinned headers and footers (BoundaryPin.swift):
/// Apple's `UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds`
/// ("section header views scroll with content until they reach the top of
/// the screen, at which point they are pinned to the upper bounds of the
/// collection view. Each new header view that scrolls to the top of the
/// screen pushes the previously pinned header view offscreen"), its footer
/// counterpart, and `NSCollectionLayoutBoundarySupplementaryItem.pinToVisibleBounds`.
///
/// Both layouts here place the same thing in a 320 × 300 view with no safe
/// area: per section a 30-point header, ten 320 × 44 items with no
/// spacing, and (`footers`) a 20-point footer. Without footers section s
/// spans 470 s to 470 s + 470, its items from 470 s + 30; with them 490 s
/// to 490 s + 490, the items from 490 s + 30 to 490 s + 470.
@MainActor @Suite struct CollectionPinnedHeaderTests {
    final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var selected: [IndexPath] = []
        func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    private static let header = UICollectionView.elementKindSectionHeader
    private static let footer = UICollectionView.elementKindSectionFooter

    private func flow(footers: Bool) -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        layout.footerReferenceSize = CGSize(width: 320, height: footers ? 20 : 0)
        layout.sectionHeadersPinToVisibleBounds = true
        layout.sectionFootersPinToVisibleBounds = true
        return layout
    }

    private func compositional(footers: Bool, pinned: Bool = true) -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                        heightDimension: .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: Self.header, alignment: .top)
        header.pinToVisibleBounds = pinned
        section.boundarySupplementaryItems = [header]
        if footers {
            let footer = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
                elementKind: Self.footer, alignment: .bottom)
            footer.pinToVisibleBounds = pinned
            section.boundarySupplementaryItems.append(footer)
        }
        return UICollectionViewCompositionalLayout(section: section)
    }

    private func collection(_ layout: UICollectionViewLayout, offset: CGFloat, insetTop: CGFloat = 0) -> (UICollectionView, Source) {
        let source = Source()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: Self.header, withReuseIdentifier: Self.header)
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: Self.footer, withReuseIdentifier: Self.footer)
        view.dataSource = source
        view.delegate = source
        view.contentInset = UIEdgeInsets(top: insetTop, left: 0, bottom: 0, right: 0)
        view.layoutIfNeeded()
        view.contentOffset = CGPoint(x: 0, y: offset)
        view.layoutIfNeeded()
        return (view, source)
    }

    private func headerTops(_ view: UICollectionView) -> [CGFloat] {
        view.visibleSupplementaryViews(ofKind: Self.header).map(\.frame.minY)
    }

    private func footerTops(_ view: UICollectionView) -> [CGFloat] {
        view.visibleSupplementaryViews(ofKind: Self.footer).map(\.frame.minY)
    }

    @Test(arguments: ["flow", "compositional"])
    func headersPinAndArePushedUp(layout: String) {
        func make() -> UICollectionViewLayout { layout == "flow" ? flow(footers: false) : compositional(footers: false) }
        // Offset 100: max(0, min(100, 470 − 30)) = 100.
        let (scrolled, a) = collection(make(), offset: 100)
        #expect(headerTops(scrolled) == [100])
        #expect(scrolled.layoutAttributesForSupplementaryElement(ofKind: Self.header, at: IndexPath(item: 0, section: 0))?.frame.minY == 100)
        // Offset 450: section 0's pushed up to 440 by its end (470), section 1's at its place.
        let (pushed, b) = collection(make(), offset: 450)
        #expect(headerTops(pushed) == [440, 470])
        // Offset 600: section 1's sticks at 600.
        let (later, c) = collection(make(), offset: 600)
        #expect(headerTops(later) == [600])
        // Under a 64-point inset, at offset 100 the header sticks at 164.
        let (barred, d) = collection(make(), offset: 100, insetTop: 64)
        #expect(headerTops(barred) == [164])
        _ = (a, b, c, d)
    }

    @Test(arguments: ["flow", "compositional"])
    func footersPinToTheBottom(layout: String) {
        func make() -> UICollectionViewLayout { layout == "flow" ? flow(footers: true) : compositional(footers: true) }
        // Offset 0: section 0's footer (at 470) sticks at 300 − 20 = 280.
        let (top, a) = collection(make(), offset: 0)
        #expect(footerTops(top) == [280])
        // Offset 250 (250 to 550): section 0's at 470; section 1's (at 960)
        // at 550 − 20 = 530, not above its items' start (520).
        let (scrolled, b) = collection(make(), offset: 250)
        #expect(footerTops(scrolled) == [470, 530])
        #expect(headerTops(scrolled) == [250, 490])
        _ = (a, b)
    }

    @Test func unpinnedHeadersScrollAway() {
        let (view, source) = collection(compositional(footers: false, pinned: false), offset: 100)
        _ = source
        // Section 0's header (0 to 30) is above the bounds (100): not shown.
        #expect(headerTops(view).isEmpty)
    }

    /// The pinned header is drawn above the items under it (its zIndex, 1
    /// for a compositional supplementary against the items' 0; ties broken
    /// supplementary over cell), and a tap on it selects no item.
    @Test(arguments: ["flow", "compositional"])
    func thePinnedHeaderIsOnTopAndTakesItsTaps(layout: String) throws {
        let (view, source) = collection(layout == "flow" ? flow(footers: false) : compositional(footers: false), offset: 100)
        let root = UIView(frame: view.frame)
        root.addSubview(view)
        root.layoutIfNeeded()
        let header = try #require(view.visibleSupplementaryViews(ofKind: Self.header).first)
        // Item 1 spans 74 to 118, under the header (100 to 130).
        let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        let subviews = view.subviews
        #expect(try #require(subviews.firstIndex { $0 === header }) > #require(subviews.firstIndex { $0 === cell }))
        #expect(view.trellis.tap(at: CGPoint(x: 10, y: 110)) === header)
        #expect(source.selected.isEmpty)
        view.trellis.tap(at: CGPoint(x: 10, y: 140))
        #expect(source.selected == [IndexPath(item: 2, section: 0)])
    }
}
