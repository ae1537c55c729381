import Gallery
import Testing

/// Text from scene files and constraint descriptions goes into HTML and
/// Markdown: it must come out as text, never as markup.
@Suite struct GalleryEscapingTests {
    @Test func htmlEscapesTextAndAttributes() {
        #expect(GalleryHTML.escape(#"<LayoutConstraint 'gap' a.top >= b.top & "x">"#)
            == "&lt;LayoutConstraint &#39;gap&#39; a.top &gt;= b.top &amp; &quot;x&quot;&gt;")
        #expect(GalleryHTML.escape("centred → 2 lines") == "centred → 2 lines")
    }

    @Test func markdownEscapesMarkupInText() {
        #expect(GalleryMarkdown.escape("a_b *c* [d](e) <f> | #") == ##"a\_b \*c\* \[d\](e) \<f\> \| \#"##)
    }

    /// A fence one backtick longer than the longest run inside.
    @Test func codeBlockFenceOutgrowsBackticks() {
        #expect(GalleryMarkdown.codeBlock("a") == "```\na\n```\n")
        #expect(GalleryMarkdown.codeBlock("x ```` y", language: "yaml") == "`````yaml\nx ```` y\n`````\n")
    }
}
