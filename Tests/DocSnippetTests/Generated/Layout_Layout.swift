// generated — do not edit: scripts/gen-doc-snippets writes this file from Sources/Layout/Layout.docc/Layout.md.

#sourceLocation(file: "Sources/Layout/Layout.docc/Layout.md", line: 18)
import Layout
#sourceLocation()

// The statements of Sources/Layout/Layout.docc/Layout.md's blocks without a context, in order: one program.
extension Doc_Layout_Layout {
@MainActor static func statements() throws {
// Sources/Layout/Layout.docc/Layout.md:17
#sourceLocation(file: "Sources/Layout/Layout.docc/Layout.md", line: 20)
let root = View(name: "root")
root.frame = Rect(x: 0, y: 0, width: 320, height: 0)
let label = Label(text: "Some text", name: "label")
label.numberOfLines = 0
root.addSubview(label)
label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8).isActive = true
label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8).isActive = true
label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8).isActive = true
root.layoutIfNeeded()
print(label.frame)
#sourceLocation()
// Used, so that a value a snippet only shows is no warning.
_ = root
_ = label
}
}
