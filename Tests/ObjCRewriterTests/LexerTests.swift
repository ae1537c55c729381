import ObjCRewriter
import Testing

/// The lexer skips strings and comments whole, so nothing inside them is
/// taken for code.
struct LexerTests {
    func texts(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        return SwiftLexer(bytes).tokens().map { String(decoding: bytes[$0.range], as: UTF8.self) }
    }

    @Test func stringsAndCommentsAreOneTokenOrNone() {
        let source = ##"""
        let a = "@objc \(b("}")) #selector(x)" // @objc here
        /* @objc /* nested */ still */ let c = #"raw "@objc" \#(d)"#
        let e = """
            @IBAction \(f)
            """
        """##
        #expect(texts(source) == [
            "let", "a", "=", #""@objc \(b("}")) #selector(x)""#,
            "let", "c", "=", ##"#"raw "@objc" \#(d)"#"##,
            "let", "e", "=", "\"\"\"\n    @IBAction \\(f)\n    \"\"\"",
        ])
    }

    @Test func poundKeywordsAttributesAndNumbers() {
        #expect(texts("#selector(tap(_:)) @objc(a:) 1.5e-3 0..<2 `default`") == [
            "#selector", "(", "tap", "(", "_", ":", ")", ")", "@", "objc", "(", "a", ":", ")", "1.5e-3", "0", ".", ".", "<", "2",
            "`default`",
        ])
    }

    @Test func lineStarts() {
        let tokens = SwiftLexer(Array("a b\n  c /* x\n */ d".utf8)).tokens()
        #expect(tokens.map(\.startsLine) == [true, false, true, false])
    }
}
