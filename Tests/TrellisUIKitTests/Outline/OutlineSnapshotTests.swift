import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// Pictures to look at as an iOS developer would: a three-level outline in
/// a sidebar-style list (the disclosures pointing down on expanded items,
/// forward on collapsed ones, each level 10 further in, its separator
/// following the text), and a table whose delegate indents its rows (the
/// text and image moved, the separators where an unindented row's start).
/// References in __Snapshots__/OutlineSnapshotTests.
@MainActor @Suite(.serialized) struct OutlineSnapshotTests {
    static let parents: Set<String> = ["Documents", "Projects", "Trellis", "Photos"]

    @Test func threeLevelOutline() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = Self.parents.contains(item) ? [.outlineDisclosure()] : []
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Documents", "Photos", "Music"])
        outline.append(["Projects", "Letters"], to: "Documents")
        outline.append(["Trellis", "Garden plan"], to: "Projects")
        outline.append(["README", "Notes"], to: "Trellis")
        outline.append(["Holiday", "Family"], to: "Photos")
        outline.expand(["Documents", "Projects"])
        source.apply(outline, to: 0, animatingDifferences: false)
        assertSnapshot(of: Self.wholeContent(of: view), as: .image, testName: "threeLevelOutline")
        withExtendedLifetime(source) {}
    }

    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        let rows: [(String, Int, Bool)] = [
            ("Inbox", 0, true), ("Work", 1, true), ("Reports", 2, false), ("Invoices", 2, false),
            ("Personal", 1, true), ("Archive", 0, true),
        ]
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let row = rows[indexPath.row]
            cell.textLabel?.text = row.0
            if row.2 {
                cell.imageView?.image = UIGraphicsImageRenderer(size: CGSize(width: 22, height: 22)).image { context in
                    UIColor.systemBlue.setFill()
                    UIBezierPath(roundedRect: CGRect(x: 1, y: 3, width: 20, height: 16), cornerRadius: 3).fill()
                }
            }
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { rows[indexPath.row].1 }
    }

    @Test func indentedTable() {
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 6 * 44), style: .plain)
        table.dataSource = rows
        table.delegate = rows
        assertSnapshot(of: table, as: .image, testName: "indentedTable")
        withExtendedLifetime(rows) {}
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
}
