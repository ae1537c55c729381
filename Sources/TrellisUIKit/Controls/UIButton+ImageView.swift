import Foundation

/// The button's image view (UIKit's `UIButton.imageView`): Apple, "The
/// `imageView` property returns a value even if the button has not been
/// displayed yet … its own properties are read/write. Use these properties
/// to configure the appearance and behavior of the button's view." The
/// button still draws its image itself (Layout's `Button`); this view shows
/// what is drawn: the current image, and the frame UIKit lays the image view
/// out at (Layout's `Button.imageFrame(in:)`: the image's size, first in the
/// image-and-title group, last right to left, moved by `imageEdgeInsets`),
/// zero without an image. Its own `tintColor`, when set, tints a template
/// image in place of the button's.
///
/// nil for the system glyph types (`.detailDisclosure`, `.infoLight`,
/// `.infoDark`, `.contactAdd`, `.close`): Apple's page says "The value of
/// the property is nil for system buttons", a sentence of iOS 3, when the
/// system buttons were these types (`.system` came in iOS 7, and Apple's
/// own example on that page uses a `.system` button's image view).
final class ButtonImageView: UIImageView {
    weak var owner: UIButton?
    private var hasOwnTint = false

    /// Its own tint, else the button's (it is not in the button's subviews).
    override var tintColor: UIColor! {
        get { hasOwnTint ? super.tintColor : owner?.tintColor ?? super.tintColor }
        set {
            hasOwnTint = newValue != nil
            super.tintColor = newValue
        }
    }

    /// The tint the app gave this view, if any.
    var ownTint: UIColor? { hasOwnTint ? super.tintColor : nil }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        owner?.updateTitle()
    }
}

extension UIButton {
    /// Whether this type has an image view (see ``ButtonImageView``).
    var hasImageView: Bool {
        switch buttonType {
        case .custom, .system, .plain: return true
        case .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close: return false
        }
    }

    /// The image view's image and frame, as drawn now.
    func updateImageView() {
        guard let view = imageViewFacadeIfMade else { return }
        let shown = configuration?.image ?? currentImage
        if view.image !== shown { view.image = shown }
        view.frame = button.imageFrame(in: bounds.size.layoutSize).map { CGRect($0) } ?? .zero
    }
}
