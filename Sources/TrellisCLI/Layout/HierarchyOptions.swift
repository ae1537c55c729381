import ArgumentParser

/// Which view hierarchy of an Interface Builder file (`.xib`,
/// `.storyboard`) to lay out: the first unless one of these names another.
struct HierarchyOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "In a .xib or .storyboard: the hierarchy whose root view or view controller has this object id (default: the first).",
        valueName: "id"))
    var view: String?

    @Option(name: .customLong("scene"), help: ArgumentHelp(
        "In a .storyboard: the hierarchy of the scene with this id (sceneID; default: the first).", valueName: "id"))
    var sceneID: String?

    /// Both at once is ambiguous.
    func validate() throws {
        if view != nil && sceneID != nil {
            throw ValidationError("give --view or --scene, not both")
        }
    }

    var isEmpty: Bool { view == nil && sceneID == nil }

    /// The option as typed, for messages and the command that checks it again.
    var arguments: String {
        if let view { return "--view \(view)" }
        if let sceneID { return "--scene \(sceneID)" }
        return ""
    }

    /// `--view` or `--scene`, whichever is given (for a message about it).
    var optionName: String { sceneID != nil ? "--scene" : "--view" }
}
