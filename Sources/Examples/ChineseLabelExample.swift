import Layout

// The wrapping label of "Auto Layout and Views that Wrap" with a sentence of
// its Chinese translation (shared/articles/views-that-wrap.zh.md): CJK text
// breaks between any two ideographs, Latin words inside it only at spaces.

extension Example {
    static let chineseLabel = Example(
        name: "chinese-label",
        summary: "The two-pass wrapping label with Chinese text from the article's translation.",
        build: { container, _ in
            let label = WrapDemo.makeLabel(
                "在自动布局中,view 有一个“固有尺寸”(intrinsic content size)的概念:宽和高刚好满足view 的大小。",
                preferredMaxLayoutWidth: 280)
            let panel = LabelWrappingView(label: label)
            WrapDemo.install(panel, height: 120, in: container)
            WrapDemo.pinLeftAndRight(label, in: panel)
            WrapDemo.addButton(below: label, in: panel)
        }
    )
}
