/// Text put into HTML: the one escaper the verification report and the
/// gallery (`trellis verify --report`, `trellis docs`) share.
public enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` as entities: safe as element
    /// content and as an attribute value in either kind of quotes. Scalar by
    /// scalar, so a combining mark after a quote cannot hide it (a quote
    /// and its mark are one `Character`).
    public static func escape(_ text: String) -> String {
        // Byte by byte: every character escaped is ASCII.
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): out.append(contentsOf: "&#39;".utf8)
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
