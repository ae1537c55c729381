import Foundation

/// A list row's or header's content (UIKit's `UIListContentConfiguration`,
/// iOS 14): an image, a text and a secondary text, with their properties
/// and the spacing between them, shown by a ``UIListContentView``.
///
/// Start from one of the system configurations (`cell()`,
/// `subtitleCell()`, `valueCell()`, `groupedHeader()`, …) or from a cell's
/// `defaultContentConfiguration()`, set what you need, and assign it to
/// the cell's `contentConfiguration`. The fonts, colours and paddings of
/// each are listed, with their sources, in docs/uikit-numbers.md ("Tables").
public struct UIListContentConfiguration: UIContentConfiguration, @unchecked Sendable {
    /// How the text and the secondary text are placed.
    enum Arrangement: Sendable {
        /// The secondary text under the text (`cell()`, `subtitleCell()`, headers).
        case stacked
        /// The secondary text at the trailing edge (`valueCell()`).
        case sideBySide
        /// The text in a trailing-aligned column, the secondary text after it (`.value2`).
        case column
    }

    public var text: String?
    public var attributedText: NSAttributedString?
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var image: UIImage?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    /// The margins around the content; the layout margins of the content view.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the content view takes its superview's margins along these axes; stored.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = [.horizontal, .vertical]
    public var imageToTextPadding: CGFloat = 16
    /// 3 in every configuration: UIKit prints `textToSecondaryTextVerticalPadding = 3`
    /// for a `Cell` and a `Grouped Header` (iOS 16; docs/uikit-numbers.md,
    /// "Subtitle row: text to secondary text").
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Whether text and secondary text sit side by side; true for `valueCell()`.
    public var prefersSideBySideTextAndSecondaryText = false
    var arrangement: Arrangement = .stacked
    /// The least height of the content view: a row's 44 points, a header's none.
    var minimumHeight: CGFloat = 0

    init(textFont: UIFont, textColor: UIColor, secondaryFont: UIFont, secondaryColor: UIColor,
         margins: NSDirectionalEdgeInsets, minimumHeight: CGFloat) {
        textProperties = TextProperties(font: textFont, color: textColor)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
        directionalLayoutMargins = margins
        self.minimumHeight = minimumHeight
    }

