import Foundation
import Testing
@testable import TrellisUIKit

/// What the fifteenth held-out corpus (docs/uikit.md, "Held-out corpus 15":
/// Apple's "Implementing Modern Collection Views" sample and a compositional
/// layout playground, iOS 14 list and layout API) found missing: badges
/// anchored on items (`NSCollectionLayoutAnchor`), a list cell copying the
/// value cell's image tint (`ImageProperties.resolvedTintColor(for:)`), a
/// reorderable list's `reorderingHandlers`, and a table's diffable data
/// source whose subclass deletes and moves rows.
@MainActor @Suite(.serialized) struct HeldOutCorpus15Tests {
    private static let badge = "badge"

    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
        }
    }

    /// A 200 × 100 collection view of two 100 × 100 items with `insets`-point
    /// content insets (10: cells 80 × 80 at x 10 and 110, y 10), each with a
    /// 20 × 20 badge on `anchor`.
    private func badged(_ anchor: NSCollectionLayoutAnchor, source: UICollectionViewDataSource,
                        insets: CGFloat = 10) -> UICollectionView {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: Self.badge, containerAnchor: anchor)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                             heightDimension: .fractionalHeight(1)),
                                          supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: insets, leading: insets, bottom: insets, trailing: insets)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .absolute(100)),
                                                       subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: Self.badge, withReuseIdentifier: Self.badge)
        view.dataSource = source
        view.layoutIfNeeded()
        return view
    }

    /// Apple's `NSCollectionLayoutAnchor` overview: the supplementary item
    /// is "anchored within the specified edges of the item", and a
    /// fractional offset of 0.3 moves its origin "30% of the supplementary
    /// item's width in the positive x direction". The sample's badge: top
    /// and trailing edges, offset (0.3, −0.3): against the second cell's
    /// top right corner (190 − 20, 10) moved 6 right and 6 up, (176, 4).
    @Test func aBadgeIsAnchoredOnItsItemsCornerAndMovedByFractionsOfItsSize() {
        let source = Source()
        let view = badged(NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)),
                          source: source)
        let second = view.layoutAttributesForSupplementaryElement(ofKind: Self.badge, at: IndexPath(item: 1, section: 0))
        #expect(second?.frame == CGRect(x: 176, y: 4, width: 20, height: 20))
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: Self.badge, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 76, y: 4, width: 20, height: 20))
        // Above its cell (zIndex 1 by default), and a view is made for it.
        #expect(second?.zIndex == 1)
        #expect(view.supplementaryView(forElementKind: Self.badge, at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 176, y: 4, width: 20, height: 20))
    }

    /// One edge alone: against it, centred along it (bottom: y 90 − 20, x
    /// 10 + (80 − 20) / 2); an absolute offset is in points; no edge at
    /// all centres it on the item.
    @Test func anEdgeAloneCentresTheBadgeAlongItAndAnAbsoluteOffsetIsInPoints() {
        let source = Source()
        let bottom = badged(NSCollectionLayoutAnchor(edges: .bottom, absoluteOffset: CGPoint(x: 0, y: 5)), source: source)
        #expect(bottom.layoutAttributesForSupplementaryElement(ofKind: Self.badge, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 40, y: 75, width: 20, height: 20))
        let anchor = NSCollectionLayoutAnchor(edges: [])
        #expect(anchor.isAbsoluteOffset && !anchor.isFractionalOffset && anchor.offset == .zero)
        let centred = badged(anchor, source: source)
        #expect(centred.layoutAttributesForSupplementaryElement(ofKind: Self.badge, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 40, y: 40, width: 20, height: 20))
    }

    /// Apple's `resolvedTintColor(for:)`: the image properties' own tint if
    /// set, else the one passed, through the tint transformer.
    @Test func imagePropertiesResolveTheirTintFromTheViewsTint() {
        var properties = UIListContentConfiguration.ImageProperties()
        #expect(properties.resolvedTintColor(for: .systemRed) == .systemRed)
        properties.tintColor = .systemGreen
        #expect(properties.resolvedTintColor(for: .systemRed) == .systemGreen)
        properties.tintColorTransformer = UIConfigurationColorTransformer { _ in .black }
        #expect(properties.resolvedTintColor(for: .systemRed) == .black)
    }

    private enum Section: Hashable { case a, b }

    private func reorderable() -> (UICollectionView, UICollectionViewDiffableDataSource<Section, String>) {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300),
                                    collectionViewLayout: UICollectionViewFlowLayout())
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let source = UICollectionViewDiffableDataSource<Section, String>(collectionView: view) { view, path, _ in
            view.dequeueReusableCell(withReuseIdentifier: "item", for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.a, .b])
        snapshot.appendItems(["1", "2", "3"], toSection: .a)
        snapshot.appendItems(["x"], toSection: .b)
        source.apply(snapshot, animatingDifferences: false)
        return (view, source)
    }

    /// Apple's `ReorderingHandlers.canReorderItem`: without it the items
    /// cannot be reordered; with it the data source answers the collection
    /// view's `canMoveItemAt` by it.
    @Test func reorderingIsAllowedOnlyByCanReorderItem() {
        let (view, source) = reorderable()
        let asked: UICollectionViewDataSource = source
        #expect(!asked.collectionView(view, canMoveItemAt: IndexPath(item: 0, section: 0)))
        source.reorderingHandlers.canReorderItem = { $0 != "2" }
        #expect(asked.collectionView(view, canMoveItemAt: IndexPath(item: 0, section: 0)))
        #expect(!asked.collectionView(view, canMoveItemAt: IndexPath(item: 1, section: 0)))
    }

    /// The end of a move (`collectionView(_:moveItemAt:to:)`, what the
    /// collection view calls): "1" from the top of section a to its end
    /// gives 2, 3, 1; the data source shows it and hands willReorder and
    /// didReorder the transaction, whose section difference turns the
    /// app's old array into the new one (the sample's first method) and
    /// whose final section snapshot holds the new order (its second).
    @Test func aMoveAppliesTheReorderAndReportsItsTransaction() {
        let (view, source) = reorderable()
        var reported: [String] = []
        var store = ["1", "2", "3"]
        source.reorderingHandlers.canReorderItem = { _ in true }
        source.reorderingHandlers.willReorder = { _ in reported.append("will") }
        source.reorderingHandlers.didReorder = { transaction in
            reported.append("did")
            #expect(transaction.sectionTransactions.count == 1)
            if let section = transaction.sectionTransactions.first {
                #expect(section.sectionIdentifier == .a)
                store = store.applying(section.difference) ?? []
                #expect(section.finalSnapshot.items == ["2", "3", "1"])
            }
            #expect(transaction.initialSnapshot.itemIdentifiers == ["1", "2", "3", "x"])
        }
        let asked: UICollectionViewDataSource = source
        asked.collectionView(view, moveItemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        #expect(reported == ["will", "did"])
        #expect(store == ["2", "3", "1"])
        #expect(source.snapshot().itemIdentifiers(inSection: .a) == ["2", "3", "1"])
        #expect(source.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "1")
    }

    /// Apple's sample subclasses `UITableViewDiffableDataSource` and
    /// overrides `tableView(_:commit:forRowAt:)` and
    /// `tableView(_:moveRowAt:to:)`; the table reaches them through its
    /// data source protocol, so the overrides are what it calls.
    @Test func aTablesDiffableDataSourceSubclassDeletesAndMovesRows() {
        final class Editing: UITableViewDiffableDataSource<Int, String> {
            var moved: [(IndexPath, IndexPath)] = []
            override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                                    forRowAt indexPath: IndexPath) {
                guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
                var snapshot = self.snapshot()
                snapshot.deleteItems([item])
                apply(snapshot, animatingDifferences: false)
            }
            override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
                moved.append((sourceIndexPath, destinationIndexPath))
            }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let source = Editing(tableView: table) { _, _, _ in UITableViewCell(style: .default, reuseIdentifier: nil) }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        source.apply(snapshot, animatingDifferences: false)
        let asked: UITableViewDataSource = source
        asked.tableView(table, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
        #expect(source.snapshot().itemIdentifiers == ["a", "c"])
        #expect(table.numberOfRows(inSection: 0) == 2)
        asked.tableView(table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        #expect(source.moved.map { [$0.0.row, $0.1.row] } == [[0, 1]])
    }

    /// Apple's sample centres each emoji in its grid cell with a cell
    /// configuration whose `textProperties.alignment` is `.center` and whose
    /// margins are zero; UIKit lays the text out across the width left to
    /// it, so the alignment shows. In a 200-point-wide content view the
    /// text's frame runs 0 to 200 (centre 100); a natural text keeps its
    /// own width from the leading margin.
    @Test func aCentredListTextSpansItsRowSoItIsCentred() {
        var content = UIListContentConfiguration.cell()
        content.text = "W"
        content.textProperties.alignment = .center
        content.directionalLayoutMargins = .zero
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        view.layoutIfNeeded()
        #expect(view.textLabel.frame.minX == 0)
        #expect(view.textLabel.frame.width == 200)
        content.textProperties.alignment = .natural
        let natural = UIListContentView(configuration: content)
        natural.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        natural.layoutIfNeeded()
        #expect(natural.textLabel.frame.minX == 0)
        #expect(natural.textLabel.frame.width < 100)
    }

    final class HidingSource: NSObject, UICollectionViewDataSource {
        var hidden: Set<Int> = [0]
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
            view.isHidden = hidden.contains(indexPath.item)
            return view
        }
    }

    /// Apple's badges sample hides a badge whose count is zero as it
    /// configures the view (`badgeView.isHidden = !hasBadgeCount`); UIKit
    /// applies the element's layout attributes as it dequeues, before the
    /// data source configures, so the app's hiding stands. Trellis showed
    /// every view it was handed. A view reused for an element the app
    /// leaves visible is shown again.
    @Test func aSupplementaryViewTheAppHidesStaysHidden() {
        let source = HidingSource()
        let view = badged(NSCollectionLayoutAnchor(edges: [.top, .trailing]), source: source, insets: 0)
        let first = IndexPath(item: 0, section: 0), second = IndexPath(item: 1, section: 0)
        #expect(view.supplementaryView(forElementKind: Self.badge, at: first)?.isHidden == true)
        #expect(view.supplementaryView(forElementKind: Self.badge, at: second)?.isHidden == false)
        source.hidden = [1]
        view.reloadData()
        view.layoutIfNeeded()
        #expect(view.supplementaryView(forElementKind: Self.badge, at: first)?.isHidden == false)
        #expect(view.supplementaryView(forElementKind: Self.badge, at: second)?.isHidden == true)
    }
}
