import Foundation
import Testing
@testable import TrellisUIKit

/// `UITableView.sectionHeaderTopPadding` (iOS 15: "the amount of padding
/// above each section header", default `automaticDimension`): automatic is
/// 22 points above each header of a plain table (docs/uikit-numbers.md,
/// "Tables"), none in the grouped styles and none above a section without
/// a header; a value set is used as is; 0 is the look before iOS 15.
/// Tables of two sections of two 44-point rows, headers fixed at 28.
@MainActor @Suite struct SectionHeaderTopPaddingTests {
    final class Source: NSObject, UITableViewDataSource {
        var titles: [Int: String] = [0: "First", 1: "Second"]
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
    }

    private func table(_ style: UITableView.Style, padding: CGFloat? = nil, source: Source = Source(),
                       headerHeight: CGFloat = 28) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: style)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.rowHeight = 44
        table.sectionHeaderHeight = headerHeight
        table.sectionFooterHeight = 0
        if let padding { table.sectionHeaderTopPadding = padding }
        table.dataSource = source
        withExtendedLifetime(source) { table.layoutIfNeeded() }
        return table
    }

    /// Automatic, plain: section 0's header at 22, its rows at 22 + 28 = 50
    /// and 94; section 1 from 138, its header at 160, its first row at 188;
    /// the content 138 + 22 + 28 + 88 = 276 tall.
    @Test func automaticPadsPlainHeadersBy22() {
        let source = Source()
        let table = table(.plain, source: source)
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 320, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50)
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 138))
        #expect(table.rectForHeader(inSection: 1).minY == 160)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 188)
        #expect(table.contentSize.height == 276)
        #expect(table.headerView(forSection: 1)?.frame.minY == 160)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 150)) == nil, "the padding is no row's")
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 190)) == IndexPath(row: 0, section: 1))
    }

    /// 0 keeps the old look: headers at 0 and 116 (28 + 88), rows at 28.
    @Test func zeroKeepsTheOldLook() {
        let table = table(.plain, padding: 0)
        #expect(table.rectForHeader(inSection: 0).minY == 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
        #expect(table.rectForHeader(inSection: 1).minY == 116)
        #expect(table.contentSize.height == 232)
    }

    /// A value set is used: 10 puts section 1's header at 10 + 28 + 88 + 10 = 136.
    @Test func aValueSetIsUsed() {
        let table = table(.plain, padding: 10)
        #expect(table.rectForHeader(inSection: 1).minY == 136)
    }

    /// No header (height 0): no padding, rows from 0 and 88.
    @Test func noHeaderNoPadding() {
        let table = table(.plain, headerHeight: 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 88)
    }

    /// Automatic in a grouped table: no padding (the grouped spacing is the
    /// header's own); section 1's header at 28 + 88 = 116.
    @Test func automaticAddsNothingToGroupedTables() {
        let table = table(.grouped)
        #expect(table.rectForHeader(inSection: 0).minY == 0)
        #expect(table.rectForHeader(inSection: 1).minY == 116)
    }
}
