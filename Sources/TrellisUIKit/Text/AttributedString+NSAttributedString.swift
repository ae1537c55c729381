import Foundation

// The other direction of NSAttributedString(_: AttributedString): Swift's
// AttributedString and AttributeContainer made from UIKit's attribute
// dictionaries, as iOS 15's Foundation does with UIKit's attribute scope.
// swift-corelibs-foundation has no UIKit scope to convert through; the
// attributes it knows are the ones a label draws (AttributedString+UIKit.swift)
// and Foundation's link. Other keys are left out, as Apple's conversion
// leaves out attributes no included scope defines.

extension AttributeContainer {
    /// A container with `dictionary`'s UIKit attributes (font, colours,
    /// kern, baseline offset, underline and strikethrough, paragraph style)
    /// and its link.
    public init(_ dictionary: [NSAttributedString.Key: Any]) {
        self.init()
        for (key, value) in dictionary { Self.set(key, value, in: &self) }
    }

    static func set(_ key: NSAttributedString.Key, _ value: Any, in container: inout AttributeContainer) {
        typealias UI = AttributeScopes.UIKitAttributes
        switch key {
        case .font: container[UI.FontAttribute.self] = value as? UIFont
        case .foregroundColor: container[UI.ForegroundColorAttribute.self] = value as? UIColor
        case .backgroundColor: container[UI.BackgroundColorAttribute.self] = value as? UIColor
        case .kern: container[UI.KernAttribute.self] = Self.cgFloat(value)
        case .baselineOffset: container[UI.BaselineOffsetAttribute.self] = Self.cgFloat(value)
        case .underlineStyle: container[UI.UnderlineStyleAttribute.self] = Self.underline(value)
        case .underlineColor: container[UI.UnderlineColorAttribute.self] = value as? UIColor
        case .strikethroughStyle: container[UI.StrikethroughStyleAttribute.self] = Self.underline(value)
        case .strikethroughColor: container[UI.StrikethroughColorAttribute.self] = value as? UIColor
        case .paragraphStyle: container[UI.ParagraphStyleAttribute.self] = value as? NSParagraphStyle
        case .link:
            container[AttributeScopes.FoundationAttributes.LinkAttribute.self] =
                (value as? URL) ?? (value as? String).flatMap { URL(string: $0) }
        default: break
        }
    }

    /// A number as a dictionary may hold it: CGFloat, Double, Int or NSNumber.
    private static func cgFloat(_ value: Any) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    /// An underline style as a dictionary may hold it: the style or its raw value.
    private static func underline(_ value: Any) -> NSUnderlineStyle? {
        switch value {
        case let v as NSUnderlineStyle: return v
        case let v as Int: return NSUnderlineStyle(rawValue: v)
        case let v as NSNumber: return NSUnderlineStyle(rawValue: v.intValue)
        default: return nil
        }
    }
}

extension AttributedString {
    /// `nsStr`'s text, each run with its UIKit attributes and link (see
    /// ``AttributeContainer/init(_:)``).
    public init(_ nsStr: NSAttributedString) {
        self.init()
        let whole = NSRange(location: 0, length: nsStr.length)
        nsStr.enumerateAttributes(in: whole, options: .longestEffectiveRangeNotRequired) { attributes, range, _ in
            self.append(AttributedString(nsStr.attributedSubstring(from: range).string,
                                         attributes: AttributeContainer(attributes)))
        }
    }
}

extension NSMutableAttributedString {
    /// An empty attributed string, as Foundation's `init()` on iOS.
    public convenience init() { self.init(string: "") }
}

/// How a text view's link or attachment was acted on (UIKit's
/// `UITextItemInteraction`, iOS 10–16), which the text view's delegate's
/// `textView(_:shouldInteractWith:in:interaction:)` is told.
public enum UITextItemInteraction: Int, Sendable {
    case invokeDefaultAction = 0, presentActions, preview
}
