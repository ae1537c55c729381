import Foundation

/// Reads an XML document's UTF-8 bytes into ``XMLNode``s: elements,
/// attributes, character data (with the five predefined entities, numeric
/// character references and CDATA sections), comments, processing
/// instructions and the XML declaration. No DTD: a `<!DOCTYPE>` and any
/// entity but the predefined five are errors, so nothing in a file reaches
/// outside it. A file that is not well-formed XML is one ``IBReadError``
/// with the line and column where reading stopped.
///
/// Trellis's own reader rather than Foundation's `XMLParser`: on Linux that
/// is FoundationXML over libxml2 and liblzma, which every `trellis` command
/// then loaded at its start, nibs or not (docs/interface-builder.md,
/// "Reading the XML"). Interface Builder files use only the XML above.
struct XMLTreeReader {
    /// Deeper nesting is refused rather than read (libxml2's default limit
    /// too); Interface Builder files nest a few dozen levels.
    static let maximumDepth = 256

    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    var position = 0
    var locator = XMLLocator()
    var stack: [XMLNode] = []
    /// Bytes of text or an attribute value that needed rewriting
    /// (a reference, a line break), reused between values.
    var scratch: [UInt8] = []
    /// The start tag's attributes so far, reused between tags.
    var pairs: [(String, String)] = []

