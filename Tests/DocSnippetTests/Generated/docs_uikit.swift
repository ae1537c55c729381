// generated — do not edit: scripts/gen-doc-snippets writes this file from docs/uikit.md.

#sourceLocation(file: "docs/uikit.md", line: 8)
#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif
#sourceLocation()
// Tests/DocSnippetTests/Contexts/UIKitControls.swift:1
import TrellisUIKit
// Tests/DocSnippetTests/Contexts/LayoutTrees.swift:1
import Layout

// docs/uikit.md:82, in the context UIKitControls
extension Doc_docs_uikit {
final class Line82: UIKitControls {
@MainActor func statements() throws {
#sourceLocation(file: "docs/uikit.md", line: 84)
button.addAction(UIAction { [weak self] _ in self?.follow() }, for: .touchUpInside)
#sourceLocation()
}
}
}

// docs/uikit.md:507, in the context LayoutTrees
extension Doc_docs_uikit {
final class Line507: LayoutTrees {
@MainActor func statements() throws {
#sourceLocation(file: "docs/uikit.md", line: 508)
let measurer = try ShapedTextMeasurer(systemFontFiles: [
    FontFile(path: "/path/Inter-Regular.ttf"),
    FontFile(path: "/path/Inter-Bold.ttf"),
    FontFile(path: "/path/Inter-Italic.ttf"),
])
root.textMeasurer = measurer   // Layout; every label in the tree
#sourceLocation()
// Used, so that a value a snippet only shows is no warning.
_ = measurer
}
}
}

// The statements of docs/uikit.md's blocks without a context, in order: one program.
extension Doc_docs_uikit {
@MainActor static func statements() throws {
// docs/uikit.md:239
#sourceLocation(file: "docs/uikit.md", line: 246)
let price = UILabel()
price.text = "$1,299.00"
price.font = .systemFont(ofSize: 34)
price.adjustsFontSizeToFitWidth = true
price.minimumScaleFactor = 0.5
price.baselineAdjustment = .alignCenters
#sourceLocation()
// Used, so that a value a snippet only shows is no warning.
_ = price
}
}
