import Foundation
import Testing
@testable import TrellisUIKit

/// A vertical flow layout right to left: mirrored in the view's width, as
/// the horizontal one is. A flow layout is developed left to right (Apple's
/// header: "FlowLayout returns leftToRight" for `developmentLayoutDirection`),
/// and "In a right-to-left layout a flow layout mirrors item positions"
/// (docs/uikit.md, "Collection views", and docs/uikit-numbers.md,
/// "Flow layout right to left"). Frames worked out by hand.
@MainActor @Suite final class VerticalFlowLayoutRightToLeftTests {
    private func grid(rightToLeft: Bool, count: Int = 5) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 40)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 5
        layout.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        if rightToLeft { view.semanticContentAttribute = .forceRightToLeft }
        let items = HorizontalFlowLayoutTests.Items([count])
        kept.append(items)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                      withReuseIdentifier: "supplementary")
        view.dataSource = items
        view.delegate = items
        view.layoutIfNeeded()
        return view
    }

    private var kept: [AnyObject] = []

    private func frame(_ view: UICollectionView, _ item: Int) -> CGRect? {
        view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    @Test func leftToRightLinesStartAtTheLeft() {
        let view = grid(rightToLeft: false)
        // 300 beside the 20 inset: three 90s fit (290), justified: gaps (300 − 270) / 2 = 15.
        #expect(frame(view, 0) == CGRect(x: 20, y: 30, width: 90, height: 40))
        #expect(frame(view, 1) == CGRect(x: 125, y: 30, width: 90, height: 40))
        #expect(frame(view, 2) == CGRect(x: 230, y: 30, width: 90, height: 40))
        // The last line left-aligned at the minimum spacing.
        #expect(frame(view, 3) == CGRect(x: 20, y: 75, width: 90, height: 40))
        #expect(frame(view, 4) == CGRect(x: 120, y: 75, width: 90, height: 40))
    }

    @Test func rightToLeftLinesStartAtTheRightMirrored() {
        let view = grid(rightToLeft: true)
        // Each frame mirrored in 320: x' = 320 − maxX.
        #expect(frame(view, 0) == CGRect(x: 210, y: 30, width: 90, height: 40))
        #expect(frame(view, 1) == CGRect(x: 105, y: 30, width: 90, height: 40))
        #expect(frame(view, 2) == CGRect(x: 0, y: 30, width: 90, height: 40))
        // The last line starts at the right; sectionInset.left is the gap at the right edge (320 − 300).
        #expect(frame(view, 3) == CGRect(x: 210, y: 75, width: 90, height: 40))
        #expect(frame(view, 4) == CGRect(x: 110, y: 75, width: 90, height: 40))
        // The header spans the width either way; nothing scrolls sideways.
        let header = view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                  at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(view.contentOffset == .zero)
        #expect(view.contentSize == CGSize(width: 320, height: 115))
    }

    @Test func turningRightToLeftAfterTheFirstLayoutMirrors() {
        let view = grid(rightToLeft: false, count: 1)
        // One item alone on its line is centred: (300 − 90) / 2 + 20 = 125; mirrored 320 − 215 = 105.
        #expect(frame(view, 0) == CGRect(x: 125, y: 30, width: 90, height: 40))
        view.semanticContentAttribute = .forceRightToLeft
        view.layoutIfNeeded()
        #expect(frame(view, 0) == CGRect(x: 105, y: 30, width: 90, height: 40))
        // The cell on screen follows.
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 105, y: 30, width: 90, height: 40))
    }
}
