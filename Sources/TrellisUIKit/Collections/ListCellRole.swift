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
    /// Whether the list's appearance is `.sidebar` (laid out as inset
    /// grouped, `tableStyle`, but indenting its outline levels wider).
    var isSidebar = false

    /// A list cell's `indentationWidth` until the app sets one: 20 in a
    /// `.sidebar` list, as UIKit draws a sidebar outline's levels (iOS 16.2
    /// and SwiftUI's sidebar list on iOS 14: docs/uikit-numbers.md,
    /// "`indentationWidth` default", sources31); 10 elsewhere, the table
    /// cell's (Apple; UNSOURCED for list cells).
    var defaultIndentationWidth: CGFloat {
        isSidebar ? Self.sidebarIndentationWidth : Self.indentationWidth
    }
    static let indentationWidth: CGFloat = 10
    static let sidebarIndentationWidth: CGFloat = 20

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
        return ListCellRole(element: element, tableStyle: list.tableStyle, isSidebar: list.appearance == .sidebar)
    }
}
