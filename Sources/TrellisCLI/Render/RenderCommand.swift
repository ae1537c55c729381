import ArgumentParser
import Examples
import Foundation
import Layout
import LayoutText
import Render

/// `trellis render --example NAME --width W -o out.png`: one width, one PNG.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one of the articles' examples at a width to a PNG.",
        discussion: """
            Lays the example out as `trellis layout` does and paints it with
            cairo: backgrounds, borders, corner radii, and text shaped by
            HarfBuzz in the system fonts. The canvas is the root's width and,
            without --height, as tall as the content. The same command always
            writes the same bytes.

            A scene file (docs/scenes.md) may be given instead of --example:
            its canvas gives the width, height and background unless --width
            or --height does.

            Examples:
              trellis render Fixtures/stack-hide.yaml --state collapsed -o card.png
              trellis render --example breakable-constraints --width 375 -o view.png
              trellis render --example breakable-constraints --width 375 --state collapsed -o collapsed.png
              trellis render --example wrap-demo --width 320 --scale 2 -o demo@2x.png

            The PNG is written to a temporary file and renamed, so a failed run
            leaves nothing behind. Exit status: 0 written; 2 bad arguments (one
            message on stderr); 1 the image could not be written.
            """
    )

    @OptionGroup var scene: SceneOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("The root's width in points.", valueName: "points"))
    var width: String?

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The PNG to write.", valueName: "path"))
    var output: String?

    func run() throws {
        let request: SceneOptions.Request
        let width: Double
        let output: String
        do {
            request = try scene.request()
            if let text = self.width {
                width = try LayoutCommand.points(text, option: "--width")
            } else if let canvasWidth = request.example.defaultWidth {
                width = canvasWidth
            } else {
                throw LayoutInputError(option: "--width", message: "missing: give the root's width in points")
            }
            guard let path = self.output else { throw LayoutInputError(option: "--output", message: "missing: give the PNG to write with -o") }
            output = path
        } catch {
            fail("error: \(error)", status: 2)
        }
        ShapedTextMeasurer().install()
        let root = request.example.makeRoot(width: width, height: request.height, state: request.state)
        let renderer = SceneRenderer(scale: request.scale, background: request.example.background)
        let size = Size(width: width, height: request.height ?? SceneRenderer.contentSize(of: root).height)
        do {
            let canvas = try renderer.render(root, canvasSize: size)
            try AtomicFile.write(canvas.pngData(), to: output)
        } catch {
            fail("error: \(error)", status: error.isCanvasLimit ? 2 : 1)
        }
    }
}

/// What render and sweep share: the example or scene file, its state, the height, the scale.
struct SceneOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("A scene file (.yaml), instead of --example.", valueName: "scene"))
    var sceneFile: String?

    @Option(help: ArgumentHelp("The example's name (see trellis examples).", valueName: "name"))
    var example: String?

    @Option(help: ArgumentHelp("A named state of the example, applied after the first layout.", valueName: "name"))
    var state: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The root's height in points (default: the content's).", valueName: "points"))
    var height: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Device pixels per point (2 doubles every pixel dimension).", valueName: "factor"))
    var scale: String = "1"

    struct Request {
        var example: LayoutSource
        var state: String?
        var height: Double?
        var scale: Double
    }

    func request() throws(LayoutInputError) -> Request {
        var layout = LayoutCommand()
        layout.example = example
        layout.scene = sceneFile
        layout.width = "1"
        layout.height = height
        layout.state = state
        let checked = try layout.request()
        guard let factor = Double(scale), factor.isFinite, factor > 0, factor <= 8 else {
            throw LayoutInputError(option: "--scale", message: "expected a number between 0 and 8, found \"\(scale)\"")
        }
        return Request(example: checked.example, state: checked.state, height: checked.height, scale: factor)
    }
}

extension RenderError {
    /// Errors that come from the arguments (a canvas too large, a bad sweep).
    var isCanvasLimit: Bool {
        if case .invalidCanvas = self { return true }
        return false
    }
}

/// Prints one message on stderr and exits.
func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}
