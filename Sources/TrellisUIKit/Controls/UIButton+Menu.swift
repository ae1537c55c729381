import Foundation

/// A button's menu, selection toggling and role.
///
/// - `menu` (<https://developer.apple.com/documentation/uikit/uibutton/menu>):
///   UIKit shows it on a long press, or on a tap when
///   `showsMenuAsPrimaryAction` is true. Nothing is presented here; the
///   menu a test would see is `button.trellis.contextMenu(at:)`'s answer.
/// - `changesSelectionAsPrimaryAction`
///   (<https://developer.apple.com/documentation/uikit/uibutton/changesselectionasprimaryaction>):
///   "If menu is nil, setting this property to true makes the button
///   toggle its selected state": a tap toggles `isSelected` before the
///   tap's actions are sent. With a menu, UIKit tracks the chosen menu
///   element instead; that pop-up selection is not modelled (no toggle).
/// - `role` (<https://developer.apple.com/documentation/uikit/uibutton/role-swift.property>):
///   Apple: Catalyst apps use it for "the appearance and default
///   key-binding"; on iOS it is kept and changes nothing drawn.
extension UIButton {
    /// UIKit's raw values (0 to 3, as the Objective-C `UIButtonRole`).
    public enum Role: Int, Sendable { case normal = 0, primary, cancel, destructive }

    func togglesSelectionOnTap() {
        guard changesSelectionAsPrimaryAction, menu == nil else { return }
        isSelected.toggle()
    }
}
