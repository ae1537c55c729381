import Layout

extension UIButton {
    /// A button's look and content (UIKit's `UIButton.Configuration`,
    /// iOS 15): the styles `plain`, `tinted`, `gray`, `filled` and the
    /// bordered ones, with title, subtitle, padding and insets. Trellis
    /// draws the title and subtitle as two lines of the title's font, and
    /// no image yet. The metrics without an Apple source (insets, corner
    /// radii) are listed in docs/uikit-numbers.md.
    public struct Configuration: Hashable, @unchecked Sendable {
        public enum CornerStyle: Int, Sendable { case fixed = -1, dynamic, small, medium, large, capsule }
        public enum Size: Int, Sendable { case mini = 0, small, medium, large }
        public enum TitleAlignment: Int, Sendable { case automatic = 0, leading, center, trailing }

        enum Style: Hashable { case plain, tinted, gray, filled }
        var style: Style

        public var title: String?
        public var subtitle: String?
        public var attributedTitle: AttributedString? {
            get { title.map { AttributedString($0) } }
            set { title = newValue.map { String($0.characters) } }
        }
        public var image: UIImage?
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var titleAlignment: TitleAlignment = .automatic
        public var showsActivityIndicator = false
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        /// 7 points above and below, 12 a side at the medium size.
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)

        init(style: Style) { self.style = style }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        public static func == (a: Configuration, b: Configuration) -> Bool {
            a.style == b.style && a.title == b.title && a.subtitle == b.subtitle && a.contentInsets == b.contentInsets
                && a.cornerStyle == b.cornerStyle && a.buttonSize == b.buttonSize && a.image === b.image
                && a.baseForegroundColor == b.baseForegroundColor && a.baseBackgroundColor == b.baseBackgroundColor
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(style)
            hasher.combine(title)
            hasher.combine(subtitle)
        }

        /// The corner radius the style draws: UIKit's `dynamic` follows the
        /// button size; `capsule` is half the height (the painter clamps).
        var cornerRadius: Double {
            switch cornerStyle {
            case .fixed: return 0
            case .small: return 4
            case .dynamic, .medium: return buttonSize == .large ? 8 : 6
            case .large: return 8
            case .capsule: return 10_000
            }
        }
    }

    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
        applyConfiguration()  // an initialiser's own assignments call no observers
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