    /// The document's root element.
    static func read(_ data: Data, file: String) throws(IBReadError) -> XMLNode {
        let bytes = [UInt8](data)
        let result = bytes.withUnsafeBufferPointer { buffer -> Result<XMLNode, IBReadError> in
            var reader = XMLTreeReader(bytes: buffer, file: file)
            do throws(IBReadError) {
                return .success(try reader.readDocument())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
    }

    private mutating func readDocument() throws(IBReadError) -> XMLNode {
        if let (offset, problem) = XMLCharacters.firstProblem(in: bytes) {
            throw error(problem, at: offset, wellFormedness: false)
        }
        if starts(with: "\u{FEFF}") { position = 3 }  // a byte order mark
        if starts(with: "<?xml"), position + 5 < bytes.count, XMLCharacters.isSpace(bytes[position + 5]) {
            try readDeclaration()
        }
        try skipMiscellany()
        guard position < bytes.count else {
            throw IBReadError(file: file, line: 1, message: "the file holds no XML element")
        }
        guard bytes[position] == UInt8(ascii: "<") else {
            throw error("text before the root element", at: position)
        }
        let root = try readElements()
        try skipMiscellany()
        if position < bytes.count {
            let what = bytes[position] == UInt8(ascii: "<") ? "a second root element" : "text"
            throw error("\(what) after the root element <\(root.name)> of line \(root.line) ended", at: position)
        }
        return root
    }

    /// The root element and everything in it, from its `<` to the end of
    /// its end tag. A loop with an explicit stack, not recursion: a hostile
    /// file's nesting is bounded by `maximumDepth`, not the thread's stack.
    private mutating func readElements() throws(IBReadError) -> XMLNode {
        let root = try readStartTag()
        while let open = stack.last {
            guard position < bytes.count else {
                throw error("<\(open.name)> of line \(open.line) is not closed", at: endOfFile)
            }
            guard bytes[position] == UInt8(ascii: "<") else {
                try readText(into: open)
                continue
            }
            switch byte(at: position + 1) {
            case UInt8(ascii: "/"):
                try readEndTag(of: open)
            case UInt8(ascii: "!"):
                if starts(with: "<!--") {
                    try skipComment()
                } else if starts(with: "<![CDATA[") {
                    try readCDATA(into: open)
                } else {
                    throw error("\"<!\" begins neither a comment (<!--) nor CDATA (<![CDATA[)", at: position)
                }
            case UInt8(ascii: "?"):
                try skipProcessingInstruction()
            default:
                _ = try readStartTag()
            }
        }
        return root
    }

    /// `<name attribute="value" …>` or `…/>`: the node, added to its parent
    /// and, unless empty, opened.
    private mutating func readStartTag() throws(IBReadError) -> XMLNode {
        let start = position
        position += 1
        let name = try readName("an element name after \"<\"")
        pairs.removeAll(keepingCapacity: true)
        var isEmpty = false
        while true {
            let spaced = skipSpace()
            guard position < bytes.count else {
                throw error("the file ends inside the start tag <\(name)>", at: endOfFile)
            }
            let next = bytes[position]
            if next == UInt8(ascii: ">") {
                position += 1
                break
            }
            if next == UInt8(ascii: "/") {
                guard byte(at: position + 1) == UInt8(ascii: ">") else {
                    throw error("expected \">\" after \"/\" in the start tag <\(name)>", at: position + 1)
                }
                position += 2
                isEmpty = true
                break
            }
            guard spaced else {
                throw error("expected a space, \">\" or \"/>\" in the start tag <\(name)>", at: position)
            }
            let attributeStart = position
            let (attribute, value) = try readAttribute(ofElement: name)
            if pairs.contains(where: { $0.0 == attribute }) {
                throw error("attribute \(attribute) given twice in <\(name)>", at: attributeStart)
            }
            pairs.append((attribute, value))
        }
        guard stack.count < Self.maximumDepth else {
            throw error("<\(name)> is nested deeper than \(Self.maximumDepth) elements", at: start)
        }
        let (line, column) = locator.locate(start, in: bytes)
        // Built at once from the pairs: one table of the right size.
        let node = XMLNode(name: name, attributes: Dictionary(uniqueKeysWithValues: pairs), line: line, column: column)
        stack.last?.children.append(node)
        if !isEmpty { stack.append(node) }
        return node
    }

    /// `</name>`, which must close the innermost open element. A mismatch
    /// is reported where the end tag ends, once it has been read whole.
    private mutating func readEndTag(of open: XMLNode) throws(IBReadError) {
        position += 2
        let nameStart = position
        let name = try readName("an element name after \"</\"")
        let nameEnd = position
        skipSpace()
        guard byte(at: position) == UInt8(ascii: ">") else {
            if position >= bytes.count {
                throw error("the file ends inside the end tag </\(name)>", at: endOfFile)
            }
            throw error("expected \">\" to end </\(name)>", at: position)
        }
        position += 1
        guard open.name.utf8.elementsEqual(bytes[nameStart..<nameEnd]) else {
            throw error("</\(name)> where </\(open.name)> of line \(open.line) expected", at: position)
        }
        stack.removeLast()
    }

    /// `name="value"` (or with single quotes), whitespace around `=` allowed;
    /// of the XML declaration when `element` is nil (named only in errors).
    mutating func readAttribute(ofElement element: String?) throws(IBReadError) -> (String, String) {
        func tag() -> String { element.map { "<\($0)>" } ?? "the XML declaration" }
        let name = try readName("an attribute name in \(tag())")
        skipSpace()
        guard byte(at: position) == UInt8(ascii: "=") else {
            throw error("expected \"=\" after attribute \(name) in \(tag())", at: position)
        }
        position += 1
        skipSpace()
        let quote = byte(at: position)
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw error("expected a quoted value for attribute \(name) in \(tag())", at: position)
        }
        position += 1
        return (name, try readAttributeValue(name, quote: quote!, ofElement: element))
    }

    /// The value up to the closing quote, references replaced and each
    /// tab or line break made one space (XML's attribute-value
    /// normalization, as `XMLParser` did: IB writes a line break as `&#10;`).
    private mutating func readAttributeValue(_ name: String, quote: UInt8, ofElement element: String?) throws(IBReadError) -> String {
        let start = position
        while position < bytes.count {
            let next = bytes[position]
            if next == quote {
                position += 1
                return String(decoding: bytes[start..<(position - 1)], as: UTF8.self)
            }
            if next == UInt8(ascii: "&") || next == UInt8(ascii: "<") || next < 0x20 { break }
            position += 1
        }
        let tag = element.map { "<\($0)>" } ?? "the XML declaration"
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: bytes[start..<position])
        while position < bytes.count {
            let next = bytes[position]
            switch next {
            case quote:
                position += 1
                return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "&"):
                try readReference()
            case UInt8(ascii: "<"):
                throw error("\"<\" in the value of attribute \(name) in \(tag) (write &lt;)", at: position)
            case UInt8(ascii: "\r"):
                position += byte(at: position + 1) == UInt8(ascii: "\n") ? 2 : 1
                scratch.append(UInt8(ascii: " "))
            case UInt8(ascii: "\n"), UInt8(ascii: "\t"):
                position += 1
                scratch.append(UInt8(ascii: " "))
            default:
                position += 1
                scratch.append(next)
            }
        }
        throw error("the file ends inside the value of attribute \(name) in \(tag)", at: endOfFile)
    }

    /// Character data up to the next `<`, added to `node`'s text.
    private mutating func readText(into node: XMLNode) throws(IBReadError) {
        let start = position
        while position < bytes.count {
            let next = bytes[position]
            if next == UInt8(ascii: "<") {
                append(String(decoding: bytes[start..<position], as: UTF8.self), to: node)
                return
            }
            if next == UInt8(ascii: "&") || next == UInt8(ascii: "\r") || next == UInt8(ascii: "]") { break }
            position += 1
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: bytes[start..<position])
        while position < bytes.count {
            let next = bytes[position]
            switch next {
            case UInt8(ascii: "<"):
                append(String(decoding: scratch, as: UTF8.self), to: node)
                return
            case UInt8(ascii: "&"):
                try readReference()
            case UInt8(ascii: "\r"):
                position += byte(at: position + 1) == UInt8(ascii: "\n") ? 2 : 1
                scratch.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "]") where starts(with: "]]>"):
                throw error("\"]]>\" in text outside CDATA (write ]]&gt;)", at: position)
            default:
                position += 1
                scratch.append(next)
            }
        }
        // The end of the file: readElements reports the open element.
        append(String(decoding: scratch, as: UTF8.self), to: node)
    }

    private func append(_ text: String, to node: XMLNode) {
        if node.text.isEmpty { node.text = text } else { node.text += text }
    }

    /// `&name;` or `&#…;` at `position`, its character appended to `scratch`.
    private mutating func readReference() throws(IBReadError) {
        let start = position
        var end = position + 1
        while end < bytes.count, end - start <= 12, bytes[end] != UInt8(ascii: ";"),
              XMLCharacters.isNameByte(bytes[end]) || bytes[end] == UInt8(ascii: "#") {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";"), end > start + 1 else {
            throw error("\"&\" begins no entity reference such as &amp; (write &amp; for \"&\")", at: start)
        }
        let body = Array(bytes[(start + 1)..<end])
        let reference = String(decoding: body, as: UTF8.self)
        if body.first == UInt8(ascii: "#") {
            guard let scalar = XMLCharacters.characterReference(body.dropFirst()) else {
                throw error("&\(reference); is not a character XML allows", at: start)
            }
            scratch.append(contentsOf: Array(String(Character(scalar)).utf8))
        } else {
            guard let character = XMLCharacters.predefinedEntities[reference] else {
                throw error("unknown entity &\(reference);: only &lt; &gt; &amp; &quot; &apos; and &#…; are read, no DTD",
                            at: start)
            }
            scratch.append(character)
        }
        position = end + 1
    }

    /// `<![CDATA[…]]>`: its bytes, as they are, added to `node`'s text.
    private mutating func readCDATA(into node: XMLNode) throws(IBReadError) {
        let start = position
        position += 9
        guard let end = find("]]>") else {
            throw error("the file ends inside the CDATA section that starts at line \(locator.locate(start, in: bytes).line)",
                        at: endOfFile)
        }
        scratch.removeAll(keepingCapacity: true)
        var index = position
        while index < end {
            if bytes[index] == UInt8(ascii: "\r") {
                scratch.append(UInt8(ascii: "\n"))
                if index + 1 < end, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
            } else {
                scratch.append(bytes[index])
            }
            index += 1
        }
        append(String(decoding: scratch, as: UTF8.self), to: node)
        position = end + 3
    }

    /// Reading stopped at `offset`: the error, with its line and column.
    func error(_ message: String, at offset: Int, wellFormedness: Bool = true) -> IBReadError {
        var locator = locator
        let (line, column) = locator.locate(min(offset, bytes.count), in: bytes)
        return IBReadError(file: file, line: line, column: column,
                           message: wellFormedness ? "not well-formed XML (\(message))" : message)
    }

    /// Where a file that ends too early is reported: after its last
    /// character, on the last line (not on the empty line after a final
    /// line break).
    var endOfFile: Int {
        bytes.last == UInt8(ascii: "\n") ? bytes.count - 1 : bytes.count
    }
}
