import Examples
import Scene
import Verification

extension LayoutSource {
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
