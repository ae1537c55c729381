import Verification
import ArgumentParser
import Scene

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
    var height: Double?

    /// The checked tree: which one, its height (nil: as tall as its content), its state.
    struct Request {
        var example: LayoutSource
        var height: Double?
        var state: String?
    }

    func validate() throws {
        try OptionCheck.points(height, "--height", noun: "height")
    }

    /// The options, each checked with a message naming it.
    func request() throws(LayoutInputError) -> Request {
        let found = try LayoutSource.resolve(example: example, scene: scene)
        let height = self.height ?? found.defaultHeight
        if let state, !found.stateNames.contains(state) {
            let valid = found.stateNames
            throw LayoutInputError(option: "--state", message: valid.isEmpty
                ? "\(found.name) has no states (asked for \"\(state)\")"
                : NameSuggestion.message(kind: "state", name: state, valid: valid, owner: found.name))
        }
        return Request(example: found, height: height, state: state)
    }
}
