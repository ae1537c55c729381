import Foundation
import Layout

/// How `boundingRect(with:options:context:)` lays text out (UIKit's
/// `NSStringDrawingOptions`, with its raw values).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lines wrapped at the given width, the rect's origin at the first
    /// line's top; without it, one line, the origin at its baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Kept: the measured lines already include the font's leading.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Kept: the typographic bounds are returned, not the glyphs' ink.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Kept: the lines are measured whole.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

extension NSString {
    public typealias DrawingOptions = NSStringDrawingOptions
}

/// What measuring may shrink and what it did (UIKit's
/// `NSStringDrawingContext`): nothing is shrunk here, so the scale
/// is 1; `totalBounds` is the last measured rect.
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open var actualScaleFactor: CGFloat { 1 }
    open internal(set) var totalBounds: CGRect = .zero
}

extension NSAttributedString {
    /// The rect the string takes (UIKit's, from Apple's documentation):
    /// with `.usesLineFragmentOrigin`, its lines wrapped at `size.width`
    /// (none given: 0, infinite or the largest finite value), the origin at
    /// the first line's top; without it, one line, the origin at the
    /// baseline (so `y` is minus the ascent). Measured by the engine in
    /// scope, as a label measures (`TrellisTextEngine`); runs without a
    /// font in UIKit's default, 12-point Helvetica Neue, else the system
    /// font at 12. Sizes are not rounded: Apple's documentation says to
    /// round them up yourself. `size.height` does not cut the lines.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        let rect = StringMeasuring.boundingRect(of: self, width: size.width, options: options)
        context?.totalBounds = rect
        return rect
    }

    /// The size of the string on one line (UIKit's `size()`).
    public func size() -> CGSize { StringMeasuring.boundingRect(of: self, width: 0, options: []).size }
}

extension NSString {
    /// `boundingRect(with:options:context:)` of the string with `attributes`.
    public func boundingRect(with size: CGSize, options: NSString.DrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self as String, attributes: attributes)
            .boundingRect(with: size, options: options, context: context)
    }

    /// The size of the string on one line with `attributes`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self as String, attributes: attributes).size()
    }
}

extension StringProtocol {
    /// `NSString`'s, for Swift strings (as on iOS).
    public func boundingRect(with size: CGSize, options: NSString.DrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: String(self), attributes: attributes)
            .boundingRect(with: size, options: options, context: context)
    }

    /// `NSString`'s, for Swift strings (as on iOS).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: String(self), attributes: attributes).size()
    }
}

/// The measuring behind them: the label's engine and request, no view.
enum StringMeasuring {
    static func boundingRect(of string: NSAttributedString, width: CGFloat, options: NSStringDrawingOptions) -> CGRect {
        let measured = measure(string, width: width, options: options)
        let wraps = options.contains(.usesLineFragmentOrigin)
        let size = CGSize(width: CGFloat(measured.size.width), height: CGFloat(measured.size.height))
        return CGRect(origin: CGPoint(x: 0, y: wraps ? 0 : -CGFloat(measured.firstBaseline)), size: size)
    }

    /// The string's lines as the engine lays them out (what drawing a string draws).
    static func measure(_ string: NSAttributedString, width: CGFloat, options: NSStringDrawingOptions) -> TextMeasurement {
        let defaultFont = (UIFont(name: "HelveticaNeue", size: 12) ?? .systemFont(ofSize: 12)).layoutFont
        let wraps = options.contains(.usesLineFragmentOrigin)
        let limit = wraps && width > 0 && width.isFinite && width < .greatestFiniteMagnitude ? Double(width) : nil
        let request = TextMeasurementRequest(
            text: string.string, font: defaultFont, width: limit, numberOfLines: wraps ? 0 : 1,
            lineBreakMode: wraps ? .byWordWrapping : .byClipping,
            attributedText: string.layoutText(traits: UITraitCollection.current))
        return TrellisTextEngine.measurer.measure(request)
    }
}
