import Foundation
import Layout

extension UIColor {
    /// A colour that paints `image` repeated (UIKit's `init(patternImage:)`:
    /// "the image is tiled"). As a view's `backgroundColor` the image is
    /// drawn at its own size over the view's bounds, the first copy at the
    /// top left, under the view's own drawing and subviews (not within its
    /// rounded corners unless it clips to bounds). Used anywhere else (a
    /// fill, a label's colour) it is transparent: Trellis's fills and text
    /// take plain colours.
    public convenience init(patternImage image: UIImage) {
        self.init(content: .fixed(space: .rgb, color: Layout.Color(red: 0, green: 0, blue: 0, alpha: 0)), patternImage: image)
    }
}
