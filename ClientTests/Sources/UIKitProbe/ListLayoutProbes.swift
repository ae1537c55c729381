#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// The list numbers no property publishes, read from real views laid out:
/// the automatic `headerTopPadding` and the space between two accessories.
@MainActor public enum ListLayoutProbes {
    /// Two sections of two rows each.
    private final class Rows: NSObject, UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            var content = UIListContentConfiguration.cell()
            content.text = "Row \(indexPath.item)"
            cell.contentConfiguration = content
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header",
                                                                          for: indexPath)
            if let cell = header as? UICollectionViewListCell {
                var content = UIListContentConfiguration.plainHeader()
                content.text = "Section \(indexPath.section)"
                cell.contentConfiguration = content
            }
            return header
        }
    }

    /// A plain list's automatic `headerTopPadding` (nil): the second
    /// header's minY minus the first section's last row's maxY (Trellis: 22;
    /// a plain list's footer is empty). The first header's minY too, raw.
    public static func plainListHeaderTopPadding() -> ProbeReading {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 800),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        list.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        list.register(UICollectionViewListCell.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                      withReuseIdentifier: "header")
        let rows = Rows()
        list.dataSource = rows
        list.reloadData()
        list.layoutIfNeeded()
        let kind = UICollectionView.elementKindSectionHeader
        let first = list.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 0))?.frame
        let second = list.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 1))?.frame
        let lastRow = list.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        let gap = (second?.minY ?? .nan) - (lastRow?.maxY ?? .nan)
        return ProbeReading("list.plain.headerTopPadding", [Double(gap)],
                            raw: "header0=\(String(describing: first)) row(0,1)=\(String(describing: lastRow)) "
                                + "header1=\(String(describing: second))")
    }

    /// The space between a list cell's two trailing accessories (a check
    /// mark and a disclosure chevron): the gap between the accessory views'
    /// frames (Trellis: 12). The views are the cell's subviews outside its
    /// content view that are neither full-width (background, separator) nor
    /// empty; one container holding them all (Trellis's row) is looked into.
    public static func accessorySpacing() -> ProbeReading {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = "Accessories"
        cell.contentConfiguration = content
        cell.accessories = [.checkmark(), .disclosureIndicator()]
        cell.layoutIfNeeded()
        func accessoryViews(_ views: [UIView]) -> [UIView] {
            let found = views.filter {
                $0 !== cell.contentView && !$0.isHidden && $0.frame.width > 0 && $0.frame.width < cell.bounds.width / 2
            }
            if found.count == 1, found[0].subviews.count >= 2 { return accessoryViews(found[0].subviews) }
            return found
        }
        let frames = accessoryViews(cell.subviews).map { $0.convert($0.bounds, to: cell) }.sorted { $0.minX < $1.minX }
        let gap = frames.count >= 2 ? frames[1].minX - frames[0].maxX : .nan
        return ProbeReading("listCell.accessorySpacing", [Double(gap)],
                            raw: "accessories=\(frames)\n" + describeTree(cell, in: cell))
    }
}
