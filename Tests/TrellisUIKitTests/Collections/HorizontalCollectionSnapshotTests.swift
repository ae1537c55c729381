import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// Horizontal flow layouts as apps use them: a row of self-sizing filter
/// chips cut by the screen's right edge, and a carousel of cards in a
/// table cell between ordinary rows, against the references in
/// __Snapshots__/HorizontalCollectionSnapshotTests.
@MainActor @Suite(.serialized) struct HorizontalCollectionSnapshotTests {
    /// A capsule around a label, as wide as its text (self-sizing).
    final class ChipCell: UICollectionViewCell {
        let title = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .secondarySystemFill
            contentView.layer.cornerRadius = 16
            title.font = .preferredFont(forTextStyle: .subheadline)
            title.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(title)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 14),
                contentView.trailingAnchor.constraint(equalTo: title.trailingAnchor, constant: 14),
                title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 7),
                contentView.bottomAnchor.constraint(equalTo: title.bottomAnchor, constant: 7),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Chips: NSObject, UICollectionViewDataSource {
        let titles = ["All", "Photos", "Videos", "Favourites", "Shared with you", "Screenshots"]
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "chip", for: indexPath) as! ChipCell
            cell.title.text = titles[indexPath.item]
            // The selected filter, as apps mark it: filled with the tint.
            let selected = indexPath.item == 0
            cell.contentView.backgroundColor = selected ? .systemBlue : .secondarySystemFill
            cell.title.textColor = selected ? .white : .label
            return cell
        }
    }

    @Test(arguments: [false, true])
    func chipRow(rightToLeft: Bool) {
        let chips = Chips()
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 52), collectionViewLayout: layout)
        view.showsHorizontalScrollIndicator = false
        view.register(ChipCell.self, forCellWithReuseIdentifier: "chip")
        // Right to left (as in Arabic or Hebrew), the row starts at the right edge.
        if rightToLeft { view.semanticContentAttribute = .forceRightToLeft }
        view.dataSource = chips
        assertSnapshot(of: view, as: .image, testName: rightToLeft ? "chipRowRightToLeft" : "chipRow")
    }

    /// A card: a coloured picture with a title and a subtitle under it.
    final class CardCell: UICollectionViewCell {
        let picture = UIView()
        let title = UILabel()
        let subtitle = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            picture.layer.cornerRadius = 12
            title.font = .preferredFont(forTextStyle: .subheadline)
            subtitle.font = .preferredFont(forTextStyle: .footnote)
            subtitle.textColor = .secondaryLabel
            for view in [picture, title, subtitle] {
                view.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(view)
            }
            NSLayoutConstraint.activate([
                picture.topAnchor.constraint(equalTo: contentView.topAnchor),
                picture.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                picture.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                picture.heightAnchor.constraint(equalTo: picture.widthAnchor),
                title.topAnchor.constraint(equalTo: picture.bottomAnchor, constant: 6),
                title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                title.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor),
                subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
                subtitle.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                subtitle.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// A table cell holding a horizontal collection view of cards.
    final class CarouselCell: UITableViewCell, UICollectionViewDataSource {
        static let colors: [UIColor] = [.systemIndigo, .systemOrange, .systemTeal, .systemPink, .systemGreen]
        let albums = ["Summer", "Road trip", "Family", "Concerts", "Hiking"]
        let cards: UICollectionView

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 140, height: 186)
            layout.minimumLineSpacing = 12
            layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            cards = UICollectionView(frame: .zero, collectionViewLayout: layout)
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            selectionStyle = .none
            cards.showsHorizontalScrollIndicator = false
            cards.register(CardCell.self, forCellWithReuseIdentifier: "card")
            cards.dataSource = self
            cards.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(cards)
            NSLayoutConstraint.activate([
                cards.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                cards.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                cards.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                contentView.bottomAnchor.constraint(equalTo: cards.bottomAnchor, constant: 8),
                cards.heightAnchor.constraint(equalToConstant: 186),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { albums.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath) as! CardCell
            cell.picture.backgroundColor = Self.colors[indexPath.item % Self.colors.count]
            cell.title.text = albums[indexPath.item]
            cell.subtitle.text = "\(12 * (indexPath.item + 2)) photos"
            return cell
        }
    }

    final class Library: UITableViewController {
        let rows = ["Recents", "Favourites", "Hidden", "Recently Deleted"]
        init() { super.init(style: .plain) }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Albums"
            tableView.register(CarouselCell.self, forCellReuseIdentifier: "carousel")
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }
        override func numberOfSections(in tableView: UITableView) -> Int { 2 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 1 : rows.count }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? "My Albums" : "Utilities"
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            if indexPath.section == 0 { return tableView.dequeueReusableCell(withIdentifier: "carousel", for: indexPath) }
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = rows[indexPath.row]
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    @Test func cardCarouselInATableCell() {
        let navigation = UINavigationController(rootViewController: Library())
        assertSnapshot(of: navigation, as: .image(on: .iPhone13), testName: "cardCarouselInATableCell")
    }
}
