import Foundation
import Layout
import Render

/// The image's bitmap as PNG data (UIKit's `pngData()`,
/// <https://developer.apple.com/documentation/uikit/uiimage/pngdata()>):
/// its pixels as they are, `size × scale` of them, transparent where the
/// image is, not tinted (a template image gives its own pixels, as
/// UIKit's does). nil for an image with no data (`UIImage()`), as Apple's
/// page allows ("if the image has no data"), or when no canvas can be made.
/// Painted here rather than through an image context (main-actor state),
/// so any thread may ask, as in UIKit.
///
/// `jpegData(compressionQuality:)` is not provided: Trellis links no JPEG
/// encoder (cairo writes PNG only) and the project's set-up installs none
/// (docs/uikit.md, "UIKit API not provided yet").
extension UIImage {
    public func pngData() -> Data? {
        guard !isEmpty else { return nil }
        let image = layoutImage
        var drawing = Drawing()
        drawing.commands.append(.image(image, in: Rect(x: 0, y: 0, width: image.size.width, height: image.size.height)))
        guard let canvas = try? Canvas(size: image.size, scale: image.scale, background: .clear) else { return nil }
        Painter().paint(drawing, on: canvas)
        return (try? canvas.pngData()).map { Data($0) }
    }
}
