import Foundation
import Testing
@testable import TrellisUIKit

/// An item's `edgeSpacing` and a section's `contentInsetsReference`, both
/// stored and ignored until a held-out file (a custom-emoji keyboard:
/// 44-point items with `.flexible(4)` leading spacing in a full-width
/// group, its section measured from the readable content guide) drew
/// eight cramped items a row from the very edge. Apple's
/// `NSCollectionLayoutItem.edgeSpacing`: space added around the item
/// "between other items and this item's container", the item keeping its
/// size and the next one moving (2 points of trailing spacing move each
/// next 20-point item 2 points); `NSCollectionLayoutSpacing.flexible`: at
/// least the amount, "as more space becomes available, items are respaced
/// evenly". Frames by hand.
@MainActor @Suite struct CompositionalEdgeSpacingTests {
    typealias Items = CollectionViewTests.Items

    private func collection(_ section: NSCollectionLayoutSection, width: CGFloat, _ items: Items,
                            margins: UIEdgeInsets? = nil) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 400),
                                    collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        if let margins { view.layoutMargins = margins }
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = items
        view.layoutIfNeeded()
        return view
    }

    private func frame(_ view: UICollectionView, _ item: Int) -> CGRect? {
        view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// Apple's diagram: 20-point items with 2 points of fixed trailing
    /// spacing sit at x 0, 22, 44.
    @Test func fixedTrailingSpacingMovesTheNextItem() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(20), .absolute(20)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: nil, trailing: .fixed(2), bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(20)), subitems: [item])
        let items = Items([3])
        let view = collection(NSCollectionLayoutSection(group: group), width: 100, items)
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(frame(view, 1) == CGRect(x: 22, y: 0, width: 20, height: 20))
        #expect(frame(view, 2) == CGRect(x: 44, y: 0, width: 20, height: 20))
    }

    /// 40-point items with `.flexible(4)` leading and `.flexible(0)`
    /// trailing spacing in a 200-point group: at least 44 a pitch, so 4 fit
    /// (176; a fifth would end at 220); the 24 left over goes to the 8
    /// flexible spaces, 3 each. Item k starts at 4 + 3 + k × (40 + 3 + 4 + 3):
    /// 7, 57, 107, 157; the last ends at 197, 3 short of the edge. The fifth
    /// starts the next group alone: 44 used, 156 over its two flexible
    /// edges, 78 each, so it starts at 4 + 78 = 82 (the share is what
    /// centres a lone item between `.flexible(0)` edges, the idiom apps use
    /// to centre items in a group).
    @Test func flexibleEdgesShareTheGroupsExtraLength() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(40), .fractionalHeight(1)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(4), top: nil, trailing: .flexible(0), bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item])
        let items = Items([5])
        let view = collection(NSCollectionLayoutSection(group: group), width: 200, items)
        #expect(frame(view, 0) == CGRect(x: 7, y: 0, width: 40, height: 40))
        #expect(frame(view, 1) == CGRect(x: 57, y: 0, width: 40, height: 40))
        #expect(frame(view, 3) == CGRect(x: 157, y: 0, width: 40, height: 40))
        #expect(frame(view, 4) == CGRect(x: 82, y: 40, width: 40, height: 40))
    }

    /// `.layoutMargins` as the reference: the section's 5-point leading
    /// inset counts from the collection view's 30-point left margin, and its
    /// trailing edge from the 10-point right one: a full-width item at
    /// x 35, 200 − 35 − 10 = 155 wide. With `.none` it is at 5, 195 wide.
    @Test func contentInsetsCountFromTheReference() {
        for reference in [UIContentInsetsReference.layoutMargins, .none] {
            let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(20)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(20)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0)
            section.contentInsetsReference = reference
            let items = Items([1])
            let view = collection(section, width: 200, items, margins: UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10))
            let expected = reference == .none ? CGRect(x: 5, y: 0, width: 195, height: 20) : CGRect(x: 35, y: 0, width: 155, height: 20)
            #expect(frame(view, 0) == expected)
        }
    }

    /// `.automatic`, a section's default, follows the layout
    /// configuration's reference, itself the safe area by default (UIKit's
    /// header: "default is UIContentInsetsReferenceAutomatic i.e. following
    /// the layout configuration's contentInsetsReference", and the
    /// configuration's "default is UIContentInsetsReferenceSafeArea"). A
    /// 200-point view with a 44-point safe area at each side (an iPhone in
    /// landscape), a section inset 5 at the leading edge: the item at
    /// 44 + 5 = 49, 200 − 49 − 44 = 107 wide; the configuration set to
    /// `.none`: at 5, 195 wide.
    @Test func automaticFollowsTheConfigurationsReference() {
        let cases: [(UIContentInsetsReference?, CGRect)] = [
            (nil, CGRect(x: 49, y: 0, width: 107, height: 20)),
            (UIContentInsetsReference.none, CGRect(x: 5, y: 0, width: 195, height: 20)),
        ]
        for (reference, expected) in cases {
            let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(20)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(20)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0)
            #expect(section.contentInsetsReference == .automatic)
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            #expect(configuration.contentInsetsReference == .safeArea)
            if let reference { configuration.contentInsetsReference = reference }
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 400),
                                        collectionViewLayout: UICollectionViewCompositionalLayout(section: section, configuration: configuration))
            view.trellis.safeAreaInsets = UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 44)
            view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let items = Items([1])
            view.dataSource = items
            view.layoutIfNeeded()
            #expect(frame(view, 0) == expected, "\(String(describing: reference))")
        }
    }
}
