import Foundation
import Layout
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// UITableView's layout, worked out by hand with the test font (every
/// letter 1 em wide, a line 1 em tall; the system font set in it too).
@MainActor @Suite struct TableViewTests {
    /// A data source of `counts[section]` rows, each a cell from `make`.
    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        let counts: [Int]
        var make: (UITableView, IndexPath) -> UITableViewCell
        var headerTitles: [Int: String] = [:]
        var selected: [IndexPath] = []
        var asked = 0

        init(_ counts: [Int], make: @escaping (UITableView, IndexPath) -> UITableViewCell) {
            self.counts = counts
            self.make = make
        }

        func numberOfSections(in tableView: UITableView) -> Int { counts.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            asked += 1
            return make(tableView, indexPath)
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    static func reused(_ table: UITableView, _ indexPath: IndexPath) -> UITableViewCell {
        table.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
    }

    private func table(_ style: UITableView.Style = .plain, width: CGFloat = 390, height: CGFloat = 844,
                       _ rows: Rows) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: style)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.dataSource = rows
        table.delegate = rows
        table.layoutIfNeeded()
        return table
    }

    @Test func onlyTheRowsOnScreenAreMade() throws {
        let rows = Rows([10_000], make: Self.reused)
        var made = 0
        rows.make = { table, indexPath in
            if let cell = table.dequeueReusableCell(withIdentifier: "row") { return cell }
            made += 1
            return UITableViewCell(style: .default, reuseIdentifier: "row")
        }
        let table = table(.plain, rows)
        table.rowHeight = 44
        table.layoutIfNeeded()
        // 844 / 44 = 19.2: rows 0…19 touch the screen (row 19 spans 836…880).
        #expect(rows.asked == 20)
        #expect(table.trellis.cellRequests == 20)
        #expect(table.visibleCells.count == 20)
        #expect(table.contentSize.height == 440_000)
        #expect(table.cellForRow(at: IndexPath(row: 20, section: 0)) == nil)

        // 440 points down: rows 10…29 (1284 / 44 = 29.2); rows 0…9 reused for 20…29.
        table.contentOffset = CGPoint(x: 0, y: 440)
        table.layoutIfNeeded()
        #expect(rows.asked == 30)
        #expect(made == 20)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 10, section: 0))
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 29, section: 0))
        // Frames are in content coordinates, as UIKit's: a cell's is its
        // row's rectangle (row 10 at 10 × 44 = 440), drawn at the top.
        #expect(table.cellForRow(at: IndexPath(row: 10, section: 0))?.frame == CGRect(x: 0, y: 440, width: 390, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 10, section: 0)) == CGRect(x: 0, y: 440, width: 390, height: 44))
        #expect(table.bounds.origin.y == 440)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 10, section: 0)))
        #expect(cell.convert(CGPoint.zero, to: table) == CGPoint(x: 0, y: 440))
    }

    /// A self-sizing cell: a wrapping label in the content view's margins (11 above and below, 16 a side).
    final class NoteCell: UITableViewCell {
        let note = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            note.font = UIKitTestFont.font(10)
            note.numberOfLines = 0
            note.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(note)
            let margins = contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                note.topAnchor.constraint(equalTo: margins.topAnchor),
                note.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                note.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                note.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test func selfSizingRowsAreMeasuredOnScreenAndEstimatedOffIt() {
        let texts = ["one", "aaaaaaaaaa aaaaaaaaaa", "two"] + Array(repeating: "x", count: 7)
        let rows = Rows([10]) { table, indexPath in
            let cell = table.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
            cell.note.text = texts[indexPath.row]
            return cell
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), style: .plain)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        table.estimatedRowHeight = 44
        table.dataSource = rows
        table.layoutIfNeeded()
        // The label is 200 − 2 × 16 = 168 wide: "aaaaaaaaaa aaaaaaaaaa" (205) wraps to two lines.
        // Row 0: 11 + 10 + 11 = 32; row 1: 11 + 20 + 11 = 42; row 2 starts at 74 < 100: 32.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 32)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 32, width: 200, height: 42))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 74, width: 200, height: 32))
        // Rows 3…9 keep the estimate: 106 + 7 × 44 = 414.
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).height == 44)
        #expect(table.contentSize.height == 414)
        #expect(rows.asked == 3)
    }

    @Test func insetGroupedSectionsHaveUIKitsSpacingInsetAndCorners() {
        let rows = Rows([2, 2], make: Self.reused)
        let table = table(.insetGrouped, rows)
        table.rowHeight = 44
        table.layoutIfNeeded()
        // A 390-point phone: sections 20 from each side (docs/uikit-numbers.md, "Inset grouped
        // section inset" and "UITableViewCell `separatorInset` left"), 390 − 40 = 350 wide. 35
        // above the first section, 17.5 + 17.5 between sections, 17.5 below the last.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 20, y: 35, width: 350, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 79)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 158)
        #expect(table.contentSize.height == 263.5)
        let backgrounds = table.node.subviews.filter { $0.name == "UITableView.sectionBackground" }
        #expect(backgrounds.map(\.frame) == [Rect(x: 20, y: 35, width: 350, height: 88), Rect(x: 20, y: 158, width: 350, height: 88)])
        #expect(backgrounds.allSatisfy { $0.cornerRadius == 10 })
        // A hairline (1 / 3 at the default scale 3) under the first row from the
        // separator inset (16 inside the section below a 414-point window) to the end
        // (350 − 16 = 334); none under a section's last row.
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let line = first.node.subviews.first { $0.name == "UITableViewCell.separator" }
        let frame = line?.frame ?? .zero
        #expect(frame.minX == 16 && frame.width == 334)
        #expect(abs(frame.minY - (44 - 1.0 / 3)) < 1e-9 && abs(frame.height - 1.0 / 3) < 1e-9)
        let last = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(last.node.subviews.first { $0.name == "UITableViewCell.separator" }?.isHidden != false)
    }

    @Test func aTitledGroupedHeaderIsMeasured() {
        let rows = Rows([1], make: Self.reused)
        rows.headerTitles = [0: "General"]
        let table = table(.insetGrouped, rows)
        table.rowHeight = 44
        table.layoutIfNeeded()
        // groupedHeader(): footnote (13, the test font: a 13-point line), 17 above, 6 below,
        // under the first section's extra 17.5 (docs/uikit-numbers.md, "Grouped header title").
        #expect(table.rectForHeader(inSection: 0).height == 36)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 17.5 + 36)
        let header = table.headerView(forSection: 0)
        #expect(header?.textLabel?.text == "General")
        // The section 20 in at 390 ("Inset grouped section inset"), 350 wide.
        #expect(header?.frame == CGRect(x: 20, y: 17.5, width: 350, height: 36))
        // The title starts where the rows' text does: 16 into the section.
        #expect(header.map { $0.textLabel!.convert(CGPoint.zero, to: table).x } == 36)
    }

    @Test func value1CellWithDisclosure() {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        cell.accessoryType = .disclosureIndicator
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.layoutIfNeeded()
        // Body 17 in the test font: "Wi-Fi" 85 × 17, "Home" 68 × 17. The chevron's view is
        // its 11.5-point column, 12 tall (UIKit's ink), ending 16 from the edge (292.5…304)
        // and centred on the row (y 16 of 44); the content view ends at the
        // chevron's 11.5-point column, 16 + 11.5 before the cell's end (292.5), and
        // the labels keep 8 before it: "Home" ends at 284.5 (docs/uikit-numbers.md,
        // "Value cell: detail to a disclosure chevron").
        let text = cell.textLabel!.convert(cell.textLabel!.bounds, to: cell)
        let detail = cell.detailTextLabel!.convert(cell.detailTextLabel!.bounds, to: cell)
        #expect(text == CGRect(x: 16, y: 13.5, width: 85, height: 17))
        #expect(detail == CGRect(x: 216.5, y: 13.5, width: 68, height: 17))
        #expect(cell.contentView.frame.width == 292.5)
        #expect(cell.subviews.last?.frame == CGRect(x: 292.5, y: 16, width: 11.5, height: 12))
        #expect(cell.imageView?.isHidden == true)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    }

    @Test func aTapSelectsTheRow() {
        let rows = Rows([5], make: Self.reused)
        let table = table(.plain, rows)
        table.rowHeight = 44
        table.layoutIfNeeded()
        let hit = table.trellis.tap(at: CGPoint(x: 100, y: 66))
        #expect(hit === table.cellForRow(at: IndexPath(row: 1, section: 0))?.contentView)
        #expect(rows.selected == [IndexPath(row: 1, section: 0)])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        table.trellis.tap(at: CGPoint(x: 100, y: 140))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)], "one row at a time")
        table.deselectRow(at: IndexPath(row: 3, section: 0), animated: false)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(rows.selected.count == 2, "deselecting in code tells no delegate")
    }

    @Test func sizesToContentLaysOutEveryRow() throws {
        let rows = Rows([30], make: Self.reused)
        let root = UIView()
        let table = UITableView(frame: .zero, style: .plain)
        table.rowHeight = 44
        table.dataSource = rows
        table.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(table)
        NSLayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: root.topAnchor), table.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            table.leadingAnchor.constraint(equalTo: root.leadingAnchor), table.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        table.trellis.sizesToContent = true
        let solved = try root.trellis.solvedLayout(width: 390)
        #expect(solved.views[0].frame.height == 30 * 44)
        #expect(table.trellis.cellRequests == 30)
    }

    @Test func diffableDataSourceShowsTheSnapshot() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.rowHeight = 44
        let source = UITableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, item in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["a", "b"], toSection: 0)
        snapshot.appendItems(["c"], toSection: 1)
        source.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(source.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "c")
        #expect(source.indexPath(for: "b") == IndexPath(row: 1, section: 0))
        #expect(table.visibleCells.count == 3)
    }
}

extension UIView {
    /// The Layout views named `name` under this view.
    func layoutView(named name: String) -> [View]? {
        let found = node.subtree.filter { $0.name == name }
        return found.isEmpty ? nil : found
    }
}
