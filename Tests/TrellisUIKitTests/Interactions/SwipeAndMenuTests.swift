import Testing
import TrellisUIKit

/// Swipe actions and context menus, read as a swipe or a long press would
/// reveal them (docs/uikit.md, "Menus, swipes, sheets and the pasteboard"):
/// <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:)>,
/// <https://developer.apple.com/documentation/uikit/uicontextmenuinteraction>.
@MainActor @Suite struct SwipeAndMenuTests {
    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var deleted: [IndexPath] = []
        var menuRows: [IndexPath] = []
        var menuPoints: [CGPoint] = []
        var displayed = 0
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView,
                       trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                self.deleted.append(indexPath)
                done(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(false) }
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
        func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                       point: CGPoint) -> UIContextMenuConfiguration? {
            menuRows.append(indexPath)
            menuPoints.append(point)
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggested in
                UIMenu(title: "", children: [UIAction(title: "Copy") { _ in }, UIAction(title: "Share") { _ in }])
            }
        }
        func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                       animator: (any UIContextMenuInteractionAnimating)?) {
            displayed += 1
        }
    }

    private func table(_ rows: Rows) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 44
        table.dataSource = rows
        table.delegate = rows
        table.layoutIfNeeded()
        return table
    }

    @Test func aRowsTrailingSwipeActionsComeFromTheDelegateAndRunTheirHandlers() throws {
        let rows = Rows()
        let table = table(rows)
        let actions = try #require(table.trellis.swipeActions(forRowAt: IndexPath(row: 2, section: 0), edge: .trailing))
        #expect(actions.actions.map(\.title) == ["Delete", "Flag"])
        #expect(actions.performsFirstActionWithFullSwipe)
        // UIKit's colours by style: red for destructive, grey otherwise.
        #expect(actions.actions[0].backgroundColor == .systemRed)
        #expect(actions.actions[1].backgroundColor == .systemGray)
        var performed: Bool?
        actions.actions[0].perform(in: table) { performed = $0 }
        #expect(rows.deleted == [IndexPath(row: 2, section: 0)])
        #expect(performed == true)
        #expect(table.trellis.swipeActions(forRowAt: IndexPath(row: 2, section: 0), edge: .leading) == nil)
    }

    @Test func aRowsContextMenuIsAskedAtTheRowsCentre() throws {
        let rows = Rows()
        let table = table(rows)
        let menu = try #require(table.trellis.contextMenu(forRowAt: IndexPath(row: 1, section: 0)))
        #expect(menu.children.compactMap { ($0 as? UIAction)?.title } == ["Copy", "Share"])
        #expect(rows.menuRows == [IndexPath(row: 1, section: 0)])
        // Rows of 44 points from the top: row 1 spans 44–88, its centre is (160, 66).
        #expect(rows.menuPoints == [CGPoint(x: 160, y: 66)])
        #expect(rows.displayed == 1)
    }

    final class MenuOwner: NSObject, UIContextMenuInteractionDelegate {
        var asked: [CGPoint] = []
        var ended = 0
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            asked.append(location)
            guard location.x < 100 else { return nil }
            return UIContextMenuConfiguration(actionProvider: { _ in
                UIMenu(title: "Photo", children: [UIAction(title: "Save") { _ in }])
            })
        }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    willEndFor configuration: UIContextMenuConfiguration,
                                    animator: (any UIContextMenuInteractionAnimating)?) {
            ended += 1
        }
    }

    @Test func aViewsContextMenuInteractionAsksItsDelegateAndHearsTheEnd() throws {
        let owner = MenuOwner()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let interaction = UIContextMenuInteraction(delegate: owner)
        view.addInteraction(interaction)
        #expect(interaction.view === view)
        #expect(view.interactions.count == 1)
        let menu = try #require(view.trellis.contextMenu(at: CGPoint(x: 40, y: 50)))
        #expect(menu.title == "Photo")
        #expect(owner.asked == [CGPoint(x: 40, y: 50)])
        interaction.dismissMenu()
        interaction.dismissMenu()
        #expect(owner.ended == 1)
        // The delegate declines at x ≥ 100: no menu, as UIKit opens none.
        #expect(view.trellis.contextMenu(at: CGPoint(x: 150, y: 50)) == nil)
        view.removeInteraction(interaction)
        #expect(interaction.view == nil)
        #expect(view.interactions.isEmpty)
        #expect(view.trellis.contextMenu(at: CGPoint(x: 40, y: 50)) == nil)
    }

    @Test func anInteractionAddedToASecondViewLeavesTheFirst() {
        let owner = MenuOwner()
        let first = UIView(), second = UIView()
        let interaction = UIContextMenuInteraction(delegate: owner)
        first.addInteraction(interaction)
        first.addInteraction(interaction)
        #expect(first.interactions.count == 1)
        second.addInteraction(interaction)
        #expect(first.interactions.isEmpty)
        #expect(interaction.view === second)
    }

    @Test func aListsSwipeActionsComeFromItsConfiguration() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin \(indexPath.item)") { _, _, done in done(true) }])
        }
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        source.apply(snapshot, animatingDifferences: false)
        let leading = try #require(collection.trellis.swipeActions(forRowAt: IndexPath(item: 2, section: 0), edge: .leading))
        #expect(leading.actions.map(\.title) == ["Pin 2"])
        #expect(collection.trellis.swipeActions(forRowAt: IndexPath(item: 2, section: 0), edge: .trailing) == nil)
    }
}
