import Foundation
import Testing
import TrellisUIKit

/// A list's `headerTopPadding` (iOS 15). Apple,
/// `UICollectionLayoutListConfiguration.headerTopPadding`: "The amount of
/// padding above each section header. The default value is nil, which
/// indicates automatic padding"; automatic is the table's automatic
/// `sectionHeaderTopPadding` for the matching style (docs/uikit-numbers.md:
/// 22 in a plain list, none in the grouped ones). Each header starts that
/// far below where its section starts; the rows follow the header.
@MainActor @Suite struct ListHeaderPaddingTests {
    typealias Items = CollectionViewTests.Items

    private func list(_ appearance: UICollectionLayoutListConfiguration.Appearance, padding: CGFloat?,
                      _ items: Items) -> UICollectionView {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        configuration.headerTopPadding = padding
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 800),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                      withReuseIdentifier: "supplementary")
        view.dataSource = items
        view.layoutIfNeeded()
        return view
    }

    private func header(_ view: UICollectionView, _ section: Int) -> CGRect? {
        view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                     at: IndexPath(item: 0, section: section))?.frame
    }

    private func row(_ view: UICollectionView, _ item: Int, _ section: Int) -> CGRect? {
        view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// (appearance, the padding set, the padding expected above each header).
    @Test(arguments: [
        (UICollectionLayoutListConfiguration.Appearance.plain, CGFloat?.none, CGFloat(22)),
        (.plain, 8, 8),
        (.plain, 0, 0),
        (.insetGrouped, nil, 0),
        (.grouped, 12, 12),
    ])
    func paddingAboveEachHeader(appearance: UICollectionLayoutListConfiguration.Appearance, padding: CGFloat?,
                                expected: CGFloat) throws {
        let items = Items([2, 1])
        let view = list(appearance, padding: padding, items)
        let first = try #require(header(view, 0)), second = try #require(header(view, 1))
        #expect(first.minY == expected)
        #expect(try #require(row(view, 0, 0)).minY == first.maxY)
        // The second section starts where the first one's last row (and its empty footer) ends.
        let lastRow = try #require(row(view, 1, 0))
        let footer: CGFloat = appearance == .plain ? 0 : 17.5
        #expect(second.minY == lastRow.maxY + footer + expected)
    }
}
