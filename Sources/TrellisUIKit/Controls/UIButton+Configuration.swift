import Layout

extension UIButton {
    /// A button's look and content (UIKit's `UIButton.Configuration`,
    /// iOS 15): the styles `plain`, `tinted`, `gray`, `filled`, the bordered
    /// ones, and iOS 26's Liquid Glass ones, with title, subtitle, image,
    /// padding, insets and a background (`UIBackgroundConfiguration`).
    ///
    /// Trellis draws the title and subtitle as two lines of the title's
    /// font, the image before them (other placements are kept, not drawn),
    /// the background's fill, corner and stroke, and glass as
    /// ``GlassMaterial``'s approximation. The metrics and where they come
    /// from are in docs/uikit-numbers.md; what is kept and not drawn is in
    /// docs/uikit.md ("#available and the newest SDK").
    public struct Configuration: Hashable, @unchecked Sendable {
        /// Raw values are UIKit's (`UIButtonConfigurationCornerStyle`).
        public enum CornerStyle: Int, Sendable { case fixed = -1, dynamic, small, medium, large, capsule }
        /// Raw values are UIKit's (`UIButtonConfigurationSize`: medium 0, small 1, mini 2, large 3).
        public enum Size: Int, Sendable { case medium = 0, small, mini, large }
        public enum TitleAlignment: Int, Sendable { case automatic = 0, leading, center, trailing }
        /// How the button looks in a Mac idiom app; kept.
        public enum MacIdiomStyle: Int, Sendable { case automatic = 0, bordered, borderless, borderlessTinted }
        /// The pop-up chevron (iOS 16); kept, not drawn.
        public enum Indicator: Int, Sendable { case automatic = 0, none, popup }

        enum Style: Hashable { case plain, tinted, gray, filled, glass, prominentGlass, clearGlass, prominentClearGlass }
        var style: Style

        /// The background: its fill replaces the style's, its stroke is
        /// drawn, its corner radius is used with the `.fixed` corner style.
        public var background = UIBackgroundConfiguration()
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        public var macIdiomStyle: MacIdiomStyle = .automatic
        /// The title's (and a template image's) colour instead of the style's.
        public var baseForegroundColor: UIColor?
        /// The colour the style's background is made from instead of the tint.
        public var baseBackgroundColor: UIColor?

        public var image: UIImage?
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// The symbol configuration a symbol image is drawn with (its point size sizes it).
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Where the image sits; Trellis draws it before the title whatever this says.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var imagePadding: CGFloat = 0
        /// A spinner instead of the image; kept, not drawn.
        public var showsActivityIndicator = false
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?

        /// The title with its attributes (a font, a colour); `title` is its text.
        public var attributedTitle: AttributedString?
        public var attributedSubtitle: AttributedString?
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
        public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// Space between the title and the subtitle; kept (the two are drawn as one text).
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic

        public var indicator: Indicator = .automatic
        public var indicatorColorTransformer: UIConfigurationColorTransformer?
        public var automaticallyUpdateForSelection = true

        /// 7 points above and below, 12 a side (UIKit's default at the
        /// medium size: docs/uikit-numbers.md).
        public var contentInsets = Configuration.defaultContentInsets

        static let defaultContentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)

        init(style: Style) { self.style = style }

        public var title: String? {
            get { attributedTitle.map { String($0.characters) } }
            set { attributedTitle = newValue.map { AttributedString($0) } }
        }

        public var subtitle: String? {
            get { attributedSubtitle.map { String($0.characters) } }
            set { attributedSubtitle = newValue.map { AttributedString($0) } }
        }

        /// A transparent background; the title in the tint.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A background of the tint at low opacity; the title in the tint.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey background; the title in the tint.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A background of the tint; a white title.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }
        /// Liquid Glass (iOS 26): a capsule of translucent glass; the title in the tint.
        public static func glass() -> Configuration { Configuration(style: .glass) }
        /// Liquid Glass tinted with the tint (iOS 26); a white title.
        public static func prominentGlass() -> Configuration { Configuration(style: .prominentGlass) }
        /// Clear Liquid Glass (iOS 26): fainter than `glass()`.
        public static func clearGlass() -> Configuration { Configuration(style: .clearGlass) }
        /// Clear Liquid Glass tinted with the tint (iOS 26); a white title.
        public static func prominentClearGlass() -> Configuration { Configuration(style: .prominentClearGlass) }

        /// Puts back the default content insets.
        public mutating func setDefaultContentInsets() { contentInsets = Self.defaultContentInsets }

        /// The configuration for the button's state: UIKit's changes
        /// defaults for highlighted and disabled states, which Trellis does
        /// not draw, so this is the configuration as it is.
        public func updated(for button: UIButton) -> Configuration { self }

        public static func == (a: Configuration, b: Configuration) -> Bool {
            a.style == b.style && a.attributedTitle == b.attributedTitle && a.attributedSubtitle == b.attributedSubtitle
                && a.contentInsets == b.contentInsets && a.cornerStyle == b.cornerStyle && a.buttonSize == b.buttonSize
                && a.image === b.image && a.imagePadding == b.imagePadding && a.imagePlacement == b.imagePlacement
                && a.titlePadding == b.titlePadding && a.titleAlignment == b.titleAlignment
                && a.baseForegroundColor == b.baseForegroundColor && a.baseBackgroundColor == b.baseBackgroundColor
                && a.background == b.background && a.showsActivityIndicator == b.showsActivityIndicator
                && a.indicator == b.indicator && a.macIdiomStyle == b.macIdiomStyle
                && a.preferredSymbolConfigurationForImage == b.preferredSymbolConfigurationForImage
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(style)
            hasher.combine(title)
            hasher.combine(subtitle)
        }

        var isGlass: Bool { [.glass, .prominentGlass, .clearGlass, .prominentClearGlass].contains(style) }
        var isProminent: Bool { [.filled, .prominentGlass, .prominentClearGlass].contains(style) }

        /// The corner radius the style draws: `dynamic` follows the button
        /// size (and is a capsule for glass, as iOS 26 draws it); `fixed`
        /// is the background's; `capsule` is half the height (the painter
        /// clamps).
        var cornerRadius: Double {
            switch cornerStyle {
            case .fixed: return Double(background.cornerRadius)
            case .small: return 4
            case .dynamic where isGlass: return 10_000
            case .dynamic, .medium: return buttonSize == .large ? 8 : 6
            case .large: return 8
            case .capsule: return 10_000
            }
        }
    }

    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
        configurationDidChange()  // an initialiser's own assignments call no observers
    }
}

/// An edge of a rectangle by reading direction (UIKit's `NSDirectionalRectEdge`).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
