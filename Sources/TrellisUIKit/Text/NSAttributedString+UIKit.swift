import Foundation
import Layout

// UIKit's attribute keys, which swift-corelibs-foundation leaves to UIKit
// (its NSAttributedString.Key has none of them): the same raw values as
// Apple's, so keys made from strings agree.
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let link = NSAttributedString.Key("NSLink")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// UIKit's `NSUnderlineStyle`: a line kind (single, thick, double) and a
/// pattern. Trellis draws the kind; patterns and `byWord` are drawn solid.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// The line kind Trellis draws (nil: no line).
    var layoutStyle: TextAttributes.LineStyle? {
        switch rawValue & 0x0F {
        case 0: return nil
        case 0x02: return .thick
        case 0x09: return .double
        default: return .single
        }
    }
}

/// UIKit's `NSParagraphStyle` (immutable; `default` has every value 0 and
/// natural alignment), with the keys a label lays out by.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    public class var `default`: NSParagraphStyle { NSParagraphStyle() }

    public internal(set) var lineSpacing: CGFloat = 0
    public internal(set) var paragraphSpacing: CGFloat = 0
    public internal(set) var paragraphSpacingBefore: CGFloat = 0
    public internal(set) var alignment: NSTextAlignment = .natural
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    public internal(set) var headIndent: CGFloat = 0
    public internal(set) var tailIndent: CGFloat = 0
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    public internal(set) var minimumLineHeight: CGFloat = 0
    public internal(set) var maximumLineHeight: CGFloat = 0
    public internal(set) var lineHeightMultiple: CGFloat = 0
    /// Stored (hyphenation is another part of issue 14).
    public internal(set) var hyphenationFactor: Float = 0

    public override init() { super.init() }

    public func copy(with zone: NSZone? = nil) -> Any { copy(into: NSParagraphStyle()) }
    public func mutableCopy(with zone: NSZone? = nil) -> Any { copy(into: NSMutableParagraphStyle()) }

    fileprivate func copy<T: NSParagraphStyle>(into style: T) -> T {
        style.lineSpacing = lineSpacing
        style.paragraphSpacing = paragraphSpacing
        style.paragraphSpacingBefore = paragraphSpacingBefore
        style.alignment = alignment
        style.firstLineHeadIndent = firstLineHeadIndent
        style.headIndent = headIndent
        style.tailIndent = tailIndent
        style.lineBreakMode = lineBreakMode
        style.minimumLineHeight = minimumLineHeight
        style.maximumLineHeight = maximumLineHeight
        style.lineHeightMultiple = lineHeightMultiple
        style.hyphenationFactor = hyphenationFactor
        return style
    }

    /// The keys as Layout reads them; the line break mode only when not
    /// the default (a label's own then applies, as UILabel's does).
    var layoutAttributes: ParagraphAttributes {
        var keys = ParagraphAttributes()
        keys.lineSpacing = Double(lineSpacing)
        keys.paragraphSpacing = Double(paragraphSpacing)
        keys.paragraphSpacingBefore = Double(paragraphSpacingBefore)
        keys.firstLineHeadIndent = Double(firstLineHeadIndent)
        keys.headIndent = Double(headIndent)
        keys.tailIndent = Double(tailIndent)
        keys.minimumLineHeight = Double(minimumLineHeight)
        keys.maximumLineHeight = Double(maximumLineHeight)
        keys.lineHeightMultiple = Double(lineHeightMultiple)
        keys.alignment = alignment == .natural ? nil : alignment.layoutAlignment
        keys.lineBreakMode = lineBreakMode == .byWordWrapping ? nil : lineBreakMode.layoutMode
        keys.hyphenationFactor = hyphenationFactor == 0 ? nil : Double(min(1, max(0, hyphenationFactor)))
        return keys
    }
}

/// UIKit's `NSMutableParagraphStyle`: the same keys, settable.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    public override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    public override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    public override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore } set { super.paragraphSpacingBefore = newValue }
    }
    public override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    public override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue }
    }
    public override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    public override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
    public override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    public override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    public override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    public override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue }
    }
    public override var hyphenationFactor: Float { get { super.hyphenationFactor } set { super.hyphenationFactor = newValue } }

    /// Takes every value of `paragraphStyle` (Apple: "Replaces the
    /// attributes of the receiver with those in the specified paragraph
    /// style object"); WireGuard's log screen starts from `.default` so.
    public func setParagraphStyle(_ paragraphStyle: NSParagraphStyle) {
        _ = paragraphStyle.copy(into: self)
    }
}

extension NSAttributedString {
    /// The string's runs as Layout draws them, colours resolved for
    /// `traits`. The first paragraph style is the label's (as UILabel).
    /// Values of another type than UIKit's (a font that is not a UIFont)
    /// are ignored, as UIKit ignores them.
    func layoutText(traits: UITraitCollection) -> AttributedText {
        var runs: [AttributedText.Run] = []
        var paragraph: NSParagraphStyle?
        let whole = NSRange(location: 0, length: length)
        // Runs as stored, not merged into longest ranges: merging compares
        // neighbouring runs' dictionaries, which swift-corelibs-foundation
        // traps on when they hold colours (held-out corpus 4); the runs
        // draw the same either way.
        enumerateAttributes(in: whole, options: .longestEffectiveRangeNotRequired) { values, range, _ in
            var attributes = TextAttributes()
            attributes.font = (values[.font] as? UIFont)?.layoutFont
            attributes.foregroundColor = (values[.foregroundColor] as? UIColor)?.resolvedLayoutColor(with: traits)
            attributes.backgroundColor = (values[.backgroundColor] as? UIColor)?.resolvedLayoutColor(with: traits)
            attributes.underlineColor = (values[.underlineColor] as? UIColor)?.resolvedLayoutColor(with: traits)
            attributes.strikethroughColor = (values[.strikethroughColor] as? UIColor)?.resolvedLayoutColor(with: traits)
            attributes.kern = Self.number(values[.kern]) ?? 0
            attributes.baselineOffset = Self.number(values[.baselineOffset]) ?? 0
            attributes.underlineStyle = Self.lineStyle(values[.underlineStyle])
            attributes.strikethroughStyle = Self.lineStyle(values[.strikethroughStyle])
            switch values[.link] {
            case let url as URL: attributes.link = url.absoluteString
            case let string as String: attributes.link = string
            default: break
            }
            if paragraph == nil { paragraph = values[.paragraphStyle] as? NSParagraphStyle }
            runs.append(AttributedText.Run((string as NSString).substring(with: range), attributes))
        }
        return AttributedText(runs, paragraphStyle: paragraph?.layoutAttributes ?? ParagraphAttributes())
    }

    /// A finite number given as any of the types UIKit code passes.
    private static func number(_ value: Any?) -> Double? {
        let number: Double?
        switch value {
        case let x as Double: number = x
        case let x as CGFloat: number = Double(x)
        case let x as Float: number = Double(x)
        case let x as Int: number = Double(x)
        case let x as NSNumber: number = x.doubleValue
        default: number = nil
        }
        return number.flatMap { $0.isFinite ? $0 : nil }
    }

    private static func lineStyle(_ value: Any?) -> TextAttributes.LineStyle? {
        switch value {
        case let style as NSUnderlineStyle: return style.layoutStyle
        case let raw as Int: return NSUnderlineStyle(rawValue: raw).layoutStyle
        case let number as NSNumber: return NSUnderlineStyle(rawValue: number.intValue).layoutStyle
        default: return nil
        }
    }
}
