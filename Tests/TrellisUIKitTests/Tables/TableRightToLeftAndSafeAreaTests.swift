import Foundation
import Layout
import Render
import Testing
@testable import TrellisUIKit

/// Table rows right to left and in a landscape phone's safe area (issue 30,
/// item 7). Numbers worked out by hand from the documented rules:
/// - UIKit lays a cell out by its `effectiveUserInterfaceLayoutDirection`:
///   right to left the accessory is at the leading (left) side, the
///   disclosure chevron points forward (left), the content view starts
///   after the accessory's column (docs/uikit.md, "Right to left");
/// - a disclosure indicator's column is 11.5 points plus the side margin
///   (20 here: a table on a phone window at least 390 points wide, as
///   UIKit draws one at 390, docs/uikit-numbers.md, "UITableViewCell
///   `separatorInset` left"), so a disclosure cell's content view ends
///   31.5 short of its trailing edge (docs/uikit-numbers.md, "Tables");
/// - `insetsContentViewsToSafeArea` (true by default) insets the content
///   views of cells, headers and footers "on the leading and trailing
///   sides to make the content fit within the safe area"; the margins add
///   to it (docs/uikit.md, "Safe area in tables"). iPhone 13 in landscape:
///   844 × 390, safe area 47 left and right, 21 at the bottom. A table no
///   controller shows takes a window as wide as itself held upright
///   (`SystemMinimumMargin`): 844 points, so its side margin is 20 and a
///   disclosure column 11.5 + 20 = 31.5.
@MainActor @Suite struct TableRightToLeftAndSafeAreaTests {
    typealias Rows = TableViewTests.Rows

    static let hairline = 1.0 / 3
    static let landscapeSafeArea = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

    /// A table filling a root of `size`, the root given `safeArea` and, when
    /// `rightToLeft`, a right-to-left layout direction.
    private func shown(size: CGSize = CGSize(width: 390, height: 300), rightToLeft: Bool, safeArea: UIEdgeInsets = .zero,
                       style: UITableView.Style = .plain, headerTitle: String? = nil,
                       configure: (UITableView) -> Void = { _ in },
                       cell make: ((UITableView, IndexPath) -> UITableViewCell)? = nil)
        -> (root: UIView, table: UITableView, rows: Rows) {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = .white
        UIKitTestFont.measure(root)
        if rightToLeft { root.trellis.traitOverrides = UITraitCollection(layoutDirection: .rightToLeft) }
        root.trellis.safeAreaInsets = safeArea
        let rows = Rows([2], make: make ?? Self.disclosureCell)
        if let headerTitle { rows.headerTitles[0] = headerTitle }
        let table = UITableView(frame: root.bounds, style: style)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.rowHeight = 44
        configure(table)
        table.dataSource = rows
        table.delegate = rows
        root.addSubview(table)
        root.layoutIfNeeded()
        return (root, table, rows)
    }

