import Foundation
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// A flow layout scrolling horizontally lays its items out in columns from
/// the left (it was laid out vertically). Expected frames from UIKit's
/// drawing: pointfreeco/swift-snapshot-testing @ 6bb6c9ae,
/// `Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testCollectionViewsWithMultipleScreenSizes.iphoneSe.png`
/// (iOS 13, 320 × 568 at @3x; docs/uikit-numbers.md, "Collection views").
@MainActor @Suite struct HorizontalFlowLayoutAsUIKitDrewTests {
    final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        let count: Int
        init(_ count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    private func collection(_ layout: UICollectionViewFlowLayout, _ size: CGSize, _ items: Items) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        view.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                      withReuseIdentifier: "header")
        view.dataSource = items
        view.delegate = items
        view.layoutIfNeeded()
        return view
    }

    private func frame(_ view: UICollectionView, _ item: Int) -> CGRect? {
        view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    @Test func columnsFromTheLeftLineSpacingApartAsUIKitDrewThem() {
        // The reference's collection view: the iPhone SE's layout margins, 16 at the sides and
        // the 20-point status bar on top: 320 − 32 = 288 wide, 568 − 20 = 548 tall. Items
        // min(288 − 50, 300) = 238 wide and 548 tall, `minimumLineSpacing` 20.
        // The drawing: orange from pixel 48 to 762 (16 to 254 points) and from 822 (274):
        // in the collection view, items at 0 and 258 = 238 + 20.
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 20
        layout.itemSize = CGSize(width: 238, height: 548)
        let view = collection(layout, CGSize(width: 288, height: 548), Items(20))
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 238, height: 548))
        #expect(frame(view, 1) == CGRect(x: 258, y: 0, width: 238, height: 548))
        #expect(frame(view, 2) == CGRect(x: 516, y: 0, width: 238, height: 548))
        // 20 columns: 20 × 238 + 19 × 20 = 5140 wide, as tall as the view.
        #expect(view.contentSize == CGSize(width: 5140, height: 548))
        #expect(view.visibleCells.count == 2)
    }

    @Test func aHeaderTakesItsReferenceWidthAndTheFullHeight() {
        // Apple's `headerReferenceSize`: "only the size that corresponds to the appropriate
        // scrolling direction is used" (AppKit's page of the same layout: "only the width
        // value when the content scrolls horizontally, setting the header's height to the
        // height of the collection view"); the section inset's left follows it.
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 10
        layout.itemSize = CGSize(width: 60, height: 100)
        layout.headerReferenceSize = CGSize(width: 30, height: 999)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 7)
        let view = collection(layout, CGSize(width: 200, height: 100), Items(3))
        let header = view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                  at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 30, height: 100))
        // Items after the header and the 5 of inset: 35, 35 + 70 = 105, 175; content 235 + 7.
        #expect(frame(view, 0) == CGRect(x: 35, y: 0, width: 60, height: 100))
        #expect(frame(view, 2) == CGRect(x: 175, y: 0, width: 60, height: 100))
        #expect(view.contentSize == CGSize(width: 242, height: 100))
    }
}
