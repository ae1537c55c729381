import Examples
import Layout
import Scene

/// What layout, render, sweep and check lay out: one of the built-in
/// examples (`--example NAME`) or a scene file (`SCENE.yaml`).
enum LayoutSource {
    case example(Example)
    case scene(Scene)

    /// The example's name or the scene file's path, for messages.
    var name: String {
        switch self {
        case .example(let example): return example.name
        case .scene(let scene): return scene.file
        }
    }

    var stateNames: [String] {
        switch self {
        case .example(let example): return example.states.map(\.name)
        case .scene(let scene): return scene.states.map(\.name)
        }
    }

    /// The canvas width a scene declares (examples have none).
    var defaultWidth: Double? {
        if case .scene(let scene) = self { return scene.width }
        return nil
    }

    /// The canvas height a scene declares, if any.
    var defaultHeight: Double? {
        if case .scene(let scene) = self { return scene.height }
        return nil
    }

    /// The canvas background a scene declares (white otherwise).
    var background: Color {
        if case .scene(let scene) = self { return scene.background }
        return .white
    }

    var sweep: Scene.Sweep? {
        if case .scene(let scene) = self { return scene.sweep }
        return nil
    }

    /// A fresh tree at `width`, laid out, with `state` applied (checked by the caller).
    func makeRoot(width: Double, height: Double?, state: String?) -> View {
        switch self {
        case .example(let example): return example.makeRoot(width: width, height: height ?? 0, state: state)
        case .scene(let scene): return scene.makeRoot(width: width, height: height ?? 0, state: state)
        }
    }

    /// `--example NAME` or a scene path, exactly one; the scene is loaded and checked.
    static func resolve(example: String?, scene path: String?) throws(LayoutInputError) -> LayoutSource {
        let names = Examples.all.map(\.name)
        switch (example, path) {
        case (.some, .some):
            throw LayoutInputError(option: "--example", message: "give a scene file or --example, not both")
        case (nil, nil):
            throw LayoutInputError(option: "--example", message: "missing: give a scene file (SCENE.yaml) or --example with one of " + names.joined(separator: ", "))
        case (let name?, nil):
            guard let found = Examples.named(name) else {
                throw LayoutInputError(option: "--example", message: NameSuggestion.message(kind: "example", name: name, valid: names))
            }
            return .example(found)
        case (nil, let path?):
            do {
                return .scene(try Scene.load(contentsOf: path))
            } catch {
                throw LayoutInputError(option: "", message: error.description)
            }
        }
    }
}