    /// A row's margins: those of a cell's content view (docs/uikit.md).
    static let rowMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// A grouped header's: room above the title, little below it.
    static let groupedHeaderMargins = NSDirectionalEdgeInsets(top: 17, leading: 16, bottom: 6, trailing: 16)
    /// A grouped footer's: 6 above its text, 12 below (UIKit's table
    /// constants; 12 + the next header's 17 as UIKit drew a list on iOS
    /// 17.5: docs/uikit-numbers.md, "Grouped footer title").
    static let groupedFooterMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 12, trailing: 16)
    /// A plain header's: 28 points in all around the headline's line at the
    /// Large size, its line 4.48 below the top (UIKit's drawing on iOS 14,
    /// docs/uikit-numbers.md "Plain header title").
    static let plainHeaderMargins = NSDirectionalEdgeInsets(top: 4.48, leading: 16, bottom: 3.23, trailing: 16)
    static let plainFooterMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
    /// A plain header's title: grey 220 in dark mode as UIKit drew it on
    /// iOS 14, grey 35 in light mode as it drew it on iOS 11 (255 − 220;
    /// Ionic's iOS item divider, matched to native iOS, is within 3 of
    /// both): docs/uikit-numbers.md, "Plain header title".
    static let plainHeaderTextColor = UIColor(dynamicProvider: { traits in
        UIColor(white: (traits.userInterfaceStyle == .dark ? 220 : 35) / 255, alpha: 1)
    })
    /// The least height of a row made of list content (docs/uikit-numbers.md).
    static let rowMinimumHeight: CGFloat = 44

    private static func row(secondaryFont: UIFont.TextStyle = .subheadline) -> UIListContentConfiguration {
        UIListContentConfiguration(
            textFont: .preferredFont(forTextStyle: .body), textColor: .label,
            secondaryFont: .preferredFont(forTextStyle: secondaryFont), secondaryColor: .secondaryLabel,
            margins: rowMargins, minimumHeight: rowMinimumHeight)
    }

    /// A row: image, text, and a secondary text under it.
    public static func cell() -> UIListContentConfiguration { row() }

    /// A row with a secondary text under the text, 3 apart as in `cell()`.
    public static func subtitleCell() -> UIListContentConfiguration { row() }

    /// A row with the secondary text at the trailing edge, in the body font.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = row(secondaryFont: .body)
        configuration.prefersSideBySideTextAndSecondaryText = true
        configuration.arrangement = .sideBySide
        return configuration
    }

    public static func sidebarCell() -> UIListContentConfiguration { cell() }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { cell() }
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }

    /// A grouped (or inset grouped) section's header: footnote text in the secondary label colour.
    public static func groupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            textFont: .preferredFont(forTextStyle: .footnote), textColor: .secondaryLabel,
            secondaryFont: .preferredFont(forTextStyle: .footnote), secondaryColor: .secondaryLabel,
            margins: groupedHeaderMargins, minimumHeight: 0)
    }

    /// A grouped section's footer: footnote text in the secondary label colour, wrapping.
    public static func groupedFooter() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.directionalLayoutMargins = groupedFooterMargins
        return configuration
    }

    /// A plain section's header: the headline font, grey 35 (grey 220 in
    /// dark mode).
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            textFont: .preferredFont(forTextStyle: .headline), textColor: plainHeaderTextColor,
            secondaryFont: .preferredFont(forTextStyle: .subheadline), secondaryColor: .secondaryLabel,
            margins: plainHeaderMargins, minimumHeight: 0)
    }

    /// A plain section's footer: footnote text in the secondary label colour.
    public static func plainFooter() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.directionalLayoutMargins = plainFooterMargins
        return configuration
    }

    /// An inset grouped header in the headline font (iOS 15).
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.textProperties.font = .preferredFont(forTextStyle: .headline)
        configuration.textProperties.color = .label
        return configuration
    }

    /// An inset grouped header in the title 2 font (iOS 15).
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = prominentInsetGroupedHeader()
        configuration.textProperties.font = .preferredFont(forTextStyle: .title2)
        return configuration
    }

    /// A header as a list's header (iOS 18): the grouped one.
    public static func header() -> UIListContentConfiguration { groupedHeader() }
    public static func footer() -> UIListContentConfiguration { groupedFooter() }

    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// The configuration for `state`: unchanged (UIKit's per-state styling,
    /// a selected row's colours, is not published).
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }

    /// How a text is drawn.
    public struct TextProperties: @unchecked Sendable {
        public var font: UIFont
        public var color: UIColor
        public var colorTransformer: UIConfigurationColorTransformer?
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var transform: TextTransform = .none
        public var showsExpansionTextWhenTruncated = false

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

        public enum TextAlignment: Int, Sendable { case natural = 0, center, justified }
        public enum TextTransform: Int, Sendable { case none = 0, uppercase, lowercase, capitalized }

        /// `text` with the transform applied.
        func transformed(_ text: String?) -> String? {
            guard let text else { return nil }
            switch transform {
            case .none: return text
            case .uppercase: return text.uppercased()
            case .lowercase: return text.lowercased()
            case .capitalized: return text.capitalized
            }
        }
    }

    /// How the image is drawn.
    public struct ImageProperties: @unchecked Sendable {
        public var tintColor: UIColor?
        public var tintColorTransformer: UIConfigurationColorTransformer?
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The image's largest size; zero means none.
        public var maximumSize: CGSize = .zero
        /// The space the image takes whatever its size; zero means its own size.
        public var reservedLayoutSize: CGSize = .zero
        public var cornerRadius: CGFloat = 0
        public var accessibilityIgnoresInvertColors = false
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        public init() {}

        /// The image's tint for a view whose tint is `tintColor`: the
        /// properties' own `tintColor` if set, else the view's, through the
        /// `tintColorTransformer` (Apple's `resolvedTintColor(for:)`).
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer?(color) ?? color
        }
    }
}

/// A set of axes (UIKit's `UIAxis`).
public struct UIAxis: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    public static let vertical = UIAxis(rawValue: 1 << 1)
    public static let both: UIAxis = [.horizontal, .vertical]
}
