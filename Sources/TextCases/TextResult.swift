import JSONSupport
import TextLayout

/// A laid-out ``TextCase``: its lines and size, as one JSON-lines object
/// or as text for a person (what `trellis text` prints).
public struct TextResult: Sendable, Equatable {
    /// One line of the paragraph.
    public struct Line: Sendable, Equatable {
        /// UTF-8 byte offset of the line's first text.
        public var start: Int
        /// UTF-8 bytes the line stands for (for an ellipsized line, up to the
        /// end of the text it replaces; a separator ending it is excluded).
        public var length: Int
        /// What the line shows, with "…" where an ellipsis stands.
        public var text: String
        /// In pixels.
        public var width: Double
        /// In pixels, from the paragraph's top.
        public var baseline: Double

        public init(start: Int, length: Int, text: String, width: Double, baseline: Double) {
            self.start = start
            self.length = length
            self.text = text
            self.width = width
            self.baseline = baseline
        }
    }

    /// The case's `id`.
    public var id: JSONValue
    /// Top to bottom.
    public var lines: [Line]
    /// The widest line's width, in pixels.
    public var width: Double
    /// In pixels.
    public var height: Double

    /// The lines of `layout`, a layout of `paragraph`.
    public init(id: JSONValue, paragraph: ShapedParagraph, layout: ParagraphLayout) {
        self.id = id
        let utf8 = Array(paragraph.text.utf8)
        lines = layout.lines.map { line in
            var start: Int?
            var text = ""
            for piece in line.pieces {
                switch piece {
                case let .text(range):
                    if start == nil { start = range.lowerBound }
                    text += String(decoding: utf8[range], as: UTF8.self)
                case .ellipsis:
                    text += "\u{2026}"
                case .hyphen:
                    text += "-"
                }
            }
            return Line(start: start ?? line.range.lowerBound, length: line.range.count, text: text,
                        width: line.width, baseline: line.baseline)
        }
        width = layout.width
        height = layout.height
    }

    public init(id: JSONValue, lines: [Line], width: Double, height: Double) {
        self.id = id
        self.lines = lines
        self.width = width
        self.height = height
    }

    /// `{"id", "lines": [{"start", "length", "text", "width_px", "baseline_px"}], "width_px", "height_px"}`,
    /// sizes rounded to 1e-6 px.
    public var json: JSONValue {
        .object([
            ("id", id),
            ("lines", .array(lines.map { line in
                .object([
                    ("start", .number(Double(line.start))),
                    ("length", .number(Double(line.length))),
                    ("text", .string(line.text)),
                    ("width_px", Self.number(line.width)),
                    ("baseline_px", Self.number(line.baseline)),
                ])
            })),
            ("width_px", Self.number(width)),
            ("height_px", Self.number(height)),
        ])
    }

    /// One row per line, `  0  width 20.000  baseline 8.000  |AB |`, then
    /// `size 20.000 x 30.000`; bars show where each line's text starts and
    /// ends (trailing spaces included).
    public var humanReadable: String {
        var out = ""
        for (i, line) in lines.enumerated() {
            out += Self.pad(String(i), 3) + "  width " + Self.fixed(line.width) + "  baseline "
                + Self.fixed(line.baseline) + "  |" + line.text + "|\n"
        }
        return out + "size " + Self.fixed(width) + " x " + Self.fixed(height) + "\n"
    }

    /// Rounded to 1e-6 px: HarfBuzz positions are in 1/1024 px, so more
    /// digits are noise from summing them, and would differ between builds.
    private static func number(_ x: Double) -> JSONValue {
        .number((x * 1e6).rounded() / 1e6 + 0)  // + 0 turns -0 into 0
    }

    /// Three decimals, for people.
    private static func fixed(_ x: Double) -> String {
        // Positions are bounded by the input's limits (5000 px fonts, 1e6 px
        // widths); anything past ±9e12 would be a bug, shown as such.
        guard x.isFinite, abs(x) < 9e12 else { return x.isNaN ? "nan" : String(x) }
        let thousandths = Int64((x * 1000).rounded())  // checked: |x| < 9e12 just above
        let sign = thousandths < 0 ? "-" : ""
        let magnitude = thousandths.magnitude
        let fraction = String(magnitude % 1000)
        return sign + String(magnitude / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    private static func pad(_ s: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - s.count)) + s
    }
}
