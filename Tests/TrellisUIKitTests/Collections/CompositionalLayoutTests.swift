import Foundation
import Layout
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// Compositional and list layouts, registrations and diffable data
/// sources; frames worked out by hand (the test font: every letter 1 em
/// wide, a space half an em, a line 1 em tall).
@MainActor @Suite struct CompositionalLayoutTests {
    typealias Items = CollectionViewTests.Items
    typealias LabelCell = CollectionViewTests.LabelCell

    private func collection(_ layout: UICollectionViewLayout, width: CGFloat, height: CGFloat = 600,
                            _ items: Items) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        view.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.register(LabelCell.self, forCellWithReuseIdentifier: "label")
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                      withReuseIdentifier: "supplementary")
        view.dataSource = items
        view.layoutIfNeeded()
        return view
    }

    private func frame(_ view: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    @Test func aCountedGroupSharesItsWidthAfterSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.interGroupSpacing = 8
        let view = collection(UICollectionViewCompositionalLayout(section: section), width: 340, Items([3]))
        // 340 − 40 = 300 wide; (300 − 10) / 2 = 145 an item; groups 100 tall, 8 apart.
        #expect(frame(view, 0) == CGRect(x: 20, y: 10, width: 145, height: 100))
        #expect(frame(view, 1) == CGRect(x: 175, y: 10, width: 145, height: 100))
        #expect(frame(view, 2) == CGRect(x: 20, y: 118, width: 145, height: 100))
        #expect(view.contentSize.height == 228)
    }

    @Test func fractionalItemsRepeatAcrossTheGroupInsideTheirInsets() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let view = collection(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), width: 400, Items([6]))
        // Four 100-point slots a group; each cell 5 inside its slot.
        #expect(frame(view, 1) == CGRect(x: 105, y: 5, width: 90, height: 90))
        #expect(frame(view, 3) == CGRect(x: 305, y: 5, width: 90, height: 90))
        #expect(frame(view, 5) == CGRect(x: 105, y: 105, width: 90, height: 90))
        #expect(view.contentSize.height == 200)
    }

    @Test func nestedGroupsSplitTheirSpace() {
        let big = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitem: small, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [big, column])
        let view = collection(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), width: 300, Items([4]))
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 150, height: 200))
        #expect(frame(view, 1) == CGRect(x: 150, y: 0, width: 150, height: 100))
        #expect(frame(view, 2) == CGRect(x: 150, y: 100, width: 150, height: 100))
        #expect(frame(view, 3) == CGRect(x: 0, y: 200, width: 150, height: 200))
    }

    /// A carousel section (orthogonal, with a header) above a section of
    /// self-sizing rows, from a section provider.
    @Test func anOrthogonalCarouselAndEstimatedRows() {
        let long = Array(repeating: "aaaaa", count: 8).joined(separator: " ")
        let texts = ["short", long] + Array(repeating: "x", count: 8)
        let items = Items([3, 10]) { view, indexPath in
            if indexPath.section == 0 { return view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
            return CollectionViewTests.labelled(texts)(view, indexPath)
        }
        let layout = UICollectionViewCompositionalLayout { index, environment in
            #expect(environment.container.effectiveContentSize.width == 340)
            if index == 0 {
                let item = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1), .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: self.size(.fractionalWidth(0.8), .absolute(150)),
                                                               subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 20)
                section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: self.size(.fractionalWidth(1), .absolute(30)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
                return section
            }
            let row = self.size(.fractionalWidth(1), .estimated(44))
            return NSCollectionLayoutSection(group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
        }
        let view = collection(layout, width: 340, height: 250, items)
        // The header in the insets: 300 wide at 20; the groups 0.8 × 300 = 240 wide, 10 apart, from 30 + 10.
        let header = view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                  at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 20, y: 0, width: 300, height: 30))
        #expect(frame(view, 0) == CGRect(x: 20, y: 40, width: 240, height: 150))
        #expect(frame(view, 1) == CGRect(x: 270, y: 40, width: 240, height: 150))
        #expect(frame(view, 2) == CGRect(x: 520, y: 40, width: 240, height: 150))
        // Drawn at its first position: the third card is past the edge, not made.
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) != nil)
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0)) == nil)
        // Rows from 190: "short" 10 + 10 tall; the long text's label is 340 − 10 = 330
        // wide, six words (6 × 50 + 5 × 5 = 325) a line: two lines, 20 + 10.
        #expect(frame(view, 0, 1) == CGRect(x: 0, y: 190, width: 340, height: 20))
        #expect(frame(view, 1, 1) == CGRect(x: 0, y: 210, width: 340, height: 30))
        // Row 2 (240…260) shows and is measured; rows 3…9 keep the estimate.
        #expect(frame(view, 2, 1) == CGRect(x: 0, y: 240, width: 340, height: 20))
        #expect(frame(view, 3, 1) == CGRect(x: 0, y: 260, width: 340, height: 44))
        // The measured heights come from the solver: equal within a rounding error.
        #expect(abs(view.contentSize.height - (260 + 7 * 44)) < 1e-9)
        #expect(items.asked == 5)
    }

    /// `.groupPagingCentered` pages each group to the centre, the first
    /// one too (Apple forums, thread 684678: an app that wants its first
    /// group leading-justified under this behaviour has to ask how; that
    /// is `.groupPaging`'s, as above). Insets 20 a side on 340: the groups
    /// are 0.8 × 300 = 240 wide, the first centred in the 300 between the
    /// insets: 20 + (300 − 240) / 2 = 50; the next 10 after it, at 300.
    @Test func groupPagingCenteredCentresTheFirstGroup() {
        let items = Items([3])
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(150)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        let view = collection(UICollectionViewCompositionalLayout(section: section), width: 340, height: 250, items)
        #expect(frame(view, 0) == CGRect(x: 50, y: 0, width: 240, height: 150))
        #expect(frame(view, 1) == CGRect(x: 300, y: 0, width: 240, height: 150))
    }

    /// A list cell 50 points tall.
    final class FixedListCell: UICollectionViewListCell {
        override init(frame: CGRect) {
            super.init(frame: frame)
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(box)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: contentView.topAnchor), box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor), box.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test func anInsetGroupedListHasTheTablesMetrics() {
        let items = Items([2, 2]) { view, indexPath in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "fixed", for: indexPath) as! FixedListCell
            cell.accessories = indexPath.item == 0 ? [.disclosureIndicator()] : []
            return cell
        }
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        view.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        view.register(FixedListCell.self, forCellWithReuseIdentifier: "fixed")
        view.dataSource = items
        view.layoutIfNeeded()
        // As the inset grouped table: 20 from each side at 390 points (UIKit's
        // lists on iOS 17 and 18.2: docs/uikit-numbers.md, "Inset grouped
        // section inset"), 390 - 40 = 350 wide; 35 above the first section,
        // 17.5 + 17.5 between sections, 17.5 below the last.
        #expect(frame(view, 0) == CGRect(x: 20, y: 35, width: 350, height: 50))
        #expect(frame(view, 1) == CGRect(x: 20, y: 85, width: 350, height: 50))
        #expect(frame(view, 0, 1) == CGRect(x: 20, y: 170, width: 350, height: 50))
        #expect(view.contentSize.height == 287.5)
        let backgrounds = view.node.subviews.filter { $0.name == "UICollectionView.sectionBackground" }
        #expect(backgrounds.map(\.frame) == [Rect(x: 20, y: 35, width: 350, height: 100), Rect(x: 20, y: 170, width: 350, height: 100)])
        #expect(backgrounds.allSatisfy { $0.cornerRadius == 10 })
        // A hairline under the first row from 20 to the end; none under a section's last.
        let first = view.cellForItem(at: IndexPath(item: 0, section: 0))!
        let line = first.node.subviews.first { $0.name == "UICollectionViewListCell.separator" }?.frame ?? .zero
        #expect(line.minX == 20 && line.width == 330)
        #expect(abs(line.minY - (50 - 1.0 / 3)) < 1e-9)
        let last = view.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(last.node.subviews.first { $0.name == "UICollectionViewListCell.separator" }?.isHidden != false)
        // The chevron (its 11.5-point column) and its 20-point margin end the content view.
        #expect(abs(first.contentView.frame.width - (350 - 31.5)) < 1e-9)
        #expect(last.contentView.frame.width == 350)
    }

    @Test func rowsMadeAfterScrollingAreDrawnAboveTheSectionBackground() {
        let items = Items([30]) { view, indexPath in view.dequeueReusableCell(withReuseIdentifier: "fixed", for: indexPath) }
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: layout)
        view.register(FixedListCell.self, forCellWithReuseIdentifier: "fixed")
        view.dataSource = items
        view.layoutIfNeeded()
        view.contentOffset = CGPoint(x: 0, y: 1000)
        view.layoutIfNeeded()
        // Rows 0…5 were measured (50 each, from 35: to 335); rows 6…19 keep the
        // 44 estimate (to 951); rows from 20 are measured as they show: row 20
        // spans 951…1001, row 26 1251…1301, in the 1000…1300 shown.
        #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 20, section: 0))
        #expect(view.indexPathsForVisibleItems.last == IndexPath(item: 26, section: 0))
        let subviews = view.node.subviews
        let background = subviews.firstIndex { $0.name == "UICollectionView.sectionBackground" }
        #expect(background != nil)
        for cell in view.visibleCells {
            #expect((subviews.firstIndex { $0 === cell.node } ?? -1) > (background ?? .max))
        }
    }

    @Test func anotherTextSizeMeasuresTheRowsAgain() {
        let items = Items([3]) { view, indexPath in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "list", for: indexPath) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = "Row"
            cell.contentConfiguration = content
            return cell
        }
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        view.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
        view.dataSource = items
        view.trellis.traitOverrides = UITraitCollection(preferredContentSizeCategory: .large)
        view.layoutIfNeeded()
        let large = frame(view, 0)?.height ?? 0
        view.trellis.traitOverrides = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        view.layoutIfNeeded()
        let largest = frame(view, 0)?.height ?? 0
        // Body text at Large is 17 points (a 17-point line: 11 + 17 + 11 = 39, at least 44);
        // at AX5 it is 53 (11 + 53 + 11 = 75).
        #expect(large == 44)
        #expect(abs(largest - 75) < 1e-9)
        #expect(abs((frame(view, 1)?.minY ?? 0) - largest) < 1e-9)
    }

    @Test func anOutlineShowsTheChildrenOfExpandedItems() {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Vegetables"])
        outline.append(["apple", "pear"], to: "Fruit")
        outline.append(["leek"], to: "Vegetables")
        outline.append(["cox"], to: "apple")
        outline.expand(["Fruit", "apple"])
        #expect(outline.items == ["Fruit", "apple", "cox", "pear", "Vegetables", "leek"])
        #expect(outline.visibleItems == ["Fruit", "apple", "cox", "pear", "Vegetables"])
        #expect(outline.level(of: "cox") == 2 && outline.parent(of: "pear") == "Fruit")
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        let cells = UICollectionView.CellRegistration<LabelCell, String> { cell, _, text in cell.label.text = text }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, text in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: text)
        }
        source.apply(outline, to: 0, animatingDifferences: false)
        #expect(view.numberOfItems(inSection: 0) == 5)
        outline.collapse(["Fruit"])
        source.apply(outline, to: 0)
        #expect(view.numberOfItems(inSection: 0) == 2)
        #expect(source.snapshot(for: 0).isExpanded("apple"))
        outline.delete(["apple"])
        #expect(outline.items == ["Fruit", "pear", "Vegetables", "leek"])
    }

    /// A layout of the app's own: items stacked, each 30 tall, 5 apart.
    final class StackLayout: UICollectionViewLayout {
        var frames: [CGRect] = []
        var prepared = 0
        override func prepare() {
            prepared += 1
            let count = collectionView?.numberOfItems(inSection: 0) ?? 0
            let width = collectionView?.bounds.width ?? 0
            frames = (0..<count).map { CGRect(x: 0, y: CGFloat($0) * 35, width: width, height: 30) }
        }
        override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(frames.count) * 35) }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            frames.enumerated().filter { $0.element.intersects(rect) }.map { index, frame in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
                attributes.frame = frame
                return attributes
            }
        }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frames[indexPath.item]
            return attributes
        }
    }

    @Test func aLayoutOfTheAppsOwnPlacesTheCells() throws {
        let layout = StackLayout()
        let view = collection(layout, width: 200, height: 100, Items([10]))
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 70, width: 200, height: 30))
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0)) == nil, "105 is past the 100 shown")
        #expect(view.contentSize.height == 350)
        // Attributes copy themselves, as custom layouts copy super's before changing them.
        let original = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        let copy = original.copy() as! UICollectionViewLayoutAttributes
        copy.frame.origin.x = 40
        #expect(copy !== original && original.frame.minX == 0 && copy.frame.size == original.frame.size)
        let prepared = layout.prepared
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(layout.prepared == prepared + 1)
    }

    enum Section: Hashable { case fruit, vegetables }

    @Test func aDiffableSourceShowsItsSnapshotThroughRegistrations() {
        let layout = UICollectionViewCompositionalLayout.list(using: {
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.headerMode = .supplementary
            return configuration
        }())
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        view.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        let cells = UICollectionView.CellRegistration<LabelCell, String> { cell, _, text in cell.label.text = text }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = UIListContentConfiguration.plainHeader()
            content.text = indexPath.section == 0 ? "Fruit" : "Vegetables"
            header.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Section, String>(collectionView: view) { view, indexPath, text in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: text)
        }
        source.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit, .vegetables])
        snapshot.appendItems(["apple", "pear", "plum"], toSection: .fruit)
        snapshot.appendItems(["leek", "kale"], toSection: .vegetables)
        source.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(view.numberOfSections == 2)
        #expect(view.numberOfItems(inSection: 0) == 3)
        #expect((view.cellForItem(at: IndexPath(item: 2, section: 0)) as? LabelCell)?.label.text == "plum")
        #expect(source.itemIdentifier(for: IndexPath(item: 1, section: 1)) == "kale")
        #expect(view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 2)
        // Labelled rows are 10 + 10 tall: the second section's first row follows the header.
        let header = view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                  at: IndexPath(item: 0, section: 1))!
        #expect(frame(view, 0, 1)?.minY == header.frame.maxY)
        #expect(frame(view, 0, 0)?.height == 20)

        snapshot.deleteItems(["pear"])
        snapshot.deleteSections([.vegetables])
        source.apply(snapshot)
        view.layoutIfNeeded()
        #expect(view.numberOfSections == 1)
        #expect((view.cellForItem(at: IndexPath(item: 1, section: 0)) as? LabelCell)?.label.text == "plum")
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 1)) == nil)
    }
}
