import Foundation

/// What a list cell stands for in its list, which its default content
/// configuration follows: UIKit's `defaultContentConfiguration()` "determines
/// default values for the configuration according to the section where the
/// cell appears". A list cell dequeued as the section header
/// (`elementKindSectionHeader` with `headerMode` `.supplementary`, or the
/// first item with `.firstItemInSection`: "a `UICollectionViewListCell`
/// object that appears as the first item in the section automatically uses
/// a header appearance") gets the header style of the list's appearance; as
/// the footer, the footer style; otherwise a cell's. The header styles are
/// those whose documentation names the appearance: `plainHeader()` for
/// plain lists, `groupedHeader()` for grouped and inset grouped ones (as a
/// table's header views take them; `prominentInsetGroupedHeader()` is a
/// choice an app makes, not a default).
struct ListCellRole: Equatable {
    enum Element: Equatable { case cell, header, footer }

    var element: Element
    var tableStyle: UITableView.Style

    /// Made on the main actor, as the configurations it makes are
    /// (`UIListContentConfiguration`'s constructors are UIKit's, main-actor
    /// isolated); its callers, list cells, are there too. The role itself
    /// stays a plain value, compared off any actor.
    @MainActor var defaultContentConfiguration: UIListContentConfiguration {
        switch (element, tableStyle) {
        case (.cell, _): return .cell()
        case (.header, .plain): return .plainHeader()
        case (.footer, .plain): return .plainFooter()
        case (.header, _): return .groupedHeader()
        case (.footer, _): return .groupedFooter()
        }
    }

    /// The role of a view dequeued for `kind` (nil: a cell) at `indexPath`
    /// in a section laid out with `list`; nil outside a list.
    @MainActor
    static func of(kind: String?, at indexPath: IndexPath, in list: UICollectionLayoutListConfiguration?) -> ListCellRole? {
        guard let list else { return nil }
        let element: Element
        switch kind {
        case UICollectionView.elementKindSectionHeader?: element = .header
        case UICollectionView.elementKindSectionFooter?: element = .footer
        case nil: element = list.headerMode == .firstItemInSection && indexPath.item == 0 ? .header : .cell
        default: element = .cell
        }
        return ListCellRole(element: element, tableStyle: list.tableStyle)
    }
}
