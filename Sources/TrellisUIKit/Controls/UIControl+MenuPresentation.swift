import Foundation

/// A control whose menu is its primary action opens the menu as a finger
/// touches it, as UIKit documents for `showsMenuAsPrimaryAction`: "the
/// contextMenuInteraction becomes the primary action of the control, and
/// the menu shows in response to the touchDown event". Before it shows,
/// the control sends `.menuActionTriggered` ("A menu action has triggered
/// prior to the menu being presented"). The touch is then the menu's: its
/// lift sends no `.touchUpInside` and runs no primary action.
///
/// Nothing is drawn for the open menu; it is recorded where a test reads
/// it, `control.trellis.presentedMenu`, as a presented view controller is
/// in `presentedViewController`, until `trellis.choose(_:)` picks one of its
/// actions or `trellis.dismissMenu()` closes it.
extension UIControl {
    /// With `showsMenuAsPrimaryAction`, the menu the control's context menu
    /// interaction gives at `location` (what `menuForTouchDown` answers by default).
    func interactionMenuForTouchDown(at location: CGPoint) -> UIMenu? {
        guard showsMenuAsPrimaryAction, let interaction = contextMenuInteraction,
              let configuration = contextMenuInteraction(interaction, configurationForMenuAtLocation: location)
        else { return nil }
        contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: nil)
        return configuration.makeMenu()
    }

    /// Opens the menu a touch down at `location` opens, if any; true when it did.
    func openMenuOnTouchDown(at location: CGPoint, event: UIEvent?) -> Bool {
        guard let menu = menuForTouchDown(at: location) else { return false }
        sendActions(for: .menuActionTriggered, event: event ?? UIEvent(type: .touches))
        presentedMenu = menu
        return true
    }
}

extension TrellisView {
    /// The menu a touch opened on this control and it shows now (a control
    /// with `showsMenuAsPrimaryAction`, a bar button with a menu and no
    /// action); nil when none is open or the view is no control.
    public var presentedMenu: UIMenu? { (view as? UIControl)?.presentedMenu }

    /// Closes the control's open menu, as a tap outside it does.
    public func dismissMenu() { (view as? UIControl)?.presentedMenu = nil }

    /// Picks `action` in the control's open menu (or one of its submenus),
    /// as a person taps it: the menu closes and the action's handler runs
    /// with the control as its sender. False, doing nothing, when no menu is
    /// open, it does not show the action, or the action is disabled.
    @discardableResult
    public func choose(_ action: UIAction) -> Bool {
        guard let control = view as? UIControl, let menu = control.presentedMenu,
              menu.showsAction(action), !action.attributes.contains(.disabled) else { return false }
        control.presentedMenu = nil
        action.perform(from: control)
        return true
    }
}

extension UIMenu {
    /// Whether `action` is among what the menu shows, submenus included.
    func showsAction(_ action: UIAction) -> Bool {
        trellisDisplayedChildren.contains { element in
            element === action || (element as? UIMenu)?.showsAction(action) == true
        }
    }
}
