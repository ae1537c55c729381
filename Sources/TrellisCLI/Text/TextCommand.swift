import ArgumentParser
import Foundation
import JSONSupport
import TextCases
import TextLayout

/// `trellis text`: lays out a paragraph with the text engine and prints its
/// lines, for people (`TEXT`), as JSON (`--json`), or for a stream of cases
/// (`--jsonl`).
struct TextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Lay out a paragraph with the text engine and print its lines.",
        discussion: """
            Prints one row per line (index, width, baseline from the paragraph's
            top, and the line's text between bars), then the paragraph's size:
              $ trellis text --font Fixtures/fonts/TrellisTest.ttf \\
                    --size 10 --width 40 "AB CD EF"
                0  width 20.000  baseline 8.000  |AB |
                1  width 20.000  baseline 18.000  |CD |
                2  width 20.000  baseline 28.000  |EF|
              size 20.000 x 30.000
            The space that ends a wrapped line counts zero width.

            Fonts: --font FILE, repeated for fallbacks (a character is set in the
            first font that has it), FILE#INDEX for a face of a .ttc collection;
            or --family NAME, an installed family with fontconfig's fallbacks.
            --wrap: word (a long word overflows), char (break anywhere), or
            word-char (words, splitting only a word too long for a line).
            --lines N keeps N lines; with --ellipsize end the last one ends in
            "…", with none (the default) the lines after it are dropped.

            Examples:
              trellis text --family "DejaVu Sans" --size 16 --width 120 "Hello, world"
              trellis text --font NotoSans-Regular.ttf --font NotoSansCJK.ttc#2 \\
                  --size 16 --lang zh "Hi 你好"
              trellis text --family "DejaVu Sans" --size 16 --width 100 --lines 1 \\
                  --ellipsize end --json "Truncate me, please"
              trellis text --jsonl < Fixtures/text/corpus.jsonl

            --json prints one JSON object:
              {"id": null, "lines": [{"start", "length", "text", "width_px",
               "baseline_px"}], "width_px", "height_px"}
            start and length are the UTF-8 byte range the line stands for (an
            ellipsized line stands for the rest of the text); text is what it
            shows, with "…" for the ellipsis. Sizes are px, rounded to 1e-6.

            --jsonl reads JSON lines on standard input, one case each:
              {"id": "a", "text": "AB CD EF", "size_px": 10, "width_px": 40,
               "font_file": ["Fixtures/fonts/TrellisTest.ttf"], "font_index": [0],
               "wrap": "word", "max_lines": 0, "ellipsize": "none", "lang": "en"}
            and writes one result line per case, as --json, echoing "id". Required:
            id, text, font_file (primary then fallbacks), size_px. Defaults:
            font_index all 0, width_px null (unlimited), wrap "word" ("char",
            "word_char"), max_lines 0 (unlimited), ellipsize "none", lang null,
            hyphenation_factor 0 (0 to 1: hyphenate a line filled less than
            that fraction of width_px, with lang's dictionary, en-US if null;
            a hyphenated line's text ends with "-").
            line_spacing_px 0 (between lines), line_height_multiple 0 (0 to
            100, UIKit's lineHeightMultiple: each line's natural height times
            it, the extra above the text, the first line's too; 0 and 1 are
            the natural height), letter_spacing_px 0, rise_px 0;
            weight (100-900: a variable font's wght), italic and color
            ("#rrggbb", checked, no effect on layout) unset.
            Instead of text, "runs": [{"text", "font_file", "font_index",
            "size_px", "weight", "italic", "letter_spacing_px", "rise_px",
            "color"}, ...]: stretches of one style each, keys left out taken
            from the case (whose font_file and size_px are then needed only
            where a run leaves them out); line starts are UTF-8 offsets into
            the runs' texts joined.
            "description" and keys starting with "_" are notes, ignored; any
            other key is refused ("unknown key"; did you mean …?).
            Each font file is loaded once for the whole stream; blank lines are
            skipped. Answers are written as input arrives, so a program can drive
            it line by line.

            Bad input (invalid UTF-8, bad JSON, a value of the wrong kind, a
            missing or corrupt font, an unknown family) prints one message on
            stderr, naming the option, or for --jsonl the line and JSON path:
              error: stdin:3: $.text: expected the text (a string), found 5
            and exits with status 2. With --jsonl, the lines before the bad one
            have already been answered; the bad line and all after it are not.
            Limits: sizes (--size, size_px) up to 5000 px, widths (--width,
            width_px) up to 1000000 px. A --size or --width out of range, or
            --lines that is not a whole number >= 0, is a usage error: one
            message, status 64.
            """
    )

    @Option(name: .customLong("font"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("A font file, optionally FILE#INDEX; repeat for fallbacks.", valueName: "file"))
    var fonts: [String] = []

    @Option(help: ArgumentHelp("An installed font family (fontconfig), instead of --font.", valueName: "name"))
    var family: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The font size in pixels.", valueName: "px"))
    var size: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("The width to wrap at, in pixels (default: unlimited).", valueName: "px"))
    var width: Double?

    @Option(name: .customLong("lines"), parsing: .unconditional,
            help: ArgumentHelp("Keep at most this many lines (default 0: all).", valueName: "n"))
    var maximumLines: Int?

    @Option(help: ArgumentHelp("Where lines may break: word (a long word overflows), char (anywhere), or word-char (words, and a word too long anywhere).", valueName: "mode"))
    var wrap: Wrap?

    @Option(help: ArgumentHelp("end (an ellipsis ends the last kept line) or none.", valueName: "mode"))
    var ellipsize: Ellipsize?

    /// `--wrap`'s values, with Pango's names (`word-char` for Pango's `word_char`).
    enum Wrap: String, CaseIterable, ExpressibleByArgument {
        case word, char, wordChar = "word-char"

        /// The JSON lines' spelling, `word_char`, is taken too.
        init?(argument: String) {
            self.init(rawValue: argument == "word_char" ? "word-char" : argument)
        }

        var mode: WrapMode {
            switch self {
            case .word: .word
            case .char: .character
            case .wordChar: .wordThenCharacter
            }
        }
    }

    /// `--ellipsize`'s values.
    enum Ellipsize: String, CaseIterable, ExpressibleByArgument {
        case end, none
    }

    @Option(help: ArgumentHelp("A BCP 47 language tag for shaping and line breaking, e.g. zh or ja.", valueName: "tag"))
    var lang: String?

    @Option(name: .customLong("hyphenation-factor"), parsing: .unconditional,
            help: ArgumentHelp("0 to 1 (default 0: never): hyphenate a line filled less than this fraction of --width (--lang's dictionary, en-US by default).",
                               valueName: "f"))
    var hyphenationFactor: Double?

    @Flag(help: "Print the result as one JSON object.")
    var json = false

    @Flag(help: "Read cases as JSON lines on standard input; write one JSON line each.")
    var jsonl = false

    @Argument(help: "The text to lay out (not with --jsonl).")
    var text: String?

    /// The name messages give standard input.
    static let stdinName = "stdin"

    func validate() throws {
        try OptionCheck.check(size, "--size", expected: "a positive number of pixels, at most 5000") { $0 > 0 && $0 <= TextCase.maximumSize }
        try OptionCheck.check(width, "--width", expected: "a positive number of pixels, at most 1000000") { $0 > 0 && $0 <= TextCase.maximumWidth }
        // Larger counts are surely mistakes, as in the JSON lines' max_lines.
        try OptionCheck.check(hyphenationFactor, "--hyphenation-factor", expected: "a number from 0 to 1") { (0...1).contains($0) }
        try OptionCheck.check(maximumLines, "--lines", in: 0...Int(Int32.max), expected: "a whole number from 0 to 2147483647")
    }

    func run() throws {
        do {
            if jsonl {
                try checkJSONLinesUsage()
                let session = TextJSONLines(source: Self.stdinName, read: StandardInput.nextChunk) { output in
                    StandardStreams.write(output)
                    // Standard output is all this makes: no reader, no more work.
                    if StandardStreams.readerIsGone { StandardStreams.finish() }
                }
                try session.run()
            } else {
                try Self.checkArgumentsAreUTF8(CommandLine.unsafeArgv, count: Int(CommandLine.argc), text: text)
                let result = try layoutArguments()
                StandardStreams.print(json ? JSONWriter.compact(result.json) : result.humanReadable, terminator: json ? "\n" : "")
            }
        } catch {
            StandardStreams.error("error: \(error)")
            Self.exit(withError: ExitCode((error as? LayoutInputError)?.exitStatus ?? 2))
        }
    }

    // MARK: The command-line case

    /// The case the options describe, laid out; faults are named by option.
    private func layoutArguments() throws(LayoutInputError) -> TextResult {
        let textCase = try textCase()
        do {
            return try TextCaseRunner().layout(textCase)
        } catch {
            switch error {
            case let .font(_, error), let .runFont(_, _, error):
                let isFamily = if case .family = textCase.fonts { true } else { false }
                throw Self.failure(isFamily ? "--family" : "--font", error.description)
            case let .layout(error):
                if case .hyphenationDictionaryMissing = error { throw Self.failure("--lang", error.description) }
                throw Self.failure("TEXT", error.description)
            case .input:
                // The runner reads no input; were it to, its message names its own place.
                throw LayoutInputError(option: "", message: error.description)
            }
        }
    }

    /// The options as a ``TextCase``, each checked with a message naming it
    /// (numbers are checked by ``validate()``).
    private func textCase() throws(LayoutInputError) -> TextCase {
        guard let text else { throw Self.usage("TEXT", "missing: give the text to lay out (or use --jsonl)") }
        let fontSource: TextCase.Fonts
        switch (fonts.isEmpty, family) {
        case (true, nil): throw Self.usage("--font", "missing: give --font FILE or --family NAME")
        case (false, _?): throw Self.usage("--family", "cannot be combined with --font")
        case (true, let family?): fontSource = .family(family)
        case (false, nil): fontSource = .files(try fonts.map { spec throws(LayoutInputError) in try Self.fontFile(spec) })
        }
        guard let size else { throw Self.usage("--size", "missing: give the font size in pixels") }
        var textCase = TextCase(text: text, fonts: fontSource, size: size, width: width)
        textCase.maximumNumberOfLines = maximumLines ?? 0
        if let wrap { textCase.wrap = wrap.mode }
        textCase.ellipsize = ellipsize == .end
        if let lang {
            guard TextCase.isLanguageTag(lang) else {
                throw Self.failure("--lang", "expected a BCP 47 language tag such as en or zh-Hans, found \(lang)")
            }
            textCase.language = lang
        }
        textCase.hyphenationFactor = hyphenationFactor ?? 0
        return textCase
    }

    /// `PATH` or `PATH#INDEX`. Only digits after the last "#" make an index,
    /// so a file whose name merely contains "#" still works.
    private static func fontFile(_ spec: String) throws(LayoutInputError) -> TextCase.FontFile {
        if let hash = spec.lastIndex(of: "#") {
            let suffix = spec[spec.index(after: hash)...]
            if !suffix.isEmpty, suffix.allSatisfy(\.isASCII), suffix.allSatisfy(\.isNumber) {
                guard let index = Int32(suffix) else { throw failure("--font", "face index \(suffix) is too large") }
                return TextCase.FontFile(path: String(spec[..<hash]), index: Int(index))
            }
        }
        guard !spec.isEmpty else { throw failure("--font", "expected a font file, found an empty string") }
        return TextCase.FontFile(path: spec, index: 0)
    }

    /// `--jsonl` takes everything from its input: no TEXT, no case options.
    private func checkJSONLinesUsage() throws(LayoutInputError) {
        let given: [(String, Bool)] = [
            ("TEXT", text != nil), ("--font", !fonts.isEmpty), ("--family", family != nil), ("--size", size != nil),
            ("--width", width != nil), ("--lines", maximumLines != nil), ("--wrap", wrap != nil),
            ("--ellipsize", ellipsize != nil), ("--lang", lang != nil),
            ("--hyphenation-factor", hyphenationFactor != nil), ("--json", json),
        ]
        if let (name, _) = given.first(where: \.1) {
            throw Self.failure("--jsonl", "reads every case from standard input; \(name) cannot be given with it")
        }
    }

    /// Swift turns bytes that are not UTF-8 in `argv` into U+FFFD without a
    /// word; the raw arguments are checked instead, so bad text is reported.
    private static func checkArgumentsAreUTF8(
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, count: Int, text: String?
    ) throws(LayoutInputError) {
        for k in 1..<max(count, 1) {
            guard let pointer = argv[k] else { continue }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self),
                                            count: strlen(pointer))
            guard let failure = UTF8Check.firstFailure(in: bytes) else { continue }
            let isText = text == String(decoding: bytes, as: UTF8.self)
            throw Self.failure(isText ? "TEXT" : "argument \(k)",
                               "\(failure.message) at byte offset \(failure.offset)")
        }
    }

    private static func failure(_ name: String, _ message: String) -> LayoutInputError {
        LayoutInputError(option: name, message: message)
    }

    /// An error of the command line alone (status 64).
    private static func usage(_ name: String, _ message: String) -> LayoutInputError {
        LayoutInputError.usage(option: name, message: message)
    }
}
