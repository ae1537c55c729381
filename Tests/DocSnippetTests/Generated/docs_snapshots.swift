// generated — do not edit: scripts/gen-doc-snippets writes this file from docs/snapshots.md.

#sourceLocation(file: "docs/snapshots.md", line: 184)
import SnapshotTesting
import Testing
import TrellisTesting
#sourceLocation()
// Tests/DocSnippetTests/Contexts/CardFactory.swift:1
import Layout
#sourceLocation(file: "docs/snapshots.md", line: 280)
import TrellisUIKit
#sourceLocation()

// docs/snapshots.md:183, in the context CardFactory
extension Doc_docs_snapshots {
final class Line183: CardFactory {
#sourceLocation(file: "docs/snapshots.md", line: 188)
@Test func card() {
    let root = makeCard()                     // your view tree
    assertSnapshot(of: root, as: .layout(widths: [200, 320, 600]))
    assertSnapshot(of: root, as: .png(width: 320))
    assertSnapshot(of: root, as: .png(widths: [200, 320]))
    assertSnapshot(of: root, as: .sweep(from: 160, to: 480, step: 8))
}
#sourceLocation()
}
}

// docs/snapshots.md:276, in the context UIKitScreen
extension Doc_docs_snapshots {
final class Line276: UIKitScreen {
#sourceLocation(file: "docs/snapshots.md", line: 282)
@MainActor @Test func welcome() {
    let controller = WelcomeViewController()
    assertSnapshot(of: controller, as: .image(on: .iPhone13))
    assertSnapshot(of: controller, as: .image(on: .iPhoneSe, traits: .init(preferredContentSizeCategory: .accessibilityExtraLarge)))
    assertSnapshot(of: controller, as: .recursiveDescription(on: .iPhone13(.landscape)))
    assertSnapshot(of: controller.view, as: .image(size: CGSize(width: 320, height: 200)))
}
#sourceLocation()
}
}

// docs/snapshots.md:478, in the context UIKitScreen
extension Doc_docs_snapshots {
final class Line478: UIKitScreen {
@MainActor func statements() throws {
#sourceLocation(file: "docs/snapshots.md", line: 479)
let matrix = SnapshotMatrix(devices: [.iPhoneSe, .iPhone13], contentSizes: [.large, .accessibilityExtraLarge],
                            directions: [.leftToRight, .rightToLeft], styles: [.light, .dark])
assertSnapshots(of: controller, as: .images(matrix))                  // a PNG per cell
assertSnapshots(of: controller, as: .recursiveDescriptions(matrix))   // a text per cell
assertSnapshot(of: controller, as: .contactSheet(matrix), named: "contact-sheet")
#sourceLocation()
// Used, so that a value a snippet only shows is no warning.
_ = matrix
}
}
}

// docs/snapshots.md:532, in the context UIKitScreen
extension Doc_docs_snapshots {
final class Line532: UIKitScreen {
@MainActor func statements() throws {
#sourceLocation(file: "docs/snapshots.md", line: 533)
assertLayoutHealth(of: card, widths: Array(stride(from: 200, through: 600, by: 4)),
                   allowing: ["truncated: footnoteLabel"])
#sourceLocation()
}
}
}

// docs/snapshots.md:758, in the context UIKitScreen
extension Doc_docs_snapshots {
final class Line758: UIKitScreen {
@MainActor func statements() throws {
#sourceLocation(file: "docs/snapshots.md", line: 759)
view.trellis.pseudoLocalize(.expand)   // "[Ĥéļļö one]": accented, 35 % longer
assertLayoutHealth(of: view, widths: Array(stride(from: 200, through: 600, by: 4)))
card.trellis.pseudoLocalize(.rtl)      // right to left, text reversed by U+202E
assertSnapshot(of: card, as: .image)
#sourceLocation()
}
}
}
