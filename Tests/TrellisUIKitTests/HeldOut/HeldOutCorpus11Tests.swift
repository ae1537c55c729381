import Foundation
import Layout
import Render
import Testing
@testable import TrellisUIKit

/// What the eleventh held-out corpus (docs/uikit.md, "Held-out corpus 11":
/// a habit tracker's screens and cells, a movie app's hand-drawn chart and
/// gauge, a health app's buttons, Hero's examples) found missing: Core
/// Graphics' C geometry functions (the tracker's text field insets its
/// text with `CGRectInset`) and `UIFont` as an `NSObject` (its schedule
/// screen builds its title attributes from an unannotated literal of a
/// colour and a font).
@MainActor @Suite struct HeldOutCorpus11Tests {
    // MARK: CGRect functions

    /// Each function answers as its Swift method: a 200 × 40 rectangle at
    /// (10, 20) inset by 16 and 0 is (26, 20, 168, 40); its middle is
    /// (110, 40), its far corner (210, 60); offset by (−10, 5) it is at (0, 25).
    @Test func theCGRectFunctionsMeasureAsTheMethods() {
        let rect = CGRectMake(10, 20, 200, 40)
        #expect(rect == CGRect(x: 10, y: 20, width: 200, height: 40))
        #expect(CGRectInset(rect, 16, 0) == CGRect(x: 26, y: 20, width: 168, height: 40))
        #expect(CGRectGetMidX(rect) == 110 && CGRectGetMidY(rect) == 40)
        #expect(CGRectGetMaxX(rect) == 210 && CGRectGetMaxY(rect) == 60)
        #expect(CGRectGetMinX(rect) == 10 && CGRectGetMinY(rect) == 20)
        #expect(CGRectGetWidth(rect) == 200 && CGRectGetHeight(rect) == 40)
        #expect(CGRectOffset(rect, -10, 5).origin == CGPointMake(0, 25))
        #expect(CGRectContainsPoint(rect, CGPointMake(100, 30)) && !CGRectContainsPoint(rect, CGPointMake(5, 30)))
        #expect(CGSizeEqualToSize(rect.size, CGSizeMake(200, 40)))
    }

    /// Inset past its size a rectangle is null, as Core Graphics makes it;
    /// two that do not meet intersect in the null rectangle; a negative
    /// width standardizes to the other side.
    @Test func theCGRectFunctionsKeepNullAndStandardizing() {
        #expect(CGRectIsNull(CGRectInset(CGRectMake(0, 0, 10, 10), 6, 0)))
        #expect(CGRectIsNull(CGRectIntersection(CGRectMake(0, 0, 10, 10), CGRectMake(20, 0, 10, 10))))
        #expect(!CGRectIntersectsRect(CGRectMake(0, 0, 10, 10), CGRectMake(20, 0, 10, 10)))
        #expect(CGRectStandardize(CGRectMake(10, 0, -4, 2)) == CGRect(x: 6, y: 0, width: 4, height: 2))
        #expect(CGRectUnion(CGRectMake(0, 0, 10, 10), CGRectMake(20, 5, 10, 10)) == CGRect(x: 0, y: 0, width: 30, height: 15))
        #expect(CGRectIsEmpty(CGRectMake(0, 0, 0, 5)) && !CGRectIsEmpty(CGRectMake(0, 0, 1, 1)))
    }

