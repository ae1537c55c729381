import Foundation
import Testing
@testable import TrellisUIKit

/// A compositional section measured from the layout margins
/// (`contentInsetsReference = .layoutMargins`, Apple: "the content insets
/// are measured from the layout margins") reads the margins as
/// `layoutMargins` reads them since noticed30: with the safe area
/// (`insetsLayoutMarginsFromSafeArea`, true by default; Apple's
/// `layoutMargins`: "the values may be greater if the view is not fully
/// inside the safe area"), the distance of `layoutMarginsGuide` from the
/// edges. A 200-point view in landscape, 44 points of safe area a side,
/// its 8-point default margins, a 5-point leading section inset: the item
/// at 44 + 8 + 5 = 57, 200 − 57 − (8 + 44) = 91 wide, inside the notch's
/// safe area and not under it.
@MainActor @Suite struct MarginsReferenceWithSafeAreaTests {
    func view(reference: UIContentInsetsReference, insetFromSafeArea: Bool = true) -> UICollectionView {
        let size = { (w: NSCollectionLayoutDimension, h: NSCollectionLayoutDimension) in
            NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
        }
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(20)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(20)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0)
        section.contentInsetsReference = reference
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 400),
                                    collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        view.insetsLayoutMarginsFromSafeArea = insetFromSafeArea
        view.trellis.safeAreaInsets = UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 44)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        return view
    }

    func firstFrame(_ view: UICollectionView, _ items: CollectionViewTests.Items) -> CGRect? {
        view.dataSource = items
        view.layoutIfNeeded()
        return view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
    }

    @Test func theMarginsReferenceIncludesTheSafeArea() {
        let view = view(reference: .layoutMargins)
        let items = CollectionViewTests.Items([1])
        #expect(view.layoutMargins.left == 52, "the reading Apple documents")
        #expect(firstFrame(view, items) == CGRect(x: 57, y: 0, width: 91, height: 20))
    }

    /// Not inset from the safe area, the margins are the 8 points as set:
    /// the item at 8 + 5 = 13, 200 − 13 − 8 = 179 wide.
    @Test func withoutTheSafeAreaTheMarginsAsSet() {
        let view = view(reference: .layoutMargins, insetFromSafeArea: false)
        let items = CollectionViewTests.Items([1])
        #expect(firstFrame(view, items) == CGRect(x: 13, y: 0, width: 179, height: 20))
    }
}
