import Foundation
import Layout

/// Strings drawn into the current graphics context (UIKit's
/// `NSStringDrawing`): a `draw(_:)` override's, or an image renderer's.
/// The text is laid out as it is measured (`boundingRect(with:options:context:)`,
/// NSAttributedString+Measuring.swift: the label's engine, UIKit's default
/// 12-point Helvetica Neue for runs without a font) and recorded as a
/// drawing command, which Render paints as it paints a label's text. Runs
/// without a colour are black (UIKit's default foreground). With no
/// current context nothing is drawn, as in UIKit.
extension NSAttributedString {
    /// One line, its top left at `point` (Apple: "draws the attributed
    /// string starting at the specified point").
    public func draw(at point: CGPoint) {
        StringDrawing.draw(self, top: point, width: 0, options: [], clip: nil)
    }

    /// Wrapped within `rect`'s width from its top left; what does not fit
    /// the rect is clipped (Apple: "renders as much as possible and clips
    /// the rest").
    public func draw(in rect: CGRect) {
        StringDrawing.draw(self, top: rect.origin, width: rect.width, options: .usesLineFragmentOrigin, clip: rect)
    }

    /// With `.usesLineFragmentOrigin`, wrapped within the rect's width from
    /// its top left; without it, one line whose baseline starts at the
    /// rect's origin (Apple's `draw(with:options:)`: "the point is
    /// interpreted as the baseline origin by default"). Not clipped.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        let measured = StringMeasuring.measure(self, width: rect.width, options: options)
        let wraps = options.contains(.usesLineFragmentOrigin)
        let top = CGPoint(x: rect.minX, y: wraps ? rect.minY : rect.minY - CGFloat(measured.firstBaseline))
        StringDrawing.record(measured, top: top, clip: nil)
        context?.totalBounds = CGRect(x: 0, y: wraps ? 0 : -CGFloat(measured.firstBaseline),
                                      width: CGFloat(measured.size.width), height: CGFloat(measured.size.height))
    }
}

extension NSString {
    /// `NSAttributedString`'s `draw(at:)` of the string with `attributes`.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attributes).draw(at: point)
    }

    /// `NSAttributedString`'s `draw(in:)` of the string with `attributes`.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attributes).draw(in: rect)
    }

    /// `NSAttributedString`'s `draw(with:options:context:)` of the string with `attributes`.
    public func draw(with rect: CGRect, options: NSString.DrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        NSAttributedString(string: self as String, attributes: attributes).draw(with: rect, options: options, context: context)
    }
}

extension StringProtocol {
    /// `NSString`'s, for Swift strings (as on iOS).
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attributes).draw(at: point)
    }

    /// `NSString`'s, for Swift strings (as on iOS).
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attributes).draw(in: rect)
    }

    /// `NSString`'s, for Swift strings (as on iOS).
    public func draw(with rect: CGRect, options: NSString.DrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        NSAttributedString(string: String(self), attributes: attributes).draw(with: rect, options: options, context: context)
    }
}

/// The recording behind them.
enum StringDrawing {
    static func draw(_ string: NSAttributedString, top: CGPoint, width: CGFloat, options: NSStringDrawingOptions, clip: CGRect?) {
        record(StringMeasuring.measure(string, width: width, options: options), top: top, clip: clip)
    }

    static func record(_ measured: TextMeasurement, top: CGPoint, clip: CGRect?) {
        guard let context = UIGraphicsGetCurrentContext(), !measured.lines.isEmpty else { return }
        let text = DrawnText(lines: measured.lines, origin: Point(x: Double(top.x), y: Double(top.y)), size: measured.size,
                             isTruncatedHorizontally: false, isTruncatedVertically: false,
                             missingGlyphs: measured.missingGlyphs)
        context.draw(text, color: .black, clippedTo: clip)
    }
}
