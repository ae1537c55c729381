/// A PDF file's objects, found by reading the file from start to end
/// (`N G obj … endobj`, and the objects of object streams) rather than
/// through its cross-reference table: the files asset exporters write are
/// small, and a table whose offsets are off (a file edited by hand, or cut
/// short) then costs nothing. Later definitions replace earlier ones, as an
/// incremental update's do.
struct PDFFile {
    private(set) var objects: [Int: PDFObject] = [:]

    init(bytes: [UInt8]) throws(PDFError) {
        guard bytes.starts(with: Array("%PDF-".utf8)) else {
            throw PDFError("is not a PDF file (it does not start with %PDF-)")
        }
        // Every writer ends the file with %%EOF (ISO 32000-1, 7.5.5); a file cut short has none near its end.
        let tail = PDFScanner(bytes: Array(bytes.suffix(1024)))
        guard (0..<tail.bytes.count).contains(where: { tail.bytes[$0] == UInt8(ascii: "%") && tail.matches("%%EOF", at: $0) }) else {
            throw PDFError("is truncated (it does not end with %%EOF)")
        }
        var scanner = PDFScanner(bytes: bytes)
        var streams: [Int] = []
        // Remembers the last two numbers read: `N G obj` starts an object.
        var previous: (Double?, Double?) = (nil, nil)
        while let token = scanner.readToken() {
            switch token {
            case .keyword("obj"):
                if let number = previous.0, let generation = previous.1, number >= 0, number < 1e9, generation >= 0 {
                    if let object = Self.readDefinition(&scanner) {
                        objects[Int(number)] = object  // checked: 0 ≤ number < 1e9 above
                        if case .stream = object { streams.append(Int(number)) }  // checked: as above
                    }
                }
                previous = (nil, nil)
            case let .value(.number(value)):
                previous = (previous.1, value)
            default:
                previous = (nil, nil)
            }
        }
        guard !objects.isEmpty else { throw PDFError("has no objects (it is truncated or not a PDF file)") }
        for number in streams { try unpackObjectStream(number) }
    }

    /// The object after `obj`; a stream's bytes taken by its `/Length`
    /// when that is a number and `endstream` follows, else up to `endstream`.
    private static func readDefinition(_ scanner: inout PDFScanner) -> PDFObject? {
        guard let object = scanner.readObject() else { return nil }
        let afterObject = scanner.position
        guard case let .dictionary(entries) = object, case .keyword("stream")? = scanner.readToken() else {
            scanner.position = afterObject
            return object
        }
        // The data starts after the end of the `stream` line (CR LF or LF).
        var start = scanner.position
        if start < scanner.bytes.count, scanner.bytes[start] == 0x0D { start += 1 }
        if start < scanner.bytes.count, scanner.bytes[start] == 0x0A { start += 1 }
        let bytes = scanner.bytes
        if let length = entries["Length"]?.number, length >= 0, length < Double(bytes.count), start + Int(length) <= bytes.count {  // checked: 0 ≤ length < the file's size
            var end = start + Int(length)  // checked: as above
            while end < bytes.count, PDFScanner.isWhiteSpace(bytes[end]) { end += 1 }
            if scanner.matches("endstream", at: end) {
                scanner.position = end + 9
                return .stream(entries, Array(bytes[start..<start + Int(length)]))  // checked: as above
            }
        }
        guard let end = find("endstream", in: bytes, from: start) else {
            scanner.position = bytes.count
            return nil  // cut short: the stream never ends
        }
        var dataEnd = end
        if dataEnd > start, bytes[dataEnd - 1] == 0x0A { dataEnd -= 1 }
        if dataEnd > start, bytes[dataEnd - 1] == 0x0D { dataEnd -= 1 }
        scanner.position = end + 9
        return .stream(entries, Array(bytes[start..<dataEnd]))
    }

    private static func find(_ word: String, in bytes: [UInt8], from start: Int) -> Int? {
        let pattern = Array(word.utf8)
        guard bytes.count >= pattern.count, start <= bytes.count - pattern.count else { return nil }
        var index = start
        while index <= bytes.count - pattern.count {
            if bytes[index] == pattern[0], Array(bytes[index..<index + pattern.count]) == pattern { return index }
            index += 1
        }
        return nil
    }

