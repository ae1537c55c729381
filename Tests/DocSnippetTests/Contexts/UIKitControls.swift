import TrellisUIKit

/// A view controller's controls, for docs/uikit.md's fragments
/// (`<!-- snippet: context=UIKitControls -->`): `button`, and `follow()`, the
/// action it triggers. Compiled only.
@MainActor
class UIKitControls {
    let button = UIButton()
    private(set) var followed = false

    func follow() { followed = true }
}
