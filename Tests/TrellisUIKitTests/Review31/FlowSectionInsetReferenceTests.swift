import Foundation
import Testing
@testable import TrellisUIKit

/// `UICollectionViewFlowLayout.sectionInsetReference`: the section insets
/// count from the content inset (the default), the safe area or the
/// layout margins (Apple's pages), across the scrolling axis. Apple's
/// property page: "The minimum value of this property is always the
/// collection view's contentInset", so on a side the content starts
/// `max(0, boundary + inset − adjusted content inset)` in.
///
/// Lines fill and justify as UIKit's flow layout does (the rules in
/// UICollectionViewFlowLayout.swift): a full line spreads its extra space
/// between its items, a line of one is centred, the last of several is
/// left-aligned at `minimumInteritemSpacing` (10, the default).
@MainActor @Suite struct FlowSectionInsetReferenceTests {
    final class Items: NSObject, UICollectionViewDataSource {
        let count: Int
        init(_ count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    func collection(_ layout: UICollectionViewFlowLayout, size: CGSize, _ items: Items,
                    configure: (UICollectionView) -> Void) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        configure(view)
        view.dataSource = items
        view.layoutIfNeeded()
        return view
    }

    func origin(_ layout: UICollectionViewFlowLayout, _ item: Int) -> CGPoint? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame.origin
    }

    func verticalLayout(_ reference: UICollectionViewFlowLayout.SectionInsetReference) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 20)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
        layout.sectionInsetReference = reference
        return layout
    }

    /// A 200-point view with a 44-point safe area at each side, insets 5
    /// left and right, three items 50 wide. From the content inset (which
    /// holds no side safe area scrolling vertically): 190 points, one line
    /// of three justified 20 apart, item 2 at (5 + 140, 0). From the safe
    /// area: 49 in at each side, 102 points, one item a line; item 2 on the
    /// last line, left-aligned at 49, two lines of 20 and 10 down: y 60.
    @Test(arguments: [(UICollectionViewFlowLayout.SectionInsetReference.fromContentInset, CGPoint(x: 145, y: 0)),
                      (.fromSafeArea, CGPoint(x: 49, y: 60))])
    func theSafeAreaNarrowsTheLines(reference: UICollectionViewFlowLayout.SectionInsetReference, expected: CGPoint) {
        let items = Items(3)
        let layout = verticalLayout(reference)
        let view = collection(layout, size: CGSize(width: 200, height: 400), items) {
            $0.trellis.safeAreaInsets = UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 44)
        }
        #expect(view.adjustedContentInset.left == 0 && view.adjustedContentInset.right == 0)
        #expect(origin(layout, 2) == expected)
    }

    /// Right to left the safe area stays where it is: 44 at the left only.
    /// Laid out from the right, the right side is 5 in and the left 49:
    /// 146 points hold two items justified (5 and 5 + 96 from the right),
    /// so item 1's left edge is at 200 − 101 − 50 = 49, the safe area's
    /// edge plus the inset; item 2 starts the last line at the right,
    /// 200 − 5 − 50 = 145.
    @Test func rightToLeftKeepsTheSafeAreaOnItsSide() {
        let items = Items(3)
        let layout = verticalLayout(.fromSafeArea)
        let view = collection(layout, size: CGSize(width: 200, height: 400), items) {
            $0.semanticContentAttribute = .forceRightToLeft
            $0.trellis.safeAreaInsets = UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 0)
        }
        #expect(view.adjustedContentInset.left == 0)
        #expect(origin(layout, 0) == CGPoint(x: 145, y: 0))
        #expect(origin(layout, 1) == CGPoint(x: 49, y: 0))
        #expect(origin(layout, 2) == CGPoint(x: 145, y: 30))
    }

    /// Sideways, the layout margins (30 above, 10 below) take the top and
    /// bottom: a 200-point column, insets 5, four items 50 tall. From the
    /// content inset: 190 points, a column of three justified 20 apart
    /// (item 1 at y 75), item 3 alone in the last column at 5. From the
    /// margins: 35 down and 15 up, 150 points, two to a column justified
    /// (item 1 at 35 + 100 = 135), item 3 second in the last at 35 + 60.
    @Test(arguments: [(UICollectionViewFlowLayout.SectionInsetReference.fromContentInset, [CGFloat(75), 5]),
                      (.fromLayoutMargins, [135, 95])])
    func marginsNarrowAColumn(reference: UICollectionViewFlowLayout.SectionInsetReference, expected: [CGFloat]) {
        let items = Items(4)
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        layout.sectionInsetReference = reference
        let view = collection(layout, size: CGSize(width: 300, height: 200), items) {
            $0.layoutMargins = UIEdgeInsets(top: 30, left: 0, bottom: 10, right: 0)
        }
        #expect(view.layoutMargins.top == 30 && view.adjustedContentInset.top == 0)
        #expect([origin(layout, 1)?.y, origin(layout, 3)?.y] == expected)
    }

    /// The safe area arriving after the first layout (a controller's
    /// `additionalSafeAreaInsets` set later, 44 at each side) lays the
    /// lines out again: item 2 from (145, 0) to (49, 60), as above.
    @Test func aLaterSafeAreaLaysTheLinesOutAgain() throws {
        let items = Items(3)
        let layout = verticalLayout(.fromSafeArea)
        let controller = UICollectionViewController(collectionViewLayout: layout)
        controller.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        controller.collectionView.dataSource = items
        controller.trellis.show(size: CGSize(width: 200, height: 400), safeAreaInsets: .zero)
        #expect(origin(layout, 2) == CGPoint(x: 145, y: 0))
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 44)
        controller.view.layoutIfNeeded()
        #expect(controller.collectionView.safeAreaInsets.left == 44)
        #expect(origin(layout, 2) == CGPoint(x: 49, y: 60))
    }
}
