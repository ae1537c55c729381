/// One value of a PDF file (ISO 32000-1, 7.3): what the scanner reads and
/// the reader resolves. Strings stay bytes: a vector icon's drawing never
/// needs their text.
enum PDFObject: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case name(String)
    case string([UInt8])
    case array([PDFObject])
    case dictionary([String: PDFObject])
    /// `N G R`: the object numbered N (generation G), defined elsewhere.
    case reference(Int, Int)
    /// A dictionary and the bytes between `stream` and `endstream`, still encoded.
    case stream([String: PDFObject], [UInt8])

    var number: Double? {
        if case let .number(value) = self, value.isFinite { return value }
        return nil
    }

    var name: String? {
        if case let .name(value) = self { return value }
        return nil
    }

    var array: [PDFObject]? {
        if case let .array(value) = self { return value }
        return nil
    }

    /// A dictionary's entries, or a stream's.
    var dictionary: [String: PDFObject]? {
        switch self {
        case let .dictionary(value), let .stream(value, _): return value
        default: return nil
        }
    }

    subscript(key: String) -> PDFObject? { dictionary?[key] }
}

/// Why a PDF cannot be drawn: the end of a sentence that starts with the
/// file's path ("is not a PDF file …").
struct PDFError: Error, Equatable {
    let problem: String

    init(_ problem: String) { self.problem = problem }
}
