import Foundation
import Testing
@testable import TrellisUIKit

/// `trellisMade(style:reuseIdentifier:)`, what the Objective-C opt-in calls
/// for `cellType.init(style:reuseIdentifier:)` (docs/objective-c.md):
/// through a metatype value it makes an instance of the value's class by
/// that class's own `init(style:reuseIdentifier:)`, with the style asked
/// for, as UIKit's Objective-C initialiser does on iOS.
@MainActor @Suite struct MetatypeCellTests {
    final class BadgeCell: UITableViewCell {
        private(set) var madeWithStyle: CellStyle?

        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            madeWithStyle = style
        }

        required init?(coder: NSCoder) { fatalError("not used") }
    }

    @Test func theClassesOwnInitializerRunsWithTheStyle() throws {
        let cellType: UITableViewCell.Type = BadgeCell.self
        let cell = try #require(cellType.trellisMade(style: .subtitle, reuseIdentifier: "badge") as? BadgeCell)
        #expect(cell.madeWithStyle == .subtitle)
        #expect(cell.style == .subtitle)
        #expect(cell.reuseIdentifier == "badge")
        #expect(cell.detailTextLabel != nil)  // a subtitle cell has one
    }

    @Test func aPlainCellKeepsItsStyle() {
        let cellType: UITableViewCell.Type = UITableViewCell.self
        let cell = cellType.trellisMade(style: .value1, reuseIdentifier: nil)
        #expect(type(of: cell) == UITableViewCell.self)
        #expect(cell.style == .value1)
    }

    /// The style is handed to one hook call only: a registered class made
    /// afterwards by a table is `.default`, as UIKit makes it.
    @Test func theStyleDoesNotOutliveTheCall() {
        _ = UITableViewCell.trellisMade(style: .value2, reuseIdentifier: nil)
        let registered = BadgeCell(trellisRegisteredWithReuseIdentifier: "r")
        #expect(registered.madeWithStyle == .default)
    }
}
