import Foundation

/// The button's image view (UIKit's `UIButton.imageView`): Apple, "The
/// `imageView` property returns a value even if the button has not been
/// displayed yet … its own properties are read/write. Use these properties
/// to configure the appearance and behavior of the button's view."
///
/// A subview of the button, made when an image is first shown or the view
/// is first asked for, and the view that draws the image: once it exists
/// the button stops drawing the image itself (Layout's `Button.drawsImage`),
/// so hiding it, its alpha, a rounded clip, its `contentMode` and a frame
/// moved in a subclass's `layoutSubviews` all show. UIKit's log of a button
/// with an image and a title has the image view first in the button's
/// subviews, then the label, with `userInteractionEnabled = NO` (a tap on
/// the image goes to the button) and `clipsToBounds = YES`
/// (docs/uikit-numbers.md, "Button image view"). It shows the current
/// image at the frame UIKit lays the image view out at (Layout's
/// `Button.imageFrame(in:)`: the image's size, first in the image-and-title
/// group, last right to left, moved by `imageEdgeInsets`), zero without an
/// image. Its own `tintColor`, when set, tints a template image in place of
/// the button's.
///
/// nil for the system glyph types (`.detailDisclosure`, `.infoLight`,
/// `.infoDark`, `.contactAdd`, `.close`): Apple's page says "The value of
/// the property is nil for system buttons", a sentence of iOS 3, when the
/// system buttons were these types (`.system` came in iOS 7, and Apple's
/// own example on that page uses a `.system` button's image view).
final class ButtonImageView: UIImageView {
    weak var owner: UIButton?
    private var hasOwnTint = false
    /// The frame the button last gave the view: a frame the app set since
    /// (a subclass's `layoutSubviews`) is kept until the next layout.
    var placedFrame: CGRect?

    /// Its own tint, else the button's.
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

    /// The image the button lays out (a symbol sized by its preferred
    /// configuration, a template in the button's tint), drawn in the
    /// colour the button gave its title for a template image without one,
    /// as the button drew it.
    override func showImage() {
        guard let owner else { return super.showImage() }
        imageNode.image = owner.button.image
        imageNode.tintColor = owner.button.titleLabel?.textColor
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

    /// The image view, made and added under the button's other subviews
    /// (UIKit's first subview) the first time; nil for the glyph types.
    func madeImageView() -> ButtonImageView? {
        guard hasImageView else { return nil }
        if let made = imageViewFacadeIfMade { return made }
        let view = ButtonImageView(frame: .zero)
        view.owner = self
        view.clipsToBounds = true
        // Its direction is the button's: a forced right-to-left button
        // mirrors an image made to flip (`chevron.forward` points left in
        // one, docs/uikit.md, Buttons), where another view's subviews keep
        // their own (UIView.configureNode).
        view.node.inheritsSuperviewDirection = true
        imageViewFacadeIfMade = view
        button.drawsImage = false
        insertSubview(view, at: 0)
        updateImageView()
        return view
    }

    /// The image view's image and frame, as laid out now: made when there
    /// is an image to show. `layingOut`: the button's `layoutSubviews`,
    /// which puts the view back where UIKit lays it out. The frame is the
    /// untransformed one: an image view the app turns (a chevron flipped
    /// open) is turned where it is placed, keeping its size.
    func updateImageView(layingOut: Bool = false) {
        let shown = configuration?.image ?? currentImage
        guard let view = shown == nil ? imageViewFacadeIfMade : madeImageView() else { return }
        if view.image !== shown { view.image = shown }
        view.showImage()
        let frame = button.imageFrame(in: bounds.size.layoutSize).map { CGRect($0) } ?? .zero
        guard layingOut || view.placedFrame == nil || view.untransformedFrame == view.placedFrame else { return setNeedsLayout() }
        view.untransformedFrame = frame
        view.placedFrame = frame
    }
}
