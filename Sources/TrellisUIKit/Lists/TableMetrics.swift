import Foundation

/// The numbers a table's style lays out with. Each is listed with its
/// source in docs/uikit-numbers.md ("Tables"); most are not published by
/// Apple and are marked there as such.
struct TableMetrics {
    let style: UITableView.Style

    /// The estimate of a self-sizing row without one of the app's.
    static let defaultEstimatedRowHeight: CGFloat = 44
    /// The height of a self-sizing row whose constraints give it none.
    static let standardRowHeight: CGFloat = 44
    /// The estimate of an automatic header or footer before it is measured.
    static let defaultEstimatedHeaderHeight: CGFloat = 28
    /// The padding above a plain table's section headers when
    /// `sectionHeaderTopPadding` is automatic (iOS 15+).
    static let plainSectionHeaderTopPadding: CGFloat = 22
    /// The corner radius of an inset grouped section.
    static let insetGroupedCornerRadius: CGFloat = 10

    /// Whether sections are drawn as groups (a background behind the rows,
    /// the table's grouped background around them).
    var isGrouped: Bool { style != .plain }

    /// The height of a header with no title and no view: the grouped
    /// styles keep 35 points above the first section and 17.5 above the
    /// others (with the footer's 17.5, 35 between sections); plain, none.
    func emptyHeaderHeight(section: Int) -> CGFloat {
        guard isGrouped else { return 0 }
        return Self.groupedEmptyHeaderFooterHeight + (section == 0 ? Self.groupedFirstSectionSpace : 0)
    }

    /// A grouped or inset grouped table's empty header (after the first
    /// section) and empty footer: 17.5 points each, 35 between sections
    /// (UIKit's list layout on iOS 16, logged: docs/uikit-numbers.md,
    /// "Grouped: empty header (later sections) and empty footer").
    static let groupedEmptyHeaderFooterHeight: CGFloat = 17.5

    /// What a grouped or inset grouped table's first section has above its
    /// header beyond the others', titled or not: 17.5 (35 against 17.5
    /// empty; a titled first row 55.5 below the table's top against the
    /// other titled headers' 38, in UIKit's drawing and Interface Builder's
    /// saved frames: docs/uikit-numbers.md, "Grouped header title").
    /// Tables only: UIKit's list layout sets its first titled header as the others.
    static let groupedFirstSectionSpace: CGFloat = 17.5

    /// The height of a footer with no title and no view.
    var emptyFooterHeight: CGFloat { isGrouped ? Self.groupedEmptyHeaderFooterHeight : 0 }

    /// How far an inset grouped section of a list sits from its edges: the
    /// list's layout margins (16, 20 in a regular width or across at least
    /// 390 points: `SystemMinimumMargin`). A table's rows take
    /// `SystemMinimumMargin.side(ofTable:)` instead (`UITableView.rowInsets`).
    func sectionInset(tableWidth: CGFloat, traits: UITraitCollection) -> CGFloat {
        guard style == .insetGrouped else { return 0 }
        return SystemMinimumMargin.side(width: tableWidth, traits: traits)
    }

    /// The table's background: grouped styles' grey, plain's system background.
    var backgroundColor: UIColor { isGrouped ? .systemGroupedBackground : .systemBackground }

    /// The rows' background behind the cells.
    var rowBackgroundColor: UIColor { isGrouped ? .secondarySystemGroupedBackground : .systemBackground }

    /// Whether a separator runs across the whole width above and below a
    /// section (grouped only; inset grouped rounds its corners instead).
    var drawsSectionEdgeSeparators: Bool { style == .grouped }
}
