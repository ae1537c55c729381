import Layout

/// A font's description (UIKit's `UIFontDescriptor`), enough for what real
/// code does with it: add or remove bold and italic, change the size, and
/// make a font again with `UIFont(descriptor:size:)`.
public final class UIFontDescriptor: Hashable, CustomStringConvertible, @unchecked Sendable {
    let font: Layout.Font

    init(font: Layout.Font) { self.font = font }

    /// Core Text's symbolic traits, with UIKit's raw values
    /// (`kCTFontTraitItalic` = 1 << 0, `kCTFontTraitBold` = 1 << 1 …).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    public var pointSize: CGFloat { CGFloat(font.size) }
    public var postscriptName: String { UIFontName.name(of: font) }

    /// Bold from semibold up (Core Text's rule: a weight above 0 on UIKit's
    /// scale that reads as bold is semibold or heavier), italic for a slant,
    /// monospace for the monospaced system family.
    public var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if font.weight >= .semibold { traits.insert(.traitBold) }
        if font.isItalic { traits.insert(.traitItalic) }
        if font.family == UIFont.monospacedFamily { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// The same font with exactly these traits of bold and italic (as in
    /// UIKit, traits left out are removed): bold is weight 700, not bold a
    /// bold face's regular. Nil, as UIKit answers, only for traits Trellis
    /// cannot give a face for (expanded, condensed, vertical).
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        if !symbolicTraits.isDisjoint(with: [.traitExpanded, .traitCondensed, .traitVertical]) { return nil }
        var changed = font
        if symbolicTraits.contains(.traitBold) {
            if changed.weight < .semibold { changed.weight = .bold }
        } else if changed.weight >= .semibold {
            changed.weight = .regular
        }
        changed.isItalic = symbolicTraits.contains(.traitItalic)
        return UIFontDescriptor(font: changed)
    }

    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(font: font.withSize(Double(newPointSize)))
    }

    /// The descriptor of `preferredFont(forTextStyle:)` at the current Dynamic Type size.
    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                              compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    public static func == (a: UIFontDescriptor, b: UIFontDescriptor) -> Bool { a.font == b.font }
    public func hash(into hasher: inout Hasher) { hasher.combine(font) }
    public var description: String { "UIFontDescriptor \(font)" }
}
