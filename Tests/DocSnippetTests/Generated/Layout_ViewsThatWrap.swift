// generated — do not edit: scripts/gen-doc-snippets writes this file from Sources/Layout/Layout.docc/ViewsThatWrap.md.

// Tests/DocSnippetTests/Contexts/ArticleView.swift:1
import Layout

// Sources/Layout/Layout.docc/ViewsThatWrap.md:29, in the context ArticleView
extension Doc_Layout_ViewsThatWrap {
final class Line29: ArticleView {
@MainActor func statements() throws {
#sourceLocation(file: "Sources/Layout/Layout.docc/ViewsThatWrap.md", line: 30)
let label = Label(text: "Just plain constraints. Lorem ipsum dolor sit amet", name: "label")
label.font = Font.systemFont(ofSize: 17)
label.textAlignment = .center
label.numberOfLines = 0
label.preferredMaxLayoutWidth = 280
panel.addSubview(label)
label.topAnchor.constraint(equalTo: panel.topAnchor).isActive = true
label.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 20).isActive = true
label.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -20).isActive = true
#sourceLocation()
// Used, so that a value a snippet only shows is no warning.
_ = label
}
}
}

// Sources/Layout/Layout.docc/ViewsThatWrap.md:53
extension Doc_Layout_ViewsThatWrap {
#sourceLocation(file: "Sources/Layout/Layout.docc/ViewsThatWrap.md", line: 54)
final class LabelWrappingView: View {
    let label = Label()

    override func layoutSubviews() {
        super.layoutSubviews()

        let availableLabelWidth = label.frame.size.width
        label.preferredMaxLayoutWidth = availableLabelWidth

        super.layoutSubviews()
    }
}
#sourceLocation()
}

// Sources/Layout/Layout.docc/ViewsThatWrap.md:85, in the context ArticleView
extension Doc_Layout_ViewsThatWrap {
final class Line85: ArticleView {
#sourceLocation(file: "Sources/Layout/Layout.docc/ViewsThatWrap.md", line: 86)
final class MyWrappingView: View {
    var preferredMaxLayoutWidth: Double = 0 {
        didSet {
            guard preferredMaxLayoutWidth != oldValue else { return }
            invalidateIntrinsicContentSize()
        }
    }

    override var intrinsicContentSize: Size {
        guard itemCount > 0 else { return .zero }
        var total: Rect?
        enumerateItemRects(forLayoutWidth: preferredMaxLayoutWidth) { itemRect in
            total = total.map { union($0, itemRect) } ?? itemRect
        }
        return total!.size
    }

    override func layoutSubviews() {
        super.layoutSubviews()

        var subviewEnumerator = subviews.makeIterator()
        enumerateItemRects(forLayoutWidth: bounds.width) { itemRect in
            subviewEnumerator.next()?.frame = itemRect
        }
    }
}
#sourceLocation()
}
}

// Sources/Layout/Layout.docc/ViewsThatWrap.md:139, in the context ArticleView
extension Doc_Layout_ViewsThatWrap {
final class Line139: ArticleView {
#sourceLocation(file: "Sources/Layout/Layout.docc/ViewsThatWrap.md", line: 140)
override func layoutSubviews() {
    let labelAsWideAsPossibleConstraint = LayoutConstraint(
        item: label, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1.0, constant: 1e8)  // a big number
    labelAsWideAsPossibleConstraint.priority = label.contentCompressionResistancePriority(for: .horizontal)
    label.addConstraint(labelAsWideAsPossibleConstraint)

    super.layoutSubviews()

    let availableLabelWidth = label.frame.size.width
    label.preferredMaxLayoutWidth = availableLabelWidth
    label.removeConstraint(labelAsWideAsPossibleConstraint)

    super.layoutSubviews()
}
#sourceLocation()
}
}
