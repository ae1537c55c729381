// generated — do not edit: scripts/gen-doc-snippets writes this file from Sources/TrellisTesting/TrellisTesting.docc/TrellisTesting.md.

// Tests/DocSnippetTests/Contexts/SnapshotTestBody.swift:1
import Layout
// Tests/DocSnippetTests/Contexts/SnapshotTestBody.swift:2
import SnapshotTesting
// Tests/DocSnippetTests/Contexts/SnapshotTestBody.swift:3
import TrellisTesting

// Sources/TrellisTesting/TrellisTesting.docc/TrellisTesting.md:14, in the context SnapshotTestBody
extension Doc_TrellisTesting_TrellisTesting {
final class Line14: SnapshotTestBody {
@MainActor func statements() throws {
#sourceLocation(file: "Sources/TrellisTesting/TrellisTesting.docc/TrellisTesting.md", line: 15)
assertSnapshot(of: root, as: .layout(widths: [200, 320, 600]))
assertSnapshot(of: root, as: .png(width: 320))
assertSnapshot(of: root, as: .png(widths: [200, 320]))
assertSnapshot(of: root, as: .sweep(from: 160, to: 480, step: 8))
#sourceLocation()
}
}
}
