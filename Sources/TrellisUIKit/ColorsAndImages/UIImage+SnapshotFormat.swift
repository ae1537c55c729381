import Foundation
import Layout

/// What TrellisTesting needs of an image to use `UIImage` as the format of
/// its UIKit snapshot strategies, as swift-snapshot-testing does on iOS:
/// the PNG a strategy painted, kept as it was written (a reference must be
/// those bytes, and `pngData()` would paint the pixels again and encode
/// them anew), and an image with no pixels that stands for a snapshot that
/// could not be taken, carrying the reason.
extension UIImage {
    /// The PNG bytes the image was made from with `UIImage(data:scale:)`,
    /// unchanged; nil for an image from a file, a placeholder or `UIImage()`.
    package var trellisSourcePNGData: Data? {
        guard !isEmpty, case .data(let bytes) = layoutImage.source else { return nil }
        return Data(bytes)
    }

    /// An image of one transparent point with no pixels of its own, named
    /// `name`: what a strategy returns when there is nothing to draw, the
    /// name saying why.
    package convenience init(trellisPlaceholderNamed name: String) {
        self.init(layoutImage: .placeholder(named: name, pointSize: 1))
    }

    /// The name of a placeholder (``init(trellisPlaceholderNamed:)``, or a
    /// system symbol's); nil for an image with pixels.
    package var trellisPlaceholderName: String? {
        guard case .placeholder(let name) = layoutImage.source else { return nil }
        return name
    }
}
