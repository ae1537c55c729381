import Foundation
import Layout
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// `prefersSideBySideTextAndSecondaryText`. Apple: "When this value is
/// true, the configuration positions the text and secondary text side by
/// side if there's sufficient space. Otherwise, the configuration stacks
/// the text in a vertical layout." A value cell (`valueCell()`, which
/// prefers side by side) at an accessibility text size no longer has the
/// space. Worked out by hand with the test font (every letter 1 em wide, a
/// line 1 em tall): body text is 17 points at Large and 53 at
/// accessibilityExtraExtraExtraLarge (DynamicTypeTests); a row's margins
/// are 11 above and below and 16 at the sides of a 320-point table, the
/// padding between the texts 8 across and 3 down (UIKit's printed
/// configurations' 3 since sources14; 0 before), the least row 44.
@MainActor @Suite struct ValueCellArrangementTests {
    final class Rows: NSObject, UITableViewDataSource {
        let configuration: UIListContentConfiguration
        init(_ configuration: UIListContentConfiguration) { self.configuration = configuration }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var content = configuration
            content.text = "Wi-Fi"
            content.secondaryText = "Home"
            cell.contentConfiguration = content
            return cell
        }
    }

    /// The row's frame and its texts' frames in the row, at `category`.
    private func row(_ configuration: UIListContentConfiguration, _ category: UIContentSizeCategory) throws
        -> (row: CGRect, text: CGRect, secondary: CGRect) {
        let rows = Rows(configuration)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.trellis.traitOverrides = UITraitCollection(preferredContentSizeCategory: category)
        table.dataSource = rows
        _ = table.trellis.layoutView.solvedLayout(checkedWidth: 320, height: 600)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let text = try #require(Self.label("Wi-Fi", in: cell)), secondary = try #require(Self.label("Home", in: cell))
        return (cell.frame, text.convert(text.bounds, to: cell), secondary.convert(secondary.bounds, to: cell))
    }

    private static func label(_ text: String, in view: UIView) -> UILabel? {
        if let label = view as? UILabel, label.text == text { return label }
        for subview in view.subviews { if let found = label(text, in: subview) { return found } }
        return nil
    }

    /// 5 × 17 + 8 + 4 × 17 = 161 of 288: side by side, the value at the trailing margin, both centred in 44.
    @Test func aValueCellAtLargeIsSideBySide() throws {
        let (row, text, secondary) = try row(.valueCell(), .large)
        #expect(row.height == 44)
        #expect(text == CGRect(x: 16, y: 13.5, width: 85, height: 17))
        #expect(secondary == CGRect(x: 320 - 16 - 68, y: 13.5, width: 68, height: 17))
    }

    /// 5 × 53 + 8 + 4 × 53 = 485 > 288: stacked, the value 3 under the text, the row 11 + 53 + 3 + 53 + 11 = 131.
    @Test func aValueCellAtAnAccessibilitySizeIsStacked() throws {
        let (row, text, secondary) = try row(.valueCell(), .accessibilityExtraExtraExtraLarge)
        #expect(text == CGRect(x: 16, y: 11, width: 265, height: 53))
        #expect(secondary == CGRect(x: 16, y: 67, width: 212, height: 53))
        #expect(row.height == 131)
    }

    /// The preference is what decides: off, a value cell stacks (11 + 17 + 3 + 17 + 11 = 59); on, a plain cell sits side by side.
    @Test func thePreferenceDecides() throws {
        var stacked = UIListContentConfiguration.valueCell()
        stacked.prefersSideBySideTextAndSecondaryText = false
        let (stackedRow, text, secondary) = try row(stacked, .large)
        #expect(text.minY == 11 && secondary.minY == 31 && secondary.minX == 16)
        #expect(stackedRow.height == 59)
        var sideBySide = UIListContentConfiguration.cell()
        sideBySide.prefersSideBySideTextAndSecondaryText = true
        let (_, plainText, plainSecondary) = try row(sideBySide, .large)
        #expect(plainSecondary.maxX == 304)
        #expect(plainSecondary.midY == plainText.midY)
    }

    /// The classic `.value1` cell (`textLabel`, `detailTextLabel`) follows
    /// the same rule: its style is `valueCell()`'s. Before, it stayed side by
    /// side at any size. Same numbers as the configuration's above.
    final class ClassicRows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = "Wi-Fi"
            cell.detailTextLabel?.text = "Home"
            return cell
        }
    }

    private func classicRow(_ category: UIContentSizeCategory) throws -> (row: CGRect, text: CGRect, secondary: CGRect) {
        let rows = ClassicRows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.trellis.traitOverrides = UITraitCollection(preferredContentSizeCategory: category)
        table.dataSource = rows
        _ = table.trellis.layoutView.solvedLayout(checkedWidth: 320, height: 600)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let text = try #require(cell.textLabel), secondary = try #require(cell.detailTextLabel)
        return (cell.frame, text.convert(text.bounds, to: cell), secondary.convert(secondary.bounds, to: cell))
    }

    /// 161 of 288 at Large: side by side, as before.
    @Test func aClassicValue1CellAtLargeIsSideBySide() throws {
        let (row, text, secondary) = try classicRow(.large)
        #expect(row.height == 44)
        #expect(text == CGRect(x: 16, y: 13.5, width: 85, height: 17))
        #expect(secondary == CGRect(x: 320 - 16 - 68, y: 13.5, width: 68, height: 17))
    }

    /// 485 > 288 at accessibilityExtraExtraExtraLarge: stacked, 11 + 53 + 53 + 11 = 128.
    @Test func aClassicValue1CellAtAnAccessibilitySizeIsStacked() throws {
        let (row, text, secondary) = try classicRow(.accessibilityExtraExtraExtraLarge)
        #expect(text == CGRect(x: 16, y: 11, width: 265, height: 53))
        #expect(secondary == CGRect(x: 16, y: 64, width: 212, height: 53))
        #expect(row.height == 128)
    }

    /// Beside a text too long for the row at Large, the classic cell's
    /// detail gives way and the texts stay side by side (reports of UIKit's
    /// output: UIKitOutputSourcedMetricsTests+Sources12); it stacks only at
    /// an accessibility size, above. At accessibilityMedium (body 28 with
    /// the test font's sizes: DynamicTypeTests) "Wi-Fi" and "Home" need
    /// 5 × 28 + 8 + 4 × 28 = 260 ≤ 288: they fit, so side by side still.
    @Test func aClassicValue1CellThatFitsAtAnAccessibilitySizeStaysSideBySide() throws {
        let (_, text, secondary) = try classicRow(.accessibilityMedium)
        #expect(text.minX == 16 && secondary.maxX == 304)
        #expect(text.midY == secondary.midY)
    }

    /// The same in a collection view list (a plain list, 320 wide: a row's
    /// text 16 in): stacked at accessibilityExtraExtraExtraLarge, 131 high.
    @Test func aValueCellInAListStacksToo() throws {
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(
                                        using: UICollectionLayoutListConfiguration(appearance: .plain)))
        list.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        list.trellis.traitOverrides = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = UIListContentConfiguration.valueCell()
            content.text = item
            content.secondaryText = "Home"
            cell.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Wi-Fi"])
        source.apply(snapshot)
        _ = list.trellis.layoutView.solvedLayout(checkedWidth: 320, height: 600)
        let cell = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
        let text = try #require(Self.label("Wi-Fi", in: cell)), secondary = try #require(Self.label("Home", in: cell))
        #expect(text.convert(text.bounds, to: cell) == CGRect(x: 16, y: 11, width: 265, height: 53))
        #expect(secondary.convert(secondary.bounds, to: cell) == CGRect(x: 16, y: 67, width: 212, height: 53))
        #expect(cell.frame.height == 131)
    }
}
