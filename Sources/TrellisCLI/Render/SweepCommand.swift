import Verification
import ArgumentParser
import Examples
import Foundation
import Layout
import LayoutText
import Render
import Scene

/// `trellis sweep --example NAME --from A --to B -o out.gif`: the width
/// changes frame by frame inside a fixed canvas, as in the articles' videos.
struct SweepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Render a width sweep of a scene file or an example to a looping GIF.",
        discussion: """
            The scene or example is built once; every frame only changes the root's
            width and re-solves (the width is an edit variable of the solver),
            so a sweep costs a fraction of laying the tree out from scratch.
            The canvas is as wide as the widest frame and, without --height,
            as tall as the tallest; frames stream to the GIF encoder, so memory
            does not grow with the number of frames. Each frame stores only
            what changed since the one before.

            A scene file (docs/scenes.md) may be given instead of --example:
            its sweep gives --from, --to and --step, and its canvas the height
            and background, unless the options do.

            Examples:
              trellis sweep Fixtures/centered-label.yaml -o centred.gif
              trellis sweep --example wrap-demo --from 200 --to 480 --step 2 -o demo.gif
              trellis sweep --example wrap-label-dynamic --from 320 --to 160 --step -4 --pingpong -o wrap.gif
              trellis sweep --example breakable-constraints --from 200 --to 598 --step 2 --fps 50 --hold-ends 500 -o b.gif
              trellis sweep --example wrap-label-dynamic --from 160 --to 480 --critical --overlay caption -o c.gif
              trellis sweep --example breakable-constraints --states base,collapsed --width 375 --tween 8 -o toggle.gif

            --critical finds, by bisection to 1/64 pt, every width where the
            layout changes shape (a label's line count, which optional
            constraints hold, a view moving to another row), prints them one
            per line (width: what changed) and adds a frame at each.
            --states animates between named states at one width (base is the
            tree with no state applied), holding each and tweening the views'
            frames between the solved layouts, as UIKit animates a constraint
            change.

            Limits: at most \(SweepPlan.maximumFrames) frames and \(Canvas.maximumSide) pixels a side; a step of zero
            or one that goes the wrong way is refused. The GIF is written to a
            temporary file and renamed. Exit status: 0 written; 2 bad arguments
            (one message on stderr); 1 the GIF could not be written.
            """
    )

    @OptionGroup var scene: SceneOptions

    @OptionGroup var range: WidthRangeOptions<SweepCommand>

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per second.", valueName: "n"))
    var fps: String = "25"

    @Flag(help: "Go back to the first width after the last.")
    var pingpong = false

    @Option(name: .customLong("hold-ends"), parsing: .unconditional,
            help: ArgumentHelp("Milliseconds to keep the first and last widths on screen.", valueName: "ms"))
    var holdEnds: String = "0"

    @Flag(help: "Find the widths where the layout changes shape, print them, and give each a frame.")
    var critical = false

    @Option(help: ArgumentHelp("Alternate between named states (base: none) at one width, instead of sweeping widths.", valueName: "a,b"))
    var states: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("With --states: frames of each move between states (0: a cut; default 8).", valueName: "n"))
    var tween: String = "8"

    @Option(parsing: .unconditional, help: ArgumentHelp("With --states: the root's width (default: --from, or the scene's canvas).", valueName: "points"))
    var width: String?

    @Flag(help: "No progress bar.")
    var quiet = false

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The GIF to write.", valueName: "path"))
    var output: String?

    /// The name `--states` uses for the tree with no state applied.
    static let baseState = "base"

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
        let sweep = scene.example.sweep
        guard let output else { throw LayoutInputError(option: "--output", message: "missing: give the GIF to write with -o") }
        guard let fps = Double(fps) else { throw LayoutInputError(option: "--fps", message: "expected a number, found \"\(fps)\"") }
        guard let hold = Double(holdEnds) else { throw LayoutInputError(option: "--hold-ends", message: "expected a number, found \"\(holdEnds)\"") }
        let ends = try range.ends()
        let from = ends.from ?? sweep?.from, to = ends.to ?? sweep?.to
        if let states {
            if scene.state != nil { throw LayoutInputError(option: "--states", message: "give --state or --states, not both") }
            if critical { throw LayoutInputError(option: "--critical", message: "--critical sweeps widths; it cannot go with --states") }
            let valid = scene.example.stateNames
            var names: [String?] = []
            for part in states.split(separator: ",", omittingEmptySubsequences: false) {
                let name = part.trimmingCharacters(in: .whitespaces)
                if name == Self.baseState { names.append(nil); continue }
                guard valid.contains(name) else {
                    throw LayoutInputError(option: "--states", message: NameSuggestion.message(
                        kind: "state", name: name, valid: [Self.baseState] + valid))
                }
                names.append(name)
            }
            guard names.count >= 2 else {
                throw LayoutInputError(option: "--states", message: "expected at least two states separated by commas, found \"\(states)\"")
            }
            guard let frames = Int(tween), (0...100).contains(frames) else {
                throw LayoutInputError(option: "--tween", message: "expected a whole number of frames from 0 to 100, found \"\(tween)\"")
            }
            var width = from ?? scene.example.defaultWidth
            if let text = self.width { width = try LayoutCommand.points(text, option: "--width") }
            guard let width else { throw LayoutInputError(option: "--width", message: "missing: give the root's width in points") }
            return Request(scene: scene, kind: .states(names, width: width, tween: frames), fps: fps, holdEnds: hold, output: output)
        }
        if self.width != nil { throw LayoutInputError(option: "--width", message: "a sweep takes --from and --to; --width goes with --states") }
        guard let from else { throw LayoutInputError(option: "--from", message: "missing: give the first width in points") }
        guard let to else { throw LayoutInputError(option: "--to", message: "missing: give the last width in points") }
        let step = try range.stepPoints() ?? sweep?.step ?? (to >= from ? 2 : -2)
        return Request(scene: scene, kind: .widths(from: from, to: to, step: step), fps: fps, holdEnds: hold, output: output)
    }

    func run() throws {
        let request: Request
        do {
            request = try self.request()
        } catch {
            fail("error: \(error)", status: 2)
        }
        ShapedTextMeasurer().install()
        do {
            switch request.kind {
            case let .widths(from, to, step):
                try sweepWidths(request, from: from, to: to, step: step)
            case let .states(names, width, tween):
                try animateStates(request, names: names, width: width, tween: tween)
            }
        } catch {
            fail("error: \(error)", status: error.isCanvasLimit ? 2 : 1)
        }
    }

    private func sweepWidths(_ request: Request, from: Double, to: Double, step: Double) throws(RenderError) {
        let scene = request.scene
        let root = scene.example.makeRoot(width: from, height: scene.height, state: scene.state)
        var extraWidths: [Double] = []
        if critical {
            // Check the plan's limits before the bisection's work.
            _ = try SweepPlan(from: from, to: to, step: step, fps: request.fps)
            let changes = CriticalWidths.find(in: root, from: from, to: to, step: min(abs(step), 4))
            print(changes.isEmpty ? "no critical widths between \(from) and \(to)" : changes.map(\.description).joined(separator: "\n"))
            extraWidths = changes.map(\.width)
        }
        let plan = try SweepPlan(from: from, to: to, step: step, fps: request.fps, pingpong: pingpong,
                                 holdEnds: request.holdEnds, extraWidths: extraWidths)
        let canvas = SceneRenderer.sweepSize(of: root, plan: plan, height: scene.height)
        let showProgress = !quiet && isatty(2) != 0
        try scene.renderer.sweep(root, plan: plan, canvasSize: canvas, to: request.output) { done, total in
            guard showProgress else { return }
            let filled = done * 30 / total
            let bar = String(repeating: "=", count: filled) + String(repeating: " ", count: 30 - filled)
            FileHandle.standardError.write(Data("\r[\(bar)] \(done)/\(total) frames".utf8))
            if done == total { FileHandle.standardError.write(Data("\n".utf8)) }
        }
    }

    private func animateStates(_ request: Request, names: [String?], width: Double, tween: Int) throws(RenderError) {
        let scene = request.scene
        guard request.fps.isFinite, request.fps > 0, request.fps <= 100 else { throw .invalidCanvas("--fps must be between 0 and 100") }
        guard request.holdEnds.isFinite, request.holdEnds >= 0 else { throw .invalidCanvas("--hold-ends must not be negative") }
        let roots = names.map { scene.example.makeRoot(width: width, height: scene.height, state: $0) }
        let height = scene.height ?? roots.map { SceneRenderer.contentSize(of: $0).height }.max()!
        let delay = max(2, Int((100 / request.fps).rounded()))
        // Each state is held half a second, or --hold-ends when longer.
        let hold = max(1, Int((max(500, request.holdEnds) / 10 / Double(delay)).rounded()))
        let animation = StateAnimation(states: roots, holdFrames: hold, tweenFrames: tween, delay: delay)
        try animation.render(with: scene.renderer, canvasSize: Size(width: width, height: max(1, height)), to: request.output)
    }
}

extension SweepCommand: WidthRangeCommand {
    static let stepHelp = "Points between frames (negative to narrow; default 2, or the scene's)."
    /// A sweep runs from --from to --to, narrowing with a negative step.
    static let stepMayBeNegative = true
}
