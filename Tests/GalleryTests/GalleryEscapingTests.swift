import Gallery
import Testing

/// Text from scene files and constraint descriptions goes into Markdown: it
/// must come out as text, never as markup (HTML: VerificationTests/HTMLTextTests).
@Suite struct GalleryEscapingTests {
    @Test func markdownEscapesMarkupInText() {
        #expect(GalleryMarkdown.escape("a_b *c* [d](e) <f> | #") == ##"a\_b \*c\* \[d\](e) \<f\> \| \#"##)
    }

    /// A fence one backtick longer than the longest run inside.
    @Test func codeBlockFenceOutgrowsBackticks() {
        #expect(GalleryMarkdown.codeBlock("a") == "```\na\n```\n")
        #expect(GalleryMarkdown.codeBlock("x ```` y", language: "yaml") == "`````yaml\nx ```` y\n`````\n")
    }
}
