import Foundation
import Testing
@testable import TrellisUIKit

/// Margin390 (issue 30): UIKit's drawing of a plain table of UIKit's own
/// cells, each a `defaultContentConfiguration()` text and a switch as its
/// accessory view (cashapp/AccessibilitySnapshot's `testTableHitTarget`;
/// docs/uikit-numbers.md, "UITableViewCell `separatorInset` left"), at 393
/// points and at 390 (iOS 14.5 and 15.5), both at 20: margin20 made
/// Trellis's tables follow it at 390.
extension UIKitOutputSourcedMetricsTests {
    /// Three rows of "Hello World", each with a `UISwitch` accessory.
    final class SwitchRows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell()
            var content = cell.defaultContentConfiguration()
            content.text = "Hello World"
            cell.contentConfiguration = content
            cell.accessoryView = UISwitch()
            return cell
        }
    }

    /// `…__16_4_393x852@3x.png` @ b9e2f25 (iOS 16.4, an iPhone 14 Pro) and
    /// `…__17_2_393x852@3x.png` @ b5741bb (iOS 17.2): each row's separator
    /// from pixel 60 (20 points), the switch's track ending at pixel 1119
    /// (373 = 393 − 20), so the 51-point switch from 322.
    @Test func switchRowsAtTwentyOn393Points() throws {
        let rows = SwitchRows()
        let controller = UITableViewController(style: .plain)
        controller.tableView.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        controller.tableView.dataSource = rows
        let traits = UITraitCollection(traitsFrom: [.init(horizontalSizeClass: .compact),
                                                    .init(verticalSizeClass: .regular)])
        controller.trellis.show(size: CGSize(width: 393, height: 852), traits: traits)
        controller.tableView.layoutIfNeeded()
        let table = try #require(controller.tableView)
        for row in 0..<3 {
            let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
            #expect(cell.separatorInset.left == 20)
            let toggle = try #require(cell.accessoryView)
            let frame = toggle.convert(toggle.bounds, to: table)
            #expect(frame.maxX == 373, "\(frame)")
            #expect(frame.minX == 322, "\(frame)")
        }
    }

    /// `…__15_5_390x844@3x.png` @ c77ebd0 (iOS 15.5) and
    /// `…__14_5_390x844@3x.png` @ b9e2f25 (iOS 14.5), both an iPhone 12 Pro:
    /// each row's separator from pixel 60 (20 points), the text's ink from
    /// pixel 65 (21.67: 20 and the "H"'s side bearing), the switch's region
    /// from pixel 957 (319) and its track ending at 1110 (370 = 390 − 20;
    /// 370 − 51 = 319).
    @Test func switchRowsAtTwentyOn390Points() throws {
        let rows = SwitchRows()
        let controller = UITableViewController(style: .plain)
        controller.tableView.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        controller.tableView.dataSource = rows
        let traits = UITraitCollection(traitsFrom: [.init(horizontalSizeClass: .compact),
                                                    .init(verticalSizeClass: .regular)])
        controller.trellis.show(size: CGSize(width: 390, height: 844), traits: traits)
        controller.tableView.layoutIfNeeded()
        let table = try #require(controller.tableView)
        for row in 0..<3 {
            let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
            #expect(cell.separatorInset.left == 20)
            let toggle = try #require(cell.accessoryView)
            let frame = toggle.convert(toggle.bounds, to: table)
            #expect(frame.maxX == 370, "\(frame)")
            #expect(frame.minX == 319, "\(frame)")
        }
    }
}
