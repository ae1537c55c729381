// generated — do not edit: scripts/gen-doc-snippets writes this file from Sources/TextLayout/TextLayout.docc/ShapingOnceWrappingAtEveryWidth.md.

#sourceLocation(file: "Sources/TextLayout/TextLayout.docc/ShapingOnceWrappingAtEveryWidth.md", line: 16)
import TextLayout
#sourceLocation()

// The statements of Sources/TextLayout/TextLayout.docc/ShapingOnceWrappingAtEveryWidth.md's blocks without a context, in order: one program.
extension Doc_TextLayout_ShapingOnceWrappingAtEveryWidth {
@MainActor static func statements() throws {
// Sources/TextLayout/TextLayout.docc/ShapingOnceWrappingAtEveryWidth.md:15
#sourceLocation(file: "Sources/TextLayout/TextLayout.docc/ShapingOnceWrappingAtEveryWidth.md", line: 18)
let fonts = try FontSet.files([(path: "Fixtures/fonts/TrellisTest.ttf", index: 0)])
let paragraph = try ShapedParagraph("Shape it once, wrap it often", fonts: fonts, size: 10)
#sourceLocation()
// Sources/TextLayout/TextLayout.docc/ShapingOnceWrappingAtEveryWidth.md:31
#sourceLocation(file: "Sources/TextLayout/TextLayout.docc/ShapingOnceWrappingAtEveryWidth.md", line: 32)
let wide = try paragraph.layout(width: 180)
let medium = try paragraph.layout(width: 120)
let narrow = try paragraph.layout(width: 80)
#sourceLocation()
// Sources/TextLayout/TextLayout.docc/ShapingOnceWrappingAtEveryWidth.md:60
#sourceLocation(file: "Sources/TextLayout/TextLayout.docc/ShapingOnceWrappingAtEveryWidth.md", line: 61)
let sized = try paragraph.size(width: 120)       // (width: 120, height: 30)
let unlimited = try paragraph.size(width: nil)   // (width: 255, height: 10): no limit, one line
let narrowest = paragraph.minimumContentWidth(wrap: .word)   // 50: "Shape", "once," and "often"
#sourceLocation()
// Sources/TextLayout/TextLayout.docc/ShapingOnceWrappingAtEveryWidth.md:71
#sourceLocation(file: "Sources/TextLayout/TextLayout.docc/ShapingOnceWrappingAtEveryWidth.md", line: 72)
let twoLines = try paragraph.layout(width: 80, style: ParagraphStyle(maximumNumberOfLines: 2))
let clipped = try paragraph.layout(
    width: 80, style: ParagraphStyle(maximumNumberOfLines: 2, truncation: .clip))
#sourceLocation()
// Used, so that a value a snippet only shows is no warning.
_ = fonts
_ = paragraph
_ = wide
_ = medium
_ = narrow
_ = sized
_ = unlimited
_ = narrowest
_ = twoLines
_ = clipped
}
}
