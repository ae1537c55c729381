import ArgumentParser

/// The tree that render, sweep and check lay out: a scene file or an
/// example, a state, and a height. Each command adds its own widths.
struct SourceOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("A scene file (.yaml), instead of --example.", valueName: "scene"))
    var scene: String?

    @Option(help: ArgumentHelp("The example's name (see trellis examples).", valueName: "name"))
    var example: String?

    @Option(help: ArgumentHelp("A named state of the example, applied after the first layout.", valueName: "name"))
    var state: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The root's height in points (default: the content's).", valueName: "points"))
    var height: String?

    /// Checked by `trellis layout`'s rules; the request's width is a placeholder.
    func request() throws(LayoutInputError) -> LayoutCommand.Request {
        var layout = LayoutCommand()
        layout.scene = scene
        layout.example = example
        layout.width = "1"
        layout.height = height
        layout.state = state
        return try layout.request()
    }
}