    /// The tracker's field: `textRect(forBounds:)` returns
    /// `CGRectInset(bounds, 16, 0)`, so in a 200 × 40 field the text label
    /// is at x 16 and 168 wide (the default is 7 in a side).
    @Test func aTextFieldInsetByCGRectInsetPlacesItsText() throws {
        final class ShiftedField: UITextField {
            override func textRect(forBounds bounds: CGRect) -> CGRect { CGRectInset(bounds, 16, 0) }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        UIKitTestFont.measure(root)
        let field = ShiftedField(frame: root.bounds)
        field.font = UIKitTestFont.font(10)
        field.text = "Hi"
        root.addSubview(field)
        let layout = try root.trellis.solvedLayout(width: 200, height: 40)
        let label = try #require(layout[field.fieldNode.textLabel]).frameInRoot
        #expect(label.minX == 16 && label.width == 168)
    }

    // MARK: UIFont as an NSObject

    /// A literal of a colour and a font, unannotated, is a dictionary of
    /// NSObjects (as on iOS, where both are NSObjects), and a navigation
    /// bar takes it as its title attributes: the title is set in red.
    @Test func aColourAndFontLiteralIsADictionaryOfObjects() throws {
        let attributes = [
            NSAttributedString.Key.foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
            NSAttributedString.Key.font: UIKitTestFont.font(10),
        ]
        #expect(type(of: attributes) == [NSAttributedString.Key: NSObject].self)
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "H", attributes: attributes)
        label.backgroundColor = .white
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        UIKitTestFont.measure(root)
        root.backgroundColor = .white
        label.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        root.addSubview(label)
        // The test font's "H" is inked from 1 to 9 points across and from 1
        // to 8 points down (7 above a baseline at 8 in a 10-point line).
        let canvas = try SceneRenderer(scale: 1).render(root.trellis.solvedLayout(width: 20, height: 10))
        let all = canvas.pixels()
        #expect(all[5 * canvas.width + 5] & 0xFFFFFF == 0xFF0000)
        #expect(all[5 * canvas.width + 15] & 0xFFFFFF == 0xFFFFFF)
    }

    /// Fonts compare and hash by face and size, through NSObject's
    /// `isEqual(_:)` and `hash`: two 16-point system fonts are one in a
    /// set, a 17-point one is another.
    @Test func fontsAreEqualByFaceAndSize() {
        let a = UIFont.systemFont(ofSize: 16), b = UIFont.systemFont(ofSize: 16), c = UIFont.systemFont(ofSize: 17)
        #expect(a !== b && a == b && a.isEqual(b) && a.hash == b.hash)
        #expect(a != c && !a.isEqual(c) && !a.isEqual("16"))
        #expect(Set([a, b, c]).count == 2)
        #expect(a.description.hasPrefix("<UIFont> font-family:"))
    }
}

/// A table's `separatorInset` is the default for its cells' separators
/// (Apple: it "sets the default inset for all cells in the table, much as
/// rowHeight sets the default height"), and a cell's own inset "takes
/// precedence". Tracker's schedule table: `separatorInset` 16 left and
/// 16 right, so in a 300-point table a row's hairline runs from 16 to 284.
@MainActor @Suite struct HeldOutCorpus11SeparatorTests {
    final class Rows: NSObject, UITableViewDataSource {
        var ownInset: UIEdgeInsets?
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row"
            if let ownInset, indexPath.row == 1 { cell.separatorInset = ownInset }
            return cell
        }
    }

    private func separators(_ table: UITableView, rows: Rows) throws -> [Rect] {
        table.dataSource = rows
        table.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        let layout = try table.trellis.solvedLayout(width: 300, height: 200)
        return table.visibleCells.compactMap { cell in
            cell.parts.separator.flatMap { layout[$0]?.frameInRoot }
        }
    }

    @Test func theTablesInsetIsItsRowsSeparators() throws {
        let table = UITableView(frame: .zero, style: .plain)
        table.separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        let lines = try separators(table, rows: Rows())
        #expect(lines.count == 2)
        for line in lines { #expect(line.minX == 16 && line.maxX == 284) }
    }

    /// A cell that sets its own inset keeps it: 40 on the left, 0 on the right.
    @Test func aCellsOwnInsetWins() throws {
        let table = UITableView(frame: .zero, style: .plain)
        table.separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        let rows = Rows(); rows.ownInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        let lines = try separators(table, rows: rows).sorted { $0.minY < $1.minY }
        #expect(lines.count == 2)
        #expect(lines.first?.minX == 16 && lines.first?.maxX == 284)
        #expect(lines.last?.minX == 40 && lines.last?.maxX == 300)
    }

    /// A table that sets none keeps UIKit's automatic start, the side
    /// margin (16 on a 300-point table), and runs to the trailing edge.
    @Test func withoutAnInsetTheRowsKeepTheAutomaticStart() throws {
        let table = UITableView(frame: .zero, style: .plain)
        let lines = try separators(table, rows: Rows())
        #expect(lines.count == 2)
        for line in lines { #expect(line.minX == 16 && line.maxX == 300) }
    }
}
