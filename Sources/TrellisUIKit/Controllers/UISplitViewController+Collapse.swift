// Collapsing and expanding a split view controller's columns (a horizontally
// compact size class collapses it): what UIKit does to the navigation
// stacks, done when the split view controller is arranged for the new size
// class, and undone when it expands or a column's controller changes.

extension UISplitViewController {
    /// What collapsing did, to undo on expanding.
    enum CollapsedState {
        /// Column style: the controllers taken from the supplementary and
        /// secondary columns' navigation controllers and pushed onto the
        /// primary's, per column they came from (none with a compact column).
        case columns(moved: [(column: Column, controllers: [UIViewController])])
        /// Classic style: the secondary handed to the primary (nil when the
        /// delegate took care of it or there was none).
        case classic(secondary: UIViewController?)
    }

    /// Collapses: classic style asks the delegate's
    /// `splitViewController(_:collapseSecondary:onto:)`, and when it
    /// returns false the primary's `collapseSecondaryViewController(_:for:)`
    /// (a navigation controller pushes the secondary; Apple's reference of
    /// the delegate method). Column style, without a compact column: the
    /// columns up to the top one (the delegate's
    /// `topColumnForCollapsingToProposedTopColumn`) are pushed onto the
    /// primary's navigation stack, so the top column's controller shows
    /// with a back button to the one before it.
    func collapseColumns() {
        if style == .unspecified {
            guard let primary = classic.first, classic.count > 1 else {
                collapsedState = .classic(secondary: nil)
                return
            }
            let secondary = classic[1]
            let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
            if !handled { primary.collapseSecondaryViewController(secondary, for: self) }
            collapsedState = .classic(secondary: handled ? nil : secondary)
            return
        }
        guard shownInColumn[.compact] == nil, let primary = shownInColumn[.primary] as? UINavigationController else {
            collapsedState = .columns(moved: [])
            return
        }
        let stacked: [Column] = switch collapsedTopColumn() {
        case .secondary: style == .tripleColumn ? [.supplementary, .secondary] : [.secondary]
        case .supplementary: style == .tripleColumn ? [.supplementary] : []
        default: []
        }
        var moved: [(column: Column, controllers: [UIViewController])] = []
        for column in stacked {
            guard let navigation = shownInColumn[column] as? UINavigationController, !navigation.viewControllers.isEmpty else {
                continue
            }
            let controllers = navigation.viewControllers
            navigation.setViewControllers([], animated: false)
            primary.setViewControllers(primary.viewControllers + controllers, animated: false)
            moved.append((column, controllers))
        }
        collapsedState = .columns(moved: moved)
    }

    /// Expands, undoing `collapseColumns()`: classic style asks the
    /// delegate's `splitViewController(_:separateSecondaryFrom:)`, else the
    /// primary's `separateSecondaryViewController(for:)` (a navigation
    /// controller pops its top), for the secondary to show again; column
    /// style gives each column back its controllers (those pushed above
    /// them while collapsed go to the last column moved, the top one).
    func restoreCollapsedColumns() {
        guard let state = collapsedState else { return }
        collapsedState = nil
        switch state {
        case .classic(let secondary):
            guard let secondary, let primary = classic.first else { return }
            let separated = delegate?.splitViewController(self, separateSecondaryFrom: primary)
                ?? primary.separateSecondaryViewController(for: self)
            let shown = separated ?? secondary
            attach(shown)
            if classic.count > 1 { classic[1] = shown }
        case .columns(let moved):
            guard !moved.isEmpty, let primary = shownInColumn[.primary] as? UINavigationController else { return }
            let stack = primary.viewControllers
            let everyMoved = moved.flatMap(\.controllers)
            let firstMoved = stack.firstIndex { controller in everyMoved.contains { $0 === controller } } ?? stack.count
            let above = Array(stack[firstMoved...])
            primary.setViewControllers(Array(stack[..<firstMoved]), animated: false)
            for (index, entry) in moved.enumerated() {
                guard let navigation = shownInColumn[entry.column] as? UINavigationController else { continue }
                let earlier = moved[..<index].flatMap(\.controllers)
                let isLast = index == moved.count - 1
                var back = above.filter { controller in
                    isLast ? !earlier.contains { $0 === controller } : entry.controllers.contains { $0 === controller }
                }
                // Popped while collapsed: the column shows its own controllers again rather than none.
                if back.isEmpty { back = entry.controllers }
                navigation.setViewControllers(back, animated: false)
            }
        }
    }
}
