import Testing
import TrellisTesting
import TrellisUIKit

/// Indentation by hand arithmetic. A table or list narrower than 390
/// points keeps the 16-point side margin (docs/uikit-numbers.md); Apple
/// gives the table cell's `indentationWidth` as 10 ("The default
/// indentation width is 10.0 points"), and the list cell's 10 is
/// Trellis's (UNSOURCED). So a level-n row's text starts at 16 + 10n.
@MainActor @Suite struct OutlineIndentationTests {
    /// A table whose delegate indents row n to level n; the cells show
    /// a classic `textLabel`, or a content configuration, and an app's own
    /// label at x 5 of `contentView`.
    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var configured = false
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            if configured {
                var content = cell.defaultContentConfiguration()
                content.text = "Row \(indexPath.row)"
                cell.contentConfiguration = content
            } else {
                cell.textLabel?.text = "Row \(indexPath.row)"
            }
            let own = UILabel(frame: CGRect(x: 5, y: 0, width: 20, height: 10))
            own.text = "own \(indexPath.row)"
            cell.contentView.addSubview(own)
            return cell
        }
        func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { indexPath.row }
    }

    func table(_ rows: Rows) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 300), style: .plain)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.dataSource = rows
        table.delegate = rows
        table.layoutIfNeeded()
        return table
    }

    func label(_ text: String, in view: UIView) -> UILabel? {
        for subview in view.subviews {
            if let label = subview as? UILabel, label.text == text, !label.isHidden { return label }
            if let found = label(text, in: subview) { return found }
        }
        return nil
    }

    func x(of text: String, in cell: UIView) throws -> CGFloat {
        let found = try #require(label(text, in: cell))
        return found.convert(CGPoint.zero, to: cell).x
    }

    @Test(arguments: [false, true])
    func theDelegatesLevelIndentsATableCellsText(configured: Bool) throws {
        let rows = Rows()
        rows.configured = configured
        let table = table(rows)
        for row in 0..<3 {
            let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
            #expect(cell.indentationLevel == row)
            // 16 + 10 × level: 16, 26, 36.
            #expect(abs(try x(of: "Row \(row)", in: cell) - (16 + 10 * CGFloat(row))) < 1e-9)
            // The app's own subview of contentView does not move (UIKit
            // indents only what the cell lays out itself).
            #expect(abs(try x(of: "own \(row)", in: cell) - 5) < 1e-9)
        }
    }

    /// Right to left the text moves in from the right: a level-n row's
    /// text ends at 375 − 16 − 10n.
    @Test func rightToLeftTheTextMovesInFromTheRight() throws {
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 300), style: .plain)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.trellis.traitOverrides = UITraitCollection(layoutDirection: .rightToLeft)
        table.dataSource = rows
        table.delegate = rows
        table.layoutIfNeeded()
        for row in 0..<3 {
            let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
            let found = try #require(label("Row \(row)", in: cell))
            #expect(abs(found.convert(found.bounds, to: cell).maxX - (375 - 16 - 10 * CGFloat(row))) < 1e-9)
        }
    }

    @Test func aCellsOwnLevelAndWidthIndentItsTextAndImage() throws {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        cell.indentationLevel = 3
        cell.indentationWidth = 7
        cell.layoutIfNeeded()
        // 16 + 3 × 7 = 37 for both labels.
        #expect(abs(try x(of: "Title", in: cell) - 37) < 1e-9)
        #expect(abs(try x(of: "Detail", in: cell) - 37) < 1e-9)
        cell.indentationLevel = 0
        cell.layoutIfNeeded()
        #expect(abs(try x(of: "Title", in: cell) - 16) < 1e-9, "level 0 does not move")
        let image = try #require(cell.imageView)
        cell.imageView?.image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
        cell.indentationLevel = 2
        cell.layoutIfNeeded()
        #expect(abs(image.convert(CGPoint.zero, to: cell).x - (16 + 14)) < 1e-9)
    }
}
