import Foundation
import Testing
@testable import TrellisUIKit

/// A cell whose field is the first responder, scrolled off screen: the
/// field resigns (forced, `textFieldDidEndEditing` told) as the table
/// takes the cell off screen, before it waits for reuse, so the cell
/// dequeued for another row never holds a focused field.
///
/// Apple does not document what UIKit does here (later UIKit is said to
/// keep such a cell out of the reuse queue, its field still editing; an
/// iOS 6 radar, 13113345, reports UICollectionView forcing the field to
/// resign on reuse). Trellis does not keep the cell: see docs/uikit.md,
/// "Text input".
@MainActor @Suite struct CellFirstResponderReuseTests {
    final class FieldCell: UITableViewCell {
        let field = UITextField()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            contentView.addSubview(field)
            field.frame = CGRect(x: 16, y: 5, width: 200, height: 34)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
    }

    final class Form: UITableViewController, UITextFieldDelegate {
        var ended: [Int] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.rowHeight = 44
            tableView.register(FieldCell.self, forCellReuseIdentifier: "field")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath) as! FieldCell
            cell.field.text = "Row \(indexPath.row)"
            cell.field.tag = indexPath.row
            cell.field.delegate = self
            return cell
        }
        func textFieldDidEndEditing(_ textField: UITextField) { ended.append(textField.tag) }
    }

    /// 40 rows of 44 points in a 400-point table: rows 0…9 on screen.
    /// Scrolled 880 points down (rows 20…29), row 0's cell is off screen.
    @Test func aFocusedFieldScrolledAwayResignsBeforeReuse() throws {
        let form = Form()
        form.trellis.show(size: CGSize(width: 320, height: 400))
        let first = try #require(form.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? FieldCell)
        #expect(first.field.becomeFirstResponder())
        form.tableView.contentOffset = CGPoint(x: 0, y: 880)
        form.tableView.layoutIfNeeded()
        #expect(form.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        #expect(!first.field.isFirstResponder)
        #expect(form.ended == [0])
        let focused = form.tableView.visibleCells.compactMap { ($0 as? FieldCell)?.field }.filter(\.isFirstResponder)
        #expect(focused.isEmpty)
    }
}
