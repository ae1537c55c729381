import Foundation
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// A flow layout with `scrollDirection = .horizontal`: frames worked out by
/// hand from the item sizes, insets and spacings (Apple's definitions:
/// `minimumLineSpacing` between columns, `minimumInteritemSpacing` between
/// the items of a column; headers take only their width).
@MainActor @Suite struct HorizontalFlowLayoutTests {
    /// `counts[section]` items, sizes from `sizes` else the layout's `itemSize`.
    final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        let counts: [Int]
        var sizes: [IndexPath: CGSize] = [:]
        var insets: [Int: UIEdgeInsets] = [:]
        var lineSpacings: [Int: CGFloat] = [:]
        var asked: [IndexPath] = []
        /// The labels' texts, for `CollectionViewTests.LabelCell`s (self-sizing).
        var texts: [String] = []

        init(_ counts: [Int]) { self.counts = counts }

        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            asked.append(indexPath)
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            (cell as? CollectionViewTests.LabelCell)?.label.text = texts.isEmpty ? nil : texts[indexPath.item]
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            sizes[indexPath] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            insetForSectionAt section: Int) -> UIEdgeInsets {
            insets[section] ?? (collectionViewLayout as! UICollectionViewFlowLayout).sectionInset
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            minimumLineSpacingForSectionAt section: Int) -> CGFloat {
            lineSpacings[section] ?? (collectionViewLayout as! UICollectionViewFlowLayout).minimumLineSpacing
        }
    }

    private func horizontalLayout(item: CGSize, line: CGFloat = 10, interitem: CGFloat = 10) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = item
        layout.minimumLineSpacing = line
        layout.minimumInteritemSpacing = interitem
        return layout
    }

    private func collection(_ layout: UICollectionViewLayout, width: CGFloat, height: CGFloat, _ items: Items,
                            rightToLeft: Bool = false) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        if rightToLeft { view.semanticContentAttribute = .forceRightToLeft }
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplementary")
        }
        view.dataSource = items
        view.delegate = items
        view.layoutIfNeeded()
        return view
    }

    private func frame(_ view: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    private func paths(_ items: [Int], _ section: Int = 0) -> [IndexPath] { items.map { IndexPath(item: $0, section: section) } }

    @Test func columnsFillTopToBottomThenRightBetweenHeaderAndFooter() {
        let layout = horizontalLayout(item: CGSize(width: 80, height: 50), line: 20, interitem: 10)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 15, bottom: 10, right: 15)
        // Only the width counts sideways; the heights would be wrong if used.
        layout.headerReferenceSize = CGSize(width: 40, height: 999)
        layout.footerReferenceSize = CGSize(width: 30, height: 999)
        let view = collection(layout, width: 300, height: 200, Items([8]))
        // Column height 200 − 10 − 10 = 180: 3 × 50 + 2 × 10 = 170 fits, a fourth does not.
        // A full column spreads its 10 left over: gaps of 15 (y = 10, 75, 140); the last of three columns is
        // top-aligned at the minimum 10 (y = 10, 70).
        // Header 0…40, inset 15: columns at x = 55, 55 + 80 + 20 = 155, 255; right inset to 350; footer 350…380.
        #expect(frame(view, 0) == CGRect(x: 55, y: 10, width: 80, height: 50))
        #expect(frame(view, 1) == CGRect(x: 55, y: 75, width: 80, height: 50))
        #expect(frame(view, 2) == CGRect(x: 55, y: 140, width: 80, height: 50))
        #expect(frame(view, 3) == CGRect(x: 155, y: 10, width: 80, height: 50))
        #expect(frame(view, 5) == CGRect(x: 155, y: 140, width: 80, height: 50))
        #expect(frame(view, 6) == CGRect(x: 255, y: 10, width: 80, height: 50))
        #expect(frame(view, 7) == CGRect(x: 255, y: 70, width: 80, height: 50))
        let header = view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                  at: IndexPath(item: 0, section: 0))
        let footer = view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter,
                                                                  at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 40, height: 200))
        #expect(footer?.frame == CGRect(x: 350, y: 0, width: 30, height: 200))
        #expect(layout.collectionViewContentSize == CGSize(width: 380, height: 200))
        #expect(view.contentSize == CGSize(width: 380, height: 200))
    }

    @Test func sectionsFollowToTheRightAndItemsAreCentredInTheirColumn() {
        let layout = horizontalLayout(item: CGSize(width: 50, height: 50))
        let items = Items([2, 1])
        items.sizes[IndexPath(item: 0, section: 0)] = CGSize(width: 60, height: 40)
        items.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 100, height: 40)
        items.insets[1] = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 4)
        // A header with only a height is none sideways (Apple: "If the size in the appropriate scrolling
        // dimension is 0, no header is added").
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        let view = collection(layout, width: 320, height: 100, items)
        // One column of two: 40 + 10 + 40 = 90 in 100, justified: gap 20 (y = 0, 60); the column is
        // 100 wide, the 60-wide item centred in it (x = 20).
        #expect(frame(view, 0) == CGRect(x: 20, y: 0, width: 60, height: 40))
        #expect(frame(view, 1) == CGRect(x: 0, y: 60, width: 100, height: 40))
        // Section 1 starts at 100, its left inset 8; a column of one item is centred: y = (100 − 50) / 2.
        #expect(frame(view, 0, 1) == CGRect(x: 108, y: 25, width: 50, height: 50))
        #expect(layout.collectionViewContentSize == CGSize(width: 162, height: 100))
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                             at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func selfSizingCellsTakeTheirLabelsSizeInAColumn() {
        let layout = horizontalLayout(item: CGSize(width: 50, height: 50))
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let items = Items([3])
        items.texts = ["ab", "abcd", "abc"]
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 30), collectionViewLayout: layout)
        view.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        view.register(CollectionViewTests.LabelCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = items
        view.layoutIfNeeded()
        // The test font: a letter 10 wide, a line 10 tall, and 5 around the label: widths 30, 50, 40, height
        // 20. Two do not fit in 30 (20 + 10 + 20): a column each, columns 10 apart; a column of one item is
        // centred, y = 5, but the last of several columns is top-aligned, as a vertical layout's last line is
        // left-aligned: y = 0.
        #expect(frame(view, 0) == CGRect(x: 0, y: 5, width: 30, height: 20))
        #expect(frame(view, 1) == CGRect(x: 40, y: 5, width: 50, height: 20))
        #expect(frame(view, 2) == CGRect(x: 100, y: 0, width: 40, height: 20))
        #expect(view.contentSize == CGSize(width: 140, height: 30))
    }

    @Test func theDelegatesLineSpacingSeparatesColumns() {
        let layout = horizontalLayout(item: CGSize(width: 30, height: 100))
        let items = Items([3])
        items.lineSpacings[0] = 4
        let view = collection(layout, width: 320, height: 100, items)
        #expect(frame(view, 1) == CGRect(x: 34, y: 0, width: 30, height: 100))
        #expect(frame(view, 2) == CGRect(x: 68, y: 0, width: 30, height: 100))
    }

    @Test func columnsStandBetweenTheAdjustedContentInsets() {
        let layout = horizontalLayout(item: CGSize(width: 40, height: 40))
        let items = Items([2])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 150), collectionViewLayout: layout)
        view.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = items
        view.layoutIfNeeded()
        // 150 − 20 − 30 = 100: two items (90) in one column, gap 20.
        #expect(layout.collectionViewContentSize == CGSize(width: 40, height: 100))
        #expect(frame(view, 1) == CGRect(x: 0, y: 60, width: 40, height: 40))
    }

    @Test func onlyTheItemsInTheBoundsAreMadeAndScrollingSidewaysMakesTheNext() {
        let layout = horizontalLayout(item: CGSize(width: 100, height: 100))
        let items = Items([20])
        let view = collection(layout, width: 250, height: 100, items)
        // Columns every 110: the bounds 0…250 reach items 0, 1 and 2 (220…320).
        #expect(view.contentSize == CGSize(width: 20 * 100 + 19 * 10, height: 100))
        #expect(items.asked == paths([0, 1, 2]))
        #expect(view.indexPathsForVisibleItems == paths([0, 1, 2]))
        view.setContentOffset(CGPoint(x: 500, y: 0), animated: false)
        view.layoutIfNeeded()
        // 500…750: items 4 (440…540), 5 and 6 (660…760).
        #expect(view.indexPathsForVisibleItems == paths([4, 5, 6]))
        #expect(items.asked == paths([0, 1, 2, 4, 5, 6]))
        #expect(view.cellForItem(at: IndexPath(item: 5, section: 0))?.frame == CGRect(x: 550, y: 0, width: 100, height: 100))
        let found = layout.layoutAttributesForElements(in: CGRect(x: 300, y: 0, width: 100, height: 100))?.map(\.indexPath)
        #expect(found == paths([2, 3]))
    }

    /// A finger dragging 100 points to the left scrolls `contentOffset.x` by 100 and brings the next items.
    @Test func aSidewaysDragScrollsAndMakesTheNextItems() throws {
        let layout = horizontalLayout(item: CGSize(width: 100, height: 100))
        let items = Items([20])
        let view = collection(layout, width: 250, height: 100, items)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        root.addSubview(view)
        root.layoutIfNeeded()
        let touch = try #require(root.trellis.touchDown(at: CGPoint(x: 200, y: 50)))
        touch.move(to: CGPoint(x: 100, y: 50), over: 0.1)
        touch.lift()
        #expect(view.contentOffset == CGPoint(x: 100, y: 0))
        view.layoutIfNeeded()
        // 100…350: items 1 (110…210), 2 and 3 (330…430); item 0 ends where the bounds start.
        #expect(view.indexPathsForVisibleItems == paths([1, 2, 3]))
    }

    @Test func scrollToItemTakesLeftCentredAndRight() {
        let layout = horizontalLayout(item: CGSize(width: 100, height: 100))
        let view = collection(layout, width: 250, height: 100, Items([20]))
        let tenth = IndexPath(item: 10, section: 0)  // 1100…1200
        view.scrollToItem(at: tenth, at: .left, animated: false)
        #expect(view.contentOffset == CGPoint(x: 1100, y: 0))
        view.scrollToItem(at: tenth, at: .centeredHorizontally, animated: false)
        #expect(view.contentOffset == CGPoint(x: 1150 - 125, y: 0))
        view.scrollToItem(at: tenth, at: .right, animated: false)
        #expect(view.contentOffset == CGPoint(x: 1200 - 250, y: 0))
        // The last item cannot come to the left edge: the offset stops at the content's end, 2190 − 250.
        view.scrollToItem(at: IndexPath(item: 19, section: 0), at: .left, animated: false)
        #expect(view.contentOffset == CGPoint(x: 1940, y: 0))
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems == paths([17, 18, 19]))
    }

    @Test func rightToLeftStartsFromTheRightScrolledToTheEnd() {
        let layout = horizontalLayout(item: CGSize(width: 100, height: 100))
        let view = collection(layout, width: 250, height: 100, Items([3]), rightToLeft: true)
        // Content 320 wide, mirrored: item 0 at 320 − 100, item 1 at 320 − 210, item 2 at 0; the view starts
        // at the right end, 320 − 250.
        #expect(frame(view, 0) == CGRect(x: 220, y: 0, width: 100, height: 100))
        #expect(frame(view, 1) == CGRect(x: 110, y: 0, width: 100, height: 100))
        #expect(frame(view, 2) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.contentOffset == CGPoint(x: 70, y: 0))
        #expect(view.indexPathsForVisibleItems == paths([0, 1, 2]))
        view.scrollToItem(at: IndexPath(item: 2, section: 0), at: .left, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 0))
    }

    @Test func aShortRightToLeftRowSitsAtTheRightEdge() {
        let layout = horizontalLayout(item: CGSize(width: 100, height: 100))
        let view = collection(layout, width: 250, height: 100, Items([2]), rightToLeft: true)
        // 210 of content mirrored in the 250 shown: item 0 at 150, item 1 at 40; nothing to scroll.
        #expect(frame(view, 0) == CGRect(x: 150, y: 0, width: 100, height: 100))
        #expect(frame(view, 1) == CGRect(x: 40, y: 0, width: 100, height: 100))
        #expect(view.contentOffset == .zero)
    }

    /// Right to left with self-sizing cells: the view keeps to the content's right end as the measured
    /// widths replace the estimates.
    @Test func rightToLeftSelfSizingStaysAtTheRightEnd() {
        let layout = horizontalLayout(item: CGSize(width: 50, height: 50))
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let items = Items([3])
        items.texts = ["ab", "abcd", "abc"]
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 30), collectionViewLayout: layout)
        view.semanticContentAttribute = .forceRightToLeft
        view.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        view.register(CollectionViewTests.LabelCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = items
        view.layoutIfNeeded()
        // Estimates: 50 + 10 + 50 + 10 + 50 = 170, the view at 70, showing items 0 and 1. Measured 30 and 50
        // (item 2 keeps its estimate, off screen): 30 + 10 + 50 + 10 + 50 = 150, mirrored: item 0 at 120, item 1
        // at 60, item 2 at 0; the view follows the right end to 150 − 100 = 50, where item 2 (0…50) is not shown.
        #expect(frame(view, 0) == CGRect(x: 120, y: 5, width: 30, height: 20))
        #expect(frame(view, 1) == CGRect(x: 60, y: 5, width: 50, height: 20))
        #expect(view.contentOffset == CGPoint(x: 50, y: 0))
        #expect(view.indexPathsForVisibleItems == paths([0, 1]))
    }

    @Test func aNewHeightLaysTheColumnsOutAgain() {
        let layout = horizontalLayout(item: CGSize(width: 50, height: 50))
        let view = collection(layout, width: 300, height: 50, Items([4]))
        #expect(frame(view, 1) == CGRect(x: 60, y: 0, width: 50, height: 50))
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 110)
        view.layoutIfNeeded()
        // 110 holds two items (110 = 50 + 10 + 50): item 1 under item 0.
        #expect(frame(view, 1) == CGRect(x: 0, y: 60, width: 50, height: 50))
        #expect(layout.collectionViewContentSize == CGSize(width: 110, height: 110))
    }

    @Test func theVerticalLayoutIsUnchangedBySwitchingBack() {
        let layout = horizontalLayout(item: CGSize(width: 100, height: 100))
        let view = collection(layout, width: 250, height: 150, Items([3]))
        // Sideways: one item a column (100 + 10 + 100 > 150), centred: y = (150 − 100) / 2.
        #expect(frame(view, 1) == CGRect(x: 110, y: 25, width: 100, height: 100))
        layout.scrollDirection = .vertical
        view.layoutIfNeeded()
        // Vertical: two fit across 250 (210), justified: x = 0, 150; the third on the next line, left-aligned.
        #expect(frame(view, 1) == CGRect(x: 150, y: 0, width: 100, height: 100))
        #expect(frame(view, 2) == CGRect(x: 0, y: 110, width: 100, height: 100))
    }
}
