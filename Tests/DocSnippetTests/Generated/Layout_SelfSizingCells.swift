// generated — do not edit: scripts/gen-doc-snippets writes this file from Sources/Layout/Layout.docc/SelfSizingCells.md.

// Tests/DocSnippetTests/Contexts/ArticleView.swift:1
import Layout

// Sources/Layout/Layout.docc/SelfSizingCells.md:19, in the context ArticleView
extension Doc_Layout_SelfSizingCells {
final class Line19: ArticleView {
#sourceLocation(file: "Sources/Layout/Layout.docc/SelfSizingCells.md", line: 20)
func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
    var attr = layoutAttributes
    layoutIfNeeded()

    let fittedSize = systemLayoutSizeFitting(
        Size(width: attr.frame.width, height: View.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    attr.frame.size.height = fittedSize.height.rounded(.up)
    return attr
}
#sourceLocation()
}
}

// Sources/Layout/Layout.docc/SelfSizingCells.md:45, in the context ArticleView
extension Doc_Layout_SelfSizingCells {
final class Line45: ArticleView {
#sourceLocation(file: "Sources/Layout/Layout.docc/SelfSizingCells.md", line: 46)
override func updateConstraints() {
    textLabel.preferredMaxLayoutWidth = textLabel.bounds.width
    super.updateConstraints()
}
#sourceLocation()
}
}