    /// The objects packed in an object stream (`/Type /ObjStm`, PDF 1.5):
    /// `/N` pairs of number and offset, the objects from `/First` on.
    /// One defined directly in the file wins.
    private mutating func unpackObjectStream(_ number: Int) throws(PDFError) {
        guard let stream = objects[number], stream["Type"]?.name == "ObjStm",
              let count = resolve(stream["N"])?.number, let first = resolve(stream["First"])?.number,
              count >= 0, count < 1e6, first >= 0 else { return }
        let data = try decodedData(of: stream)
        guard first < Double(data.count) else { return }  // an offset past the data: nothing packed
        var header = PDFScanner(bytes: data)
        var entries: [(Int, Int)] = []
        for _ in 0..<Int(count) {  // checked: 0 ≤ count < 1e6 above
            guard let object = header.readObject()?.number, let offset = header.readObject()?.number,
                  object >= 0, object < 1e9, offset >= 0, offset < Double(data.count) else { break }
            entries.append((Int(object), Int(offset)))  // checked: both bounded just above
        }
        for (object, offset) in entries where objects[object] == nil {
            guard Int(first) + offset < data.count else { continue }
            var reader = PDFScanner(bytes: data, position: Int(first) + offset)
            if let value = reader.readObject() { objects[object] = value }
        }
    }

    /// What `object` is, references followed (a chain at most 32 long).
    func resolve(_ object: PDFObject?) -> PDFObject? {
        var current = object
        for _ in 0..<32 {
            guard case let .reference(number, _)? = current else { return current }
            current = objects[number]
        }
        return nil
    }

    /// A stream's bytes through its filters: none, or FlateDecode (without
    /// a predictor, as content streams are written). Any other filter is
    /// refused by name.
    func decodedData(of stream: PDFObject) throws(PDFError) -> [UInt8] {
        guard case let .stream(entries, raw) = stream else { return [] }
        var filters: [String] = []
        switch resolve(entries["Filter"]) {
        case let .name(name)?: filters = [name]
        case let .array(items)?: filters = items.compactMap { resolve($0)?.name }
        default: break
        }
        var data = raw
        for filter in filters {
            switch filter {
            case "FlateDecode", "Fl":
                if let predictor = resolve(resolve(entries["DecodeParms"])?["Predictor"])?.number, predictor > 1 {
                    throw PDFError("has a FlateDecode stream with predictor \(Int(predictor)), which Trellis does not read")
                }
                data = try PDFInflate.inflate(data)
            default:
                throw PDFError("uses the filter \(filter), which Trellis does not read (only FlateDecode)")
            }
        }
        return data
    }

    /// The first page's dictionary: the catalog's page tree followed down
    /// its first kids; else the lowest-numbered `/Type /Page` object.
    func firstPage() throws(PDFError) -> [String: PDFObject] {
        let catalog = objects.keys.sorted().lazy.compactMap { objects[$0] }.first { $0["Type"]?.name == "Catalog" }
        var node = resolve(catalog?["Pages"])
        for _ in 0..<32 {
            guard let current = node, let dictionary = current.dictionary else { break }
            if dictionary["Type"]?.name == "Page" { return dictionary }
            node = resolve(resolve(dictionary["Kids"])?.array?.first)
        }
        for number in objects.keys.sorted() {
            if let page = objects[number], page["Type"]?.name == "Page", let dictionary = page.dictionary { return dictionary }
        }
        throw PDFError("has no page (it is truncated, or not a PDF file an exporter wrote)")
    }

    /// A page's entry, or its ancestors' for the inheritable ones
    /// (`/MediaBox`, `/Resources`), resolved.
    func inherited(_ key: String, of page: [String: PDFObject]) -> PDFObject? {
        var node: [String: PDFObject]? = page
        for _ in 0..<32 {
            guard let current = node else { return nil }
            if let value = resolve(current[key]) { return value }
            node = resolve(current["Parent"])?.dictionary
        }
        return nil
    }
}
