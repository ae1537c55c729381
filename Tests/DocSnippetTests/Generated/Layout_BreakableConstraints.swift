// generated — do not edit: scripts/gen-doc-snippets writes this file from Sources/Layout/Layout.docc/BreakableConstraints.md.

// Tests/DocSnippetTests/Contexts/ArticleView.swift:1
import Layout

// Sources/Layout/Layout.docc/BreakableConstraints.md:24, in the context ArticleView
extension Doc_Layout_BreakableConstraints {
final class Line24: ArticleView {
#sourceLocation(file: "Sources/Layout/Layout.docc/BreakableConstraints.md", line: 25)
final class MyView: View {
    var label = Label()
    var button = Button()

    var buttonTopConstraint: LayoutConstraint!
    var buttonBottomConstraint: LayoutConstraint!
    var labelBottomConstraintBreakable: LayoutConstraint!

    func setupViews() {
        backgroundColor = .red

        label = makeLabel(withTitle: "Some text", size: 16)
        button = makeButton(title: "Press")

        addSubview(label)
        addSubview(button)

        label.topAnchor.constraint(equalTo: topAnchor, constant: 8).isActive = true
        label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8).isActive = true
        label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8).isActive = true

        button.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
        button.widthAnchor.constraint(equalToConstant: 100).isActive = true

        // flexible
        buttonTopConstraint = label.bottomAnchor.constraint(equalTo: button.topAnchor, constant: -16)
        buttonBottomConstraint = button.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8)
        labelBottomConstraintBreakable = label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8)

        buttonTopConstraint.isActive = true
        buttonBottomConstraint.isActive = true
        labelBottomConstraintBreakable.priority = .defaultLow
        labelBottomConstraintBreakable.isActive = true
    }

    func adjust() {
        button.isHidden = !button.isHidden
        buttonTopConstraint.isActive = !buttonTopConstraint.isActive
        buttonBottomConstraint.isActive = !buttonBottomConstraint.isActive
    }
}
#sourceLocation()
}
}

// Sources/Layout/Layout.docc/BreakableConstraints.md:91, in the context ArticleView
extension Doc_Layout_BreakableConstraints {
final class Line91: ArticleView {
@MainActor func statements() throws {
#sourceLocation(file: "Sources/Layout/Layout.docc/BreakableConstraints.md", line: 92)
stackView.addArrangedSubview(label)
stackView.addArrangedSubview(button)

addSubview(stackView)

stackView.topAnchor.constraint(equalTo: topAnchor).isActive = true
stackView.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
stackView.trailingAnchor.constraint(equalTo: trailingAnchor).isActive = true
stackView.bottomAnchor.constraint(equalTo: bottomAnchor).isActive = true

stackView.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
stackView.isLayoutMarginsRelativeArrangement = true
#sourceLocation()
}
}
}

// Sources/Layout/Layout.docc/BreakableConstraints.md:121, in the context ArticleView
extension Doc_Layout_BreakableConstraints {
final class Line121: ArticleView {
@MainActor func statements() throws {
#sourceLocation(file: "Sources/Layout/Layout.docc/BreakableConstraints.md", line: 122)
let atLeast20 = label.topAnchor.constraint(greaterThanOrEqualTo: panel.topAnchor, constant: 20)
atLeast20.isActive = true
let preferably20 = label.topAnchor.constraint(equalTo: panel.topAnchor, constant: 20)
preferably20.priority = .defaultLow
preferably20.isActive = true
label.topAnchor.constraint(greaterThanOrEqualTo: header.bottomAnchor, constant: 8).isActive = true
#sourceLocation()
// Used, so that a value a snippet only shows is no warning.
_ = atLeast20
_ = preferably20
}
}
}
