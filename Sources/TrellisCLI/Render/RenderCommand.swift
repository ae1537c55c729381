import ArgumentParser
import FileSafety
import Foundation
import Layout
import Render

/// `trellis render --example NAME --width W -o out.png`: one width, one
/// PNG (or SVG, by the output's extension).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene file or one of the articles' examples at a width to a PNG or an SVG.",
        discussion: """
            Lays the scene or example out as `trellis layout` does and paints it with
            cairo: backgrounds, borders, corner radii, and text shaped by
            HarfBuzz in the system fonts. The canvas is the root's width and,
            without --height, as tall as the content. The same command always
            writes the same bytes.

            A scene file (docs/scenes.md) may be given instead of --example:
            its canvas gives the width, height and background unless --width
            or --height does.

            An Interface Builder file (.xib, .storyboard) may be given as a
            scene: its first view hierarchy, or the one --view ID (a root
            view's or view controller's id) or --scene ID (a storyboard
            scene's id) picks, laid out as IB's canvas does, at the root's
            saved width and height unless --width or --height says
            (docs/interface-builder.md).

            Examples:
              trellis render Fixtures/ib/two-cards.xib --view card-2 --overlay frames \\
                  -o card.png
              trellis render Fixtures/stack-hide.yaml --state collapsed -o card.png
              trellis render --example breakable-constraints --width 375 -o view.png
              trellis render --example breakable-constraints --width 375 \\
                  --state collapsed -o collapsed.png
              trellis render --example wrap-demo --width 320 --scale 2 -o demo@2x.png
              trellis render --example wrap-label-fixed --width 240 \\
                  --overlay frames,baselines,caption -o fixed.png
              trellis render --example wrap-label-fixed --width 240 --overlay all \\
                  -o fixed.svg

            Overlays use Interface Builder's vocabulary: blue frames, orange
            alignment rects, green baselines, light-blue margins; constraints as
            I-bars, solid when required, dashed when optional, red when broken
            or unsatisfied; the caption strip (under the picture) gives the
            width, each label's line count and the optional constraints that
            do not hold, by how much.

            An output ending in .svg is an SVG document: the tree painted as
            the PNG would be, embedded in it, and the overlays drawn over it as
            vectors (sharp at any zoom, and much smaller than a second
            picture). Any other name gets a PNG.

            The picture is written to a temporary file and renamed, so a failed
            run leaves nothing behind; -o may not be the scene file, a FIFO or a
            device, and a symlink there is replaced itself. Exit status: 0
            written; 2 arguments wrong for the scene (a state it lacks, a canvas
            too large) or a scene file's error (one message on stderr); 64 a
            usage error, also one message, as ArgumentParser's own: an unknown
            option, a number out of range, a missing option (no scene or
            --example, no -o, no --width where the scene gives no canvas width)
            or two that cannot go together; 1 the image could not be written.
            """
    )

    @OptionGroup var scene: SceneOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("The root's width in points.", valueName: "points"))
    var width: Double?

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The image to write: a PNG (ending in .png) or an SVG (ending in .svg).", valueName: "path"))
    var output: String?

    /// The checked arguments.
    struct Request {
        var scene: SceneOptions.Request
        var width: Double
        var output: String
    }

    /// Validation lives in a typed-throws method called from one `do`: a `do`
    /// block in `run()` mixing typed `try`s and `throw`s crashed Swift 6.3.1's
    /// release build ("swifterror value can only be loaded…").
    func validate() throws {
        try OptionCheck.points(width, "--width")
    }

    func request() throws(LayoutInputError) -> Request {
        let scene = try self.scene.request()
        guard let width = width ?? scene.scenario.defaultWidth else { throw LayoutInputError.usage(option: "--width", message: "missing: give the root's width in points") }
        try self.scene.checkCanvas(width: width, widthSource: self.width != nil ? "--width" : "the scene's canvas width", height: scene.height)
        guard let output else { throw LayoutInputError.usage(option: "--output", message: "missing: give the PNG to write with -o") }
        try self.scene.check(output: output, kinds: ".png or .svg")
        try Self.checkFormat(of: output)
        return Request(scene: scene, width: width, output: output)
    }

    /// The output's extension names what is written, as `sweep`'s does:
    /// a PNG written to `card.jpg` would be a file no viewer opens by its name.
    private static func checkFormat(of output: String) throws(LayoutInputError) {
        let name = output.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        let dot = name.lastIndex(of: ".")
        let found = dot.map { String(name[name.index(after: $0)...]) }.flatMap { $0.isEmpty ? nil : $0 }
        guard let found, ["png", "svg"].contains(found.lowercased()) else {
            // A newcomer asks render for the README's GIF: say which command makes one.
            let animation = ["gif", "webp", "apng"].contains(found?.lowercased() ?? "")
            throw LayoutInputError(option: "--output", message:
                "cannot tell the image's format from \(found.map { "\".\($0)\"" } ?? "no extension") in \(output): expected .png or .svg"
                + (animation ? " (an animation, a width sweep, is trellis sweep's)" : ""))
        }
    }

    func run() throws {
        let request: Request
        do {
            request = try self.request()
        } catch {
            fail("error: \(error)", status: error.exitStatus)
        }
        let scene = request.scene
        let root = scene.scenario.makeRoot(width: request.width, height: scene.height, state: scene.state)
        let layout = scene.renderer.solvedLayout(of: root, canvasWidth: request.width)
        do {
            let size = Size(width: request.width, height: layout.size.height)
            if request.output.lowercased().hasSuffix(".svg") {
                try scene.renderer.writeSVG(of: layout, canvasSize: size, to: request.output)
            } else {
                try scene.renderer.writePNG(of: layout, canvasSize: size, to: request.output)
            }
        } catch {
            fail("error: \(error)", status: error.isRequestError ? 2 : 1)
        }
    }
}

