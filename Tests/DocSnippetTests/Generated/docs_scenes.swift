// generated — do not edit: scripts/gen-doc-snippets writes this file from docs/scenes.md.

#sourceLocation(file: "docs/scenes.md", line: 76)
import Scene
#sourceLocation()

// The statements of docs/scenes.md's blocks without a context, in order: one program.
extension Doc_docs_scenes {
@MainActor static func statements() throws {
// docs/scenes.md:75
#sourceLocation(file: "docs/scenes.md", line: 77)
let scene = try Scene.load(contentsOf: "Fixtures/breakable-constraints.yaml")
let root = scene.makeRoot(width: 320, state: "collapsed")   // built, laid out, state applied
#sourceLocation()
// Used, so that a value a snippet only shows is no warning.
_ = scene
_ = root
}
}
