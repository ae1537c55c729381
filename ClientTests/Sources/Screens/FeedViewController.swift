#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// The feed screen: a carousel of featured stories (a section scrolling
/// sideways, one card and a peek of the next) above an inset grouped list
/// of recent posts, in a compositional layout fed by a diffable data source.
public final class FeedViewController: UIViewController {
    enum Section: Int, CaseIterable { case featured, recent }

    struct Story: Hashable {
        let title: String
        let subtitle: String
    }

    public private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Story>!

    private let featured = [
        Story(title: "Alpine lakes", subtitle: "A week above the tree line"),
        Story(title: "Night trains", subtitle: "Sleeping across Europe"),
        Story(title: "Tide pools", subtitle: "What the low tide leaves"),
    ]
    private let recent = [
        Story(title: "Packing light", subtitle: "Eight kilograms for a month"),
        Story(title: "Camp coffee", subtitle: "Three ways without a grinder"),
        Story(title: "Reading a map", subtitle: "Contours, scale and bearings"),
        Story(title: "Blister care", subtitle: "Before, during and after"),
        Story(title: "Rain shells", subtitle: "What the numbers mean"),
    ]

    private static let cardColors: [UIColor] = [.systemTeal, .systemIndigo, .systemOrange]

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Feed"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The collection view is the screen's view: its content starts under
    /// the navigation bar through the safe area, as a table controller's does.
    public override func loadView() {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())
        collectionView.backgroundColor = .systemGroupedBackground
        view = collectionView
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .always
        configureDataSource()
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            switch Section(rawValue: sectionIndex) {
            case .featured:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(200)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPagingCentered
                section.interGroupSpacing = 12
                section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
                return section
            default:
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.headerMode = .supplementary
                return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            }
        }
    }

    private func configureDataSource() {
        let cardRegistration = UICollectionView.CellRegistration<StoryCardCell, Story> { cell, indexPath, story in
            cell.titleLabel.text = story.title
            cell.subtitleLabel.text = story.subtitle
            cell.contentView.backgroundColor = Self.cardColors[indexPath.item % Self.cardColors.count]
        }
        let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Story> { cell, _, story in
            var content = cell.defaultContentConfiguration()
            content.text = story.title
            content.secondaryText = story.subtitle
            content.secondaryTextProperties.color = .secondaryLabel
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, _ in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = "Recent"
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Story>(collectionView: collectionView) { collectionView, indexPath, story in
            if Section(rawValue: indexPath.section) == .featured {
                return collectionView.dequeueConfiguredReusableCell(using: cardRegistration, for: indexPath, item: story)
            }
            return collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: story)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Story>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(featured, toSection: .featured)
        snapshot.appendItems(recent, toSection: .recent)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A featured story: its title and subtitle over the card's colour.
final class StoryCardCell: UICollectionViewCell {
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 16
        contentView.clipsToBounds = true
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textColor = .white
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        subtitleLabel.adjustsFontForContentSizeCategory = true
        subtitleLabel.textColor = .white
        subtitleLabel.numberOfLines = 2
        let stack = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
