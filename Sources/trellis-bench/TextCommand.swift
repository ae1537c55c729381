import ArgumentParser
import Foundation

/// `trellis-bench text`: the text engine's cost per layout, from scratch and
/// re-wrapped; scripts/bench-text runs Pango on the same texts beside it.
struct TextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Time text layout: the corpus case by case, a 2,000-word paragraph, and re-wrapping it.",
        discussion: """
            Four workloads, each reported as the median time per layout (µs):
              corpus     every case of the corpus (trellis text --jsonl input)
                         from scratch: font set, shaping, line breaking
              attributed every case of the attributed corpus ("runs": weights,
                         sizes, mixed fonts, letter spacing, rise) from scratch
              paragraph  2,000 generated English words in DejaVu Sans 16 px at
                         400 px, from scratch
              rewrap     the same paragraph shaped once, then broken into lines
                         at 200, 202, …, 598 px
            and the ratio rewrap / paragraph, which must be at most 0.1
            (re-wrapping at least 10 times cheaper than a fresh layout; the
            command fails otherwise). Fonts are loaded before timing.

            With --long (after the others) or --long-only (alone): long
            paragraphs (--long-bytes, 1 MiB by default, and a quarter of
            it), the first layout at 400 px of a paragraph just shaped
            (shaping untimed; the thread's CPU time, not the wall clock):
            prose under word wrap (the yardstick) and character wrap, one
            long word under word-then-character wrap, and prose truncated
            to 3 lines. A full length costing about 4 times its quarter is
            linear; 16 times, quadratic. Not run by default: shaping 1 MiB
            a sample would swamp a --quick run under callgrind.

            The JSON (--json) holds the paragraph's text and font file, so
            scripts/pango_bench.py can lay out exactly the same texts with
            Pango; scripts/bench-text runs both and prints the comparison.

            Examples:
              trellis-bench text
              trellis-bench text --quick --json results.json
              trellis-bench text --json        (JSON on stdout, table on stderr)
            """
    )

    @Option(help: ArgumentHelp("The corpus, JSON lines as trellis text --jsonl reads.", valueName: "path"))
    var corpus = "Fixtures/text/corpus.jsonl"

    @Option(help: ArgumentHelp("The attributed corpus (cases with runs).", valueName: "path"))
    var attributedCorpus = "Fixtures/text/attributed-corpus.jsonl"

    @Flag(help: "One corpus pass, 5 paragraph layouts, 1 sweep: a quick look, not a measurement.")
    var quick = false

    @Flag(help: "Also the long-paragraph workloads (their table after the others).")
    var long = false

    @Flag(help: "Only the long-paragraph workloads.")
    var longOnly = false

    @Option(help: ArgumentHelp("The length of the long paragraphs in UTF-8 bytes.", valueName: "bytes"))
    var longBytes = 1 << 20

    @Option(help: ArgumentHelp("Only this long-paragraph workload (repeatable): word, charwrap, longword, truncate, charwrap_truncate.",
                               valueName: "name"))
    var longWorkload: [String] = []

    @OptionGroup var jsonOption: JSONOption

    func validate() throws {
        let names = LongTextBenchmark.workloads.map(\.name)
        for name in longWorkload where !names.contains(name) {
            throw ValidationError("--long-workload: no workload '\(name)' (one of \(names.joined(separator: ", ")))")
        }
        if longBytes < 4 { throw ValidationError("--long-bytes must be at least 4, not \(longBytes)") }
        // The defaults are relative to the repository's root: say so rather
        // than let Foundation report a missing file in its own words.
        for (path, option) in [(corpus, "--corpus"), (attributedCorpus, "--attributed-corpus")]
        where !longOnly && !FileManager.default.isReadableFile(atPath: path) {
            throw ValidationError("cannot read \(path): run trellis-bench text from the repository's root, or name the file with \(option)")
        }
    }

    func run() throws {
        let output = jsonOption.output
        let say = output.say
        let longResult = long || longOnly
            ? LongTextBenchResult(rows: try LongTextBenchmark(bytes: longBytes, repeats: quick ? 1 : 5, only: longWorkload).run()) : nil
        if longOnly {
            if let longResult { say(longResult.table) }
            try output.write(.object([
                ("tool", .string("trellis-bench text --long-only")),
                ("build_configuration", .string(BenchOutput.configuration)),
                ("machine", MachineInfo.json),
                ("long", longResult?.json ?? .array([])),
            ]))
            return
        }

        let benchmark = TextBenchmark(corpusPasses: quick ? 1 : 5, paragraphRepeats: quick ? 5 : 21,
                                      sweepRepeats: quick ? 1 : 5)
        let cases = try TextCorpus(path: corpus)
        if cases.skippedLines > 0 { say("trellis-bench text: skipped \(cases.skippedLines) unreadable corpus lines") }
        let corpusSamples = try benchmark.corpus(cases)
        let attributedCases = try TextCorpus(path: attributedCorpus)
        if attributedCases.skippedLines > 0 {
            say("trellis-bench text: skipped \(attributedCases.skippedLines) unreadable attributed corpus lines")
        }
        let attributedSamples = try benchmark.attributed(attributedCases)
        let (text, font, paragraphSamples) = try benchmark.paragraph()
        let rewrapSamples = try benchmark.rewrap(text, font: font)
        let result = TextBenchResult(
            corpusPath: corpus, corpusCases: cases.cases.count, corpusSkippedLines: cases.skippedLines,
            corpusSamples: corpusSamples, attributedPath: attributedCorpus, attributedCases: attributedCases.cases.count,
            attributedSamples: attributedSamples, paragraphText: text, paragraphFontPath: font.path,
            paragraphFontIndex: font.index, paragraphSamples: paragraphSamples, rewrapSamples: rewrapSamples)
        say(result.table)
        if let longResult { say(longResult.table) }

        var json = result.json(machine: MachineInfo.json, configuration: BenchOutput.configuration)
        if let longResult, case .object(var fields) = json {
            fields.append(("long", longResult.json))
            json = .object(fields)
        }
        try output.write(json)
        if result.rewrapRatio > TextBenchResult.requiredRatio {
            FileHandle.standardError.write(Data("trellis-bench text: re-wrapping is not 10x cheaper than a fresh layout\n".utf8))
            throw ExitCode.failure
        }
    }
}