    /// A classic default-style cell with a title and a disclosure indicator.
    static func disclosureCell(_ table: UITableView, _ indexPath: IndexPath) -> UITableViewCell {
        let cell = table.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "Apple"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    /// The new user's cell: a content configuration and a disclosure indicator.
    static func configuredCell(_ table: UITableView, _ indexPath: IndexPath) -> UITableViewCell {
        let cell = table.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        var content = cell.defaultContentConfiguration()
        content.text = "Apple"
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    private func cell(_ table: UITableView, row: Int = 0) throws -> UITableViewCell {
        try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
    }

    private func separator(of cell: UITableViewCell) -> Rect? {
        guard let line = cell.node.subviews.first(where: { $0.name == "UITableViewCell.separator" }), !line.isHidden else { return nil }
        return line.frame
    }

    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

    private func close(_ a: CGRect, _ b: CGRect) -> Bool {
        close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
    }

    // MARK: Right to left

    /// Left to right (the reference): content view (0, 0, 390 − 31.5, 44),
    /// the chevron ending at 390 − 20 = 370 and pointing right (20 at 390:
    /// "UITableViewCell `separatorInset` left").
    @Test func leftToRightTheChevronEndsAtTheTrailingMargin() throws {
        let (_, table, rows) = shown(rightToLeft: false)
        defer { withExtendedLifetime(rows) {} }
        let row = try cell(table)
        #expect(close(row.contentView.frame, CGRect(x: 0, y: 0, width: 358.5, height: 44)), "\(row.contentView.frame)")
        let chevron = try #require(row.parts.accessory as? SymbolGlyphView)
        #expect(close(chevron.frame.maxX, 370), "\(chevron.frame)")
        #expect(!chevron.mirrored)
    }

    /// Right to left, a classic cell mirrors: the chevron starts 20 from the
    /// left and points left; the content view starts after its column
    /// (x 31.5, 358.5 wide); the title ends 20 before the content view's
    /// right edge (358.5 − 20 = 338.5); the separator runs from the left
    /// edge to 20 before the right one (20 at 390: "UITableViewCell
    /// `separatorInset` left").
    @Test func rightToLeftTheChevronIsAtTheLeadingLeftSide() throws {
        let (_, table, rows) = shown(rightToLeft: true)
        defer { withExtendedLifetime(rows) {} }
        let row = try cell(table)
        #expect(close(row.contentView.frame, CGRect(x: 31.5, y: 0, width: 358.5, height: 44)), "\(row.contentView.frame)")
        let chevron = try #require(row.parts.accessory as? SymbolGlyphView)
        #expect(close(chevron.frame.minX, 20), "\(chevron.frame)")
        #expect(chevron.mirrored)
        let title = try #require(row.textLabel)
        #expect(close(title.convert(title.bounds, to: row.contentView).maxX, 338.5), "\(title.frame)")
        let line = try #require(separator(of: row))
        #expect(close(line.minX, 0) && close(line.width, 370), "\(line)")
    }

    /// The same with a content configuration (the new user's screen): x
    /// 11.5 + 20 = 31.5, the chevron 20 from the left.
    @Test func rightToLeftAConfiguredCellMirrorsToo() throws {
        let (_, table, rows) = shown(rightToLeft: true, cell: Self.configuredCell)
        defer { withExtendedLifetime(rows) {} }
        let row = try cell(table)
        #expect(close(row.contentView.frame, CGRect(x: 31.5, y: 0, width: 358.5, height: 44)), "\(row.contentView.frame)")
        let chevron = try #require(row.parts.accessory as? SymbolGlyphView)
        #expect(close(chevron.frame.minX, 20), "\(chevron.frame)")
        #expect(chevron.mirrored)
    }

    /// An app's `accessoryView` (30 × 20) sits 20 from the left edge right
    /// to left (20 at 390: "UITableViewCell `separatorInset` left"); the
    /// content view starts after it: x 20 + 30 = 50, 340 wide.
    @Test func rightToLeftAnAccessoryViewIsAtTheLeft() throws {
        let (_, table, rows) = shown(rightToLeft: true, cell: { table, _ in
            let cell = table.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
            cell.accessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
            return cell
        })
        defer { withExtendedLifetime(rows) {} }
        let row = try cell(table)
        let accessory = try #require(row.accessoryView)
        #expect(close(accessory.frame, CGRect(x: 20, y: 12, width: 30, height: 20)), "\(accessory.frame)")
        #expect(close(row.contentView.frame, CGRect(x: 50, y: 0, width: 340, height: 44)), "\(row.contentView.frame)")
    }

    /// A table laid out left to right, then turned right to left: the rows
    /// mirror and the chevron turns, without reloading (its column 11.5 +
    /// 20 at 390: "UITableViewCell `separatorInset` left").
    @Test func turningRightToLeftMirrorsTheShownRows() throws {
        let (root, table, rows) = shown(rightToLeft: false)
        defer { withExtendedLifetime(rows) {} }
        root.trellis.traitOverrides = UITraitCollection(layoutDirection: .rightToLeft)
        root.layoutIfNeeded()
        let row = try cell(table)
        #expect(close(row.contentView.frame.minX, 31.5), "\(row.contentView.frame)")
        let chevron = try #require(row.parts.accessory as? SymbolGlyphView)
        #expect(close(chevron.frame.minX, 20), "\(chevron.frame)")
        #expect(chevron.mirrored)
    }

    /// The chevron's ink, rendered: a row with no title and no separator on
    /// a white root, so that the chevron is all that is drawn. Its ink is
    /// UIKit's 7 points, 1 inside the 20-point margin (20 at 390:
    /// "UITableViewCell `separatorInset` left"): left to right from
    /// 390 − 20 − 1 − 7 = 362 to 369, right to left from 21 to 28, and every
    /// drawn pixel is in it.
    @Test(arguments: [false, true])
    func theChevronIsDrawnOnTheLeadingSide(rightToLeft: Bool) throws {
        let (root, _, rows) = shown(rightToLeft: rightToLeft, configure: { $0.separatorStyle = .none }, cell: { table, _ in
            let cell = table.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
            cell.accessoryType = .disclosureIndicator
            return cell
        })
        defer { withExtendedLifetime(rows) {} }
        let layout = try root.trellis.solvedLayout(width: 390, height: 300)
        let canvas = try SceneRenderer(scale: 1).render(layout)
        let pixels = canvas.pixels(), width = canvas.width
        var inked: [Int] = []
        for y in 0..<44 {
            for x in 0..<width where pixels[y * width + x] & 0xFFFFFF != 0xFFFFFF { inked.append(x) }
        }
        #expect(!inked.isEmpty)
        let column = rightToLeft ? 21..<28 : 362..<369
        #expect(inked.allSatisfy { column.contains($0) }, "ink at \(Set(inked).sorted())")
    }

    // MARK: Landscape safe area

    /// Landscape, plain and grouped: the row spans the table (0 to 844); its
    /// content view starts inside the safe area (x 47) and ends at
    /// 844 − 47 − 31.5 (718.5 wide); the chevron ends at 844 − 47 − 20 =
    /// 777; the title starts at 47 + 20 = 67, and so does the separator, to
    /// the row's end (777 long).
    @Test(arguments: [UITableView.Style.plain, .grouped])
    func landscapeContentViewsStartInsideTheSafeArea(style: UITableView.Style) throws {
        let (_, table, rows) = shown(size: CGSize(width: 844, height: 390), rightToLeft: false, safeArea: Self.landscapeSafeArea,
                                     style: style)
        defer { withExtendedLifetime(rows) {} }
        let row = try cell(table)
        #expect(close(row.frame.minX, 0) && close(row.frame.width, 844), "\(row.frame)")
        #expect(close(row.contentView.frame, CGRect(x: 47, y: 0, width: 718.5, height: 44)), "\(row.contentView.frame)")
        let chevron = try #require(row.parts.accessory as? SymbolGlyphView)
        #expect(close(chevron.frame.maxX, 777), "\(chevron.frame)")
        let title = try #require(row.textLabel)
        #expect(close(title.convert(title.bounds, to: row).minX, 67), "\(title.frame)")
        let line = try #require(separator(of: row))
        #expect(close(line.minX, 67) && close(line.width, 777), "\(line)")
    }

    /// Landscape, right to left: the chevron starts at 47 + 20 = 67, the
    /// content view at 47 + 31.5 = 78.5 (718.5 wide); the separator runs
    /// from the left edge to 67 before the right one (777 long).
    @Test func landscapeRightToLeftMirrorsInsideTheSafeArea() throws {
        let (_, table, rows) = shown(size: CGSize(width: 844, height: 390), rightToLeft: true, safeArea: Self.landscapeSafeArea)
        defer { withExtendedLifetime(rows) {} }
        let row = try cell(table)
        #expect(close(row.contentView.frame, CGRect(x: 78.5, y: 0, width: 718.5, height: 44)), "\(row.contentView.frame)")
        let chevron = try #require(row.parts.accessory as? SymbolGlyphView)
        #expect(close(chevron.frame.minX, 67), "\(chevron.frame)")
        let line = try #require(separator(of: row))
        #expect(close(line.minX, 0) && close(line.width, 777), "\(line)")
    }

    /// `insetsContentViewsToSafeArea = false`: the content view starts at
    /// the row's edge, as before (844 − 31.5 = 812.5 wide), the chevron
    /// ends 20 from the edge (824).
    @Test func notInsettingContentViewsLeavesThemAtTheEdges() throws {
        let (_, table, rows) = shown(size: CGSize(width: 844, height: 390), rightToLeft: false, safeArea: Self.landscapeSafeArea,
                                     configure: { $0.insetsContentViewsToSafeArea = false })
        defer { withExtendedLifetime(rows) {} }
        let row = try cell(table)
        #expect(close(row.contentView.frame, CGRect(x: 0, y: 0, width: 812.5, height: 44)), "\(row.contentView.frame)")
        let chevron = try #require(row.parts.accessory as? SymbolGlyphView)
        #expect(close(chevron.frame.maxX, 824), "\(chevron.frame)")
    }

    /// Inset grouped, landscape: the sections stand in by the safe area and
    /// the margin (47 + 20 = 67 each side: rows 844 − 134 = 710 wide), so
    /// the rows are inside the safe area and their content views start at
    /// their edges; inside such sections the margin is 16, as UIKit laid
    /// them out on iOS 26.1 (sources14), so the content view is 710 − 16 −
    /// 11.5 = 682.5 wide (678.5 with the 20 before sources14).
    @Test func landscapeInsetGroupedSectionsStandInsideTheSafeArea() throws {
        let (_, table, rows) = shown(size: CGSize(width: 844, height: 390), rightToLeft: false, safeArea: Self.landscapeSafeArea,
                                     style: .insetGrouped)
        defer { withExtendedLifetime(rows) {} }
        let row = try cell(table)
        #expect(close(row.frame.minX, 67) && close(row.frame.width, 710), "\(row.frame)")
        #expect(close(row.contentView.frame, CGRect(x: 0, y: 0, width: 682.5, height: 44)), "\(row.contentView.frame)")
    }

    /// A grouped section's header in landscape: its content view starts
    /// inside the safe area too (x 47, 844 − 94 = 750 wide).
    @Test func landscapeHeadersInsetTheirContentViews() throws {
        let (_, table, rows) = shown(size: CGSize(width: 844, height: 390), rightToLeft: false, safeArea: Self.landscapeSafeArea,
                                     style: .grouped, headerTitle: "Fruit")
        defer { withExtendedLifetime(rows) {} }
        let header = try #require(table.headerView(forSection: 0))
        #expect(close(header.contentView.frame.minX, 47) && close(header.contentView.frame.width, 750), "\(header.contentView.frame)")
    }

    // MARK: List cells

    /// A collection view list cell's trailing accessories right to left: the
    /// row starts 16 from the left edge and the content view starts where
    /// it ends; the chevron points left.
    @Test func rightToLeftAListCellsAccessoriesAreAtTheLeft() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        UIKitTestFont.measure(root)
        root.trellis.traitOverrides = UITraitCollection(layoutDirection: .rightToLeft)
        let cell = UICollectionViewListCell(frame: root.bounds)
        var content = cell.defaultContentConfiguration()
        content.text = "Apple"
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
        root.addSubview(cell)
        root.layoutIfNeeded()
        let chevron = try #require(cell.subviews.compactMap { $0 as? UIStackView }.first?.arrangedSubviews.first as? SymbolGlyphView)
        let rowFrame = try #require(chevron.superview).frame
        #expect(close(rowFrame.minX, 16), "\(rowFrame)")
        #expect(close(cell.contentView.frame.minX, rowFrame.maxX) && close(cell.contentView.frame.maxX, 390), "\(cell.contentView.frame)")
        #expect(chevron.mirrored)
    }
}
