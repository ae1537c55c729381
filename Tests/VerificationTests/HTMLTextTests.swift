import Testing
import Verification

/// Scene text, constraint descriptions and failure messages go into the
/// report's and the gallery's HTML: they must come out as text, never as markup.
@Suite struct HTMLTextTests {
    @Test func escapesTextAndAttributes() {
        #expect(HTMLText.escape(#"<LayoutConstraint 'gap' a.top >= b.top & "x">"#)
            == "&lt;LayoutConstraint &#39;gap&#39; a.top &gt;= b.top &amp; &quot;x&quot;&gt;")
        #expect(HTMLText.escape("centred → 2 lines") == "centred → 2 lines")
        #expect(HTMLText.escape("") == "")
    }

    /// A quote followed by a combining mark is one Character: escaping
    /// Character by Character would leave the quote, and end the attribute.
    @Test func aCombiningMarkDoesNotHideAQuote() {
        #expect(HTMLText.escape("a\"\u{301} onload=x") == "a&quot;\u{301} onload=x")
        #expect(HTMLText.escape("'\u{308}<\u{301}") == "&#39;\u{308}&lt;\u{301}")
    }
}
