import Foundation
import Layout
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// UICollectionView with flow and compositional layouts, frames worked out
/// by hand (the test font: every letter 1 em wide, a line 1 em tall).
@MainActor @Suite struct CollectionViewTests {
    /// A data source of `counts[section]` items, each a cell from `make`.
    final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        let counts: [Int]
        var make: @MainActor (UICollectionView, IndexPath) -> UICollectionViewCell
        var sizes: [IndexPath: CGSize] = [:]
        var selected: [IndexPath] = []
        var asked = 0

        init(_ counts: [Int], make: @escaping @MainActor (UICollectionView, IndexPath) -> UICollectionViewCell = Items.plain) {
            self.counts = counts
            self.make = make
        }

        static func plain(_ view: UICollectionView, _ indexPath: IndexPath) -> UICollectionViewCell {
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            asked += 1
            return make(collectionView, indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            sizes[indexPath] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    private func collection(_ layout: UICollectionViewLayout, width: CGFloat, height: CGFloat = 600,
                            _ items: Items) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        view.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                      withReuseIdentifier: "supplementary")
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                      withReuseIdentifier: "supplementary")
        view.dataSource = items
        view.delegate = items
        view.layoutIfNeeded()
        return view
    }

    private func frame(_ view: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    // MARK: Flow layout

    @Test func flowLinesAreJustifiedAndTheLastLineIsLeftAligned() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 15, bottom: 10, right: 15)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        let view = collection(layout, width: 330, Items([8]))
        // 330 − 30 = 300 for items: 3 × 90 + 2 × 10 = 290 fits, a fourth does not.
        // Full lines spread the 30 left over: gaps of 15 (x = 15, 120, 225).
        // Header 0…40, inset 10: lines at 50, 110, 170; the last line of two at the minimum 10.
        #expect(frame(view, 0) == CGRect(x: 15, y: 50, width: 90, height: 50))
        #expect(frame(view, 1) == CGRect(x: 120, y: 50, width: 90, height: 50))
        #expect(frame(view, 2) == CGRect(x: 225, y: 50, width: 90, height: 50))
        #expect(frame(view, 4) == CGRect(x: 120, y: 110, width: 90, height: 50))
        #expect(frame(view, 6) == CGRect(x: 15, y: 170, width: 90, height: 50))
        #expect(frame(view, 7) == CGRect(x: 115, y: 170, width: 90, height: 50))
        let header = view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                  at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 330, height: 40))
        // Footer below the bottom inset: 220 + 10 = 230; content 250.
        let footer = view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter,
                                                                  at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 0, y: 230, width: 330, height: 20))
        #expect(view.contentSize == CGSize(width: 330, height: 250))
        #expect(view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 1)
    }

    @Test func aSectionsOnlyLineIsJustifiedAndALoneItemCentred() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 50)
        layout.minimumLineSpacing = 20
        let items = Items([2, 1])
        items.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 90, height: 30)
        let view = collection(layout, width: 300, items)
        // Two items in 300: the 120 left over between them; the shorter centred in the 50-point line.
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 90, height: 50))
        #expect(frame(view, 1) == CGRect(x: 210, y: 10, width: 90, height: 30))
        // One item alone: centred, (300 − 90) / 2 = 105; the next section starts right after.
        #expect(frame(view, 0, 1) == CGRect(x: 105, y: 50, width: 90, height: 50))
        #expect(view.contentSize.height == 100)
    }

    @Test func lineSpacingSeparatesLines() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.minimumLineSpacing = 25
        layout.minimumInteritemSpacing = 0
        let view = collection(layout, width: 200, Items([5]))
        // Two per line, no space left to spread; lines 40 + 25 apart.
        #expect(frame(view, 2) == CGRect(x: 0, y: 65, width: 100, height: 40))
        #expect(frame(view, 4) == CGRect(x: 0, y: 130, width: 100, height: 40))
        #expect(view.contentSize.height == 170)
    }

    /// A cell whose label sits 5 points inside its content view.
    final class LabelCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.font = UIKitTestFont.font(10)
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 5),
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 5),
                contentView.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 5),
                contentView.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 5),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    static func labelled(_ texts: [String]) -> @MainActor (UICollectionView, IndexPath) -> UICollectionViewCell {
        { view, indexPath in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "label", for: indexPath) as! LabelCell
            cell.label.text = texts[indexPath.item]
            return cell
        }
    }

    @Test func selfSizingFlowCellsTakeTheirLabelsSize() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let items = Items([3], make: Self.labelled(["ab", "abcd", "abc"]))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout)
        view.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        view.register(LabelCell.self, forCellWithReuseIdentifier: "label")
        view.dataSource = items
        view.layoutIfNeeded()
        // Widths 20 + 10, 40 + 10, 30 + 10; heights 10 + 10. One line of 120 in 200: gaps of 40.
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(frame(view, 1) == CGRect(x: 70, y: 0, width: 50, height: 20))
        #expect(frame(view, 2) == CGRect(x: 160, y: 0, width: 40, height: 20))
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 70, y: 0, width: 50, height: 20))
    }

    @Test func onlyTheItemsOnScreenAreMadeAndCellsAreReused() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let items = Items([1000])
        let view = collection(layout, width: 300, height: 450, items)
        // Three a line, 100 tall: lines 0…4 touch 0…450 (line 4 spans 400…500): 15 items.
        #expect(items.asked == 15)
        #expect(view.trellis.cellRequests == 15)
        #expect(view.visibleCells.count == 15)
        #expect(view.contentSize.height == 33_400)
        #expect(view.cellForItem(at: IndexPath(item: 15, section: 0)) == nil)
        let first = view.cellForItem(at: IndexPath(item: 0, section: 0))
        // 500 down: lines 5…9 (items 15…29); the 15 cells that left are reused.
        view.contentOffset = CGPoint(x: 0, y: 500)
        view.layoutIfNeeded()
        #expect(items.asked == 30)
        #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 15, section: 0))
        #expect(view.indexPathsForVisibleItems.last == IndexPath(item: 29, section: 0))
        #expect(view.visibleCells.contains { $0 === first })
        // Frames in content coordinates, as UIKit's: item 15 (line 5, at
        // 5 × 100 = 500) is its layout attributes' rectangle, drawn at the top.
        #expect(view.cellForItem(at: IndexPath(item: 15, section: 0))?.frame == CGRect(x: 0, y: 500, width: 100, height: 100))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 15, section: 0))?.frame
            == view.cellForItem(at: IndexPath(item: 15, section: 0))?.frame)
        #expect(view.indexPathForItem(at: CGPoint(x: 150, y: 650)) == IndexPath(item: 19, section: 0))
    }

    @Test func aTapSelectsTheItem() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        let items = Items([6])
        let view = collection(layout, width: 300, items)
        // Item 4: the second line (110…210), the middle column.
        view.trellis.tap(at: CGPoint(x: 150, y: 150))
        #expect(items.selected == [IndexPath(item: 4, section: 0)])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
        view.trellis.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)], "one item at a time")
        // Between the lines (100…110): nothing.
        view.trellis.tap(at: CGPoint(x: 50, y: 105))
        #expect(items.selected.count == 2)
    }
}
