import Foundation
import Testing
import TrellisTestSupport

/// The built `trellis text`, run as a user runs it: exit status, standard
/// output and standard error.
@Suite struct TextEndToEndTests {
    static let font = TestFont.path

    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `trellis` with `arguments` (through /bin/sh when `shell`, so an
    /// argument can hold bytes that are not UTF-8), feeding `stdin`.
    func trellis(_ arguments: [String], stdin: [UInt8] = [], shell: String? = nil) throws -> Outcome {
        let executable = try #require(TestPaths.trellisExecutable, "no trellis executable next to the test bundle; build it with swift build")
        let process = Process()
        if let shell {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", shell, "sh", executable.path]
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        // Output can be large (a 1 MB paragraph): write input from another
        // thread while reading output here. Standard error is a line or two.
        let writer = input.fileHandleForWriting
        let bytes = Data(stdin)
        let written = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            writer.write(bytes)
            try? writer.close()
            written.signal()
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        written.wait()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                       stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test func printsLinesAndSize() throws {
        let outcome = try trellis(["text", "--font", Self.font, "--size", "10", "--width", "40", "AB CD EF"])
        #expect(outcome.status == 0)
        #expect(outcome.stderr.isEmpty)
        #expect(outcome.stdout == """
              0  width 20.000  baseline 8.000  |AB |
              1  width 20.000  baseline 18.000  |CD |
              2  width 20.000  baseline 28.000  |EF|
            size 20.000 x 30.000

            """)
    }

    @Test func printsJSON() throws {
        let outcome = try trellis(["text", "--font", Self.font, "--size", "10", "--width", "40", "--lines", "2",
                                   "--ellipsize", "end", "--json", "AB CD EF GH"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == #"{"id": null, "lines": [{"start": 0, "length": 3, "text": "AB ", "width_px": 20, "baseline_px": 8}, {"start": 3, "length": 8, "text": "CD …", "width_px": 35, "baseline_px": 18}], "width_px": 35, "height_px": 20}"# + "\n")
    }

    @Test func jsonLinesStopAtTheFirstBadLine() throws {
        let lines = [
            TextJSONLinesTests.line("a", "AB CD EF"),
            TextJSONLinesTests.line("b", "AB", width: "null"),
            TextJSONLinesTests.line("c", "AB", width: "-5"),
            TextJSONLinesTests.line("d", "AB"),
        ]
        let outcome = try trellis(["text", "--jsonl"], stdin: Array(lines.joined(separator: "\n").utf8))
        #expect(outcome.status == 2)
        #expect(outcome.stdout.split(separator: "\n").count == 2)
        #expect(outcome.stdout.hasPrefix(#"{"id": "a", "lines": [{"start": 0, "length": 3, "text": "AB ""#))
        #expect(outcome.stdout.hasSuffix(#"{"id": "b", "lines": [{"start": 0, "length": 2, "text": "AB", "width_px": 20, "baseline_px": 8}], "width_px": 20, "height_px": 10}"# + "\n"))
        #expect(outcome.stderr == "error: stdin:3: $.width_px: expected a positive number or null, found -5\n")
    }

    @Test func jsonLinesRejectInvalidUTF8() throws {
        let good = Array((TextJSONLinesTests.line("a", "AB") + "\n").utf8)
        let bad = Array(#"{"id": "b", "text": "A"#.utf8) + [0xFE] + Array(#""}"#.utf8)
        let outcome = try trellis(["text", "--jsonl"], stdin: good + bad)
        #expect(outcome.status == 2)
        #expect(outcome.stdout.split(separator: "\n").count == 1)
        #expect(outcome.stderr == "error: stdin:2:23: invalid UTF-8 (byte 0xFE)\n")
    }

    @Test func textArgumentMustBeUTF8() throws {
        let outcome = try trellis([], shell: #""$1" text --font '\#(Self.font)' --size 10 "$(printf 'A\377B')""#)
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == "error: TEXT: invalid UTF-8 (byte 0xFF) at byte offset 1\n")
    }

    @Test func missingFontAndUnknownFamily() throws {
        var outcome = try trellis(["text", "--font", "/nonexistent/x.ttf", "--size", "10", "AB"])
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == "error: --font: cannot read font file /nonexistent/x.ttf\n")
        outcome = try trellis(["text", "--family", "No Such Family 42", "--size", "10", "AB"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "error: --family: no font of family \"No Such Family 42\" is installed\n")
    }

    @Test func badNumbersOnTheCommandLine() throws {
        for (option, value) in [("--size", "-5"), ("--size", "nan"), ("--width", "0"), ("--width", "inf")] {
            let size = option == "--size" ? value : "10"
            let width = option == "--width" ? ["--width", value] : []
            let outcome = try trellis(["text", "--font", Self.font, "--size", size] + width + ["AB"])
            #expect(outcome.status == 2)
            #expect(outcome.stdout.isEmpty)
            #expect(outcome.stderr == "error: \(option): expected a positive number of pixels, found \(value)\n")
        }
    }

    @Test func jsonlTakesNoCaseOptions() throws {
        let outcome = try trellis(["text", "--jsonl", "AB"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "error: --jsonl: reads every case from standard input; TEXT cannot be given with it\n")
    }

    /// A megabyte of words, and a combining mark with nothing to combine
    /// with, lay out without crashing or hanging.
    @Test func largeParagraphAndLoneCombiningMark() throws {
        let words = (0..<150_000).map { ["AB", "CDE", "F", "GHIJ", "KLMNOPQ"][$0 % 5] }.joined(separator: " ")
        let megabyte = String(words.prefix(1 << 20))
        let input = [
            TextJSONLinesTests.line("big", megabyte, width: "400"),
            TextJSONLinesTests.line("big-word-char", megabyte, width: "400", extra: #", "wrap": "word_char""#),
            TextJSONLinesTests.line("mark", #"\u0301"#),
            TextJSONLinesTests.line("mark-ellipsis", #"\u0301\u0301 \u0301"#, width: "15", extra: #", "max_lines": 1, "ellipsize": "end""#),
        ].joined(separator: "\n")
        let outcome = try trellis(["text", "--jsonl"], stdin: Array(input.utf8))
        #expect(outcome.status == 0)
        #expect(outcome.stderr.isEmpty)
        let results = outcome.stdout.split(separator: "\n")
        #expect(results.count == 4)
        #expect(results.last?.hasPrefix(#"{"id": "mark-ellipsis", "lines": [{"start": 0"#) == true)
    }

    @Test func helpHasExamplesAndErrors() throws {
        let outcome = try trellis(["text", "--help"])
        #expect(outcome.status == 0)
        for phrase in ["Examples:", "--jsonl < Fixtures/text/corpus.jsonl", "\"font_file\"", "word_char",
                       "error: stdin:3: $.width_px: expected a positive number or null, found -5",
                       "the bad line and all after it are not", "status 2"] {
            #expect(outcome.stdout.contains(phrase), "help lacks \(phrase)")
        }
    }

    /// The help's first example prints what the help says it prints.
    @Test func helpExampleIsTrue() throws {
        let help = try trellis(["text", "--help"]).stdout
        let outcome = try trellis(["text", "--font", Self.font, "--size", "10", "--width", "40", "AB CD EF"])
        for line in outcome.stdout.split(separator: "\n") {
            #expect(help.contains(line), "help lacks \(line)")
        }
    }
}
