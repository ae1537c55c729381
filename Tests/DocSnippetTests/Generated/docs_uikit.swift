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

// docs/uikit.md:88, in the context UIKitControls
extension Doc_docs_uikit {
final class Line88: UIKitControls {
@MainActor func statements() throws {
#sourceLocation(file: "docs/uikit.md", line: 90)
button.addAction(UIAction { [weak self] _ in self?.follow() }, for: .touchUpInside)
#sourceLocation()
}
}
}

// docs/uikit.md:748, in the context LayoutTrees
extension Doc_docs_uikit {
final class Line748: LayoutTrees {
@MainActor func statements() throws {
#sourceLocation(file: "docs/uikit.md", line: 749)
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
// docs/uikit.md:236
#sourceLocation(file: "docs/uikit.md", line: 243)
let shareButton = UIButton(type: .system)
if #available(iOS 26, *) {
    shareButton.configuration = .glass()  // taken on Linux
} else {
    shareButton.configuration = .gray()
}
#sourceLocation()
// docs/uikit.md:387
#sourceLocation(file: "docs/uikit.md", line: 394)
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
// docs/uikit.md:480
#sourceLocation(file: "docs/uikit.md", line: 487)
let total = UILabel()
total.text = "$1,299.00"
total.font = .systemFont(ofSize: 34)
total.adjustsFontSizeToFitWidth = true
total.minimumScaleFactor = 0.5
total.baselineAdjustment = .alignCenters
#sourceLocation()
// Used, so that a value a snippet only shows is no warning.
_ = shareButton
_ = price
_ = text
_ = amount
_ = style
_ = terms
_ = total
}
}
