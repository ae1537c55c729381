import TextLayout

/// The repository's Fixtures folder, found from this file's path.
let fixtures: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/TextLayoutTests/TestFont.swift
    return parts.joined(separator: "/") + "/Fixtures"
}()

/// Fixtures/fonts/TrellisTest.ttf (made by scripts/gen-test-font): 1000
/// units per em; every printable ASCII character and "…" advance 1000, space
/// and no-break space 500; ascender 800, descender 200, no line gap. At 10 px:
/// a letter is 10 px wide, a space 5 px, ascent 8, descent 2, line height 10.
func testFont() throws -> FontSet {
    try FontSet.files([(fixtures + "/fonts/TrellisTest.ttf", 0)], library: FontLibrary())
}

func paragraph(_ text: String, size: Double = 10) throws -> ShapedParagraph {
    try ShapedParagraph(text, fonts: testFont(), size: size)
}

/// The text of each line, with "…" for an ellipsis.
func lineTexts(_ layout: ParagraphLayout, _ paragraph: ShapedParagraph) -> [String] {
    let bytes = Array(paragraph.text.utf8)
    return layout.lines.map { line in
        line.pieces.map { piece in
            switch piece {
            case let .text(range): return String(decoding: bytes[range], as: UTF8.self)
            case .ellipsis: return "…"
            }
        }.joined()
    }
}
