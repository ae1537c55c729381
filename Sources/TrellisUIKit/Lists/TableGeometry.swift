import Foundation

/// The heights of a table's parts, in content coordinates: the table's
/// header, each section's header, rows and footer, the table's footer.
///
/// A height is exact (fixed, from the delegate, or measured) or an
/// estimate still to be measured when its row comes on screen, as UIKit
/// measures self-sizing rows. Each section keeps the sum of its rows, so
/// that finding the rows on screen walks the sections, not every row.
struct TableGeometry {
    struct Section {
        /// Space above the header (`sectionHeaderTopPadding`), part of the section.
        var headerTopPadding: CGFloat = 0
        var header: CGFloat = 0
        var headerIsExact = true
        var footer: CGFloat = 0
        var footerIsExact = true
        var rows: [CGFloat] = []
        var rowIsExact: [Bool] = []
        /// Rows whose height is measured (self-sizing), not given.
        var rowIsAutomatic: [Bool] = []
        var rowsHeight: CGFloat = 0

        var height: CGFloat { headerTopPadding + header + rowsHeight + footer }
        /// From the section's top to its first row's.
        var rowsOffset: CGFloat { headerTopPadding + header }

        mutating func setRow(_ row: Int, height: CGFloat) {
            rowsHeight += height - rows[row]
            rows[row] = height
            rowIsExact[row] = true
        }
    }

    var sections: [Section] = []
    var tableHeader: CGFloat = 0
    var tableFooter: CGFloat = 0
    /// The width the exact heights were measured at.
    var width: CGFloat = -1
    /// The traits they were measured under (nil: none measured yet).
    var traits: MeasuredTraits?

    var contentHeight: CGFloat { sections.reduce(tableHeader) { $0 + $1.height } + tableFooter }

    /// Where section `section` starts (its header's padding's top).
    func sectionTop(_ section: Int) -> CGFloat {
        var y = tableHeader
        for index in 0..<section { y += sections[index].height }
        return y
    }

    /// The rectangle of a row's vertical extent: its top and height.
    func rowExtent(_ indexPath: IndexPath) -> (top: CGFloat, height: CGFloat)? {
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].rows.indices.contains(indexPath.row) else { return nil }
        let section = sections[indexPath.section]
        var y = sectionTop(indexPath.section) + section.rowsOffset
        for row in 0..<indexPath.row { y += section.rows[row] }
        return (y, section.rows[indexPath.row])
    }

    /// The row whose extent holds `y`, if any.
    func row(at y: CGFloat) -> IndexPath? {
        var top = tableHeader
        for (index, section) in sections.enumerated() {
            if y >= top + section.height { top += section.height; continue }
            var rowTop = top + section.rowsOffset
            for (row, height) in section.rows.enumerated() {
                if y >= rowTop && y < rowTop + height { return IndexPath(row: row, section: index) }
                rowTop += height
            }
            return nil
        }
        return nil
    }
}
