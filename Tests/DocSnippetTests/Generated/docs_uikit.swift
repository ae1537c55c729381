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

// docs/uikit.md:547, in the context LayoutTrees
extension Doc_docs_uikit {
final class Line547: LayoutTrees {
@MainActor func statements() throws {
#sourceLocation(file: "docs/uikit.md", line: 548)
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
// docs/uikit.md:186
#sourceLocation(file: "docs/uikit.md", line: 193)
let price = UILabel()
var text = AttributedString("Now ")
var amount = AttributedString("$9.99")
amount.font = .boldSystemFont(ofSize: 17)
amount.foregroundColor = .systemRed
text += amount
price.attributedText = NSAttributedString(text)

let style = NSMutableParagraphStyle()
style.lineSpacing = 4
let terms = UILabel()
terms.numberOfLines = 0
terms.attributedText = NSAttributedString(string: "Read the terms before you buy.", attributes: [
    .paragraphStyle: style, .underlineStyle: NSUnderlineStyle.single.rawValue,
])
#sourceLocation()
// docs/uikit.md:279
#sourceLocation(file: "docs/uikit.md", line: 286)
let total = UILabel()
total.text = "$1,299.00"
total.font = .systemFont(ofSize: 34)
total.adjustsFontSizeToFitWidth = true
total.minimumScaleFactor = 0.5
total.baselineAdjustment = .alignCenters
#sourceLocation()
// Used, so that a value a snippet only shows is no warning.
_ = price
_ = text
_ = amount
_ = style
_ = terms
_ = total
}
}
