/// Text put into HTML: the one escaper the verification report and the
/// gallery (`trellis verify --report`, `trellis docs`) share.
public enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` as entities: safe as element
    /// content and as an attribute value in either kind of quotes. Scalar by
    /// scalar, so a combining mark after a quote cannot hide it (a quote
    /// and its mark are one `Character`).
    public static func escape(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
            case "'": out.append(contentsOf: "&#39;".unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
