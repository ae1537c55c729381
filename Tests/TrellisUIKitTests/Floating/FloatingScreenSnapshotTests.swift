import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// The first snapshot of two scrolled screens, drawn on an iPhone 13
/// against the references in __Snapshots__/FloatingScreenSnapshotTests:
///
/// - a contacts-style plain table under a navigation bar, scrolled so that
///   row 3 of section C is in the middle: section B's header floats under
///   the bar over B's rows, C's and D's lie at their places (Apple's
///   `UITableView.Style.plain`: headers "float when the table view is
///   scrolled"). The headers draw the plain list background configuration
///   the app sets, as such apps do, so the floating one hides the row under it;
/// - a feed whose sections sit on rounded cards, a compositional layout's
///   section background (`NSCollectionLayoutDecorationItem.background(elementKind:)`
///   and `register(_:forDecorationViewOfKind:)`), with pinned section
///   titles (`pinToVisibleBounds`), scrolled to item 1 of section 1.
@MainActor @Suite(.serialized) struct FloatingScreenSnapshotTests {
    final class Contacts: UITableViewController {
        let sections: [(String, [String])] = [
            ("A", ["Aaron Abbott", "Ada Adams", "Alan Archer", "Alice Avery", "Amir Azoulay", "Anna Arden"]),
            ("B", ["Ben Baker", "Bianca Bell", "Boris Bloom", "Brenda Boyd", "Bruno Brandt", "Bella Burke"]),
            ("C", ["Carla Cruz", "Cedric Cole", "Chloe Chen", "Clara Cobb", "Colin Craig", "Cyrus Cain"]),
            ("D", ["Dana Diaz", "Derek Dunn", "Diana Drake", "Dmitri Dahl", "Dora Doyle", "Dylan Dean"]),
            ("E", ["Eden Ellis", "Elena Eastman", "Emil Egan", "Erin Eaton", "Ethan Ewing", "Eva Estes"]),
        ]

        init() { super.init(style: .plain) }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Contacts"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
            tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "letter")
            tableView.scrollToRow(at: IndexPath(row: 3, section: 2), at: .middle, animated: false)
        }

        override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].1.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = sections[indexPath.section].1[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }
        override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "letter")
            var content = header?.defaultContentConfiguration()
            content?.text = sections[section].0
            header?.contentConfiguration = content
            var background = UIBackgroundConfiguration.listPlainHeaderFooter()
            background.backgroundColor = .secondarySystemBackground
            header?.backgroundConfiguration = background
            return header
        }
    }

    @Test func scrolledContacts() {
        let navigation = UINavigationController(rootViewController: Contacts())
        assertSnapshot(of: navigation, as: .image(on: .iPhone13), testName: "scrolledContacts")
    }

    static let cardKind = "card"

    final class Card: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .secondarySystemGroupedBackground
            layer.cornerRadius = 12
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Title: UICollectionReusableView {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemGroupedBackground
            label.font = .preferredFont(forTextStyle: .headline)
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
                label.centerYAnchor.constraint(equalTo: centerYAnchor),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Feed: UICollectionViewController {
        let topics = ["Today", "Following", "Nearby", "Saved"]

        init() {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                 heightDimension: .absolute(64)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                            heightDimension: .absolute(64)),
                                                         subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
            let card = NSCollectionLayoutDecorationItem.background(elementKind: FloatingScreenSnapshotTests.cardKind)
            card.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
            section.decorationItems = [card]
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            let layout = UICollectionViewCompositionalLayout(section: section)
            layout.register(Card.self, forDecorationViewOfKind: FloatingScreenSnapshotTests.cardKind)
            super.init(collectionViewLayout: layout)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Feed"
            collectionView.backgroundColor = .systemGroupedBackground
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "post")
            collectionView.register(Title.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                    withReuseIdentifier: "title")
            collectionView.scrollToItem(at: IndexPath(item: 1, section: 1), at: .top, animated: false)
        }

        override func numberOfSections(in collectionView: UICollectionView) -> Int { topics.count }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "post", for: indexPath)
            var content = UIListContentConfiguration.subtitleCell()
            content.text = "\(topics[indexPath.section]) post \(indexPath.item + 1)"
            content.secondaryText = "A short note about it"
            cell.contentConfiguration = content
            return cell
        }
        override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                     at indexPath: IndexPath) -> UICollectionReusableView {
            let title = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
            (title as? Title)?.label.text = topics[indexPath.section]
            return title
        }
    }

    @Test func feedWithSectionCards() {
        let navigation = UINavigationController(rootViewController: Feed())
        assertSnapshot(of: navigation, as: .image(on: .iPhone13), testName: "feedWithSectionCards")
    }
}
