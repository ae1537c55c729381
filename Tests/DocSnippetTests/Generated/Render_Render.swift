// generated — do not edit: scripts/gen-doc-snippets writes this file from Sources/Render/Render.docc/Render.md.

#sourceLocation(file: "Sources/Render/Render.docc/Render.md", line: 17)
import Layout
import Render
#sourceLocation()

// Sources/Render/Render.docc/Render.md:16, in the context LayoutTrees
extension Doc_Render_Render {
final class Line16: LayoutTrees {
@MainActor func statements() throws {
#sourceLocation(file: "Sources/Render/Render.docc/Render.md", line: 20)
let layout = try card.solvedLayout(width: 320)
try SceneRenderer(overlays: .frames).writePNG(of: layout, to: "card.png")
#sourceLocation()
// Used, so that a value a snippet only shows is no warning.
_ = layout
}
}
}
