/// A paragraph's text in stretches of one ``TextStyle`` each: what
/// ``ShapedParagraph/init(_:language:direction:)`` shapes. The first style
/// is the paragraph's own (its ellipsis and an empty paragraph's height).
public struct StyledText: Sendable {
    /// The whole text, the stretches one after another.
    public private(set) var text: String
    /// The styles, in the order of their first use.
    public private(set) var styles: [TextStyle]
    /// Each stretch: its UTF-8 range in `text` and its index in `styles`.
    public private(set) var spans: [(range: Range<Int>, style: Int)]
    private var byteCount: Int

    /// A paragraph of one stretch.
    public init(_ text: String, style: TextStyle) {
        self.text = text
        styles = [style]
        byteCount = text.utf8.count
        spans = [(0..<byteCount, 0)]
    }

    /// Adds `text` set in `style` at the end (an empty text changes nothing).
    public mutating func append(_ text: String, style: TextStyle) {
        let count = text.utf8.count
        guard count > 0 else { return }
        let index = styles.count
        styles.append(style)
        if spans.count == 1, spans[0].range.isEmpty { spans.removeAll() }
        spans.append((byteCount..<(byteCount + count), index))
        self.text += text
        byteCount += count
    }

    /// The index in `styles` of the stretch holding the byte at `offset`
    /// (the last stretch at or past the end; the first before anything).
    func style(at offset: Int) -> Int {
        var low = 0, high = spans.count
        while low < high {
            let mid = (low + high) / 2
            if spans[mid].range.upperBound <= offset { low = mid + 1 } else { high = mid }
        }
        return spans[min(low, spans.count - 1)].style
    }
}
