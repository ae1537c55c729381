// generated — do not edit: scripts/gen-doc-snippets writes this file from Sources/InterfaceBuilder/InterfaceBuilder.docc/LoadingNibsInTests.md.

#sourceLocation(file: "Sources/InterfaceBuilder/InterfaceBuilder.docc/LoadingNibsInTests.md", line: 47)
import InterfaceBuilder
import Layout
import SnapshotTesting
import Testing
import TrellisTesting
#sourceLocation()

// Sources/InterfaceBuilder/InterfaceBuilder.docc/LoadingNibsInTests.md:46
extension Doc_InterfaceBuilder_LoadingNibsInTests {
#sourceLocation(file: "Sources/InterfaceBuilder/InterfaceBuilder.docc/LoadingNibsInTests.md", line: 53)
@Test static func profileCellAsInterfaceBuilderDrawsIt() throws {
    let document = try IBDocumentReader.read(contentsOfFile: "Tests/AppViewsTests/Resources/ProfileCell.xib")
    let cell = try IBScenario(document: document, view: "KGk-i7-Jjw")
    let root = cell.makeRoot(width: 375, height: nil, state: nil)
    // At Interface Builder's height, at two widths.
    assertSnapshot(of: root, as: .layout(widths: [320, 375], height: cell.defaultHeight))
}
#sourceLocation()
}

// The statements of Sources/InterfaceBuilder/InterfaceBuilder.docc/LoadingNibsInTests.md's blocks without a context, in order: one program.
extension Doc_InterfaceBuilder_LoadingNibsInTests {
@MainActor static func statements() throws {
// Sources/InterfaceBuilder/InterfaceBuilder.docc/LoadingNibsInTests.md:75
#sourceLocation(file: "Sources/InterfaceBuilder/InterfaceBuilder.docc/LoadingNibsInTests.md", line: 76)
let document = try IBDocumentReader.read(contentsOfFile: "Resources/Main.storyboard")
let comparison = IBComparison(document: document, measurer: ShapedTextMeasurer.system)
for view in comparison.views where !view.agrees && !view.isTextDependent && !view.isFixed {
    print("line \(view.line), \(view.element) \(view.id): saved \(view.saved), Trellis \(view.trellis)")
}
for hierarchy in comparison.hierarchies where !hierarchy.contradictions.isEmpty {
    // Saved frames that break their own required constraints: not counted.
    print("root \(hierarchy.id): \(hierarchy.contradictions.joined(separator: "; "))")
}
#sourceLocation()
// Used, so that a value a snippet only shows is no warning.
_ = document
_ = comparison
}
}
