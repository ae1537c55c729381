/// Replacements in a file's bytes, applied together. Blanking keeps a
/// file's lines and columns: what a diagnostic points at stays where the
/// user wrote it.
struct TextEdits {
    private var edits: [(range: Range<Int>, replacement: [UInt8])] = []

    var isEmpty: Bool { edits.isEmpty }

    mutating func replace(_ range: Range<Int>, with replacement: String) {
        edits.append((range, Array(replacement.utf8)))
    }

    mutating func insert(_ text: String, at offset: Int) {
        edits.append((offset..<offset, Array(text.utf8)))
    }

    /// Spaces in place of `range`, its line breaks kept.
    mutating func blank(_ range: Range<Int>, in bytes: [UInt8]) {
        edits.append((range, bytes[range].map { $0 == 0x0A || $0 == 0x0D ? $0 : 0x20 }))
    }

    /// `replacement` in place of `range`, followed by as many line breaks
    /// as `range` spanned, so that later lines keep their numbers.
    mutating func replaceKeepingLines(_ range: Range<Int>, with replacement: String, in bytes: [UInt8]) {
        let lineBreaks = bytes[range].filter { $0 == 0x0A }.count
        edits.append((range, Array(replacement.utf8) + Array(repeating: 0x0A, count: lineBreaks)))
    }

    func applied(to bytes: [UInt8]) -> [UInt8] {
        // Later edits first; at one offset, insertions keep their order.
        let ordered = edits.enumerated().sorted {
            $0.element.range.lowerBound != $1.element.range.lowerBound
                ? $0.element.range.lowerBound > $1.element.range.lowerBound : $0.offset > $1.offset
        }
        var result = bytes
        var lastStart = Int.max
        for (_, edit) in ordered where edit.range.upperBound <= lastStart {
            result.replaceSubrange(edit.range, with: edit.replacement)
            lastStart = edit.range.lowerBound
        }
        return result
    }
}
