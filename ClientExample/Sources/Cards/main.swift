// Usage: Cards OUTPUT_DIR [FIXTURES_DIR]
// Renders the card to OUTPUT_DIR/card.png and card.gif, prints its critical
// widths and its check, renders a scene file when FIXTURES_DIR is given,
// and checks that the labels, given no text engine, measure exactly as
// HarfBuzz does through TextLayout. Exits 1 on any disagreement.
import Foundation
import Layout
import Render
import Scene
import TextLayout

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: Cards OUTPUT_DIR [FIXTURES_DIR]\n".utf8))
    exit(2)
}
let output = arguments[1]
var failures: [String] = []

// Lay it out, with no text engine set up: the system's fonts through HarfBuzz.
let card = CardView()
let layout = try card.solvedLayout(width: 320)
let title = layout.view(named: "title")!
print("card at 320: \(layout.size); title: \(title.text!.lines.map(\.text))")

// The same text straight from TextLayout, as Label's defaults ask for it:
// UILabel's 17-point system font (Inter's glyphs on San Francisco's line
// metrics: `FontSet.standard()`, not the family "Inter" with its own), wrapped
// at the title's width.
let paragraph = try ShapedParagraph("Trellis wraps text", fonts: FontSet.standard(), size: 17)
let direct = try paragraph.layout(width: title.frame.width, style: ParagraphStyle())
let measured = title.text!.lines
if measured.map(\.width) != direct.lines.map(\.width) || measured.map(\.baseline) != direct.lines.map(\.baseline) {
    failures.append("the title measures \(measured.map(\.width)) but HarfBuzz gives \(direct.lines.map(\.width))")
}

// Paint it.
let renderer = SceneRenderer(overlays: .frames)
try renderer.writePNG(of: layout, to: output + "/card.png")

// Sweep its width.
let plan = try SweepPlan(from: 160, to: 480, step: 4)
try SceneRenderer().sweep(card, plan: plan, to: output + "/card.gif")

// Find where it changes.
for change in try CriticalWidths.find(in: card, from: 100, to: 320, step: 4) {
    print(change)
}

// Check it.
let report = LayoutCheck.run(card, widths: [40, 100, 320])
print(report.text, terminator: "")
if report.isClean { failures.append("the check found nothing at 40, where the button leaves the card") }

// Scene files.
if arguments.count >= 3 {
    let scene = try Scene.load(contentsOf: arguments[2] + "/min-spacing.yaml")
    let root = scene.makeRoot(width: 320)
    try SceneRenderer(background: scene.background).writePNG(of: root.solvedLayout(), to: output + "/min-spacing.png")
}

for file in ["card.png", "card.gif"] where !FileManager.default.fileExists(atPath: output + "/" + file) {
    failures.append("\(file) was not written")
}
if !failures.isEmpty {
    FileHandle.standardError.write(Data(failures.map { "Cards: \($0)\n" }.joined().utf8))
    exit(1)
}
print("Cards: ok")
