// generated — do not edit: scripts/gen-doc-snippets writes this file from Sources/TextLayout/TextLayout.docc/TextLayout.md.

#sourceLocation(file: "Sources/TextLayout/TextLayout.docc/TextLayout.md", line: 29)
import TextLayout
#sourceLocation()

// The statements of Sources/TextLayout/TextLayout.docc/TextLayout.md's blocks without a context, in order: one program.
extension Doc_TextLayout_TextLayout {
@MainActor static func statements() throws {
// Sources/TextLayout/TextLayout.docc/TextLayout.md:28
#sourceLocation(file: "Sources/TextLayout/TextLayout.docc/TextLayout.md", line: 31)
let paragraph = try ShapedParagraph("Some text to wrap", fonts: .standard(), size: 16)
let layout = try paragraph.layout(width: 120)
for line in layout.lines {
    print(line.range, line.width, line.baseline)
}
#sourceLocation()
// Used, so that a value a snippet only shows is no warning.
_ = paragraph
_ = layout
}
}
