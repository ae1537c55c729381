import Foundation

/// Animated images (UIKit's `animatedImage(with:duration:)`, `images`,
/// `duration`). A snapshot is one moment, so an animated image draws as its
/// first frame: what UIKit's own reference shows of a cell whose placeholder
/// is an animated image (mayur-ios-dev/Storytel-Assignment's
/// `QueryResultTableViewCell`, iOS 16: the first of its grey frames; the
/// fidelity pass of issue 30 found the method missing).
extension UIImage {
    /// An image of `images` shown in turn over `duration` seconds; nil when
    /// there are no images. Its size and scale are the first frame's.
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        return UIImage(layoutImage: first.layoutImage, configuration: first.storedConfiguration,
                       orientation: first.orientation, unorientedBitmap: first.unorientedBitmap,
                       frames: images, frameDuration: duration)
    }

    /// The frames of an animated image; nil for a still one.
    public var images: [UIImage]? { frames }

    /// The time an animated image's frames take, in seconds; 0 for a still one.
    public var duration: TimeInterval { frameDuration }
}
