import TextLayout
import TrellisTestSupport

/// `text` in the test font (TrellisTestSupport's TestFont: at 10 px a
/// letter is 10 px wide, a space 5 px, ascent 8, descent 2).
func paragraph(_ text: String, size: Double = 10) throws -> ShapedParagraph {
    try ShapedParagraph(text, fonts: TestFont.fontSet(), size: size)
}

/// The text of each line, with "…" for an ellipsis.
func lineTexts(_ layout: ParagraphLayout, _ paragraph: ShapedParagraph) -> [String] {
    let bytes = Array(paragraph.text.utf8)
    return layout.lines.map { line in
        line.pieces.map { piece in
            switch piece {
            case let .text(range): return String(decoding: bytes[range], as: UTF8.self)
            case .ellipsis: return "…"
            case .hyphen: return "-"
            }
        }.joined()
    }
}