/// What render and sweep share: the example or scene file, its state, the height, the scale.
struct SceneOptions: ParsableArguments {
    @OptionGroup var source: SourceOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("Device pixels per point (2 doubles every pixel dimension).", valueName: "factor"))
    var scale: Double = 1

    @Option(help: OverlayArgument.help, transform: OverlayArgument.parse)
    var overlay: OverlayOptions?

    struct Request {
        var scenario: any Scenario
        var state: String?
        var height: Double?
        var scale: Double
        var overlays: OverlayOptions

        /// Paints at the scale, on the scene's background, with the overlays.
        var renderer: SceneRenderer {
            SceneRenderer(scale: scale, background: scenario.background, overlays: overlays)
        }
    }

    func validate() throws {
        try OptionCheck.check(scale, "--scale", expected: "a number greater than 0 and at most 8") { $0 > 0 && $0 <= 8 }
    }

    func request() throws(LayoutInputError) -> Request {
        let checked = try source.request()
        return Request(scenario: checked.scenario, state: checked.state, height: checked.height, scale: scale, overlays: overlay ?? [])
    }
}

extension SceneOptions {
    /// The output file must be one a new file may replace (`OutputFile`):
    /// not the scene file, not a FIFO or a device; and its folder must
    /// exist (`OutputParentFolder`).
    /// `-o -` is not standard output (cli38: it was "cannot tell the
    /// image's format from no extension in -"): the file is written whole
    /// or not at all, which a pipe cannot promise. `kinds` names the
    /// extensions the command writes.
    func check(output: String, kinds: String) throws(LayoutInputError) {
        if output == "-" {
            throw LayoutInputError(option: "--output", message:
                "- is not standard output here: the file is written whole or not at all; give a file name ending in \(kinds)")
        }
        let inputs = source.scene.map { [(role: "the scene file", path: $0)] } ?? []
        if let refusal = OutputFile.refusal(output, protected: inputs) {
            throw LayoutInputError(option: "--output", message: refusal.description)
        }
        if let problem = OutputParentFolder.problem(for: output) {
            throw LayoutInputError(option: "--output", message: problem)
        }
    }
}

/// Prints one message on stderr and exits.
func fail(_ message: String, status: Int32) -> Never {
    StandardStreams.error(message)
    StandardStreams.exit(status)
}
