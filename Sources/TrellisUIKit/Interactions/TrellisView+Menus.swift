import Foundation

/// Which edge of a row a swipe reveals.
public enum TrellisSwipeEdge: Sendable { case leading, trailing }

extension TrellisView {
    /// The menu a long press at `point` (in the view's coordinates) would
    /// open: the view's first `UIContextMenuInteraction` asks its delegate
    /// for a configuration there, tells it the menu is displayed, and the
    /// configuration's action provider makes the menu. nil when the view has
    /// no such interaction or the delegate gives no configuration (UIKit
    /// then opens nothing).
    /// A button with a `menu` (UIButton+Menu.swift) answers with it.
    public func contextMenu(at point: CGPoint) -> UIMenu? {
        if let button = view as? UIButton, let menu = button.menu { return menu }
        guard let interaction = view.interactions.lazy.compactMap({ $0 as? UIContextMenuInteraction }).first,
              let delegate = interaction.delegate,
              let configuration = delegate.contextMenuInteraction(interaction, configurationForMenuAtLocation: point)
        else { return nil }
        delegate.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: nil)
        interaction.displayed = configuration
        return configuration.makeMenu()
    }

    /// The context menu of a table's row (`tableView(_:contextMenuConfigurationForRowAt:point:)`,
    /// asked with the row's centre) or of a collection view's item
    /// (`collectionView(_:contextMenuConfigurationForItemsAt:point:)`); the
    /// delegate hears `willDisplayContextMenu`. nil for other views, or
    /// when the delegate gives no configuration.
    public func contextMenu(forRowAt indexPath: IndexPath) -> UIMenu? {
        if let table = view as? UITableView, let delegate = table.tableDelegate {
            let frame = table.rectForRow(at: indexPath)
            guard let configuration = delegate.tableView(
                table, contextMenuConfigurationForRowAt: indexPath, point: CGPoint(x: frame.midX, y: frame.midY))
            else { return nil }
            delegate.tableView(table, willDisplayContextMenu: configuration, animator: nil)
            return configuration.makeMenu()
        }
        if let collection = view as? UICollectionView, let delegate = collection.collectionDelegate {
            let frame = collection.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
            guard let configuration = delegate.collectionView(
                collection, contextMenuConfigurationForItemsAt: [indexPath], point: CGPoint(x: frame.midX, y: frame.midY))
            else { return nil }
            delegate.collectionView(collection, willDisplayContextMenu: configuration, animator: nil)
            return configuration.makeMenu()
        }
        return nil
    }

    /// The swipe actions a swipe from `edge` would reveal on a table's row
    /// (the delegate's) or a list's cell (the list configuration's
    /// provider). nil when there are none, as UIKit then reveals nothing.
    public func swipeActions(forRowAt indexPath: IndexPath, edge: TrellisSwipeEdge) -> UISwipeActionsConfiguration? {
        if let table = view as? UITableView, let delegate = table.tableDelegate {
            switch edge {
            case .leading: return delegate.tableView(table, leadingSwipeActionsConfigurationForRowAt: indexPath)
            case .trailing: return delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: indexPath)
            }
        }
        if let collection = view as? UICollectionView,
           let layout = collection.collectionViewLayout as? UICollectionViewCompositionalLayout {
            collection.layoutIfNeeded()
            guard let configuration = layout.listConfiguration(ofSection: indexPath.section) else { return nil }
            switch edge {
            case .leading: return configuration.leadingSwipeActionsConfigurationProvider?(indexPath)
            case .trailing: return configuration.trailingSwipeActionsConfigurationProvider?(indexPath)
            }
        }
        return nil
    }
}
