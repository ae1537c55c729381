import Testing
import TextLayout

/// `ParagraphStyle.trimsSpaceBeforeEllipsis`: UIKit's labels drop the space
/// a tail-truncated line's kept text ends with; Pango, the default, keeps
/// it. Test font at 10 px: a letter 10, a space 5, "…" 10.
@Suite struct CLI31EllipsisSpaceTests {
    /// At 40, 30 px are left beside the ellipsis: "AB " (25) fits, "AB C"
    /// (35) does not.
    @Test func theSpaceBeforeTheEllipsisIsKeptOrDropped() throws {
        let p = try paragraph("AB CD EF")
        var style = ParagraphStyle(maximumNumberOfLines: 1, truncation: .tail)
        let kept = try p.layout(width: 40, style: style)
        #expect(lineTexts(kept, p) == ["AB …"])
        #expect(kept.lines.map(\.width) == [35])
        style.trimsSpaceBeforeEllipsis = true
        let dropped = try p.layout(width: 40, style: style)
        #expect(lineTexts(dropped, p) == ["AB…"])
        #expect(dropped.lines.map(\.width) == [30])
        #expect(dropped.isTruncated)
    }

    /// A cut inside a word has no space to drop.
    @Test func aCutInsideAWordIsTheSame() throws {
        let p = try paragraph("ABCDEF")
        var style = ParagraphStyle(maximumNumberOfLines: 1, truncation: .tail)
        style.trimsSpaceBeforeEllipsis = true
        #expect(lineTexts(try p.layout(width: 40, style: style), p) == ["ABC…"])
    }
}
