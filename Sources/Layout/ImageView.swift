/// A view that shows an image (UIKit's `UIImageView`): as large as its
/// image unless constraints say otherwise, the image placed by
/// `contentMode` and drawn by Render.
///
/// Its intrinsic content size is its image's size in points (UIKit's rule);
/// without an image it has none on either axis (`View.noIntrinsicMetric`
/// both ways; see docs/layout.md, Images). Like any view it draws outside
/// its bounds (a `scaleAspectFill` image larger than the view) unless
/// `clipsToBounds` is set.
open class ImageView: View {
    public var image: Image? {
        didSet { if image?.size != oldValue?.size { invalidateIntrinsicContentSize() } }
    }

    /// Where the image goes in the bounds; `scaleToFill` by default (UIKit's
    /// default for every view).
    public var contentMode: ContentMode = .scaleToFill

    /// The colour template images are drawn in; nil: iOS's default tint
    /// (`Color.systemBlue`), as a `UIImageView` with no tint in its
    /// superview chain.
    public var tintColor: Color?

    public init(image: Image? = nil, name: String? = nil) {
        self.image = image
        super.init(name: name)
    }

    open override var intrinsicContentSize: Size {
        image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The image as it is drawn in a view whose frame in the root is
    /// `frameInRoot`; nil without an image.
    public func drawnImage(inRootFrame frameInRoot: Rect) -> DrawnImage? {
        guard let image else { return nil }
        let rect = contentMode.rect(for: image.size, in: frameInRoot)
        let mirrored = image.flipsForRightToLeftLayoutDirection && effectiveUserInterfaceLayoutDirection == .rightToLeft
        let tint: Color? = image.tintColor ?? (image.isTemplate ? (tintColor ?? .systemBlue) : nil)
        return DrawnImage(image: image, rect: rect, tintColor: tint, isMirrored: mirrored,
                          slices: ImageSlice.nineSlices(imageSize: image.size, capInsets: image.capInsets,
                                                        destination: rect, resizingMode: image.resizingMode))
    }
}
