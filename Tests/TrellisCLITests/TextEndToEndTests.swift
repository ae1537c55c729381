import Foundation
import Testing
import TrellisTestSupport

/// The built `trellis text`, run as a user runs it: exit status, standard
/// output and standard error.
@Suite struct TextEndToEndTests {
    static let font = TestFont.path

    /// A --jsonl case line with the test font; `extra` adds or overrides members.
    static func line(_ id: String, _ text: String, width: String = "40", extra: String = "") -> String {
        #"{"id": "\#(id)", "text": "\#(text)", "font_file": ["\#(font)"], "font_index": [0], "size_px": 10, "#
            + #""width_px": \#(width), "wrap": "word", "max_lines": 0, "ellipsize": "none", "lang": "en"\#(extra)}"#
    }

    /// Runs `trellis` with `arguments`, feeding `stdin`.
    func trellis(_ arguments: [String], stdin: [UInt8] = []) throws -> TrellisProcess.Outcome {
        try TrellisProcess.run(arguments, stdin: Data(stdin))
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
            Self.line("a", "AB CD EF"),
            Self.line("b", "AB", width: "null"),
            Self.line("c", "AB", width: "-5"),
            Self.line("d", "AB"),
        ]
        let outcome = try trellis(["text", "--jsonl"], stdin: Array(lines.joined(separator: "\n").utf8))
        #expect(outcome.status == 2)
        #expect(outcome.stdout.split(separator: "\n").count == 2)
        #expect(outcome.stdout.hasPrefix(#"{"id": "a", "lines": [{"start": 0, "length": 3, "text": "AB ""#))
        #expect(outcome.stdout.hasSuffix(#"{"id": "b", "lines": [{"start": 0, "length": 2, "text": "AB", "width_px": 20, "baseline_px": 8}], "width_px": 20, "height_px": 10}"# + "\n"))
        #expect(outcome.stderr == "error: stdin:3: $.width_px: expected a positive number of at most 1000000 or null, found -5\n")
    }

    @Test func jsonLinesRejectInvalidUTF8() throws {
        let good = Array((Self.line("a", "AB") + "\n").utf8)
        let bad = Array(#"{"id": "b", "text": "A"#.utf8) + [0xFE] + Array(#""}"#.utf8)
        let outcome = try trellis(["text", "--jsonl"], stdin: good + bad)
        #expect(outcome.status == 2)
        #expect(outcome.stdout.split(separator: "\n").count == 1)
        #expect(outcome.stderr == "error: stdin:2:23: invalid UTF-8 (byte 0xFE)\n")
    }

    @Test func textArgumentMustBeUTF8() throws {
        let outcome = try TrellisProcess.run(shell: #""$1" text --font '\#(Self.font)' --size 10 "$(printf 'A\377B')""#)
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == "error: TEXT: invalid UTF-8 (byte 0xFF) at byte offset 1\n")
    }

    @Test func missingFontAndUnknownFamily() throws {
        var outcome = try trellis(["text", "--font", "/nonexistent/x.ttf", "--size", "10", "AB"])
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == "error: --font: /nonexistent/x.ttf: no such file or directory\n")
        outcome = try trellis(["text", "--family", "No Such Family 42", "--size", "10", "AB"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "error: --family: no font of family \"No Such Family 42\" is installed\n")
    }

    /// Numbers out of range are usage errors: ArgumentParser's status 64,
    /// one line naming the option, nothing on standard output.
    @Test func badNumbersOnTheCommandLine() throws {
        for (option, value) in [("--size", "-5"), ("--size", "nan"), ("--size", "0"), ("--size", "inf"),
                                ("--size", "3000000"), ("--width", "2000000"),
                                ("--width", "0"), ("--width", "inf"), ("--width", "-5"), ("--width", "nan")] {
            let size = option == "--size" ? value : "10"
            let width = option == "--width" ? ["--width", value] : []
            let outcome = try trellis(["text", "--font", Self.font, "--size", size] + width + ["AB"])
            #expect(outcome.status == 64)
            #expect(outcome.stdout.isEmpty)
            let limit = option == "--size" ? "5000" : "1000000"
            #expect(outcome.stderr == "error: \(option): expected a positive number of pixels, at most \(limit), found \(value)\n")
        }
        let lines = try trellis(["text", "--font", Self.font, "--size", "10", "--lines", "-1", "AB"])
        #expect(lines.status == 64)
        #expect(lines.stderr == "error: --lines: expected a whole number from 0 to 2147483647, found -1\n")
        // Not a number at all: ArgumentParser's own message.
        for (option, value) in [("--size", "ten"), ("--lines", "1.5"), ("--width", "1e400x")] {
            let outcome = try trellis(["text", "--font", Self.font, "--size", "10", option, value, "AB"])
            #expect(outcome.status == 64)
            #expect(outcome.stderr.hasPrefix("error: The value '\(value)' is invalid for '\(option) <"), "\(outcome.stderr)")
            #expect(outcome.stderr.split(separator: "\n").count == 1)
        }
    }

    /// `--hyphenation-factor`: "abcd hyphenation" at 10 px in 120 px breaks
    /// "abcd hyphen-" (115 px, en-US patterns hy-phen-ation) when the
    /// factor is above the unhyphenated fill, 40 / 120; out of 0…1 it is a
    /// usage error.
    @Test func hyphenationFactorOption() throws {
        let outcome = try trellis(["text", "--font", Self.font, "--size", "10", "--width", "120",
                                   "--hyphenation-factor", "0.5", "--json", "abcd hyphenation"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains(#""text": "abcd hyphen-", "width_px": 115"#), "\(outcome.stdout)")
        let bad = try trellis(["text", "--font", Self.font, "--size", "10", "--hyphenation-factor", "2", "AB"])
        #expect(bad.status == 64)
        #expect(bad.stderr == "error: --hyphenation-factor: expected a number from 0 to 1, found 2\n")
    }

    /// Options after `--font TrellisTest.ttf` (or alone when `withFont` is
    /// false), and the one message each gets: status 64 when the command
    /// line alone is wrong (an argument missing, two that exclude each
    /// other), 2 when a value is wrong for what it names.
    static let argumentCases: [(withFont: Bool, arguments: [String], message: String)] = [
        (true, ["--size", "10"], "TEXT: missing: give the text to lay out (or use --jsonl)"),
        (false, ["--size", "10", "x"], "--font: missing: give --font FILE or --family NAME"),
        (true, ["--family", "DejaVu Sans", "--size", "10", "x"], "--family: cannot be combined with --font"),
        (true, ["x"], "--size: missing: give the font size in pixels"),
        (true, ["--size", "10", "--lang", "en us", "x"], "--lang: expected a BCP 47 language tag such as en or zh-Hans, found en us"),
        (true, ["--size", "10", "--width", "50", "--hyphenation-factor", "1", "--lang", "xx", "abcd hyphenation"],
         "--lang: no hyphenation dictionary for xx (looked for /usr/share/hyphen/hyph_xx.dic); Debian's hyphen-* packages install them (hyphen-en-us for English)"),
        (false, ["--font", "", "--size", "10", "x"], "--font: expected a font file, found an empty string"),
        (false, ["--font", "a.ttc#99999999999", "--size", "10", "x"], "--font: face index 99999999999 is too large"),
    ]

    @Test(arguments: argumentCases)
    func argumentMessage(_ withFont: Bool, _ arguments: [String], _ message: String) throws {
        let outcome = try trellis(["text"] + (withFont ? ["--font", Self.font] : []) + arguments)
        let usage = message.contains(": missing: ") || message.hasSuffix("cannot be combined with --font")
        #expect(outcome.status == (usage ? 64 : 2), "\(arguments)")
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == "error: \(message)\n")
    }

    /// A mode that is none of the option's values is a usage error (64),
    /// named by the argument parser with the values.
    @Test(arguments: [
        (["--wrap", "words"], "The value 'words' is invalid for '--wrap <mode>'. Please provide one of 'word', 'char' or 'word-char'."),
        (["--ellipsize", "middle"], "The value 'middle' is invalid for '--ellipsize <mode>'. Please provide one of 'end' and 'none'."),
    ])
    func modeMessage(_ arguments: [String], _ message: String) throws {
        let outcome = try trellis(["text", "--font", Self.font, "--size", "10"] + arguments + ["x"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr.hasPrefix("error: \(message)\n"), "\(outcome.stderr)")
    }

    /// `FILE#INDEX` picks a face; only digits after the last "#" make an
    /// index, so other names keep their "#".
    @Test func fontFileWithFaceIndex() throws {
        let first = try trellis(["text", "--font", Self.font + "#0", "--size", "10", "AB"])
        #expect(first.status == 0)
        #expect(first.stdout.hasSuffix("size 20.000 x 10.000\n"))
        for (spec, message) in [(Self.font + "#3", "\(Self.font): holds no font at index 3"),
                                ("/nonexistent/b.ttc#2", "/nonexistent/b.ttc: no such file or directory"),
                                ("/nonexistent/b#c.ttf", "/nonexistent/b#c.ttf: no such file or directory"),
                                ("/nonexistent/b.ttf#", "/nonexistent/b.ttf#: no such file or directory")] {
            let outcome = try trellis(["text", "--font", spec, "--size", "10", "AB"])
            #expect(outcome.status == 2)
            #expect(outcome.stderr == "error: --font: \(message)\n")
        }
    }

    /// --wrap takes word-char as well as the JSON lines' word_char.
    @Test func wrapModeNames() throws {
        for name in ["word-char", "word_char"] {
            let outcome = try trellis(["text", "--font", Self.font, "--size", "10", "--width", "30", "--wrap", name, "ABCDEFGH IJ"])
            #expect(outcome.status == 0)
            #expect(outcome.stdout.split(separator: "\n").map { $0.split(separator: "|").dropFirst().first ?? "" }
                == ["ABC", "DEF", "GH ", "IJ", ""])
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
            Self.line("big", megabyte, width: "400"),
            Self.line("big-word-char", megabyte, width: "400", extra: #", "wrap": "word_char""#),
            Self.line("mark", #"\u0301"#),
            Self.line("mark-ellipsis", #"\u0301\u0301 \u0301"#, width: "15", extra: #", "max_lines": 1, "ellipsize": "end""#),
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
                       "error: stdin:3: $.text: expected the text (a string), found 5",
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
