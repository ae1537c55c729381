// generated — do not edit: scripts/gen-doc-snippets writes this file from Sources/Render/Render.docc/RenderingAndCheckingYourOwnViews.md.

#sourceLocation(file: "Sources/Render/Render.docc/RenderingAndCheckingYourOwnViews.md", line: 29)
import Layout
import Render
#sourceLocation(file: "Sources/Render/Render.docc/RenderingAndCheckingYourOwnViews.md", line: 147)
import Scene
#sourceLocation()

// Sources/Render/Render.docc/RenderingAndCheckingYourOwnViews.md:28
extension Doc_Render_RenderingAndCheckingYourOwnViews {
#sourceLocation(file: "Sources/Render/Render.docc/RenderingAndCheckingYourOwnViews.md", line: 32)
final class CardView: View {
    let title = Label(text: "Trellis wraps text", name: "title")
    let button = Button(title: "Open", name: "button")

    override init(name: String? = "card") {
        super.init(name: name)
        backgroundColor = Color(white: 0.95)
        title.numberOfLines = 0
        addSubview(title)
        addSubview(button)
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            button.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            button.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            bottomAnchor.constraint(equalTo: button.bottomAnchor, constant: 8),
        ])
    }
}
#sourceLocation()
}

// The statements of Sources/Render/Render.docc/RenderingAndCheckingYourOwnViews.md's blocks without a context, in order: one program.
extension Doc_Render_RenderingAndCheckingYourOwnViews {
@MainActor static func statements() throws {
// Sources/Render/Render.docc/RenderingAndCheckingYourOwnViews.md:63
#sourceLocation(file: "Sources/Render/Render.docc/RenderingAndCheckingYourOwnViews.md", line: 64)
let card = CardView()
let layout = try card.solvedLayout(width: 320)
let title = layout.view(named: "title")!
print(layout.size, title.text!.lines.map(\.text))
#sourceLocation()
// Sources/Render/Render.docc/RenderingAndCheckingYourOwnViews.md:85
#sourceLocation(file: "Sources/Render/Render.docc/RenderingAndCheckingYourOwnViews.md", line: 86)
let renderer = SceneRenderer(overlays: .frames)
try renderer.writePNG(of: layout, to: "card.png")
#sourceLocation()
// Sources/Render/Render.docc/RenderingAndCheckingYourOwnViews.md:96
#sourceLocation(file: "Sources/Render/Render.docc/RenderingAndCheckingYourOwnViews.md", line: 97)
let plan = try SweepPlan(from: 160, to: 480, step: 4)
try SceneRenderer().sweep(card, plan: plan, to: "card.gif")
#sourceLocation()
// Sources/Render/Render.docc/RenderingAndCheckingYourOwnViews.md:108
#sourceLocation(file: "Sources/Render/Render.docc/RenderingAndCheckingYourOwnViews.md", line: 109)
for change in try CriticalWidths.find(in: card, from: 100, to: 320, step: 4) {
    print(change)
}
// 111: title lines 3 → 2
// 186: title lines 2 → 1
#sourceLocation()
// Sources/Render/Render.docc/RenderingAndCheckingYourOwnViews.md:122
#sourceLocation(file: "Sources/Render/Render.docc/RenderingAndCheckingYourOwnViews.md", line: 123)
let report = LayoutCheck.run(card, widths: [40, 100, 320])
print(report.text)
#sourceLocation()
// Sources/Render/Render.docc/RenderingAndCheckingYourOwnViews.md:146
#sourceLocation(file: "Sources/Render/Render.docc/RenderingAndCheckingYourOwnViews.md", line: 149)
let scene = try Scene.load(contentsOf: "Fixtures/min-spacing.yaml")
let root = scene.makeRoot(width: 320)
try SceneRenderer(background: scene.background).writePNG(of: root.solvedLayout(), to: "min-spacing.png")
#sourceLocation()
// Used, so that a value a snippet only shows is no warning.
_ = card
_ = layout
_ = title
_ = renderer
_ = plan
_ = report
_ = scene
_ = root
}
}
