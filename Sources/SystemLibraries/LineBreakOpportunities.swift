import CLineBreak

/// UAX #14 line-break opportunities, from ICU's line break iterator.
public enum LineBreakOpportunities {
    /// A failure reported by ICU, with ICU's error name.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var icuError: String
        public var description: String { "ICU line breaking failed: \(icuError)" }
    }

    /// The UTF-16 offsets where a new line may start in `text` (the text's end
    /// included). `locale` follows ICU's syntax; `en@lb=strict` matches Pango.
    public static func utf16Offsets(in text: String, locale: String = "en@lb=strict") throws -> [Int] {
        let units = Array(text.utf16)
        if units.isEmpty { return [] }
        var capacity = units.count + 1
        while true {
            var offsets = [Int32](repeating: 0, count: capacity)
            var error = [CChar](repeating: 0, count: 64)
            let count = units.withUnsafeBufferPointer { buffer in
                trellis_line_breaks(buffer.baseAddress, Int32(buffer.count), locale, &offsets, Int32(capacity), &error)
            }
            if count < 0 { throw Failure(icuError: String(cString: error)) }
            if Int(count) <= capacity { return offsets.prefix(Int(count)).map(Int.init) }
            capacity = Int(count)
        }
    }
}
