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

    /// A view the size of `image`, as UIKit's `init(image:)` makes it.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        showImage()
    }

    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    open var image: UIImage? { didSet { showImage() } }
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

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    private func showImage() {
        let shown = isHighlighted ? highlightedImage ?? image : image
        imageNode.image = shown?.layoutImage
        imageNode.tintColor = resolvedColor(tintColor, with: traitCollection)
    }
}
