import TextCases

/// `trellis text --jsonl`: the bytes as JSON lines through `TextJSONLines`
/// (split into lines, each parsed by `TextCaseParser` and laid out by one
/// `TextCaseRunner`, fonts relative to the repository root, as in
/// Fixtures/text). The first bad line's error must say where it is.
enum TextTarget {
    /// One runner for the whole run: fonts are loaded once, as the command does.
    nonisolated(unsafe) static let runner = TextCaseRunner()

    static let target = FuzzTarget(name: "text", summary: "text cases (JSON lines): TextJSONLines, parsed and laid out") { bytes in
        var given = false
        let lines = bytes.reduce(into: 1) { count, byte in if byte == UInt8(ascii: "\n") { count += 1 } }
        let stream = TextJSONLines(source: "fuzz.jsonl", read: { () throws(TextCaseError) -> [UInt8]? in
            defer { given = true }
            return given ? nil : bytes
        }, write: { _ in }, runner: runner)
        do {
            try stream.run()
        } catch let error as TextCaseError {
            switch error {
            case let .input(source, location, message):
                guard source == "fuzz.jsonl", !message.isEmpty else { finding("an error without a message: \(error)") }
                switch location {
                case .whole: finding("an error about the whole input, which was read whole: \(error)")
                case let .position(line, column):
                    guard line >= 1, line <= lines, column >= 1 else { finding("an error outside the input (\(lines) lines): \(error)") }
                case let .path(line, _):
                    guard line >= 1, line <= lines else { finding("an error outside the input (\(lines) lines): \(error)") }
                }
            case .font, .runFont, .layout:
                finding("an error TextJSONLines promises to locate, unlocated: \(error)")
            }
        } catch {
            finding("an error that is not a TextCaseError: \(error)")
        }
    }
}
