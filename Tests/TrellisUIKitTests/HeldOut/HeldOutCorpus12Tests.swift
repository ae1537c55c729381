import Foundation
import Layout
import Render
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// What the twelfth held-out corpus (docs/uikit.md, "Held-out corpus 12":
/// Auto Layout samples, a bottom sheet library's sample screens, a
/// settings-table library, a layout DSL's UIKit extensions) showed drawn
/// wrong: a cell's `backgroundView` and `selectedBackgroundView` were
/// stored and never shown. PanModal's member cell sets a bare `UIView()`
/// with a translucent white as its selected background; a selected row
/// drew nothing. Apple: a table cell adds the background view "as a
/// subview behind all other views" and the selected one "only when the
/// cell is selected … directly above the background view"; a collection
/// view cell's are placed behind the content view with frames "adjusted so
/// that it fills the bounds of the cell".
@MainActor @Suite(.serialized) struct HeldOutCorpus12Tests {
    private static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    private static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// Rows 40 high whose cells carry a blue selected background (a bare
    /// view, zero frame, as PanModal's cell makes it) and, when asked, a
    /// red background view.
    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var withBackground = false
        var style: UITableViewCell.SelectionStyle = .default
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 40 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let selected = UIView(); selected.backgroundColor = HeldOutCorpus12Tests.blue
            cell.selectedBackgroundView = selected
            if withBackground {
                let background = UIView(); background.backgroundColor = HeldOutCorpus12Tests.red
                cell.backgroundView = background
            }
            cell.selectionStyle = style
            return cell
        }
    }

    private func table(_ rows: Rows) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 120), style: .plain)
        table.separatorStyle = .none
        table.dataSource = rows; table.delegate = rows
        return table
    }

    /// Selecting the second row shows its blue view over the whole row
    /// (y 40 to 80, 200 wide); the other rows stay the table's white.
    /// Deselected, the row is white again and the view has left the cell.
    @Test func aSelectedRowShowsItsSelectedBackgroundView() throws {
        let rows = Rows(), table = table(rows)
        _ = try table.trellis.solvedLayout(width: 200, height: 120)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        var at = try onePointPixels(table, width: 200, height: 120)
        #expect(at(1, 41) == 0x0000FF && at(198, 78) == 0x0000FF && at(100, 60) == 0x0000FF)
        #expect(at(100, 20) == 0xFFFFFF && at(100, 100) == 0xFFFFFF)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.selectedBackgroundView?.superview === cell)
        #expect(cell.selectedBackgroundView?.frame == CGRect(x: 0, y: 0, width: 200, height: 40))
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        at = try onePointPixels(table, width: 200, height: 120)
        #expect(at(100, 60) == 0xFFFFFF)
        #expect(cell.selectedBackgroundView?.superview == nil)
    }

    /// A highlighted cell shows it too; a selection style of `.none` shows
    /// no selection, the selected background included.
    @Test func highlightShowsItAndSelectionStyleNoneHidesIt() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let selected = UIView()
        cell.selectedBackgroundView = selected
        #expect(selected.superview == nil)
        cell.setHighlighted(true, animated: false)
        #expect(selected.superview === cell)
        cell.setHighlighted(false, animated: false)
        cell.selectionStyle = .none
        cell.setSelected(true, animated: false)
        #expect(selected.superview == nil)
    }

    /// The background view fills each row behind the content (red over the
    /// table's white); selected, the blue view lies directly above it:
    /// subviews 0 and 1, under the content view.
    @Test func theBackgroundViewFillsTheRowBehindTheSelectedOne() throws {
        let rows = Rows(); rows.withBackground = true
        let table = table(rows)
        _ = try table.trellis.solvedLayout(width: 200, height: 120)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let at = try onePointPixels(table, width: 200, height: 120)
        #expect(at(100, 20) == 0x0000FF)
        #expect(at(1, 41) == 0xFF0000 && at(198, 118) == 0xFF0000)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.subviews.first === cell.backgroundView)
        #expect(cell.subviews.dropFirst().first === cell.selectedBackgroundView)
        #expect(cell.subviews.contains { $0 === cell.contentView })
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(second.backgroundView?.frame == CGRect(x: 0, y: 0, width: 200, height: 40))
    }

    /// A background view swapped for another leaves the cell.
    @Test func aReplacedBackgroundViewLeaves() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let first = UIView(), second = UIView()
        cell.backgroundView = first
        cell.backgroundView = second
        #expect(first.superview == nil && second.superview === cell)
        cell.backgroundView = nil
        #expect(second.superview == nil)
    }

    /// A collection view cell of 100 × 50: its background view fills it
    /// (red), and selected its blue view covers the background.
    @Test func aCollectionViewCellsBackgroundViewsFillIt() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let background = UIView(); background.backgroundColor = Self.red
        let selected = UIView(); selected.backgroundColor = Self.blue
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        var at = try onePointPixels(cell, width: 100, height: 50)
        #expect(at(1, 1) == 0xFF0000 && at(98, 48) == 0xFF0000)
        #expect(background.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        cell.isSelected = true
        at = try onePointPixels(cell, width: 100, height: 50)
        #expect(at(50, 25) == 0x0000FF && at(98, 48) == 0x0000FF)
        #expect(cell.subviews.first === background && cell.subviews.dropFirst().first === selected)
    }
}
