import Foundation
import Layout
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// A plain table's last separator and filler rows, and the side margins
/// of rows and section titles by width, in tables and in lists. Numbers
/// worked out by hand from the documented rules:
/// - separators are hairlines, 1 / `displayScale` (3 by default) thick,
///   from the row's separator inset to its end (docs/uikit-numbers.md, "Tables");
/// - side margins are 16, or 20 on a table or list at least 414 points
///   wide (Interface Builder's saved rows: text at x 16 on a 375-point
///   table, x 20 on a 414-point one; `SystemMinimumMargin`);
/// - filler rows (Apple's `fillerRowHeight`): none by default (iOS 15 and
///   later), the last row's height with `automaticDimension`, a given
///   height otherwise; none with a `tableFooterView`, none but in plain tables.
@MainActor @Suite struct TableSeparatorsAndMarginsTests {
    typealias Rows = TableViewTests.Rows

    static let hairline = 1.0 / 3

    private func plainTable(width: CGFloat = 390, height: CGFloat = 300, rows: Int = 3, style: UITableView.Style = .plain,
                            configure: (UITableView) -> Void = { _ in }) -> (UITableView, Rows) {
        let source = Rows([rows], make: TableViewTests.reused)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: style)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.rowHeight = 44
        configure(table)
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return (table, source)
    }

    private func separator(of cell: UITableViewCell?) -> Rect? {
        guard let line = cell?.node.subviews.first(where: { $0.name == "UITableViewCell.separator" }), !line.isHidden else { return nil }
        return line.frame
    }

    private func fillers(_ table: UITableView) -> [Rect] {
        table.node.subviews.filter { $0.name == "UITableView.fillerSeparator" }.map(\.frame)
    }

    private func close(_ a: Rect?, _ b: Rect) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
            && abs(a.height - b.height) < 1e-9
    }

    // MARK: The last row and the filler rows

    /// A plain table's last row keeps the inset of the others: 20 from the
    /// leading edge on a 390-point table (370 long; 20 at 390:
    /// "UITableViewCell `separatorInset` left"), 20 on a 414-point one
    /// (394 long). By default (iOS 15 and later) no filler rows follow.
    @Test(arguments: [(CGFloat(390), 20.0), (414, 20)])
    func thePlainLastRowIsInsetLikeTheOthers(width: CGFloat, inset: Double) {
        let (table, source) = plainTable(width: width)
        defer { withExtendedLifetime(source) {} }
        let expected = Rect(x: inset, y: 44 - Self.hairline, width: Double(width) - inset, height: Self.hairline)
        for row in 0..<3 {
            #expect(close(separator(of: table.cellForRow(at: IndexPath(row: row, section: 0))), expected), "row \(row)")
        }
        #expect(table.fillerRowHeight == 0)
        #expect(fillers(table).isEmpty)
    }

    /// `automaticDimension`: filler rows as tall as the last row (44) from
    /// the content's end (3 × 44 = 132) to the bounds' bottom (300): rows
    /// ending at 176, 220 and 264 (the next, ending at 308, draws its line
    /// below 300), each with a hairline at its bottom from 20 to the end
    /// (20 at 390: "UITableViewCell `separatorInset` left").
    @Test func automaticFillerRowsMatchTheLastRow() {
        let (table, source) = plainTable { $0.fillerRowHeight = UITableView.automaticDimension }
        defer { withExtendedLifetime(source) {} }
        #expect(table.contentSize.height == 132)
        let lines = fillers(table)
        #expect(lines.count == 3)
        for (line, bottom) in zip(lines, [176.0, 220, 264]) {
            #expect(close(line, Rect(x: 20, y: bottom - Self.hairline, width: 370, height: Self.hairline)), "\(line)")
        }
    }

    /// A given height: 30-point filler rows end at 162, 192, 222, 252 and
    /// 282 (312 is past 300); on a 414-point table they start at 20.
    @Test func fillerRowsOfAGivenHeight() {
        let (table, source) = plainTable(width: 414) { $0.fillerRowHeight = 30 }
        defer { withExtendedLifetime(source) {} }
        #expect(table.contentSize.height == 132)
        let lines = fillers(table)
        #expect(lines.count == 5)
        for (line, bottom) in zip(lines, [162.0, 192, 222, 252, 282]) {
            #expect(close(line, Rect(x: 20, y: bottom - Self.hairline, width: 394, height: Self.hairline)), "\(line)")
        }
    }

    /// The empty footer idiom hides them; grouped tables and tables
    /// without separators have none; rows that fill the bounds leave no room.
    /// (Each table's data source is kept: a table holds it weakly.)
    @Test func noFillerRowsWhereUIKitDrawsNone() {
        let footed = plainTable { $0.fillerRowHeight = 44; $0.tableFooterView = UIView() }
        let grouped = plainTable(style: .grouped) { $0.fillerRowHeight = 44 }
        let unseparated = plainTable { $0.fillerRowHeight = 44; $0.separatorStyle = .none }
        let full = plainTable(rows: 10) { $0.fillerRowHeight = 44 }
        withExtendedLifetime([footed.1, grouped.1, unseparated.1, full.1]) {
            #expect(fillers(footed.0).isEmpty)
            #expect(fillers(grouped.0).isEmpty)
            #expect(fillers(unseparated.0).isEmpty)
            #expect(full.0.contentSize.height == 440)
            #expect(fillers(full.0).isEmpty, "440 > 300: no room")
            // Taking the footer away brings them back: 132 + 44 = 176, 220, 264.
            footed.0.tableFooterView = nil
            footed.0.layoutIfNeeded()
            #expect(fillers(footed.0).map { ($0.minY + Self.hairline).rounded() } == [176, 220, 264])
        }
    }

    // MARK: Section titles follow the width

    private func textLabel(_ text: String, in view: UIView) -> UIView? {
        for subview in view.subviews {
            if let label = subview as? UILabel, label.text == text { return label }
            if let found = textLabel(text, in: subview) { return found }
        }
        return nil
    }

    /// A plain table's header title starts at the table's side margin, as
    /// the rows' text does: 16 on a 375-point table, 20 on a 414-point one.
    @Test(arguments: [(CGFloat(375), CGFloat(16)), (414, 20)])
    func aTableHeaderTitleFollowsTheWidth(width: CGFloat, margin: CGFloat) throws {
        let (table, source) = plainTable(width: width)
        defer { withExtendedLifetime(source) {} }
        source.headerTitles = [0: "General"]
        table.reloadData()
        table.layoutIfNeeded()
        let title = try #require(textLabel("General", in: table))
        #expect(title.convert(title.bounds, to: table).minX == margin)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.contentView.directionalLayoutMargins.leading == margin)
    }

    // MARK: Lists follow the width as tables do

    /// A plain list of rows with text and a disclosure chevron under a
    /// titled header, at 375 and 414 points: the rows' text, the header's
    /// title and the separator start at the margin (16, 20); the chevron
    /// (its 11.5-point column) ends the margin before the trailing
    /// edge, so the content view is W − 11.5 − margin wide; the last row's
    /// separator is inset like the others.
    @Test(arguments: [(CGFloat(375), CGFloat(16)), (414, 20)])
    func listRowsAndHeadersFollowTheWidth(width: CGFloat, margin: CGFloat) throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 600), collectionViewLayout: layout)
        view.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, _ in
            var content = UIListContentConfiguration.plainHeader()
            content.text = "Fruit"
            header.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, text in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: text)
        }
        source.supplementaryViewProvider = { view, _, indexPath in view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath) }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["apple", "pear"], toSection: 0)
        source.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()

        for item in 0..<2 {
            let cell = try #require(view.cellForItem(at: IndexPath(item: item, section: 0)))
            let text = try #require(textLabel(item == 0 ? "apple" : "pear", in: cell))
            #expect(text.convert(text.bounds, to: cell).minX == margin)
            #expect(abs(cell.contentView.frame.width - (width - 11.5 - margin)) < 1e-9)
            let line = try #require(cell.separatorLine)
            #expect(!line.isHidden)
            #expect(abs(line.frame.minX - Double(margin)) < 1e-9 && abs(line.frame.width - Double(width - margin)) < 1e-9)
        }
        let header = try #require(view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).first)
        let title = try #require(textLabel("Fruit", in: header))
        #expect(title.convert(title.bounds, to: header).minX == margin)
    }

    // MARK: Settling

    /// A self-sizing table with separators, sized to its content as a
    /// snapshot asks: the layout settles. Each pass set the hairline's
    /// frame again (a third of a point comes back from the solver off by a
    /// rounding error), which asked for another pass; after 50 the engine
    /// gave up with "Layout did not settle" (seen on a held-out Mastodon
    /// cell, docs/objective-c.md). UIKit lays such a table out once.
    @Test(arguments: [UITableView.Style.plain, .insetGrouped])
    func aSelfSizingTableWithSeparatorsSettles(style: UITableView.Style) throws {
        let (table, _) = plainTable(rows: 2, style: style) {
            $0.rowHeight = UITableView.automaticDimension
            $0.trellis.sizesToContent = true
        }
        let layout = try table.trellis.solvedLayout(width: 390)
        #expect(layout.issues.isEmpty)
    }
}
