import Foundation

/// A `.singleSelection` menu's check mark follows the chosen element.
/// Apple, `UIMenu.Options.singleSelection`: "An option indicating whether
/// the menu and its submenus allow a single menu item that's in the 'on'
/// state" (https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct/singleselection).
/// So choosing a leaf (`performWithSender(_:target:)`, the test's tap on
/// it) under the nearest such menu turns it on and every other leaf of
/// that menu and its submenus off. Done before the leaf's action runs, so
/// a handler that reads the menu's states sees the new choice
/// (UNSOURCED: the order inside UIKit is not documented). newuser37's sort
/// menu kept its check mark on the first element after another was chosen.
extension UIMenuLeaf {
    /// Moves the check mark of the nearest `.singleSelection` menu above this leaf to it.
    func choose() {
        guard let element = self as? UIMenuElement else { return }
        var menu = element.parentMenu
        while let current = menu, !current.options.contains(.singleSelection) { menu = current.parentMenu }
        guard let selecting = menu else { return }
        for leaf in selecting.leaves where leaf !== self { leaf.state = .off }
        state = .on
    }
}

extension UIMenu {
    /// The leaves of this menu and its submenus.
    var leaves: [UIMenuLeaf] {
        children.flatMap { child -> [UIMenuLeaf] in
            if let menu = child as? UIMenu { return menu.leaves }
            return (child as? UIMenuLeaf).map { [$0] } ?? []
        }
    }
}
