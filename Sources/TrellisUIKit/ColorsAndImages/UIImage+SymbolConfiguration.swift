import Layout

extension UIImage {
    /// The traits an image is looked up or drawn for (UIKit's
    /// `UIImage.Configuration`, `UIImageConfiguration`, iOS 13). Immutable;
    /// `applying(_:)` and `withTraitCollection(_:)` make changed copies.
    public class Configuration: NSObject, @unchecked Sendable {
        /// The traits; nil when unspecified.
        public let traitCollection: UITraitCollection?
        let values: SymbolValues

        required init(traitCollection: UITraitCollection?, values: SymbolValues) {
            self.traitCollection = traitCollection
            self.values = values
            super.init()
        }

        /// The configuration with `traitCollection` as its traits.
        public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            Self(traitCollection: traitCollection, values: values)
        }

        /// This configuration with `otherConfiguration`'s specified values
        /// (traits, and a symbol configuration's size, weight, scale) on top.
        public func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            guard let other = otherConfiguration else { return self }
            let traits: UITraitCollection? = switch (traitCollection, other.traitCollection) {
            case let (mine?, theirs?): UITraitCollection(traitsFrom: [mine, theirs])
            case let (mine, theirs): theirs ?? mine
            }
            return Self(traitCollection: traits, values: values.overlaid(with: other.values))
        }

        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? UIImage.Configuration, type(of: other) == type(of: self) else { return false }
            return traitCollection == other.traitCollection && values == other.values
        }

        public override var hash: Int {
            var hasher = Hasher()
            hasher.combine(traitCollection)
            hasher.combine(values)
            return hasher.finalize()
        }
    }

    /// A symbol's size, weight and scale (UIKit's `UIImage.SymbolConfiguration`,
    /// iOS 13). An image view (`preferredSymbolConfiguration`) and
    /// `withConfiguration(_:)` draw a symbol's placeholder at the point size
    /// it gives: `init(font:)`'s font size, else `init(pointSize:)`'s, else
    /// the text style's Dynamic Type size (`init(textStyle:)`) for the
    /// traits at hand, else 17 (body at the default size). The weight and
    /// the scale are kept, not drawn: Apple does not publish how much
    /// larger `.large` draws than `.medium`.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        required init(traitCollection: UITraitCollection?, values: SymbolValues) {
            super.init(traitCollection: traitCollection, values: values)
        }

        private convenience init(_ values: SymbolValues) { self.init(traitCollection: nil, values: values) }

        /// Nothing specified.
        public static let unspecified = SymbolConfiguration(SymbolValues())

        public convenience init(pointSize: CGFloat) { self.init(SymbolValues(pointSize: pointSize)) }
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(SymbolValues(pointSize: pointSize, weight: weight))
        }
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init(SymbolValues(pointSize: pointSize, weight: weight, scale: scale))
        }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(SymbolValues(textStyle: textStyle)) }
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init(SymbolValues(scale: scale, textStyle: textStyle))
        }
        public convenience init(weight: UIImage.SymbolWeight) { self.init(SymbolValues(weight: weight)) }
        public convenience init(scale: UIImage.SymbolScale) { self.init(SymbolValues(scale: scale)) }
        public convenience init(font: UIFont) { self.init(SymbolValues(font: font)) }
        public convenience init(font: UIFont, scale: UIImage.SymbolScale) { self.init(SymbolValues(scale: scale, font: font)) }
        /// Colours are kept, not drawn: a placeholder has one colour.
        public convenience init(hierarchicalColor: UIColor) { self.init(SymbolValues(colors: [hierarchicalColor])) }
        public convenience init(paletteColors: [UIColor]) { self.init(SymbolValues(colors: paletteColors)) }
        public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration(SymbolValues(prefersMulticolor: true)) }
        public static func preferringMonochrome() -> SymbolConfiguration { unspecified }

        public func configurationWithoutPointSizeAndWeight() -> Self {
            var copy = values
            copy.pointSize = 0
            copy.weight = .unspecified
            copy.font = nil
            return Self(traitCollection: traitCollection, values: copy)
        }

        public func configurationWithoutTextStyle() -> Self {
            var copy = values
            copy.textStyle = nil
            return Self(traitCollection: traitCollection, values: copy)
        }

        public func configurationWithoutScale() -> Self {
            var copy = values
            copy.scale = .unspecified
            return Self(traitCollection: traitCollection, values: copy)
        }

        public func configurationWithoutWeight() -> Self {
            var copy = values
            copy.weight = .unspecified
            return Self(traitCollection: traitCollection, values: copy)
        }

        public func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool { isEqual(otherConfiguration) }

        /// The point size a symbol is drawn at (see the type's documentation).
        func pointSize(for traits: UITraitCollection?) -> CGFloat {
            if let font = values.font { return font.pointSize }
            if values.pointSize > 0 { return values.pointSize }
            if let style = values.textStyle {
                return UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection ?? traits).pointSize
            }
            return CGFloat(UIImage.trellisSymbolPointSize)
        }
    }

    /// A symbol's weight; raw values are UIKit's `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's size relative to its point size; raw values are UIKit's `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
    }

    /// The configuration the image was made or changed with.
    public var configuration: UIImage.Configuration? { storedConfiguration }

    /// The symbol configuration, for a symbol image.
    public var symbolConfiguration: UIImage.SymbolConfiguration? {
        guard isSymbolImage else { return nil }
        return storedConfiguration as? SymbolConfiguration ?? .unspecified
    }

    /// The image with `configuration` in place of its own: a symbol drawn at
    /// the point size it gives (see ``SymbolConfiguration``).
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        UIImage(layoutImage: resizedSymbol(for: configuration, traits: nil), configuration: configuration)
    }

    /// A symbol image with `configuration`'s values on top of its own; nil
    /// for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard let own = symbolConfiguration else { return nil }
        return withConfiguration(own.applying(configuration))
    }

    /// A system symbol's placeholder drawn as `configuration` sizes it.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        let pointSize = (configuration as? SymbolConfiguration)?.pointSize(for: nil) ?? CGFloat(UIImage.trellisSymbolPointSize)
        self.init(layoutImage: .placeholder(named: name, pointSize: Double(pointSize), scale: UIImage.trellisSymbolScale),
                  configuration: configuration)
    }

    /// The placeholder at the configuration's point size (the image itself
    /// when it is not a symbol or the configuration has no symbol values).
    func resizedSymbol(for configuration: UIImage.Configuration, traits: UITraitCollection?) -> Layout.Image {
        guard case let .placeholder(name) = layoutImage.source,
              let symbol = configuration as? SymbolConfiguration else { return layoutImage }
        var resized = Layout.Image.placeholder(named: name, pointSize: Double(symbol.pointSize(for: traits)),
                                               scale: layoutImage.scale)
        resized.renderingMode = layoutImage.renderingMode
        resized.tintColor = layoutImage.tintColor
        resized.flipsForRightToLeftLayoutDirection = layoutImage.flipsForRightToLeftLayoutDirection
        return resized
    }
}

/// A symbol configuration's values; unspecified ones are zero or nil.
struct SymbolValues: Hashable, @unchecked Sendable {
    var pointSize: CGFloat = 0
    var weight: UIImage.SymbolWeight = .unspecified
    var scale: UIImage.SymbolScale = .unspecified
    var textStyle: UIFont.TextStyle?
    var font: UIFont?
    var colors: [UIColor] = []
    var prefersMulticolor = false

    /// `other`'s specified values over these.
    func overlaid(with other: SymbolValues) -> SymbolValues {
        var result = self
        if other.font != nil {
            result.font = other.font
            result.pointSize = 0
            result.textStyle = nil
        }
        if other.pointSize > 0 {
            result.pointSize = other.pointSize
            result.font = nil
            result.textStyle = nil
        }
        if other.textStyle != nil {
            result.textStyle = other.textStyle
            result.pointSize = 0
            result.font = nil
        }
        if other.weight != .unspecified { result.weight = other.weight }
        if other.scale != .unspecified { result.scale = other.scale }
        if !other.colors.isEmpty { result.colors = other.colors }
        if other.prefersMulticolor { result.prefersMulticolor = true }
        return result
    }
}
