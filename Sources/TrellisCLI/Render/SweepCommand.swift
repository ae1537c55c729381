import FileSafety
import ImageCodecs
import JSONSupport
import ArgumentParser
import Foundation
import Layout
import Render
import Scene

/// `trellis sweep --example NAME --from A --to B -o out.gif`: the width
/// changes frame by frame inside a fixed canvas, as in the articles' videos.
struct SweepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Render a width sweep of a scene file or an example to a looping GIF, WebP or APNG.",
        discussion: """
            The scene or example is built once; every frame only changes the root's
            width and re-solves (the width is an edit variable of the solver),
            so a sweep costs a fraction of laying the tree out from scratch.
            The canvas is as wide as the widest frame and, without --height,
            as tall as the tallest; frames stream to the encoder, so memory
            does not grow with the number of frames (a WebP or an APNG keeps
            its encoded frames until the end). Each frame stores only what changed since
            the one before.

            The output's extension chooses the format: .gif (256 colours a
            frame), .webp (lossless animated WebP) or .apng (lossless animated
            PNG; .png too: an animation in a .png is an APNG, which a viewer
            without APNG shows as its first frame). WebP and APNG are smaller
            than the GIF and exact; every current browser shows both.

            The widths are solved, and the frames painted and encoded, on
            every core, or --jobs N (each job solving on a tree of its own):
            the file is byte for byte the same with any number of jobs.

            A scene file (docs/scenes.md) may be given instead of --example:
            its sweep gives --from, --to and --step, and its canvas the height
            and background, unless the options do.

            An Interface Builder file (.xib, .storyboard) may be given as a
            scene: its first view hierarchy, or the one --view ID (a root
            view's or view controller's id) or --scene ID (a storyboard
            scene's id) picks, laid out as IB's canvas does: the root at each
            width (200 to 600 by 4 unless --from, --to and --step say), at its
            saved height unless --height says (docs/interface-builder.md).

            Examples:
              trellis sweep Fixtures/centered-label.yaml -o centred.gif
              trellis sweep --example wrap-demo --from 200 --to 480 --step 2 -o demo.gif
              trellis sweep --example wrap-demo --from 200 --to 480 --step 2 -o demo.webp
              trellis sweep --example wrap-label-dynamic --from 320 --to 160 --step -4 \\
                  --pingpong -o wrap.gif
              trellis sweep --example breakable-constraints --from 200 --to 598 --step 2 \\
                  --fps 50 --hold-ends 500 -o b.gif
              trellis sweep --example wrap-label-dynamic --from 160 --to 480 --critical \\
                  --overlay caption -o c.gif
              trellis sweep --example breakable-constraints --states base,collapsed \\
                  --width 375 --tween 8 -o toggle.gif

            --critical finds, by bisection to 1/64 pt, every width where the
            layout changes shape (a label's line count, which optional
            constraints hold, a view moving to another row), prints them one
            per line (width: what changed) and adds a frame at each.
            --states animates between named states at one width (base is the
            tree with no state applied), holding each and tweening the views'
            frames between the solved layouts, as UIKit animates a constraint
            change.

            Limits: at most \(SweepPlan.maximumFrames) frames and \(Canvas.maximumSide) pixels a side; a step of zero
            or one that goes the wrong way is refused; --fps is at most 100,
            --hold-ends at most \(OptionCheck.text(SweepPlan.maximumHold)) ms (and with a frame's own delay
            at most 655.35 s), --tween at most 100; a WebP at
            most 16383 pixels a side. The file is written to a temporary file
            and renamed (never onto the scene file, a FIFO or a device; a
            symlink at -o is replaced itself). Exit status: 0 written;
            2 arguments wrong for the scene (a state it lacks, a canvas too
            large, a step the wrong way for its sweep) or a scene file's error
            (one message on stderr); 64 a usage error, also one message, as
            ArgumentParser's own: an unknown option, a number out of range,
            --from, --to and --step that cannot make a sweep (the wrong way,
            too many frames), a missing option (no scene or --example, no -o,
            no --from or --to where the scene gives no sweep) or two that
            cannot go together (--states with --state or --critical, --width
            or --tween without --states); 1 the file could not be written.
            """
    )

    @OptionGroup var scene: SceneOptions

    @OptionGroup var range: WidthRangeOptions<SweepCommand>

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per second.", valueName: "n"))
    var fps: Double = 25

    @Flag(help: "Go back to the first width after the last.")
    var pingpong = false

    @Option(name: .customLong("hold-ends"), parsing: .unconditional,
            help: ArgumentHelp("Milliseconds to keep the first and last widths on screen.", valueName: "ms"))
    var holdEnds: Double = 0

    @Flag(help: "Find the widths where the layout changes shape, print them, and give each a frame.")
    var critical = false

    @Option(help: ArgumentHelp("Alternate between named states (base: none) at one width, instead of sweeping widths.", valueName: "a,b"),
            transform: StateListArgument.parse)
    var states: [String?]?

    @Option(parsing: .unconditional, help: ArgumentHelp("With --states: frames of each move between states (0: a cut; default 8).", valueName: "n"))
    var tween: Int?

    /// Tween frames between states when --tween is not given.
    static let defaultTween = 8

    @Option(parsing: .unconditional, help: ArgumentHelp("With --states: the root's width (default: --from, or the scene's canvas).", valueName: "points"))
    var width: Double?

    @Flag(help: "No progress bar.")
    var quiet = false

    @Option(help: ArgumentHelp("Threads painting and encoding frames (default: one per core); the file is the same.", valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("How hard the GIF encoder works for a smaller file: fast, default or max (docs/rendering.md, \"Effort\").",
                               valueName: "level"))
    var effort: EncodingEffort = .default

    @Option(name: [.short, .customLong("output")],
            help: ArgumentHelp("The animation to write: .gif, .webp, .apng or .png (APNG).", valueName: "path"))
    var output: String?

    /// The ranges are the plan's (`SweepPlan.isValid`), worded with the options.
    func validate() throws {
        try OptionCheck.check(fps, "--fps", expected: "a number from 0.01 to 100") { SweepPlan.isValid(fps: $0) }
        try OptionCheck.check(holdEnds, "--hold-ends", expected: "a number of milliseconds from 0 to \(OptionCheck.text(SweepPlan.maximumHold))") {
            SweepPlan.isValid(holdEnds: $0)
        }
        try OptionCheck.check(tween, "--tween", in: 0...100, expected: "a whole number of frames from 0 to 100")
        try OptionCheck.points(width, "--width")
        try OptionCheck.check(jobs, "--jobs", in: 1...1024, expected: "a whole number of jobs from 1 to 1024")
        // With all three widths on the command line, their faults are usage
        // errors (status 64) like any other option out of range; with one
        // from the scene they are found once it is read (status 2).
        if states == nil, let from = range.from, let to = range.to, let step = range.step {
            do {
                try checkWidths(from: from, to: to, step: step, stepGiven: true)
            } catch {
                throw ValidationError(error.description)
            }
        }
    }

    /// The plan's rules for a width sweep, worded with the options.
    private func checkWidths(from: Double, to: Double, step: Double, stepGiven: Bool) throws(LayoutInputError) {
        do {
            try SweepPlan.check(from: from, to: to, step: step)
        } catch {
            throw error.inputError
        }
        // Too many frames is the step's fault when one was given (1e-320
        // makes more than can be counted); the plan checks the rest.
        if stepGiven {
            let frames = SweepPlan.frameCount(from: from, to: to, step: step, pingpong: pingpong)
            if frames.map({ $0 > SweepPlan.maximumFrames }) ?? true {
                let found = frames.map { "\($0)" } ?? "more than can be counted"
                throw LayoutInputError(option: "--step", message: "expected at most \(SweepPlan.maximumFrames) frames, found \(found) (make --step larger)")
            }
        }
    }

    /// The checked arguments: a width sweep or a state animation.
    struct Request {
        enum Kind {
            case widths(from: Double, to: Double, step: Double)
            case states([String?], width: Double, tween: Int)
        }
        var scene: SceneOptions.Request
        var kind: Kind
        var fps: Double
        var holdEnds: Double
        var output: String
    }

    func request() throws(LayoutInputError) -> Request {
        let scene = try self.scene.request()
        // The plan's rule (`SweepPlan.holdExcess`), worded with the options.
        if let excess = SweepPlan.holdExcess(fps: fps, holdEnds: holdEnds) {
            throw LayoutInputError(option: "--hold-ends", message: "\(OptionCheck.text(holdEnds)) ms on top of a frame of "
                + "\(OptionCheck.text(Double(excess.frame) / 100)) s (--fps \(OptionCheck.text(fps))) would show the end frames \(excess.shown) s; "
                + "a frame shows at most 655.35 s: give at most \(excess.mostHold), or a higher --fps")
        }
        let sweep = scene.scenario.sweep
        guard let output else { throw LayoutInputError.usage(option: "--output", message: "missing: give the GIF to write with -o") }
        try self.scene.check(output: output, kinds: ".gif, .webp, .apng or .png")
        let from = range.from ?? sweep?.from, to = range.to ?? sweep?.to
        if let states {
            if scene.state != nil { throw LayoutInputError.usage(option: "--states", message: "give --state or --states, not both") }
            if critical { throw LayoutInputError.usage(option: "--critical", message: "--critical sweeps widths; it cannot go with --states") }
            let valid = scene.scenario.states.map(\.name)
            for case let name? in states where !valid.contains(name) {
                throw LayoutInputError(option: "--states", message: NameSuggestion.message(
                    kind: "state", name: name, valid: [ScenarioState.baseName] + valid))
            }
            let names = states
            guard let width = width ?? from ?? scene.scenario.defaultWidth else {
                throw LayoutInputError.usage(option: "--width", message: "missing: give the root's width in points")
            }
            let widthSource = self.width != nil ? "--width" : range.from != nil ? "--from"
                : sweep?.from != nil ? "the scene's sweep" : "the scene's canvas width"
            try self.scene.checkCanvas(width: width, widthSource: widthSource, height: scene.height)
            let tween = tween ?? Self.defaultTween
            // Each state is one frame, then its move to the next (the last loops to the first).
            let frames = names.count * (1 + tween)
            guard frames <= SweepPlan.maximumFrames else {
                throw LayoutInputError(option: "--states", message: "expected at most \(SweepPlan.maximumFrames) frames, found \(frames) "
                    + "(\(names.count) states, each followed by \(tween) tween frames): give fewer states or a smaller --tween")
            }
            try Self.checkFormat(of: output)
            return Request(scene: scene, kind: .states(names, width: width, tween: tween), fps: fps, holdEnds: holdEnds, output: output)
        }
        if tween != nil { throw LayoutInputError.usage(option: "--tween", message: "tweens the moves between states; it goes with --states") }
        if self.width != nil { throw LayoutInputError.usage(option: "--width", message: "a sweep takes --from and --to; --width goes with --states") }
        guard let from else { throw LayoutInputError.usage(option: "--from", message: "missing: give the first width in points") }
        guard let to else { throw LayoutInputError.usage(option: "--to", message: "missing: give the last width in points") }
        // Without --step, the scene's step (or 2) is a size, as `check`
        // takes it, going from --from towards --to: `--from 400 --to 300`
        // narrows a scene that sweeps 200 to 600 by 4.
        let size = abs(sweep?.step ?? 2)
        let step = range.step ?? (to >= from ? size : -size)
        try checkWidths(from: from, to: to, step: step, stepGiven: range.step != nil)
        // The canvas is as wide as the widest frame: the wider end.
        let widest = to >= from ? (to, range.to != nil ? "--to" : "the scene's sweep") : (from, range.from != nil ? "--from" : "the scene's sweep")
        try self.scene.checkCanvas(width: widest.0, widthSource: widest.1, height: scene.height)
        try Self.checkFormat(of: output)
        return Request(scene: scene, kind: .widths(from: from, to: to, step: step), fps: fps, holdEnds: holdEnds, output: output)
    }

    /// The output's extension must name a format (`AnimationFormat`); checked
    /// last, so that the other options' errors come first.
    private static func checkFormat(of output: String) throws(LayoutInputError) {
        do {
            _ = try AnimationFormat(path: output)
        } catch {
            throw LayoutInputError(option: "--output", message: error.description)
        }
    }

    func run() throws {
        let request: Request
        do {
            request = try self.request()
        } catch {
            fail("error: \(error)", status: error.exitStatus)
        }
        do {
            switch request.kind {
            case let .widths(from, to, step):
                try sweepWidths(request, from: from, to: to, step: step)
            case let .states(names, width, tween):
                try animateStates(request, names: names, width: width, tween: tween)
            }
        } catch {
            fail("error: \(error)", status: error.isRequestError ? 2 : 1)
        }
    }

    private func sweepWidths(_ request: Request, from: Double, to: Double, step: Double) throws(RenderError) {
        let scene = request.scene
        let root = scene.scenario.makeRoot(width: from, height: scene.height, state: scene.state)
        var extraWidths: [Double] = []
        if critical {
            // Check the plan's limits before the bisection's work.
            _ = try RenderError.planning { () throws(SweepPlanError) in try SweepPlan(from: from, to: to, step: step, fps: request.fps) }
            let changes = try CriticalWidths.find(in: root, from: from, to: to, step: min(abs(step), 4), height: scene.height)
            StandardStreams.print(changes.isEmpty ? "no critical widths between \(from) and \(to)" : changes.map(\.description).joined(separator: "\n"))
            extraWidths = changes.map(\.width)
        }
        let plan = try RenderError.planning { () throws(SweepPlanError) in
            try SweepPlan(from: from, to: to, step: step, fps: request.fps, pingpong: pingpong,
                          holdEnds: request.holdEnds, extraWidths: extraWidths)
        }
        let showProgress = !quiet && isatty(2) != 0
        // Each job solves widths on a tree of its own, built as `root` was
        // (the text engine taken here: a thread does not inherit the scope).
        let scenario = scene.scenario, height = scene.height, state = scene.state, measurer = TextContext.measurer
        let trees = TreeFactory { scenario.makeRoot(width: from, height: height, state: state, measurer: measurer) }
        // No canvas size: the sweep finds it, painting the frames it solved on the way.
        try scene.renderer.sweep(root, plan: plan, height: scene.height, to: request.output,
                                 jobs: jobs ?? ParallelWork.defaultJobs, effort: effort, trees: trees) { done, total in
            guard showProgress else { return }
            let filled = done * 30 / total
            let bar = String(repeating: "=", count: filled) + String(repeating: " ", count: 30 - filled)
            StandardStreams.errorFragment("\r[\(bar)] \(done)/\(total) frames")
            if done == total { StandardStreams.errorFragment("\n") }
        }
    }

    private func animateStates(_ request: Request, names: [String?], width: Double, tween: Int) throws(RenderError) {
        let scene = request.scene
        let renderer = scene.renderer
        let states = names.map { renderer.solvedLayout(of: scene.scenario.makeRoot(width: width, height: scene.height, state: $0),
                                                       canvasWidth: width) }
        let height = scene.height ?? states.map(\.contentSize.height).max()!
        let delay = max(2, Int((100 / request.fps).rounded()))  // checked: --fps is 0.01…100 (validate), so at most 10000
        // Each state is held half a second, or --hold-ends when longer.
        let hold = max(1, Int((max(500, request.holdEnds) / 10 / Double(delay)).rounded()))  // checked: --hold-ends ≤ 600000 (validate)
        let animation = StateAnimation(states: states, holdFrames: hold, tweenFrames: tween, delay: delay)
        try animation.render(with: scene.renderer, canvasSize: Size(width: width, height: max(1, height)), to: request.output,
                             jobs: jobs ?? ParallelWork.defaultJobs)
    }
}

/// `--effort fast|default|max`.
extension EncodingEffort: ExpressibleByArgument {}

extension SweepCommand: WidthRangeCommand {
    static let stepHelp = "Points between frames (negative to narrow; default 2, or the scene's, towards --to)."
    /// A sweep runs from --from to --to, narrowing with a negative step.
    static let stepMayBeNegative = true
}
