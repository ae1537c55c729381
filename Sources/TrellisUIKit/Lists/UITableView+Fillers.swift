import Layout

/// The filler rows of a plain table: empty rows below the last one, where
/// the content does not fill the bounds, drawn as their separators.
///
/// Apple's `fillerRowHeight` page: plain tables "can display filler rows,
/// empty rows that appear below the last row when there isn't enough
/// content to fill the table view"; 0 shows none, "the default in iOS 15
/// and later"; `automaticDimension` matches "the height of the last row in
/// the table view", the default before iOS 15; another positive value is
/// the rows' height. Trellis follows iOS 15 and later: none unless the app
/// sets `fillerRowHeight`. A `tableFooterView` ends the table instead (the
/// long-standing `tableFooterView = UIView()` idiom that hides the empty
/// rows' separators; docs/uikit.md, "Tables").
extension UITableView {
    /// The filler rows' height now, or nil when the table draws none.
    var fillerHeight: CGFloat? {
        guard style == .plain, separatorStyle != .none, tableFooterView == nil, !sizesToContent else { return nil }
        if fillerRowHeight > 0 { return fillerRowHeight }
        guard fillerRowHeight == UITableView.automaticDimension else { return nil }
        return lastRowHeight ?? TableMetrics.standardRowHeight
    }

    /// A bound on the filler rows drawn, whatever height the app gives them.
    private static let mostFillerRows = 1000

    /// The height of the table's last row, if it has one.
    private var lastRowHeight: CGFloat? {
        geometry.sections.last { !$0.rows.isEmpty }?.rows.last
    }

    /// Draws a separator at the bottom of each filler row from the end of
    /// the content to the bottom of the bounds, inset as the rows' are:
    /// the table's `separatorInset`, whose default 16 follows the width as
    /// the cells' margins do (`SystemMinimumMargin`: 20 from 390 points).
    func drawFillerSeparators() {
        var lines: [CGFloat] = []
        if let height = fillerHeight, height > 0 {
            let visibleBottom = contentOffset.y + bounds.height
            var bottom = geometry.contentHeight + height
            let thickness = 1 / max(1, traitCollection.displayScale)
            while bottom - thickness < visibleBottom, lines.count < Self.mostFillerRows {
                lines.append(bottom - thickness)
                bottom += height
            }
        }
        fillerSeparators.reuse(count: lines.count, name: "UITableView.fillerSeparator") { line, _ in node.addSubview(line) }
        guard !lines.isEmpty else { return }
        let thickness = 1 / max(1, traitCollection.displayScale)
        let standard = UIEdgeInsets(top: 0, left: SystemMinimumMargin.narrow, bottom: 0, right: 0)
        // Inside the safe area by as much as the rows' content views are.
        let safe = contentSafeAreaInsets(at: CGRect(x: 0, y: 0, width: bounds.width, height: 0), of: self)
        let leading = (separatorInset == standard ? SystemMinimumMargin.side(ofTable: self) : separatorInset.left) + safe.leading
        let trailing = separatorInset.right
        let width = max(0, bounds.width - leading - trailing)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let color = (separatorColor ?? .separator).resolvedLayoutColor(with: traitCollection)
        for (line, y) in zip(fillerSeparators, lines) {
            line.backgroundColor = color
            line.frame = frameOnScreen(CGRect(x: rtl ? trailing : leading, y: y, width: width, height: thickness)).layoutRect
        }
    }
}
