import Foundation
import Layout

/// Where the caret and a selection's rectangles go in a text field or text
/// view: the text measured as the view lays it out (same engine, font,
/// wrap width and alignment), then each position's x is the measured width
/// of its line's text before it. Positions are UTF-16 offsets.
struct TextCaretGeometry {
    /// The caret's width: UNSOURCED (docs/uikit-numbers.md, "Caret").
    static let caretWidth: CGFloat = 2

    let text: String
    let font: Layout.Font
    let measurer: any TextMeasuring
    /// The wrap width (nil: one line as long as the text).
    let width: Double?
    let alignment: TextAlignment
    /// The text block's top-left corner in the view's coordinates.
    let origin: CGPoint
    /// One line however wide (a text field's), else wrapped at `width`.
    var oneLine = false

    private var request: TextMeasurementRequest {
        TextMeasurementRequest(text: text, font: font, width: width, numberOfLines: oneLine || width == nil ? 1 : 0,
                               lineBreakMode: oneLine ? .byClipping : .byWordWrapping, alignment: alignment)
    }

    /// The lines as measured; an empty text has one empty line of the
    /// font's height (measured on a space), placed where the alignment
    /// puts a line's start.
    private var lines: [MeasuredLine] {
        let measured = measurer.measure(request).lines
        if !measured.isEmpty { return measured }
        let height = measurer.measure(TextMeasurementRequest(text: " ", font: font, width: nil, numberOfLines: 1,
                                                             lineBreakMode: .byClipping)).size.height
        let x: Double = switch alignment {
        case .center: (width ?? 0) / 2
        case .right: width ?? 0
        default: 0
        }
        return [MeasuredLine(text: "", range: 0..<0, x: x, width: 0, top: 0, height: height, baseline: 0)]
    }

    /// The caret before the character at `offset`: at the start of the
    /// next line where a line wraps.
    func caretRect(at offset: Int) -> CGRect {
        let lines = self.lines, byte = utf8Offset(offset)
        let line = lines.last { $0.range.lowerBound <= byte } ?? lines[0]
        return CGRect(x: origin.x + CGFloat(x(of: byte, in: line)), y: origin.y + CGFloat(line.top),
                      width: Self.caretWidth, height: CGFloat(line.height))
    }

    /// One rectangle a line from `range`'s start to its end (UIKit's
    /// `selectionRects(for:)`; the first is `firstRect(for:)`'s).
    func rects(for range: NSRange) -> [CGRect] {
        let start = utf8Offset(range.location), end = utf8Offset(range.location + range.length)
        let lines = self.lines
        var rects: [CGRect] = []
        for line in lines where line.range.lowerBound < end && line.range.upperBound > start {
            let from = x(of: max(start, line.range.lowerBound), in: line)
            let to = x(of: min(end, line.range.upperBound), in: line)
            rects.append(CGRect(x: origin.x + CGFloat(from), y: origin.y + CGFloat(line.top),
                                width: CGFloat(max(0, to - from)), height: CGFloat(line.height)))
        }
        // An empty range (or one no line holds): the caret's place, no width.
        guard rects.isEmpty else { return rects }
        let caret = caretRect(at: range.location)
        return [CGRect(x: caret.minX, y: caret.minY, width: 0, height: caret.height)]
    }

    /// The UTF-16 offset whose caret is nearest `point` (UIKit's
    /// `closestPosition(to:)`): the line at the point's height (the first
    /// or last when above or below the text), then the character boundary
    /// on it nearest the point's x.
    func closestOffset(to point: CGPoint) -> Int {
        let lines = self.lines
        let y = Double(point.y - origin.y), x = Double(point.x - origin.x)
        let line = lines.first { y < $0.top + $0.height } ?? lines[lines.count - 1]
        var best = line.range.lowerBound, bestDistance = Double.infinity
        let lineText = String(decoding: Array(text.utf8)[line.range], as: UTF8.self)
        var byte = line.range.lowerBound
        // A line's closing newline is not a place on it: the caret stops before it.
        for boundary in [""] + lineText.map(String.init) {
            if boundary.first?.isNewline == true { break }
            byte += boundary.utf8.count
            let distance = abs(self.x(of: byte, in: line) - x)
            if distance < bestDistance { (best, bestDistance) = (byte, distance) }
        }
        return utf16Offset(best)
    }

    /// The x of a position on its line: the line's start plus the width of
    /// its text before the position, measured on one line.
    private func x(of byte: Int, in line: MeasuredLine) -> Double {
        let end = min(max(byte, line.range.lowerBound), line.range.upperBound)
        guard end > line.range.lowerBound else { return line.x }
        let bytes = Array(text.utf8)[line.range.lowerBound..<end]
        let prefix = String(decoding: bytes, as: UTF8.self)
        let measured = measurer.measure(TextMeasurementRequest(text: prefix, font: font, width: nil, numberOfLines: 1,
                                                               lineBreakMode: .byClipping))
        return line.x + measured.size.width
    }

    /// The UTF-16 offset of a UTF-8 one.
    private func utf16Offset(_ byte: Int) -> Int {
        let utf8 = text.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: min(max(0, byte), utf8.count))
        return text.utf16.distance(from: text.utf16.startIndex, to: index)
    }

    /// The UTF-8 offset of a UTF-16 one (the measured lines count bytes).
    private func utf8Offset(_ offset: Int) -> Int {
        let utf16 = text.utf16
        let clamped = min(max(0, offset), utf16.count)
        let index = utf16.index(utf16.startIndex, offsetBy: clamped)
        return text.utf8.distance(from: text.utf8.startIndex, to: index)
    }
}

extension TextAlignment {
    /// `.natural` is right in a right-to-left layout, as a label resolves it.
    func resolved(rightToLeft: Bool) -> TextAlignment { self == .natural && rightToLeft ? .right : self }
}
