import Foundation
import Layout

/// How a layer's `contents` image sits in its bounds (QuartzCore's
/// `CALayerContentsGravity`), with Apple's raw values
/// (<https://developer.apple.com/documentation/quartzcore/contents-gravity-values>).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let center = Self(rawValue: "center")
    public static let top = Self(rawValue: "top")
    public static let bottom = Self(rawValue: "bottom")
    public static let left = Self(rawValue: "left")
    public static let right = Self(rawValue: "right")
    public static let topLeft = Self(rawValue: "topLeft")
    public static let topRight = Self(rawValue: "topRight")
    public static let bottomLeft = Self(rawValue: "bottomLeft")
    public static let bottomRight = Self(rawValue: "bottomRight")
    public static let resize = Self(rawValue: "resize")
    public static let resizeAspect = Self(rawValue: "resizeAspect")
    public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")

    /// Where an image of `size` points goes in `bounds`. The vertical names
    /// follow Core Animation's unflipped axis, which points up (Apple's
    /// `contentsGravity` page: "The naming of contents gravity constants is
    /// based on the direction of the vertical axis"), so on iOS's y-down
    /// layers `bottom` puts the image at the top edge and `top` at the
    /// bottom (docs/uikit-numbers.md).
    func rect(for size: CGSize, in bounds: Rect) -> Rect {
        let (w, h) = (Double(size.width), Double(size.height))
        switch self {
        case .resize: return bounds
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return bounds }
            let fit = self == .resizeAspect ? min(bounds.width / w, bounds.height / h) : max(bounds.width / w, bounds.height / h)
            return Rect(x: bounds.minX + (bounds.width - w * fit) / 2, y: bounds.minY + (bounds.height - h * fit) / 2,
                        width: w * fit, height: h * fit)
        default:
            let name = rawValue.lowercased()
            let x = name.hasSuffix("left") ? bounds.minX
                : name.hasSuffix("right") ? bounds.maxX - w : bounds.minX + (bounds.width - w) / 2
            // "bottom" is y = 0 of the unflipped axis: the top edge here.
            let y = name.hasPrefix("bottom") ? bounds.minY
                : name.hasPrefix("top") ? bounds.maxY - h : bounds.minY + (bounds.height - h) / 2
            return Rect(x: x, y: y, width: w, height: h)
        }
    }
}
