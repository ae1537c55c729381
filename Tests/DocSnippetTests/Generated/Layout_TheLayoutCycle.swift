// generated — do not edit: scripts/gen-doc-snippets writes this file from Sources/Layout/Layout.docc/TheLayoutCycle.md.

// Tests/DocSnippetTests/Contexts/ArticleView.swift:1
import Layout

// Sources/Layout/Layout.docc/TheLayoutCycle.md:34, in the context ArticleView
extension Doc_Layout_TheLayoutCycle {
final class Line34: ArticleView {
#sourceLocation(file: "Sources/Layout/Layout.docc/TheLayoutCycle.md", line: 35)
final class PassRecordingView: View {
    let log: LayoutPassLog   // shared by the three views
    let label = Label()
    private var didSetUpConstraints = false

    init(name: String, log: LayoutPassLog) {
        self.log = log
        super.init(name: name)
        addSubview(label)
    }

    override func updateConstraints() {
        log.record("updateConstraints", name!)
        if !didSetUpConstraints {
            // Local constraints: the label at the top, the child below it,
            // 8 from every edge.
            label.topAnchor.constraint(equalTo: topAnchor, constant: 8).isActive = true
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8).isActive = true
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8).isActive = true
            // … the child's constraints
            didSetUpConstraints = true
        }
        super.updateConstraints()
    }

    override func layoutSubviews() {
        log.record("layoutSubviews", name!)
        super.layoutSubviews()
        // … show the order in the label
    }
}
#sourceLocation()
}
}

// Sources/Layout/Layout.docc/TheLayoutCycle.md:83, in the context ArticleView
extension Doc_Layout_TheLayoutCycle {
final class Line83: ArticleView {
#sourceLocation(file: "Sources/Layout/Layout.docc/TheLayoutCycle.md", line: 84)
override func layoutSubviews() {
    super.layoutSubviews()

    let availableLabelWidth = label.frame.size.width
    label.preferredMaxLayoutWidth = availableLabelWidth

    super.layoutSubviews()
}
#sourceLocation()
}
}
