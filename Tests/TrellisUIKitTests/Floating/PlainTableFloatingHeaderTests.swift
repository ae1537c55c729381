import Foundation
import Layout
import Render
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// A plain table's headers and footers float (Apple's
/// `UITableView.Style.plain`: "Section headers and footers are displayed as
/// inline separators and float when the table view is scrolled"); grouped
/// tables' do not ("Section headers and footers don’t float when the table
/// view scrolls"). UITableView+Floating.swift.
///
/// The table: 320 × 300, no safe area, `sectionHeaderTopPadding` 0 (so
/// the arithmetic is the rows' and headers' only), three sections of ten
/// 44-point rows under a 30-point header view, and (`footers`) a
/// 20-point footer view. Without footers section s starts at 470 s: its
/// header there, its rows from 470 s + 30 to 470 s + 470. With footers
/// sections are 490 tall: header at 490 s, rows 490 s + 30 to 490 s +
/// 470, footer to 490 s + 490.
@MainActor @Suite struct PlainTableFloatingHeaderTests {
    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        let footers: Bool
        var selected: [IndexPath] = []
        init(footers: Bool) { self.footers = footers }
        func numberOfSections(in tableView: UITableView) -> Int { 3 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.backgroundColor = .white
            return cell
        }
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let header = UIView()
            header.backgroundColor = .red
            return header
        }
        func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { footers ? 20 : 0 }
        func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
            guard footers else { return nil }
            let footer = UIView()
            footer.backgroundColor = .blue
            return footer
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    private func table(_ style: UITableView.Style = .plain, footers: Bool = false, offset: CGFloat,
                       insetTop: CGFloat = 0) -> (UITableView, Source) {
        let source = Source(footers: footers)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: style)
        table.sectionHeaderTopPadding = 0
        table.rowHeight = 44
        table.dataSource = source
        table.delegate = source
        table.contentInset = UIEdgeInsets(top: insetTop, left: 0, bottom: 0, right: 0)
        table.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: offset)
        table.layoutIfNeeded()
        return (table, source)
    }

    @Test func theCurrentSectionsHeaderSticksToTheTop() throws {
        let (table, source) = table(offset: 100)
        _ = source
        let header = try #require(shownHeaders(table).first)
        // max(0, min(100, 470 − 30)) = 100: at the offset, the top of the bounds.
        #expect(header.frame == CGRect(x: 0, y: 100, width: 320, height: 30))
        // Apple's rectForHeader(inSection:) stays where the section lays it out.
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 30))
        // Section 1's header (470) is below the bounds (100 + 300 = 400): not made.
        #expect(shownHeaders(table).count == 1)
    }

    @Test func theNextSectionsHeaderPushesItUp() throws {
        let (table, source) = table(offset: 450)
        _ = source
        let headers = shownHeaders(table)
        // Section 0's: min(450, 470 − 30) = 440, its bottom at its rows' end;
        // section 1's at its place, 470, under it.
        #expect(headers.map(\.frame.minY) == [440, 470])
        let (later, laterSource) = self.table(offset: 600)
        _ = laterSource
        // Section 0 is gone (its header would end at 470 < 600); section 1's
        // header sticks at 600 (470 < 600 < 940 − 30).
        #expect(shownHeaders(later).map(\.frame.minY) == [600])
    }

    @Test func underABarItSticksBelowTheInset() {
        // adjustedContentInset.top 64 (a bar's height, given as contentInset
        // to a table with no safe area): the visible top is the offset + 64.
        let (table, source) = table(offset: 100, insetTop: 64)
        _ = source
        #expect(table.adjustedContentInset.top == 64)
        #expect(shownHeaders(table).map(\.frame.minY) == [164])
        // At rest (offset −64) nothing floats: the header at 0, under the bar's bottom.
        let (resting, restingSource) = self.table(offset: -64, insetTop: 64)
        _ = restingSource
        #expect(shownHeaders(resting).map(\.frame.minY) == [0])
    }

    @Test func footersStickToTheBottom() {
        // Offset 250: the bounds show 250 to 550. Section 0's header sticks
        // at 250 (≤ 470 − 30); section 1's header is at its place, 490; its
        // footer (at 960) sticks at the bottom, 550 − 20 = 530, below its
        // rows' start (520). Section 0's footer is at its place, 470.
        let (table, source) = table(footers: true, offset: 250)
        _ = source
        #expect(shownHeaders(table).map(\.frame.minY) == [250, 490])
        #expect(shownFooters(table).map(\.frame.minY) == [470, 530])
        #expect(table.rectForFooter(inSection: 1).minY == 960)
        // Offset 0: section 0's footer (470) sticks at 300 − 20 = 280.
        let (top, topSource) = self.table(footers: true, offset: 0)
        _ = topSource
        #expect(shownFooters(top).map(\.frame.minY) == [280])
    }

    @Test(arguments: [UITableView.Style.grouped, .insetGrouped])
    func groupedHeadersDoNotFloat(style: UITableView.Style) {
        let (table, source) = table(style, offset: 450)
        _ = source
        let shown = table.visibleHeaders.filter { $0.value.superview === table }
        #expect(!shown.isEmpty)
        for (section, header) in shown {
            #expect(header.frame.minY == table.rectForHeader(inSection: section).minY)
        }
    }

    @Test func aTapOnTheFloatingHeaderSelectsNoRow() throws {
        let (table, source) = table(offset: 100)
        let root = UIView(frame: table.frame)
        root.addSubview(table)
        root.layoutIfNeeded()
        // (10, 110) in content coordinates: the floating header (100 to 130)
        // over row 1 (74 to 118).
        let hit = table.trellis.tap(at: CGPoint(x: 10, y: 110))
        #expect(hit === shownHeaders(table).first)
        #expect(source.selected.isEmpty)
        // Below it, row 2 (118 to 162) is selected.
        table.trellis.tap(at: CGPoint(x: 10, y: 140))
        #expect(source.selected == [IndexPath(row: 2, section: 0)])
    }

    /// Pixels: the scrolled table shows its first header, red, at the top
    /// of the screen over the white rows; an unscrolled one shows it there too.
    @Test(arguments: [0, 100, 250] as [CGFloat])
    func theFloatingHeaderIsDrawnAtTheTop(offset: CGFloat) throws {
        let (table, source) = table(offset: offset)
        _ = source
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        root.addSubview(table)
        let canvas = try SceneRenderer(scale: 1).render(root.trellis.solvedLayout(width: 320, height: 300))
        let pixels = canvas.pixels()
        #expect(pixels[10 * canvas.width + 200] == 0xFFFF_0000)
        #expect(pixels[29 * canvas.width + 200] == 0xFFFF_0000)
        // 40 points down: a row, white (its separator is inset and lower).
        #expect(pixels[40 * canvas.width + 200] == 0xFFFF_FFFF)
    }

    private func shownHeaders(_ table: UITableView) -> [UIView] {
        table.subviews.filter { $0.backgroundColor == .red }.sorted { $0.frame.minY < $1.frame.minY }
    }

    private func shownFooters(_ table: UITableView) -> [UIView] {
        table.subviews.filter { $0.backgroundColor == .blue }.sorted { $0.frame.minY < $1.frame.minY }
    }
}
