import Layout
import Render

extension UIImage {
    /// How an image's bitmap is turned for display (UIKit's
    /// `UIImage.Orientation`, raw values as Apple's). Apple, on each case:
    /// `.left` "has been rotated 90° counterclockwise from the orientation
    /// of its original pixel data", `.right` 90° clockwise, `.down` 180°;
    /// `.upMirrored` "horizontally flipped"; `.leftMirrored` "rotated 90°
    /// clockwise and flipped horizontally", `.rightMirrored` "rotated 90°
    /// counterclockwise and flipped horizontally"; `.downMirrored` flipped
    /// vertically (https://developer.apple.com/documentation/uikit/uiimage/orientation).
    public enum Orientation: Int, Sendable, CaseIterable {
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored

        /// Whether the image's width and height are the bitmap's height and
        /// width: "the size property … reflects the image's orientation"
        /// (Apple, `UIImage.size`).
        var swapsSides: Bool { [.left, .right, .leftMirrored, .rightMirrored].contains(self) }

        /// Where a point (x, y) of a bitmap `width` × `height` points lands
        /// when the image is shown: the transform UIKit applies "to present
        /// an image in the correct display orientation" (Apple,
        /// `UIImage.Orientation`). Worked out per case: `.right` turns the
        /// bitmap a quarter clockwise, (x, y) to (height − y, x); `.left` a
        /// quarter counterclockwise, (y, width − x); `.leftMirrored` turns
        /// it clockwise then flips it, (y, x); `.rightMirrored`
        /// counterclockwise then flips it, (height − y, width − x).
        func displayTransform(width: CGFloat, height: CGFloat) -> CGAffineTransform {
            switch self {
            case .up: return .identity
            case .down: return CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: width, ty: height)
            case .upMirrored: return CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: width, ty: 0)
            case .downMirrored: return CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: height)
            case .right: return CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: height, ty: 0)
            case .left: return CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: width)
            case .leftMirrored: return CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
            case .rightMirrored: return CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: height, ty: width)
            }
        }
    }

    /// The orientation given when the image was made (`.up` otherwise).
    public var imageOrientation: UIImage.Orientation { orientation }

    /// An image of `cgImage`'s pixels at `scale` pixels per point, shown
    /// turned by `orientation` (UIKit's `init(cgImage:scale:orientation:)`):
    /// drawn rotated or mirrored, its `size` the bitmap's sides swapped for
    /// the left and right orientations, its `cgImage` the bitmap as given.
    /// Trellis paints the turned pixels once, here (whole quarter turns and
    /// flips: each pixel lands on a pixel).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        let bitmap = cgImage.layoutImage.rescaled(to: Double(scale))
        guard orientation != .up else {
            self.init(layoutImage: bitmap, orientation: .up, unorientedBitmap: cgImage)
            return
        }
        let width = CGFloat(bitmap.size.width), height = CGFloat(bitmap.size.height)
        let shown = orientation.swapsSides ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
        let context = CGContext()
        context.concatenate(orientation.displayTransform(width: width, height: height))
        context.draw(bitmap, in: CGRect(x: 0, y: 0, width: width, height: height))
        // Painted here rather than through an image context (main-actor
        // state): a UIImage can be made on any thread, as UIKit's can.
        var turned: Layout.Image?
        if let canvas = try? Canvas(size: Size(width: Double(shown.width), height: Double(shown.height)),
                                    scale: bitmap.scale, background: .clear) {
            Painter().paint(context.recorded, on: canvas)
            turned = (try? canvas.pngData()).flatMap { try? Layout.Image(pngData: $0, scale: bitmap.scale) }
        }
        self.init(layoutImage: turned ?? bitmap, orientation: orientation, unorientedBitmap: cgImage)
    }
}
