/// The message when a command is given nothing to work on (`trellis
/// render`, `trellis verify`, `trellis docs` alone): it names what is
/// missing first, all the ways to give it, then what to choose from, like
/// `error: missing a scene file … or --example NAME …`. It does not start
/// with one option (`--example: missing`), which read as if that option
/// were the one required. Exit status 64: the command line alone is wrong.
enum MissingInput {
    /// For layout, render, sweep and check: one tree, from a file or an example.
    static func scene(examples: [String]) -> String {
        "missing a scene file (SCENE.yaml, .yml, .json, .xib, .storyboard) or --example NAME; the examples: " + examples.joined(separator: ", ")
    }

    /// For verify and docs: any number of scenes, or every example.
    static let scenes = "missing scene files (.yaml, .yml, .json, .xib, .storyboard), a directory of .yaml, .xib and .storyboard files, or --examples"
}
