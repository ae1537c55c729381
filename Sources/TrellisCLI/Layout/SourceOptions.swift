import JSONSupport
import ArgumentParser
import Examples
import Layout
import Scene

extension PseudoLocalization: ExpressibleByArgument {}

/// The tree that render, sweep and check lay out: a scene file or an
/// example, a state, and a height. Each command adds its own widths.
struct SourceOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("A scene file (.yaml, .yml, .json), or an Interface Builder file (.xib, .storyboard), instead of --example.", valueName: "scene"))
    var scene: String?

    @OptionGroup var hierarchy: HierarchyOptions

    @Option(help: ArgumentHelp("The example's name (see trellis examples).", valueName: "name"))
    var example: String?

    @Option(help: ArgumentHelp("A named state of the scene or example, applied after the first layout.", valueName: "name"))
    var state: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The root's height in points (default: the content's).", valueName: "points"))
    var height: Double?

    @Option(help: ArgumentHelp(
        "Pseudo-localise every label and button title: expand (accented, 35 % longer, like en-XA) or rtl (right to left, like ar-XB).",
        valueName: "expand|rtl"))
    var pseudo: PseudoLocalization?

    /// The checked tree: which one, its height (nil: as tall as its content), its state.
    struct Request {
        var scenario: any Scenario
        var height: Double?
        var state: String?
    }

    func validate() throws {
        try OptionCheck.points(height, "--height", noun: "height")
    }

    /// The options, each checked with a message naming it.
    func request() throws(LayoutInputError) -> Request {
        let found = try Self.scenario(example: example, scene: scene, hierarchy: hierarchy)
        let height = self.height ?? found.defaultHeight
        if let state, found.state(named: state) == nil {
            let valid = found.states.map(\.name)
            throw LayoutInputError(option: "--state", message: valid.isEmpty
                ? "\(found.name) has no states (asked for \"\(state)\")"
                : NameSuggestion.message(kind: "state", name: state, valid: valid, owner: found.name))
        }
        return Request(scenario: pseudo.map { PseudoLocalizedScenario(found, $0) } ?? found, height: height, state: state)
    }

    /// `--example NAME` or a scene path, exactly one; the scene (or the
    /// Interface Builder file's hierarchy) is loaded and checked.
    static func scenario(example: String?, scene path: String?, hierarchy: HierarchyOptions) throws(LayoutInputError) -> any Scenario {
        if !hierarchy.isEmpty, !(path.map(SceneFiles.isInterfaceBuilderFile) ?? false) {
            throw LayoutInputError(option: hierarchy.optionName, message: "picks a hierarchy of a .xib or .storyboard file; give one")
        }
        let names = Examples.all.map(\.name)
        switch (example, path) {
        case (.some, let path?):
            // `layout --json out.json --example x`: the "scene" was meant as a value.
            let hint = StrayFlagValue.hint(for: path).map { " (\($0))" } ?? ""
            throw LayoutInputError.usage(option: "--example", message: "give a scene file or --example, not both" + hint)
        case (nil, nil):
            // What is missing comes first, not an option: `--example` is
            // only one of the two ways to name the tree (as verify and
            // docs name theirs: `MissingInput`).
            throw LayoutInputError.usage(option: "", message: MissingInput.scene(examples: names))
        case (let name?, nil):
            guard let found = Examples.named(name) else {
                throw LayoutInputError(option: "--example", message: NameSuggestion.message(kind: "example", name: name, valid: names))
            }
            return found
        case (nil, let path?):
            return try SceneFiles.loadScenario(path, hierarchy: hierarchy)
        }
    }
}
