import Layout

/// A view that shows an image (UIKit's `UIImageView`): its intrinsic size
/// is the image's size in points, and every `contentMode` is drawn.
@preconcurrency @MainActor
open class UIImageView: UIView {
    override class func makeNode() -> View { ImageView() }
    var imageNode: ImageView { node as! ImageView }  // checked: makeNode made an ImageView

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// A view the size of `image`, as UIKit's `init(image:)` makes it. A
    /// designated initialiser, as in UIKit: a subclass may override it and
    /// call `super.init(image:)`.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
        showImage()
    }

    /// As `init(image:)`, with the image shown while highlighted; designated, as in UIKit.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
        self.highlightedImage = highlightedImage
        showImage()
    }

    open var image: UIImage? { didSet { showImage() } }
    /// The configuration a symbol image is drawn with, on top of the
    /// image's own: its point size sizes the placeholder (and the view's
    /// intrinsic size); a text style follows this view's Dynamic Type size.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { didSet { showImage() } }
    open var highlightedImage: UIImage? { didSet { showImage() } }
    open var isHighlighted = false { didSet { showImage() } }
    open var animationImages: [UIImage]?
    open var animationDuration: TimeInterval = 0
    open var isAnimating: Bool { false }
    open func startAnimating() {}
    open func stopAnimating() {}

    open override var contentMode: UIView.ContentMode {
        didSet { imageNode.contentMode = Layout.ContentMode(rawValue: contentMode.rawValue) ?? .scaleToFill }
    }

    open override func tintColorDidChange() { showImage() }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        showImage()
    }

    /// The image's size; a symbol's as `preferredSymbolConfiguration` draws it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if preferredSymbolConfiguration != nil, image?.isSymbolImage == true, let drawn = imageNode.image {
            return CGSize(width: drawn.size.width, height: drawn.size.height)
        }
        return image?.size ?? .zero
    }

    /// Hands the image to the Layout view; a button's image view
    /// (`ButtonImageView`) hands over the image its button lays out.
    func showImage() {
        let shown = isHighlighted ? highlightedImage ?? image : image
        if let shown, let preferred = preferredSymbolConfiguration, let own = shown.symbolConfiguration {
            imageNode.image = shown.resizedSymbol(for: own.applying(preferred), traits: traitCollection)
        } else {
            imageNode.image = shown.flatMap { $0.isEmpty ? nil : $0.layoutImage }
        }
        imageNode.tintColor = resolvedColor(tintColor, with: traitCollection)
    }
}
