/// A stand-in that needs no fonts: every character is 0.55 em wide, a line
/// is 1.2 em. For layout code with no fonts at hand; only used where a
/// caller names it (`root.textMeasurer = ApproximateTextMeasurer()`). Its
/// lines have no glyphs: a painter draws them as grey bars, so a picture
/// never passes approximate widths off as real text.
public final class ApproximateTextMeasurer: TextMeasuring {
    public init() {}

    public func measure(_ request: TextMeasurementRequest) -> TextMeasurement {
        let em = request.font.size
        let charWidth = 0.55 * em, lineHeight = 1.2 * em
        var lines: [(text: String, start: Int)] = []
        var offset = 0
        for paragraph in request.text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = "", start = offset
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if let width = request.width, request.numberOfLines != 1, !line.isEmpty,
                   Double(candidate.count) * charWidth > width {
                    lines.append((line, start))
                    start += line.utf8.count + 1
                    line = String(word)
                } else {
                    line = candidate
                }
            }
            lines.append((line, start))
            offset += paragraph.utf8.count + 1
        }
        let limit = request.numberOfLines > 0 ? request.numberOfLines : lines.count
        let truncated = lines.count > limit
        lines = Array(lines.prefix(limit))
        let measured = lines.enumerated().map { index, line in
            MeasuredLine(text: line.text, range: line.start..<(line.start + line.text.utf8.count), x: 0,
                         width: Double(line.text.count) * charWidth, top: Double(index) * lineHeight,
                         height: lineHeight, baseline: Double(index) * lineHeight + em)
        }
        let width = measured.map(\.width).max() ?? 0
        return TextMeasurement(size: Size(width: width, height: Double(max(1, lines.count)) * lineHeight),
                               firstBaseline: em, lastBaseline: Double(max(0, lines.count - 1)) * lineHeight + em,
                               lines: measured, isTruncated: truncated)
    }
}
