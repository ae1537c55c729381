import JSONSupport
import Testing
import TextCases
import TrellisTestSupport

/// The JSON-lines session behind `trellis text --jsonl`: input fed in chunks,
/// output collected. Test font at 10 px: letters 10, spaces 5, ascent 8, descent 2.
@Suite struct TextJSONLinesTests {
    static let font = TestFont.path

    /// A case line with the test font; `extra` adds or overrides members.
    static func line(_ id: String, _ text: String, width: String = "40", extra: String = "") -> String {
        #"{"id": "\#(id)", "text": "\#(text)", "font_file": ["\#(font)"], "font_index": [0], "size_px": 10, "#
            + #""width_px": \#(width), "wrap": "word", "max_lines": 0, "ellipsize": "none", "lang": "en"\#(extra)}"#
    }

    /// Runs the session on `input` cut into `chunkSize`-byte chunks; returns
    /// what was written and the error, if any.
    func run(_ input: [UInt8], chunkSize: Int = 7) -> (output: String, error: TextCaseError?) {
        var remaining = input[...]
        var output = ""
        let session = TextJSONLines(source: "stdin", read: { () -> [UInt8]? in
            guard !remaining.isEmpty else { return nil }
            defer { remaining = remaining.dropFirst(chunkSize) }
            return Array(remaining.prefix(chunkSize))
        }, write: { output += $0 })
        do {
            try session.run()
            return (output, nil)
        } catch {
            return (output, error)
        }
    }

    func run(_ input: String, chunkSize: Int = 7) -> (output: String, error: TextCaseError?) {
        run(Array(input.utf8), chunkSize: chunkSize)
    }

    @Test func roundTripOfSeveralCases() throws {
        let input = [
            Self.line("wrap", "AB CD EF"),
            Self.line("unlimited", "AB CD EF", width: "null"),
            "",  // blank lines are skipped
            Self.line("ellipsis", "AB CD EF GH", extra: #", "max_lines": 2, "ellipsize": "end""#),
            Self.line("char", "AB CDEFGH", extra: #", "wrap": "char""#),
            Self.line("newline", #"AB\nCD"#, width: "null"),
        ].joined(separator: "\n")  // and the last line has no "\n"
        let (output, error) = run(input)
        #expect(error == nil)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines == [
            #"{"id": "wrap", "lines": [{"start": 0, "length": 3, "text": "AB ", "width_px": 20, "baseline_px": 8}, {"start": 3, "length": 3, "text": "CD ", "width_px": 20, "baseline_px": 18}, {"start": 6, "length": 2, "text": "EF", "width_px": 20, "baseline_px": 28}], "width_px": 20, "height_px": 30}"#,
            #"{"id": "unlimited", "lines": [{"start": 0, "length": 8, "text": "AB CD EF", "width_px": 70, "baseline_px": 8}], "width_px": 70, "height_px": 10}"#,
            // 40 - 10 for the ellipsis leaves 30: "CD " (25) fits, "CD E" (35) does not.
            #"{"id": "ellipsis", "lines": [{"start": 0, "length": 3, "text": "AB ", "width_px": 20, "baseline_px": 8}, {"start": 3, "length": 8, "text": "CD …", "width_px": 35, "baseline_px": 18}], "width_px": 35, "height_px": 20}"#,
            #"{"id": "char", "lines": [{"start": 0, "length": 4, "text": "AB C", "width_px": 35, "baseline_px": 8}, {"start": 4, "length": 4, "text": "DEFG", "width_px": 40, "baseline_px": 18}, {"start": 8, "length": 1, "text": "H", "width_px": 10, "baseline_px": 28}], "width_px": 40, "height_px": 30}"#,
            // The "\n" belongs to no line.
            #"{"id": "newline", "lines": [{"start": 0, "length": 2, "text": "AB", "width_px": 20, "baseline_px": 8}, {"start": 3, "length": 2, "text": "CD", "width_px": 20, "baseline_px": 18}], "width_px": 20, "height_px": 20}"#,
            "",
        ])
    }

    @Test func chunkingDoesNotChangeTheOutput() {
        let input = [Self.line("a", "AB CD EF"), Self.line("b", "ABCDEFGH IJ", width: "30")].joined(separator: "\r\n") + "\r\n"
        let whole = run(input, chunkSize: 1 << 20)
        #expect(whole.error == nil)
        for size in [1, 2, 3, 64] { #expect(run(input, chunkSize: size).output == whole.output) }
    }

    @Test func stopsAtTheFirstBadLine() {
        let input = [
            Self.line("one", "AB"), Self.line("two", "CD"), Self.line("three", "EF", width: "-5"), Self.line("four", "GH"),
        ].joined(separator: "\n") + "\n"
        let (output, error) = run(input)
        // The lines before the bad one are answered, nothing after it.
        #expect(output.split(separator: "\n").map { $0.prefix(12) } == [#"{"id": "one""#, #"{"id": "two""#])
        #expect(error == .input(source: "stdin", location: .path(line: 3, JSONPath.root.key("width_px")),
                                message: "expected a positive number of at most 1000000 or null, found -5"))
        #expect(error?.description == "stdin:3: $.width_px: expected a positive number of at most 1000000 or null, found -5")
    }

    /// A read that fails ends the run with its error, after the lines already read.
    @Test func aFailingReadStopsTheRun() {
        var chunks = [Array((Self.line("one", "AB") + "\n").utf8)]
        let failure = TextCaseError.input(source: "stdin", location: .whole, message: "cannot read: Input/output error")
        var output = ""
        let session = TextJSONLines(source: "stdin", read: { () throws(TextCaseError) -> [UInt8]? in
            guard !chunks.isEmpty else { throw failure }
            return chunks.removeFirst()
        }, write: { output += $0 })
        #expect(throws: failure) { try session.run() }
        #expect(output.hasPrefix(#"{"id": "one""#))
        #expect(failure.description == "stdin: cannot read: Input/output error")
    }

    @Test func defaultsForOptionalMembers() throws {
        let (output, error) = run(#"{"id": 7, "text": "AB CD", "font_file": ["\#(Self.font)"], "size_px": 10}"#)
        #expect(error == nil)
        #expect(output == #"{"id": 7, "lines": [{"start": 0, "length": 5, "text": "AB CD", "width_px": 45, "baseline_px": 8}], "width_px": 45, "height_px": 10}"# + "\n")
    }

    @Test func lineSeparatorsAreEscapedInOutput() {
        // U+2028 ends no line in the engine but is kept out of the text; the
        // writer escapes it anyway, should it appear in a line's text.
        #expect(JSONWriter.compact(.string("a\u{2028}b\u{2029}")) == #""a\u2028b\u2029""#)
    }
}
