import FileSafety
import Foundation
import JSONSupport
import Render

/// Where a benchmark's output goes: the human table, and with `--json PATH`
/// the JSON document. With `--json -` the JSON goes to stdout and the table
/// to stderr, so stdout parses. Writes are unbuffered: each row shows up as
/// soon as its workload is done.
struct BenchOutput {
    /// The `--json` option: nil for none, "-" for stdout, else a path.
    let jsonPath: String?

    private var table: FileHandle { jsonPath == "-" ? .standardError : .standardOutput }

    func say(_ line: String) {
        table.write(Data((line + "\n").utf8))
    }

    /// Writes `document` where `--json` said (nothing without it).
    func write(_ document: @autoclosure () -> JSONValue) throws {
        guard jsonPath != nil else { return }
        try write(raw: JSONWriter.dump(document()) + "\n")
    }

    /// `text`, a JSON document, to stdout or the `--json` file.
    private func write(raw text: String) throws {
        guard let jsonPath else { return }
        if jsonPath == "-" {
            FileHandle.standardOutput.write(Data(text.utf8))
        } else {
            try AtomicFile.write(Array(text.utf8), to: jsonPath)
            say("wrote \(jsonPath)")
        }
    }

    /// "debug" or "release", as the JSON documents record it.
    static var configuration: String {
        #if DEBUG
        return "debug"
        #else
        return "release"
        #endif
    }
}

extension BenchOutput {
    /// The table, then `value` where `--json` said, encoded with sorted
    /// snake_case keys (the benchmarks whose results are `Codable`).
    func write(table text: String, encoding value: some Encodable) throws {
        say(text)
        guard jsonPath != nil else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let data = try encoder.encode(value)
        try write(raw: String(decoding: data, as: UTF8.self) + "\n")
    }
}
