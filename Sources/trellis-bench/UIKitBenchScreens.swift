import Foundation
import TrellisUIKit

/// The screens `trellis-bench uikit` snapshots, written as an app writes
/// them (after ClientTests' Screens: a settings table, a feed, a tab bar),
/// and the snapshot matrix they are shown in.
@MainActor
enum UIKitBenchScreens {
    struct Screen {
        var name: String
        var make: @MainActor () -> UIViewController
    }

    /// One picture's device and traits, as SnapshotMatrix's cell has them.
    struct Cell {
        var name: String
        var size: CGSize
        var safeArea: UIEdgeInsets
        var traits: UITraitCollection
    }

    static let all: [Screen] = [
        Screen(name: "settings") { settingsScreen() },
        Screen(name: "feed") { feedScreen() },
        Screen(name: "tabBar") { tabBarScreen() },
    ]

    /// The iPhone SE, 13 and 15 Pro Max in portrait (TrellisTesting's
    /// ViewImageConfig numbers), at the large and the extra-extra-extra-large
    /// content sizes, light and dark: ClientTests' ScreenSnapshotTests matrix.
    static let matrix: [Cell] = {
        let devices: [(String, CGSize, UIEdgeInsets)] = [
            ("iPhoneSe", CGSize(width: 320, height: 568), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
            ("iPhone13", CGSize(width: 390, height: 844), UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
            ("iPhone15ProMax", CGSize(width: 430, height: 932), UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
        ]
        var cells: [Cell] = []
        for (device, size, safeArea) in devices {
            for (sizeName, category) in [("l", UIContentSizeCategory.large), ("xxxl", .extraExtraExtraLarge)] {
                for (styleName, style) in [("light", UIUserInterfaceStyle.light), ("dark", .dark)] {
                    let traits = UITraitCollection(traitsFrom: [
                        UITraitCollection(layoutDirection: .leftToRight), UITraitCollection(userInterfaceIdiom: .phone),
                        UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
                        UITraitCollection(preferredContentSizeCategory: category),
                        UITraitCollection(userInterfaceStyle: style),
                    ])
                    cells.append(Cell(name: "\(device)-\(sizeName)-\(styleName)", size: size, safeArea: safeArea, traits: traits))
                }
            }
        }
        return cells
    }()

    static func settingsScreen() -> UINavigationController {
        let navigation = UINavigationController(rootViewController: BenchSettingsController())
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }

    static func feedScreen() -> UINavigationController {
        let navigation = UINavigationController(rootViewController: BenchFeedController())
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }

    static func tabBarScreen() -> UITabBarController {
        let tabs = UITabBarController()
        let feed = feedScreen()
        feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "newspaper"), tag: 0)
        let settings = settingsScreen()
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
        settings.tabBarItem.badgeValue = "1"
        tabs.viewControllers = [feed, settings]
        tabs.selectedIndex = 1
        return tabs
    }
}

/// An inset-grouped settings table: switch rows, value rows and
/// disclosure rows with symbols, section headers and a footer.
private final class BenchSettingsController: UITableViewController {
    private enum Row {
        case toggle(String, symbol: String, on: Bool)
        case value(String, detail: String)
        case disclosure(String, symbol: String)
    }

    private let sections: [(header: String?, rows: [Row], footer: String?)] = [
        (nil, [.toggle("Airplane Mode", symbol: "airplane", on: false), .value("Wi-Fi", detail: "Home"),
               .value("Bluetooth", detail: "On")], nil),
        ("Notifications", [.toggle("Order Updates", symbol: "shippingbox", on: true),
                           .toggle("Offers", symbol: "tag", on: false), .disclosure("Quiet Hours", symbol: "moon")],
         "Order updates tell you when a parcel leaves the warehouse and when it is out for delivery."),
        ("Account", [.value("Plan", detail: "Family"), .disclosure("Payment Methods", symbol: "creditcard"),
                     .disclosure("Privacy", symbol: "hand.raised")], nil),
    ]

    init() {
        super.init(style: .insetGrouped)
        title = "Settings"
        navigationItem.largeTitleDisplayMode = .always
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch sections[indexPath.section].rows[indexPath.row] {
        case let .toggle(title, symbol, on):
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.image = UIImage(systemName: symbol)
            cell.contentConfiguration = content
            let toggle = UISwitch()
            toggle.isOn = on
            cell.accessoryView = toggle
            cell.selectionStyle = .none
            return cell
        case let .value(title, detail):
            let cell = tableView.dequeueReusableCell(withIdentifier: "value") ?? UITableViewCell(style: .value1, reuseIdentifier: "value")
            cell.textLabel?.text = title
            cell.detailTextLabel?.text = detail
            cell.accessoryType = .disclosureIndicator
            return cell
        case let .disclosure(title, symbol):
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.image = UIImage(systemName: symbol)
            cell.contentConfiguration = content
            cell.accessoryView = nil
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }
}

/// A carousel of cards (a section scrolling sideways) above an inset
/// grouped list, in a compositional layout fed by a diffable data source.
private final class BenchFeedController: UIViewController {
    private enum Section: Int, CaseIterable { case featured, recent }

    private struct Story: Hashable {
        let title: String
        let subtitle: String
    }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Story>!

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Feed"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: Self.layout())
        collectionView.backgroundColor = .systemGroupedBackground
        view = collectionView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .always
        let cards = UICollectionView.CellRegistration<BenchCardCell, Story> { cell, indexPath, story in
            cell.titleLabel.text = story.title
            cell.subtitleLabel.text = story.subtitle
            cell.contentView.backgroundColor = [UIColor.systemTeal, .systemIndigo, .systemOrange][indexPath.item % 3]
        }
        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, Story> { cell, _, story in
            var content = cell.defaultContentConfiguration()
            content.text = story.title
            content.secondaryText = story.subtitle
            content.secondaryTextProperties.color = .secondaryLabel
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, _ in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = "Recent"
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Story>(collectionView: collectionView) { view, indexPath, story in
            indexPath.section == Section.featured.rawValue
                ? view.dequeueConfiguredReusableCell(using: cards, for: indexPath, item: story)
                : view.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: story)
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Story>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems([Story(title: "Alpine lakes", subtitle: "A week above the tree line"),
                              Story(title: "Night trains", subtitle: "Sleeping across Europe"),
                              Story(title: "Tide pools", subtitle: "What the low tide leaves")], toSection: .featured)
        snapshot.appendItems([Story(title: "Packing light", subtitle: "Eight kilograms for a month"),
                              Story(title: "Camp coffee", subtitle: "Three ways without a grinder"),
                              Story(title: "Reading a map", subtitle: "Contours, scale and bearings"),
                              Story(title: "Blister care", subtitle: "Before, during and after"),
                              Story(title: "Rain shells", subtitle: "What the numbers mean")], toSection: .recent)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private static func layout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            guard sectionIndex == Section.featured.rawValue else {
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.headerMode = .supplementary
                return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(200)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPagingCentered
            section.interGroupSpacing = 12
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
            return section
        }
    }
}

/// A card: a title and a subtitle in a stack over the card's colour.
private final class BenchCardCell: UICollectionViewCell {
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

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
