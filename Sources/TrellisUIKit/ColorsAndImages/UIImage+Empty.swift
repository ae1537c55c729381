import Layout

extension UIImage {
    /// An image with no pixels: `UIImage()`, what apps give a bar's
    /// `shadowImage` or `backgroundImage` to draw nothing there. Its size is
    /// zero, as UIKit's is; an image view or button given it draws nothing.
    /// (It wraps a transparent pixel, Layout's images having one at least;
    /// ``isEmpty`` tells the two apart.)
    public convenience init() {
        self.init(layoutImage: UIImage.emptyLayoutImage)
    }

    /// Whether this is `UIImage()`.
    var isEmpty: Bool { layoutImage.source == UIImage.emptyLayoutImage.source }

    /// A 1 × 1 PNG whose pixel is transparent (written for this file: 8-bit
    /// RGBA, one filtered row of four zero bytes).
    static let emptyLayoutImage: Layout.Image = {
        let png: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
            0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4,
            0x89, 0x00, 0x00, 0x00, 0x0B, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x60, 0x00, 0x02, 0x00,
            0x00, 0x05, 0x00, 0x01, 0x7A, 0x5E, 0xAB, 0x3F, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44,
            0xAE, 0x42, 0x60, 0x82,
        ]
        // A valid PNG by construction; a placeholder of a pixel should it ever not be.
        return (try? Layout.Image(pngData: png)) ?? .placeholder(named: "UIImage()", pointSize: 1)
    }()
}
