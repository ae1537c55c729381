import Foundation

/// A plain table's floating headers and footers. Apple's
/// [`UITableView.Style.plain`](https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/plain):
/// "Section headers and footers are displayed as inline separators and
/// float when the table view is scrolled"; [`.grouped`](https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/grouped):
/// "Section headers and footers don’t float when the table view scrolls"
/// (inset grouped neither).
///
/// In the offset model of docs/uikit.md (the bounds' origin is the
/// content offset, the bars' part of the safe area is in
/// `adjustedContentInset`), the visible area starts at `contentOffset.y +
/// adjustedContentInset.top`, under the bar, and ends at `contentOffset.y
/// + bounds.height - adjustedContentInset.bottom`. A header whose place has
/// scrolled above that top sticks to it while its section's rows are
/// under it, and is pushed up by the section's end, so the next section's
/// header takes its place; a footer likewise sticks to the bottom while
/// its rows reach below it. Only the views' frames move:
/// `rectForHeader(inSection:)` and `rectForFooter(inSection:)` stay where
/// the section lays them out (Apple's pages call them the area "in which
/// the table view draws the section footer" and name no floating), and
/// hit-testing follows the frames, so a tap on a floating header reaches
/// the header, not the row under it.
extension UITableView {
    /// Whether headers and footers float: a plain table, not laid out
    /// whole (`sizesToContent` shows every row, nothing is scrolled away).
    var floatsHeadersAndFooters: Bool { style == .plain && !sizesToContent }

    /// Where a header or footer of `height` is drawn (its frame's top, in
    /// content coordinates) when its section lays it out at `natural`.
    /// `sectionTop` is where the section starts (its header's padding).
    func floatingTop(section: Int, header: Bool, natural: CGFloat, height: CGFloat, sectionTop: CGFloat) -> CGFloat {
        guard floatsHeadersAndFooters, geometry.sections.indices.contains(section) else { return natural }
        let s = geometry.sections[section]
        let rowsTop = sectionTop + s.rowsOffset, rowsBottom = rowsTop + s.rowsHeight
        // Stuck under the bar (a header) or above the bottom bar (a footer),
        // within its rows, as a collection view's pinned ones (BoundaryPin.swift).
        return BoundaryPin(isHeader: header, contentTop: rowsTop, contentBottom: rowsBottom)
            .drawnTop(natural: natural, height: height, visible: visibleArea)
    }

    /// Whether a touch landed on a header or footer on screen (floating
    /// over rows or not): such a touch selects no row.
    func touchIsOnHeaderOrFooter(_ touch: UITouch) -> Bool {
        guard let view = touch.view, view !== self else { return false }
        return shownHeaderFooters.values.contains { view === $0 || view.isDescendant(of: $0) }
    }
}
