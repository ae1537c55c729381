import Foundation
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// A compositional layout whose configuration scrolls sideways
/// (`scrollDirection = .horizontal`), and pinned headers sideways. Every
/// frame is worked out by hand in the comments from the sizes, insets and
/// spacings given (Apple's definitions: a fractional dimension is of the
/// container's width or height; groups follow each other along the
/// scrolling axis `interGroupSpacing` apart; sections `interSectionSpacing`).
@MainActor @Suite struct HorizontalCompositionalLayoutTests {
    final class Items: NSObject, UICollectionViewDataSource {
        let counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
        }
    }

    static let header = "header", footer = "footer"

    /// Items 100 wide (the group's whole width) and half the group's height
    /// tall, in vertical groups 100 wide and as tall as the section's
    /// content; section insets top 10, leading 5, bottom 10, trailing 5;
    /// groups 8 apart.
    func section(header: NSCollectionLayoutBoundarySupplementaryItem? = nil,
                 footer: NSCollectionLayoutBoundarySupplementaryItem? = nil) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 5, bottom: 10, trailing: 5)
        section.interGroupSpacing = 8
        section.boundarySupplementaryItems = [header, footer].compactMap { $0 }
        return section
    }

    func layout(_ section: NSCollectionLayoutSection, interSectionSpacing: CGFloat = 0) -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = interSectionSpacing
        return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    }

    /// A collection view 300 wide and 200 tall (no bars: its columns are 200 tall).
    func collection(_ layout: UICollectionViewLayout, _ items: Items, rightToLeft: Bool = false) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        if rightToLeft { view.semanticContentAttribute = .forceRightToLeft }
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [Self.header, Self.footer, UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplementary")
        }
        view.dataSource = items
        view.layoutIfNeeded()
        return view
    }

    func frame(_ view: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func paths(_ pairs: [(Int, Int)]) -> [IndexPath] { pairs.map { IndexPath(item: $0.1, section: $0.0) } }

    /// Columns 200 tall less the insets' 10 + 10: groups 100 × 180, items
    /// 100 × 90, two a group. Section 0: groups at x 5, 113 (5 + 100 + 8)
    /// and 221, ending at 221 + 100 + 5 = 326; section 1 from 326 + 20 =
    /// 346, its group at 351, ending at 456: the content is 456 × 200.
    @Test func sectionsFollowAlongXWithFractionalHeights() throws {
        let items = Items([5, 2])
        let view = collection(layout(section(), interSectionSpacing: 20), items)
        #expect(frame(view, 0) == CGRect(x: 5, y: 10, width: 100, height: 90))
        #expect(frame(view, 1) == CGRect(x: 5, y: 100, width: 100, height: 90))
        #expect(frame(view, 2) == CGRect(x: 113, y: 10, width: 100, height: 90))
        #expect(frame(view, 3) == CGRect(x: 113, y: 100, width: 100, height: 90))
        #expect(frame(view, 4) == CGRect(x: 221, y: 10, width: 100, height: 90))
        #expect(frame(view, 0, 1) == CGRect(x: 351, y: 10, width: 100, height: 90))
        #expect(frame(view, 1, 1) == CGRect(x: 351, y: 100, width: 100, height: 90))
        #expect(view.contentSize == CGSize(width: 456, height: 200))
        // Only what the bounds show is made: x 0…300 reaches section 0 only.
        #expect(view.indexPathsForVisibleItems == paths([(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)]))
        view.contentOffset = CGPoint(x: 300, y: 0)
        view.layoutIfNeeded()
        // x 300…600: item 4 (221…321) and section 1.
        #expect(view.indexPathsForVisibleItems == paths([(0, 4), (1, 0), (1, 1)]))
    }

    /// Item 2's centre is at 113 + 50 = 163: centred in 300 points, the
    /// offset is 163 − 150 = 13. `.left` on section 1's item (x 351) is
    /// held at the content's end, 456 − 300 = 156.
    @Test func scrollToItemSideways() {
        let view = collection(layout(section(), interSectionSpacing: 20), Items([5, 2]))
        view.scrollToItem(at: IndexPath(item: 2, section: 0), at: .centeredHorizontally, animated: false)
        #expect(view.contentOffset == CGPoint(x: 13, y: 0))
        view.scrollToItem(at: IndexPath(item: 0, section: 1), at: .left, animated: false)
        #expect(view.contentOffset == CGPoint(x: 156, y: 0))
    }

    /// Right to left the frames are mirrored in the content's width (456):
    /// item 0 at 456 − 105 = 351, section 1's first at 456 − 451 = 5; the
    /// view starts scrolled to the right end, 456 − 300 = 156.
    @Test func rightToLeftMirrors() {
        let view = collection(layout(section(), interSectionSpacing: 20), Items([5, 2]), rightToLeft: true)
        #expect(frame(view, 0) == CGRect(x: 351, y: 10, width: 100, height: 90))
        #expect(frame(view, 2) == CGRect(x: 243, y: 10, width: 100, height: 90))
        #expect(frame(view, 0, 1) == CGRect(x: 5, y: 10, width: 100, height: 90))
        #expect(view.contentOffset.x == 156)
    }

    /// A `.leading` header 40 wide and as tall as the section's content
    /// (fractional height 1: 180) comes before the section, inset 10 from
    /// the top with the content; the items start after it and the leading
    /// inset, at 40 + 5 = 45. A `.trailing` footer 30 × 50 comes after the
    /// content's end (45 + 100 + 5 = 150), centred across the content:
    /// y = 10 + (180 − 50) / 2 = 75. The content ends at 180.
    @Test func leadingHeaderAndTrailingFooter() {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .fractionalHeight(1)),
            elementKind: Self.header, alignment: .leading)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(30), heightDimension: .absolute(50)),
            elementKind: Self.footer, alignment: .trailing)
        let view = collection(layout(section(header: header, footer: footer)), Items([2]))
        let path = IndexPath(item: 0, section: 0)
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: Self.header, at: path)?.frame == CGRect(x: 0, y: 10, width: 40, height: 180))
        #expect(frame(view, 0) == CGRect(x: 45, y: 10, width: 100, height: 90))
        #expect(frame(view, 1) == CGRect(x: 45, y: 100, width: 100, height: 90))
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: Self.footer, at: path)?.frame == CGRect(x: 150, y: 75, width: 30, height: 50))
        #expect(view.contentSize == CGSize(width: 180, height: 200))
        #expect(view.supplementaryView(forElementKind: Self.header, at: path) != nil)
    }

    /// Pinned `.leading` headers: section 0 is its header (0…40), then its
    /// content 40…366 (groups at 45, 153, 261, the trailing inset); section
    /// 1's header at 366, its content to 732. A header sticks to the
    /// visible area's left edge, never past its content's end less its
    /// width (366 − 40 = 326), so section 1's pushes section 0's away.
    @Test(arguments: [(100.0, 100.0, 366.0), (340, 326, 366), (400, 326, 400)])
    func pinnedLeadingHeaders(offset: CGFloat, first: CGFloat, second: CGFloat) {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .fractionalHeight(1)),
            elementKind: Self.header, alignment: .leading)
        header.pinToVisibleBounds = true
        let view = collection(layout(section(header: header)), Items([5, 5]))
        view.contentOffset = CGPoint(x: offset, y: 0)
        view.layoutIfNeeded()
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: Self.header, at: IndexPath(item: 0, section: 0))?.frame.minX == first)
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: Self.header, at: IndexPath(item: 0, section: 1))?.frame.minX == second)
    }

    /// The same right to left, mirrored in the content's 732: section 0's
    /// header lies at 692…732 and its content at 366…692, section 1's header
    /// at 326…366 and its content at 0…326. A header sticks to the visible
    /// area's right edge (offset + 300 − 40), not left of its content's
    /// start. The view starts at 732 − 300 = 432.
    @Test(arguments: [(432.0, 692.0, 326.0), (300, 560, 326), (0, 366, 260)])
    func pinnedLeadingHeadersRightToLeft(offset: CGFloat, first: CGFloat, second: CGFloat) {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .fractionalHeight(1)),
            elementKind: Self.header, alignment: .leading)
        header.pinToVisibleBounds = true
        let view = collection(layout(section(header: header)), Items([5, 5]), rightToLeft: true)
        #expect(view.contentOffset.x == 432)
        view.contentOffset = CGPoint(x: offset, y: 0)
        view.layoutIfNeeded()
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: Self.header, at: IndexPath(item: 0, section: 0))?.frame.minX == first)
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: Self.header, at: IndexPath(item: 0, section: 1))?.frame.minX == second)
    }

    /// The configuration's own `.leading` header, 20 wide and the columns'
    /// whole height (200), comes before the first section: at x 0; the
    /// section's first group then starts at 20 + 5 = 25.
    @Test func layoutHeaderBeforeTheFirstSection() {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .fractionalHeight(1)),
            elementKind: Self.header, alignment: .leading)
        let layout = layout(section())
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.boundarySupplementaryItems = [header]
        layout.configuration = configuration
        let view = collection(layout, Items([2]))
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: Self.header, at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 0, y: 0, width: 20, height: 200))
        #expect(frame(view, 0) == CGRect(x: 25, y: 10, width: 100, height: 90))
        #expect(view.contentSize == CGSize(width: 130, height: 200))
    }

    /// Estimated widths sideways: each cell measured at the group's height
    /// (20, held) and its own width. The test font's letters are 10 wide
    /// and 10 tall, the label 5 in from each side: "ab", "abcd", "abc" are
    /// 30, 50 and 40 wide; 10 apart (the group's inter-item spacing) at x
    /// 0, 40 and 100; the content 140 wide.
    @Test func estimatedWidthsAreMeasuredSideways() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(44),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(44), heightDimension: .absolute(20)), subitems: [item])
        group.interItemSpacing = .fixed(10)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200),
                                    collectionViewLayout: layout(NSCollectionLayoutSection(group: group)))
        view.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        view.register(CollectionViewTests.LabelCell.self, forCellWithReuseIdentifier: "label")
        let source = Labels(["ab", "abcd", "abc"])
        view.dataSource = source
        view.layoutIfNeeded()
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(frame(view, 1) == CGRect(x: 40, y: 0, width: 50, height: 20))
        #expect(frame(view, 2) == CGRect(x: 100, y: 0, width: 40, height: 20))
        #expect(view.contentSize == CGSize(width: 140, height: 200))
    }

    final class Labels: NSObject, UICollectionViewDataSource {
        let texts: [String]
        init(_ texts: [String]) { self.texts = texts }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            CollectionViewTests.labelled(texts)(collectionView, indexPath)
        }
    }

    // MARK: Horizontal flow layouts' pinned headers

    /// Items 80 × 50, 10 apart in a column 200 tall (three fit: 170), 20
    /// between columns; headers 30 wide. Section 0: header 0…30, columns at
    /// 30 and 130, content 30…210; section 1: header 210…240, content to 420.
    func pinnedFlow(rightToLeft: Bool = false) -> UICollectionView {
        let flow = UICollectionViewFlowLayout()
        flow.scrollDirection = .horizontal
        flow.itemSize = CGSize(width: 80, height: 50)
        flow.minimumLineSpacing = 20
        flow.minimumInteritemSpacing = 10
        flow.headerReferenceSize = CGSize(width: 30, height: 0)
        flow.sectionHeadersPinToVisibleBounds = true
        return collection(flow, Items([6, 6]), rightToLeft: rightToLeft)
    }

    func headerX(_ view: UICollectionView, _ section: Int) -> CGFloat? {
        view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                     at: IndexPath(item: 0, section: section))?.frame.minX
    }

    /// Section 0's header sticks at the offset until its content's end less
    /// its width, 210 − 30 = 180; section 1's stays at 210 until the offset passes it.
    @Test(arguments: [(0.0, 0.0, 210.0), (100, 100, 210), (190, 180, 210), (250, 180, 250)])
    func flowHeadersPinSideways(offset: CGFloat, first: CGFloat, second: CGFloat) {
        let view = pinnedFlow()
        #expect(view.contentSize.width == 420)
        view.contentOffset = CGPoint(x: offset, y: 0)
        view.layoutIfNeeded()
        #expect(headerX(view, 0) == first)
        #expect(headerX(view, 1) == second)
    }

    /// Right to left (mirrored in 420) section 0's header lies at 390…420,
    /// its content at 210…390: it sticks to the visible area's right edge
    /// (offset + 300 − 30) but not left of its content's start (210).
    @Test(arguments: [(120.0, 390.0), (0, 270), (-100, 210)])
    func flowHeadersPinToTheRightRightToLeft(offset: CGFloat, first: CGFloat) {
        let view = pinnedFlow(rightToLeft: true)
        #expect(view.contentOffset.x == 120)
        view.contentOffset = CGPoint(x: offset, y: 0)
        view.layoutIfNeeded()
        #expect(headerX(view, 0) == first)
    }

    // MARK: Sized to content

    /// `trellis.sizesToContent` on a sideways layout reports the content's
    /// width (the flow layout's 420) and no height: the columns stand in
    /// the height the view is given.
    @Test func sizesToContentReportsTheWidthSideways() {
        let view = pinnedFlow()
        view.trellis.sizesToContent = true
        view.layoutIfNeeded()
        #expect(view.intrinsicContentSize == CGSize(width: 420, height: UIView.noIntrinsicMetric))
    }

    /// A horizontal compositional layout whose group is a fraction of the
    /// view's width has no width of its own: refused with one issue.
    @Test func sizesToContentRefusesWidthsThatFollowTheView() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .fractionalHeight(1)), subitems: [item])
        let view = collection(layout(NSCollectionLayoutSection(group: group)), Items([3]))
        view.trellis.sizesToContent = true
        view.layoutIfNeeded()
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        let issues = view.node.layoutIssues.filter { "\($0)".contains("sizesToContent on a horizontal compositional layout") }
        #expect(issues.count == 1)
    }

    /// With absolute group widths the width is the content's: three groups 120 wide = 360.
    @Test func sizesToContentWithAbsoluteWidths() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(120), heightDimension: .fractionalHeight(1)), subitems: [item])
        let view = collection(layout(NSCollectionLayoutSection(group: group)), Items([3]))
        view.trellis.sizesToContent = true
        view.layoutIfNeeded()
        #expect(view.intrinsicContentSize == CGSize(width: 360, height: UIView.noIntrinsicMetric))
    }
}
