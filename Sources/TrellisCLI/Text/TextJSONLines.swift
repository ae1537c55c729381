import Foundation
import JSONSupport

/// `trellis text --jsonl`: one case per input line, one result per output
/// line, in one process.
///
/// Input is read in chunks and each chunk's answers are written before the
/// next read, so a program can drive the command line by line through pipes
/// without waiting for end of input, while bulk input is still written in
/// large blocks.
///
/// The first bad line stops the run: the lines before it have been answered,
/// it and the lines after it get no output, and the error is thrown.
struct TextJSONLines {
    /// Returns the next chunk of input, or nil at its end.
    var read: () throws(TextInputError) -> [UInt8]?
    /// Writes output.
    var write: (String) -> Void
    var runner = TextCaseRunner()

    func run() throws(TextInputError) {
        var splitter = JSONLinesSplitter()
        while let chunk = try read() {
            try answer(splitter.feed(chunk))
        }
        try answer(splitter.finish().map { [$0] } ?? [])
    }

    /// Lays out `lines` and writes their results; on a bad line, writes the
    /// results before it, then throws.
    private func answer(_ lines: [(number: Int, bytes: [UInt8])]) throws(TextInputError) {
        var out = ""
        defer { if !out.isEmpty { write(out) } }
        for line in lines where !JSONLinesSplitter.isBlank(line.bytes) {
            let textCase = try TextCaseParser.parse(line.bytes, line: line.number)
            out += JSONWriter.compact(try Self.layout(textCase, runner: runner, line: line.number).json) + "\n"
        }
    }

    /// The result of one case, engine failures named by JSON path.
    static func layout(_ textCase: TextCase, runner: TextCaseRunner, line: Int) throws(TextInputError) -> TextResult {
        do {
            return try runner.layout(textCase)
        } catch {
            switch error {
            case let .font(index, error):
                throw TextInputError(location: .path(line: line, JSONPath.root.key("font_file").index(index)),
                                     message: error.description)
            case let .layout(error):
                throw TextInputError(location: .path(line: line, .root), message: error.description)
            }
        }
    }

    /// Reads standard input with read(2), 64 KiB at a time, returning as soon
    /// as some bytes are there (FileHandle's readData(ofLength:) would wait
    /// for the whole length).
    static func readStandardInput() throws(TextInputError) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress, $0.count) }
            if count > 0 { return Array(buffer[..<count]) }
            if count == 0 { return nil }
            if errno == EINTR { continue }
            throw TextInputError(location: .argument(TextInputError.stdinName),
                                 message: "cannot read: \(String(cString: strerror(errno)))")
        }
    }
}
