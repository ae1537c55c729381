import Foundation
import Layout

extension UIFontDescriptor {
    /// A descriptor attribute's key (UIKit's `UIFontDescriptor.AttributeName`,
    /// with Core Text's raw values).
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let family = AttributeName("NSFontFamilyAttribute")
        public static let name = AttributeName("NSFontNameAttribute")
        public static let face = AttributeName("NSFontFaceAttribute")
        public static let size = AttributeName("NSFontSizeAttribute")
        public static let traits = AttributeName("NSCTFontTraitsAttribute")
        public static let textStyle = AttributeName("NSCTFontUIUsageAttribute")
        /// An array of feature dictionaries, each a type and a selector
        /// (`FeatureKey.type`, `.selector`) or an OpenType tag and value.
        public static let featureSettings = AttributeName("NSCTFontFeatureSettingsAttribute")
    }

    /// A key of one feature setting's dictionary (UIKit's
    /// `UIFontDescriptor.FeatureKey`). The names before iOS 15,
    /// `featureIdentifier` and `typeIdentifier`, are the same keys as
    /// `type` and `selector` (Core Text's type and selector identifiers).
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The feature type (`kNumberSpacingType`, …).
        public static let type = FeatureKey("CTFeatureTypeIdentifier")
        /// The selector within the type (`kMonospacedNumbersSelector`, …).
        public static let selector = FeatureKey("CTFeatureSelectorIdentifier")
        /// Before iOS 15: the feature type (`type` now).
        public static let featureIdentifier = FeatureKey.type
        /// Before iOS 15: the selector (`selector` now), despite its name.
        public static let typeIdentifier = FeatureKey.selector
        /// Core Text's OpenType keys (`kCTFontOpenTypeFeatureTag`, `…Value`):
        /// a four-letter tag ("smcp") and its value.
        static let openTypeTag = FeatureKey("CTFeatureOpenTypeTag")
        static let openTypeValue = FeatureKey("CTFeatureOpenTypeValue")
    }

    /// The descriptor's family, name and size.
    public var fontAttributes: [AttributeName: Any] {
        [.family: font.family, .name: postscriptName, .size: pointSize]
    }

    /// A descriptor from attributes: a family or name, a size, feature
    /// settings; the system font for what is left out.
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        self.init(font: UIFontDescriptor(font: .body).adding(attributes))
    }

    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// The value of one attribute, as `fontAttributes` has it.
    public func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    /// The same descriptor with these attributes added: a family or name
    /// replaces the face, a size the size, feature settings are applied in
    /// order (tabular or proportional digits, small caps, fractions … each
    /// mapped to its OpenType feature, see `FontFeatureSetting`); settings
    /// Trellis does not map are left out, as Core Text leaves out what a
    /// font lacks.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(font: adding(attributes))
    }

    private func adding(_ attributes: [AttributeName: Any]) -> Layout.Font {
        var changed = font
        if let name = attributes[.name] as? String, let named = UIFontName.font(named: name, size: changed.size) {
            changed.family = named.family
            changed.weight = named.weight
            changed.isItalic = named.isItalic
        }
        if let family = attributes[.family] as? String { changed.family = family }
        if let size = Self.number(attributes[.size]), size > 0 { changed.size = size }
        for setting in (attributes[.featureSettings] as? [[FeatureKey: Any]] ?? []).compactMap(Self.setting) {
            switch setting {
            case .monospacedDigits(let on):
                changed.monospacedDigits = on
            case .openType(let tag, let value):
                changed.openTypeFeatures[tag] = value
            case .off(let tags):
                for tag in tags { changed.openTypeFeatures.removeValue(forKey: tag) }
            }
        }
        return changed
    }

    /// One feature dictionary's setting: Apple's type and selector, or an
    /// OpenType tag and value (1 when left out).
    private static func setting(_ dictionary: [FeatureKey: Any]) -> FontFeatureSetting? {
        if let tag = dictionary[.openTypeTag] as? String {
            guard tag.utf8.count == 4 else { return nil }
            let value = number(dictionary[.openTypeValue]).map { UInt32(max(0, $0)) } ?? 1  // checked: a feature value is small and not negative
            return tag == "tnum" ? .monospacedDigits(value != 0) : .openType(tag, value)
        }
        guard let type = number(dictionary[.type]), let selector = number(dictionary[.selector]) else { return nil }
        return FontFeatureSetting(type: Int(type), selector: Int(selector))  // checked: registry numbers are small integers
    }

    /// A number given as any of the types Swift code passes (`Int`, `CGFloat`, `NSNumber` …).
    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Int: return Double(value)
        case let value as Double: return value
        case let value as CGFloat: return Double(value)
        case let value as Float: return Double(value)
        case let value as UInt32: return Double(value)
        case let value as NSNumber: return value.doubleValue
        default: return nil
        }
    }
}
