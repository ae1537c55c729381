import Foundation
import Layout
import Render
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// A compositional section's background decoration (Apple's
/// `NSCollectionLayoutDecorationItem.background(elementKind:)`, "Creates a
/// section background", set in the section's `decorationItems`, its view's
/// class registered with `layout.register(_:forDecorationViewOfKind:)`):
/// the view is made (`init(frame:)`), given `apply(_:)` of its attributes
/// and drawn behind the section's items over the section's content area
/// with its insets, less the decoration's own `contentInsets`.
///
/// The layout: a 320-point-wide view with no safe area; two sections of
/// three 44-point full-width items, section insets 10 top and bottom and
/// 16 at the sides, so each section's content area with its insets is 10
/// + 132 + 10 = 152 tall: section 0 from 0, section 1 from 152 (no
/// spacing between sections). The background's insets 4 top and bottom, 8
/// at the sides: (8, 4, 304, 144) and (8, 156, 304, 144).
@MainActor @Suite(.serialized) struct SectionBackgroundDecorationTests {
    static let kind = "section-background"

    final class Card: UICollectionReusableView {
        nonisolated(unsafe) static var made: [CGRect] = []
        var applied: [UICollectionViewLayoutAttributes] = []
        override init(frame: CGRect) {
            Card.made.append(frame)
            super.init(frame: frame)
            backgroundColor = .blue
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            applied.append(layoutAttributes)
        }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    private func layout(zIndex: Int? = nil, header: Bool = false) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                        heightDimension: .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: Self.kind)
        background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        if let zIndex { background.zIndex = zIndex }
        section.decorationItems = [background]
        if header {
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        }
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(Card.self, forDecorationViewOfKind: Self.kind)
        return layout
    }

    private func collection(_ layout: UICollectionViewLayout, source: Source) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                      withReuseIdentifier: "header")
        view.dataSource = source
        view.layoutIfNeeded()
        return view
    }

    private func cards(_ view: UICollectionView) -> [Card] {
        view.subviews.compactMap { $0 as? Card }.sorted { $0.frame.minY < $1.frame.minY }
    }

    @Test func theBackgroundsAreMadeAppliedAndPlaced() throws {
        Card.made = []
        let source = Source()
        let view = collection(layout(), source: source)
        let made = cards(view)
        #expect(made.map(\.frame) == [CGRect(x: 8, y: 4, width: 304, height: 144), CGRect(x: 8, y: 156, width: 304, height: 144)])
        #expect(Card.made.count == 2)
        let applied = try #require(made.first?.applied.last)
        #expect(applied.representedElementCategory == .decorationView)
        #expect(applied.representedElementKind == Self.kind)
        #expect(applied.indexPath == IndexPath(item: 0, section: 0))
        // Apple's `NSCollectionLayoutDecorationItem.zIndex`: "The default value
        // of this property is 0, which means the decoration item appears
        // below all other items in the section".
        #expect(applied.zIndex == 0)
        let attributes = view.collectionViewLayout.layoutAttributesForDecorationView(ofKind: Self.kind, at: IndexPath(item: 0, section: 1))
        #expect(attributes?.frame == CGRect(x: 8, y: 156, width: 304, height: 144))
    }

    @Test func theBackgroundIsBehindTheItemsUnlessItsZIndexIsHigher() throws {
        let source = Source()
        let behind = collection(layout(), source: source)
        let cell = try #require(behind.cellForItem(at: IndexPath(item: 0, section: 0)))
        let card = try #require(cards(behind).first)
        #expect(try #require(behind.subviews.firstIndex { $0 === card }) < #require(behind.subviews.firstIndex { $0 === cell }))
        let above = collection(layout(zIndex: 5), source: source)
        let aboveCell = try #require(above.cellForItem(at: IndexPath(item: 0, section: 0)))
        let aboveCard = try #require(cards(above).first)
        #expect(try #require(above.subviews.firstIndex { $0 === aboveCard }) > #require(above.subviews.firstIndex { $0 === aboveCell }))
    }

    /// A header is not part of the content area: with a 30-point header the
    /// section's content with its insets starts at 30 (section 0) and at
    /// 30 + 152 + 30 = 212 (section 1).
    @Test func theHeaderIsOutsideTheBackground() {
        let source = Source()
        let view = collection(layout(header: true), source: source)
        #expect(cards(view).map(\.frame.minY) == [34, 216])
    }

    @Test func noRegisteredClassDrawsNothing() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: item.layoutSize, subitems: [item]))
        section.decorationItems = [.background(elementKind: Self.kind)]
        let source = Source()
        let view = collection(UICollectionViewCompositionalLayout(section: section), source: source)
        #expect(cards(view).isEmpty)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) != nil)
    }

    /// A custom layout's decoration (Apple's `UICollectionViewLayoutAttributes(forDecorationViewOfKind:with:)`
    /// returned from `layoutAttributesForElements(in:)`, its class registered
    /// in the layout's `init`) is made and placed as a compositional one's.
    final class Banded: UICollectionViewLayout {
        override init() {
            super.init()
            register(Card.self, forDecorationViewOfKind: SectionBackgroundDecorationTests.kind)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 100) }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let band = UICollectionViewLayoutAttributes(forDecorationViewOfKind: SectionBackgroundDecorationTests.kind,
                                                        with: IndexPath(item: 0, section: 0))
            band.frame = CGRect(x: 0, y: 10, width: 320, height: 80)
            band.zIndex = -1
            let item = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            item.frame = CGRect(x: 20, y: 20, width: 100, height: 60)
            return [item, band]
        }
    }

    @Test func aCustomLayoutsDecorationIsMadeToo() throws {
        final class One: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            }
        }
        let source = One()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: Banded())
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        view.dataSource = source
        view.layoutIfNeeded()
        let band = try #require(cards(view).first)
        #expect(band.frame == CGRect(x: 0, y: 10, width: 320, height: 80))
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(try #require(view.subviews.firstIndex { $0 === band }) < #require(view.subviews.firstIndex { $0 === cell }))
    }

    /// Pixels: the card's blue behind the (clear) items, the collection
    /// view's white outside it (x 4, left of the card's 8).
    @Test func theCardIsDrawnBehindTheItems() throws {
        let source = Source()
        let view = collection(layout(), source: source)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        root.addSubview(view)
        root.trellis.traitOverrides = UITraitCollection(userInterfaceStyle: .light)
        let canvas = try SceneRenderer(scale: 1).render(root.trellis.solvedLayout(width: 320, height: 400))
        let pixels = canvas.pixels()
        #expect(pixels[30 * canvas.width + 100] == 0xFF00_00FF)
        #expect(pixels[30 * canvas.width + 4] == 0xFFFF_FFFF)
        // Between the sections' cards (148 to 156): white.
        #expect(pixels[151 * canvas.width + 100] == 0xFFFF_FFFF)
        #expect(pixels[200 * canvas.width + 100] == 0xFF00_00FF)
    }
}
