import ArgumentParser
import Foundation
import JSONSupport
import Layout
import Verification

/// `trellis layout --example NAME --width W`: lays out one of the articles'
/// scenarios at a width and prints every view's frame.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a scene file or one of the articles' examples at a width and print its views.",
        discussion: """
            The example's root view is given the width (and the height, if any)
            as a window would give it; the example's constraints do the rest.
            Labels are measured with the system fonts (Inter, then DejaVu Sans
            and fontconfig's fallbacks). `trellis examples` lists the examples and
            their states; --state applies one after the first layout, as a tap
            would, and lays out again.

            A scene file (docs/scenes.md) may be given instead of --example;
            its canvas gives the width and height unless --width or --height
            does, and its fonts are used.

            An Interface Builder file (.xib, .storyboard) may be given as a
            scene: its first view hierarchy, or the one --view ID (a root
            view's or view controller's id) or --scene ID (a storyboard
            scene's id) picks, laid out as IB's canvas does, at the root's
            saved width and height unless --width or --height says
            (docs/interface-builder.md).

            Examples:
              trellis layout Fixtures/ib/two-scenes.storyboard --scene scn-b --width 320
              trellis layout Fixtures/breakable-constraints.yaml --state collapsed
              trellis layout --example wrap-label-dynamic --width 320
              trellis layout --example breakable-constraints --width 375 \\
                  --state collapsed --json
              trellis layout --example shrink-wrap --width 200 --json

            Without --json, the tree, indented, one view a line: name, type and
            frame (x, y, width, height) in the root's coordinates, with each
            label's lines under it. Without --height the root is as tall as
            its lowest view. After conflicts and ambiguous, issues: the
            engine's other complaints, when there are any (a font that is
            not installed, …), as `trellis check` lists them.

            --json prints one object:
              {"width", "height", "views": [{"name", "type", "frame": {"x", "y",
               "width", "height"}, "hidden", "firstBaseline", "lastBaseline",
               "lines": [{"text", "width", "baseline"}], "truncated",
               "missingGlyphs"}], "conflicts": [...], "ambiguous": [...]}
            views are the root's descendants, parents before their subviews;
            frames and baselines are in the root's coordinates (baselines null
            for views without text); lines and truncated are for labels only
            (truncated: the text does not fit the label's height). conflicts
            are the engine's "Unable to simultaneously satisfy constraints"
            reports; ambiguous names each frame attribute the constraints do
            not determine, with the values it could take (hasAmbiguousLayout).
            Numbers are rounded to 0.001.

            An unknown example or state, or a scene file with an error (printed
            as file:line:column: message), prints one message on stderr and
            exits with status 2. A usage error, as ArgumentParser's own, is one
            message with status 64: a width or height that is not a number
            greater than 0 and at most 100000, an unknown option, no scene or
            --example, or no --width where the scene gives no canvas width.
            """
    )

    @OptionGroup var source: SourceOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("The root's width in points.", valueName: "points"))
    var width: Double?

    @Flag(help: "Print the layout as JSON.")
    var json = false

    func validate() throws {
        try OptionCheck.points(width, "--width")
    }

    func run() throws {
        let request: Request
        do {
            request = try self.request()
        } catch {
            StandardStreams.error("error: \(error)")
            Self.exit(withError: ExitCode(error.exitStatus))
        }
        let root = request.scenario.makeRoot(width: request.width, height: request.height, state: request.state)
        let report = LayoutReport(root.solvedLayout(analyzingAmbiguity: true))
        #if TRELLIS_PERF_GUARD_SLOWDOWN
        // Only in the build `scripts/perf-guard --self-test` slows on
        // purpose (-Xswiftc -DTRELLIS_PERF_GUARD_SLOWDOWN, its own scratch
        // path, never shipped): the tree is built and laid out a second
        // time, real work in this command's hot path, which the guard's
        // instruction count must catch.
        _ = request.scenario.makeRoot(width: request.width, height: request.height, state: request.state)
            .solvedLayout(analyzingAmbiguity: true)
        #endif
        // Constants within ±1e6 can still multiply past a Double (a chain of
        // multipliers): JSON cannot say infinity, so nothing is printed.
        if json, let path = JSONWriter.firstNonFinite(in: report.json) {
            StandardStreams.error("error: the layout is not finite: \(path) overflows (a chain of multipliers?); nothing printed")
            Self.exit(withError: ExitCode(2))
        }
        StandardStreams.print(json ? report.jsonText : report.text, terminator: json ? "\n" : "")
    }

    struct Request {
        var scenario: any Scenario
        var width: Double
        var height: Double?
        var state: String?
    }

    /// The options, each checked with a message naming it.
    func request() throws(LayoutInputError) -> Request {
        let checked = try source.request()
        guard let width = width ?? checked.scenario.defaultWidth else {
            throw LayoutInputError.usage(option: "--width", message: "missing: give the root's width in points")
        }
        return Request(scenario: checked.scenario, width: width, height: checked.height, state: checked.state)
    }
}
