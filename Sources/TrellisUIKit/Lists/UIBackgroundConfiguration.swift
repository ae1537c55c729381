import Foundation

/// A background's look (UIKit's `UIBackgroundConfiguration`, iOS 14): a
/// fill, a corner radius, a stroke, insets, an effect or a view of your own.
/// A button draws its configuration's `background` (see
/// `UIButton.Configuration`): the fill, the corner radius (for the `.fixed`
/// corner style) and the stroke; `backgroundInsets`, `customView`, `image`
/// and the shadow are kept and not drawn (docs/uikit.md, "#available and
/// the newest SDK").
///
/// The list styles (`listPlainCell()` …) carry UIKit's system colours for
/// them; how UIKit varies them by state and list environment is not modelled.
public struct UIBackgroundConfiguration: Hashable, @unchecked Sendable {
    /// A view drawn behind the content instead of the fill; kept, not drawn.
    public var customView: UIView?
    /// The corner radius of the fill and the stroke (0 by default, as UIKit documents).
    public var cornerRadius: CGFloat = 0
    /// Insets (or outsets, when negative) of the fill and the stroke; kept, not drawn.
    public var backgroundInsets = NSDirectionalEdgeInsets()
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The fill; nil lets the view choose (a button: its style's colour).
    public var backgroundColor: UIColor?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// A blur or glass drawn as the fill (see `UIVisualEffectView`).
    public var visualEffect: UIVisualEffect?
    /// An image behind the content (iOS 18); kept, not drawn.
    public var image: UIImage?
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// The stroke colour; nil draws no stroke.
    public var strokeColor: UIColor?
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0

    public init() {}

    /// Transparent, no styling.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

    /// A list cell that follows its list's style (iOS 18); a plain list's here.
    public static func listCell() -> UIBackgroundConfiguration { filled(.systemBackground) }
    public static func listHeader() -> UIBackgroundConfiguration { filled(.systemBackground) }
    public static func listFooter() -> UIBackgroundConfiguration { filled(.systemBackground) }
    public static func listPlainCell() -> UIBackgroundConfiguration { filled(.systemBackground) }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { filled(.systemBackground) }
    public static func listGroupedCell() -> UIBackgroundConfiguration { filled(.secondarySystemGroupedBackground) }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { filled(.systemGroupedBackground) }
    public static func listSidebarCell() -> UIBackgroundConfiguration { clear() }
    public static func listSidebarHeader() -> UIBackgroundConfiguration { clear() }
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { clear() }

    private static func filled(_ color: UIColor) -> UIBackgroundConfiguration {
        var background = UIBackgroundConfiguration()
        background.backgroundColor = color
        return background
    }

    /// The fill as drawn: `backgroundColor` (or `tintColor` when nil)
    /// through the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0(color) } ?? color
    }

    /// The stroke as drawn: `strokeColor` (or `tintColor` when nil) through the transformer.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(color) } ?? color
    }

    public static func == (a: UIBackgroundConfiguration, b: UIBackgroundConfiguration) -> Bool {
        a.customView === b.customView && a.cornerRadius == b.cornerRadius && a.backgroundInsets == b.backgroundInsets
            && a.edgesAddingLayoutMarginsToBackgroundInsets == b.edgesAddingLayoutMarginsToBackgroundInsets
            && a.backgroundColor == b.backgroundColor && a.visualEffect === b.visualEffect && a.image === b.image
            && a.imageContentMode == b.imageContentMode && a.strokeColor == b.strokeColor && a.strokeWidth == b.strokeWidth
            && a.strokeOutset == b.strokeOutset
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(cornerRadius)
        hasher.combine(backgroundColor)
        hasher.combine(strokeWidth)
    }
}

/// A change made to a colour before it is drawn (UIKit's
/// `UIConfigurationColorTransformer`, iOS 14).
public struct UIConfigurationColorTransformer: @unchecked Sendable {
    public let transform: (UIColor) -> UIColor

    public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }

    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The colour's grey (Rec. 601 luma, alpha kept).
    public static let grayscale = UIConfigurationColorTransformer { color in
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return UIColor(white: 0.299 * red + 0.587 * green + 0.114 * blue, alpha: alpha)
    }

    /// The view's tint; Trellis has no tint at hand here and keeps the colour.
    public static let preferredTint = UIConfigurationColorTransformer { $0 }
    /// The view's tint, monochrome; kept as the colour here.
    public static let monochromeTint = UIConfigurationColorTransformer { $0 }
}

/// A change made to text attributes before they are drawn (UIKit's
/// `UIConfigurationTextAttributesTransformer`, iOS 15).
public struct UIConfigurationTextAttributesTransformer: @unchecked Sendable {
    public let transform: (AttributeContainer) -> AttributeContainer

    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) { self.transform = transform }

    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}
