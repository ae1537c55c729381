import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// A photo grid (flow layout), a feed (a compositional layout: a carousel
/// section scrolling sideways above a list section) and an inset grouped
/// list, against the references in __Snapshots__/CollectionSnapshotTests.
@MainActor @Suite(.serialized) struct CollectionSnapshotTests {
    static let colors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPink, .systemPurple, .systemTeal]

    /// A coloured tile with a caption at its bottom-left.
    final class TileCell: UICollectionViewCell {
        let caption = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.layer.cornerRadius = 12
            contentView.clipsToBounds = true
            caption.font = .preferredFont(forTextStyle: .headline)
            caption.textColor = .white
            caption.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(caption)
            NSLayoutConstraint.activate([
                caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                contentView.bottomAnchor.constraint(equalTo: caption.bottomAnchor, constant: 10),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Grid: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 14 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! TileCell
            cell.contentView.backgroundColor = CollectionSnapshotTests.colors[indexPath.item % CollectionSnapshotTests.colors.count]
            cell.caption.text = "\(indexPath.item + 1)"
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
                as! UICollectionViewListCell
            var content = UIListContentConfiguration.prominentInsetGroupedHeader()
            content.text = "Photos"
            header.contentConfiguration = content
            return header
        }
    }

    @Test func photoGrid() {
        let grid = Grid()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 110)
        layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 16, right: 16)
        layout.headerReferenceSize = CGSize(width: 0, height: 52)
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view.backgroundColor = .systemBackground
        view.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        view.register(UICollectionViewListCell.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                      withReuseIdentifier: "title")
        view.dataSource = grid
        assertSnapshot(of: Self.wholeContent(of: view), as: .image, testName: "photoGrid")
    }

    /// The collection view in a 390-point-wide root, as tall as its content.
    static func wholeContent(of view: UICollectionView) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 0))
        view.translatesAutoresizingMaskIntoConstraints = false
        view.trellis.sizesToContent = true
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: root.topAnchor), view.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        return root
    }

    enum FeedSection: Int, Hashable { case featured, recent }

    /// The feed: a carousel of cards (each 85 % of the width, paging by
    /// group) under a header, then an inset grouped list of posts.
    static func feed() -> (UICollectionView, AnyObject) {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            if index == FeedSection.featured.rawValue {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(180)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 12
                section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 8, trailing: 16)
                section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
                return section
            }
            var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            list.headerMode = .supplementary
            return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
        }
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view.backgroundColor = .systemGroupedBackground
        let cards = UICollectionView.CellRegistration<TileCell, String> { cell, indexPath, title in
            cell.contentView.backgroundColor = colors[indexPath.item % colors.count]
            cell.caption.text = title
        }
        let posts = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.secondaryText = indexPath.item % 2 == 0 ? "Yesterday" : "2 days ago"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = indexPath.section == 0 ? UIListContentConfiguration.prominentInsetGroupedHeader() : .groupedHeader()
            content.text = indexPath.section == 0 ? "Featured" : "Recent posts"
            header.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<FeedSection, String>(collectionView: view) { view, indexPath, title in
            indexPath.section == 0 ? view.dequeueConfiguredReusableCell(using: cards, for: indexPath, item: title)
                : view.dequeueConfiguredReusableCell(using: posts, for: indexPath, item: title)
        }
        source.supplementaryViewProvider = { view, _, indexPath in view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath) }
        var snapshot = NSDiffableDataSourceSnapshot<FeedSection, String>()
        snapshot.appendSections([.featured, .recent])
        snapshot.appendItems(["Mountains", "Coast", "Forest"], toSection: .featured)
        snapshot.appendItems(["Trail notes", "Packing list", "Camp recipes", "Map reading", "First aid"], toSection: .recent)
        source.apply(snapshot, animatingDifferences: false)
        return (view, source)
    }

    @Test(arguments: [false, true])
    func feed(dark: Bool) {
        let (view, source) = Self.feed()
        assertSnapshot(of: view, as: .image(size: CGSize(width: 390, height: 640),
                                            traits: UITraitCollection(userInterfaceStyle: dark ? .dark : .light)),
                       named: dark ? "dark" : "light", testName: "feed")
        withExtendedLifetime(source) {}
    }

    @Test func settingsList() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let rows: [[(String, UICellAccessory?)]] = [
            [("Wi-Fi", .label(text: "Home")), ("Bluetooth", .label(text: "On")), ("Mobile Data", .disclosureIndicator())],
            [("Light", .checkmark()), ("Dark", nil), ("Automatic", nil)],
        ]
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            let accessory = rows[indexPath.section][indexPath.item].1
            cell.accessories = (accessory.map { [$0] } ?? []) + (indexPath.section == 0 && indexPath.item < 2 ? [.disclosureIndicator()] : [])
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = indexPath.section == 0 ? "Connections" : "Appearance"
            header.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, title in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: title)
        }
        source.supplementaryViewProvider = { view, _, indexPath in view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath) }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        for (section, items) in rows.enumerated() { snapshot.appendItems(items.map(\.0), toSection: section) }
        source.apply(snapshot, animatingDifferences: false)
        assertSnapshot(of: Self.wholeContent(of: view), as: .image, testName: "settingsList")
    }
}
