import Foundation
import Layout

// Swift's AttributedString with UIKit's attributes: swift-corelibs-foundation
// has the type and Foundation's scope (`link`), not UIKit's scope nor the
// conversion to NSAttributedString, which Trellis gives here.
extension AttributeScopes {
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }

    /// The attributes a label draws, by UIKit's names.
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let kern: KernAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let underlineColor: UnderlineColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let strikethroughColor: StrikethroughColorAttribute
        public let paragraphStyle: ParagraphStyleAttribute
        public let foundation: FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = NSAttributedString.Key.font.rawValue
        }
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.kern.rawValue
        }
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.baselineOffset.rawValue
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.underlineStyle.rawValue
        }
        public enum UnderlineColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.underlineColor.rawValue
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
        }
        public enum StrikethroughColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.strikethroughColor.rawValue
        }
        public enum ParagraphStyleAttribute: AttributedStringKey {
            public typealias Value = NSParagraphStyle
            public static let name = NSAttributedString.Key.paragraphStyle.rawValue
        }
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension NSAttributedString {
    /// An attributed string with `attrStr`'s text and its UIKit and
    /// Foundation attributes (what `NSAttributedString(_:)` gives on iOS),
    /// so `label.attributedText = NSAttributedString(text)` works as there.
    public convenience init(_ attrStr: AttributedString) {
        let result = NSMutableAttributedString(string: "")
        for run in attrStr.runs {
            var values: [NSAttributedString.Key: Any] = [:]
            values[.font] = run.font
            values[.foregroundColor] = run.foregroundColor
            values[.backgroundColor] = run.backgroundColor
            values[.kern] = run.kern
            values[.baselineOffset] = run.baselineOffset
            values[.underlineStyle] = run.underlineStyle
            values[.underlineColor] = run.underlineColor
            values[.strikethroughStyle] = run.strikethroughStyle
            values[.strikethroughColor] = run.strikethroughColor
            values[.paragraphStyle] = run.paragraphStyle
            values[.link] = run.link
            result.append(NSAttributedString(string: String(attrStr[run.range].characters), attributes: values))
        }
        self.init(attributedString: result)
    }
}
