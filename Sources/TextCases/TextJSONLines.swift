import JSONSupport

/// A stream of text cases as JSON lines (`trellis text --jsonl`): one case
/// per input line, one result per output line, one runner for them all.
///
/// Input is read in chunks and each chunk's answers are written before the
/// next read, so a program can drive it line by line through pipes without
/// waiting for end of input, while bulk input is still written in large
/// blocks. Blank lines (and the "\r" of CRLF line ends) are skipped.
///
/// The first bad line stops the run: the lines before it have been answered,
/// it and the lines after it get no output, and the error is thrown.
public struct TextJSONLines {
    /// What messages call the input (`stdin`).
    public var source: String
    /// Returns the next chunk of input, or nil at its end.
    public var read: () throws(TextCaseError) -> [UInt8]?
    /// Writes output.
    public var write: (String) -> Void
    /// Lays out every case of the stream, reusing fonts and shaping.
    public var runner: TextCaseRunner

    public init(source: String, read: @escaping () throws(TextCaseError) -> [UInt8]?,
                write: @escaping (String) -> Void, runner: TextCaseRunner = TextCaseRunner()) {
        self.source = source
        self.read = read
        self.write = write
        self.runner = runner
    }

    /// Reads to the end of input, answering each line.
    ///
    /// - Throws: the first line's error, always as
    ///   ``TextCaseError/input(source:location:message:)``: a font that cannot
    ///   be used is named by its path in the line (`$.font_file[1]`), an
    ///   engine failure by the line as a whole (`$`).
    public func run() throws(TextCaseError) {
        var splitter = JSONLinesSplitter(maximumLineBytes: maximumLineBytes)
        while let chunk = try read() {
            let lines: [(number: Int, bytes: [UInt8])]
            do {
                lines = try splitter.feed(chunk)
            } catch {
                throw .input(source: source, location: .position(line: error.number, column: 1),
                             message: "a line longer than \(maximumLineBytes) bytes (TextJSONLines.maximumLineBytes); "
                                + "expected one case of at most that size per line")
            }
            try answer(lines)
        }
        try answer(splitter.finish().map { [$0] } ?? [])
    }

    /// The longest input line read: 16 MiB, far beyond any paragraph a
    /// label shows (a megabyte of text lays out in seconds).
    public static let maximumLineBytes = 16 << 20
    /// This stream's limit (``maximumLineBytes`` unless a test lowers it).
    public var maximumLineBytes = TextJSONLines.maximumLineBytes

    /// Lays out `lines` and writes their results; on a bad line, writes the
    /// results before it, then throws.
    private func answer(_ lines: [(number: Int, bytes: [UInt8])]) throws(TextCaseError) {
        var out = ""
        defer { if !out.isEmpty { write(out) } }
        for line in lines where !JSONLinesSplitter.isBlank(line.bytes) {
            let textCase = try TextCaseParser.parse(line.bytes, line: line.number, source: source)
            out += JSONWriter.compact(try layout(textCase, line: line.number).json) + "\n"
        }
    }

    /// The result of one case, engine failures named by JSON path.
    private func layout(_ textCase: TextCase, line: Int) throws(TextCaseError) -> TextResult {
        do {
            return try runner.layout(textCase)
        } catch {
            switch error {
            case let .font(index, error):
                throw .input(source: source, location: .path(line: line, JSONPath.root.key("font_file").index(index)),
                             message: error.description)
            case let .runFont(run, index, error):
                let path = JSONPath.root.key("runs").index(run).key("font_file").index(index)
                throw .input(source: source, location: .path(line: line, path), message: error.description)
            case let .layout(error):
                // A missing dictionary is the language's fault (`lang`, or en-US when it is null).
                let path: JSONPath
                if case .hyphenationDictionaryMissing = error { path = JSONPath.root.key("lang") } else { path = .root }
                throw .input(source: source, location: .path(line: line, path), message: error.description)
            case .input:
                throw error
            }
        }
    }
}
