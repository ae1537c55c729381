import ArgumentParser
import Examples
import Foundation
import Layout
import LayoutText
import Render

/// `trellis sweep --example NAME --from A --to B -o out.gif`: the width
/// changes frame by frame inside a fixed canvas, as in the articles' videos.
struct SweepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Render a width sweep of an example to a looping GIF.",
        discussion: """
            The example is built once; every frame only changes the root's
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

            Limits: at most \(SweepPlan.maximumFrames) frames and \(Canvas.maximumSide) pixels a side; a step of zero
            or one that goes the wrong way is refused. The GIF is written to a
            temporary file and renamed. Exit status: 0 written; 2 bad arguments
            (one message on stderr); 1 the GIF could not be written.
            """
    )

    @OptionGroup var scene: SceneOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("The first width, in points.", valueName: "points"))
    var from: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The last width, in points.", valueName: "points"))
    var to: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Points between frames (negative to narrow; default 2, or the scene's).", valueName: "points"))
    var step: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per second.", valueName: "n"))
    var fps: String = "25"

    @Flag(help: "Go back to the first width after the last.")
    var pingpong = false

    @Option(name: .customLong("hold-ends"), parsing: .unconditional,
            help: ArgumentHelp("Milliseconds to keep the first and last widths on screen.", valueName: "ms"))
    var holdEnds: String = "0"

    @Flag(help: "No progress bar.")
    var quiet = false

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The GIF to write.", valueName: "path"))
    var output: String?

    func run() throws {
        let request: SceneOptions.Request
        let plan: SweepPlan
        let output: String
        do {
            request = try scene.request()
            let sweep = request.example.sweep
            let from = try LayoutCommand.points(self.from ?? sweep.map { "\($0.from)" } ?? "", option: "--from")
            let to = try LayoutCommand.points(self.to ?? sweep.map { "\($0.to)" } ?? "", option: "--to")
            guard let step = Double(self.step ?? sweep.map { "\($0.step)" } ?? "2"), let fps = Double(fps), let hold = Double(holdEnds) else {
                throw LayoutInputError(option: "--step/--fps/--hold-ends", message: "expected numbers")
            }
            guard let path = self.output else { throw LayoutInputError(option: "--output", message: "missing: give the GIF to write with -o") }
            output = path
            do {
                plan = try SweepPlan(from: from, to: to, step: step, fps: fps, pingpong: pingpong, holdEnds: hold)
            } catch {
                throw LayoutInputError(option: "sweep", message: error.description)
            }
        } catch {
            fail("error: \(error)", status: 2)
        }
        ShapedTextMeasurer().install()
        let root = request.example.makeRoot(width: plan.widths[0], height: request.height, state: request.state)
        // The canvas: the widest frame, and the tallest content over the sweep.
        var height = request.height ?? 0
        if request.height == nil {
            for width in plan.widths {
                root.frame = Rect(x: 0, y: 0, width: width, height: 0)
                root.layoutIfNeeded()
                height = max(height, SceneRenderer.contentSize(of: root).height)
            }
        }
        let canvas = Size(width: plan.widths.max()!, height: max(1, height))
        let showProgress = !quiet && isatty(2) != 0
        do {
            try SceneRenderer(scale: request.scale, background: request.example.background).sweep(root, plan: plan, canvasSize: canvas, to: output) { done, total in
                guard showProgress else { return }
                let filled = done * 30 / total
                let bar = String(repeating: "=", count: filled) + String(repeating: " ", count: 30 - filled)
                FileHandle.standardError.write(Data("\r[\(bar)] \(done)/\(total) frames".utf8))
                if done == total { FileHandle.standardError.write(Data("\n".utf8)) }
            }
        } catch {
            fail("error: \(error)", status: error.isCanvasLimit ? 2 : 1)
        }
    }
}
