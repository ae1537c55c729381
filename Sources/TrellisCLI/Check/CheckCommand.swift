import ArgumentParser
import FileSafety
import Foundation
import InterfaceBuilder
import Layout
import Render

/// `trellis check SCENE|--example NAME`: lays the tree out across a range
/// of widths and reports what a reviewer would want to know.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Lay a scene file or an example out across widths and report conflicts, ambiguity, truncation and escapes.",
        discussion: """
            The tree is built afresh at each width (from --from to --to in
            steps of --step) and laid out; at each width it reports:
              conflict     required constraints that cannot all hold (the one broken)
              issue        any other complaint of the engine (a layout that did not
                           settle, …)
              ambiguous    a frame attribute of a visible view the constraints do
                           not determine
              truncated    a label or button whose text does not fit its width or height
              outside      a visible view that leaves its superview's bounds
            Consecutive widths with the same findings are reported as one range.

            The widths are laid out on every core (--jobs N for fewer); the
            report is the same. --shard i/n checks the i-th of n runs of
            consecutive widths (1/2: the first half), for a CI matrix: the
            parts' reports together cover every width.

            --pseudo expand or rtl checks every label and button title
            pseudo-localised, as `trellis render --pseudo` draws it: text 35 %
            longer, or right to left, finds truncation no translation is
            needed to see. The report's first line names the state, the
            pseudo-localisation and the shard when given:
              check Fixtures/stack-hide.yaml (pseudo expand, shard 1/2): …

            Without --from and --to: a scene's sweep, else its canvas width;
            an example from 200 to 600. --step defaults to the scene's sweep
            step, else 2. Without --height (or a canvas height) the root is as
            tall as its content, so its height is not counted as ambiguous.

            An Interface Builder file (.xib, .storyboard) is checked at its
            root's saved width (and height) unless --from and --to say; --view
            or --scene picks a hierarchy, as for `trellis layout`.

            --against-ib PATH… compares instead: each Interface Builder file
            (a directory: its .xib and .storyboard files) is laid out at the
            size IB used and each view's frame compared with the one IB
            saved, within 0.5 pt; the report (Markdown) gives the figures,
            views whose frame depends on text counted apart, and every miss
            (docs/interface-builder.md, "The comparison").

            Examples:
              trellis check Fixtures/min-spacing.yaml
              trellis check --against-ib App/Views App/Main.storyboard --strict
              trellis check Fixtures/breakable-constraints.yaml --state collapsed --strict
              trellis check --example wrap-label-dynamic --from 160 --to 480 --step 4

            Exit status: 0 checked (whatever was found); 1 with --strict when
            anything was found (with --against-ib: a view that does not
            depend on text and differs from IB's frame); 2 bad arguments or
            a scene file with an error (one message on stderr:
            file:line:column: message); 64 a width or step that is not a
            number in range, more widths than a check lays out from --from,
            --to and --step, or an unknown option (a usage error, also one
            message).
            """
    )

    @OptionGroup var source: SourceOptions

    @OptionGroup var range: WidthRangeOptions<CheckCommand>

    @Flag(help: "Exit with status 1 when anything was found.")
    var strict = false

    @Option(name: .customLong("against-ib"), parsing: .upToNextOption, help: ArgumentHelp(
        "Compare Interface Builder files (.xib, .storyboard; a directory: its files) with the frames IB saved, instead of a scene.",
        valueName: "path"))
    var againstIB: [String] = []

    @Option(help: ArgumentHelp("Widths laid out at once (default: one per core); the report is the same.", valueName: "n"))
    var jobs: Int?

    @Option(help: Shard.help, transform: Shard.parse)
    var shard: Shard?

    func validate() throws {
        try OptionCheck.check(jobs, "--jobs", in: 1...1024, expected: "a whole number of jobs from 1 to 1024")
        // All three widths on the command line: too many is a usage error
        // (status 64), as for any option out of range.
        if let from = range.from, let to = range.to, let step = range.step,
           WidthRange(from: from, to: to, step: step).widths(end: .always, limit: Self.maximumWidths) == nil {
            throw ValidationError(Self.tooManyWidths.description)
        }
    }

    /// More widths than one check lays out, worded with the option.
    static let tooManyWidths = LayoutInputError(option: "--step", message: "expected at most \(maximumWidths) widths, found more (make --step larger)")

    /// The checked arguments.
    struct Request {
        var scenario: any Scenario
        var widths: [Double]
        var height: Double?
        var state: String?
    }

    /// The largest number of widths one check lays out.
    static let maximumWidths = 2000

    func request() throws(LayoutInputError) -> Request {
        let checked = try source.request()
        let scenario = checked.scenario
        let sweep = scenario.sweep
        let defaultRange: (Double, Double)
        if let sweep {
            defaultRange = (sweep.from, sweep.to)
        } else if let width = scenario.defaultWidth {
            defaultRange = (width, width)
        } else {
            defaultRange = (200, 600)
        }
        if (range.from == nil) != (range.to == nil) {
            throw LayoutInputError.usage(option: range.from == nil ? "--from" : "--to", message: "missing: give both --from and --to, or neither")
        }
        let first = range.from ?? defaultRange.0
        let last = range.to ?? defaultRange.1
        let step = range.step ?? abs(sweep?.step ?? 2)
        guard let widths = WidthRange(from: first, to: last, step: step).widths(end: .always, limit: Self.maximumWidths) else {
            throw Self.tooManyWidths
        }
        // validate() has checked it. Consecutive widths, so that a range of
        // widths with the same findings stays one range within a part.
        let part = shard.map { $0.block(of: widths) } ?? widths
        return Request(scenario: scenario, widths: part, height: checked.height, state: checked.state)
    }

    func run() throws {
        if !againstIB.isEmpty { return try runAgainstIB() }
        let request: Request
        do {
            request = try self.request()
        } catch {
            fail("error: \(error)", status: error.exitStatus)
        }
        // The header names what changes the report: a part of the widths
        // is not the whole check, and pseudo-localised text is not the scene's.
        let notes = [request.state.map { "state \($0)" }, source.pseudo.map { "pseudo \($0.rawValue)" },
                     shard.map { "shard \($0)" }].compactMap { $0 }
        let title = "check \(request.scenario.name)" + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))")
        // Each width builds its own tree, so the widths are laid out in
        // parallel, then read in order.
        var layouts: [SolvedLayout] = []
        ParallelWork.run(count: request.widths.count, jobs: jobs ?? ParallelWork.defaultJobs) { index in
            request.scenario.makeRoot(width: request.widths[index], height: request.height, state: request.state)
                .solvedLayout(analyzingAmbiguity: true, constraints: .none)
        } deliver: { _, layout in
            layouts.append(layout)
        }
        var next = layouts.makeIterator()
        let report = LayoutCheck.run(title: title, widths: request.widths) { _ in next.next()! }
        StandardStreams.print(report.text, terminator: "")
        if strict, !report.isClean { throw ExitCode(1) }
    }
}

extension CheckCommand {
    /// `--against-ib`: the comparison's report, or one message and status 2
    /// (64 when other options come with it: the command line alone is wrong).
    private func runAgainstIB() throws {
        if source.scene != nil || source.example != nil || !source.hierarchy.isEmpty || range.from != nil || range.to != nil
            || range.step != nil || source.state != nil || source.height != nil || source.pseudo != nil || shard != nil {
            fail("error: --against-ib: compares whole files at IB's sizes; give it alone (with --strict at most)",
                 status: LayoutInputError.usageStatus)
        }
        let report: IBComparisonReport
        do {
            report = try IBAgreementCheck.report(againstIB)
        } catch {
            fail("error: \(error)", status: 2)
        }
        StandardStreams.print(report.markdown(heading: "<!-- trellis check --against-ib -->"), terminator: "")
        if strict, IBAgreementCheck.hasMisses(report) { throw ExitCode(1) }
    }
}

extension CheckCommand: WidthRangeCommand {
    static let stepHelp = "Points between widths."
    /// A check's widths are a set: the step is a size, never negative.
    static let stepMayBeNegative = false
}
