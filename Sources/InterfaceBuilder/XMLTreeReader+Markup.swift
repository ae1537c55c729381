/// The markup around the elements (the XML declaration, comments,
/// processing instructions) and the reader's small steps: names, spaces,
/// looking ahead.
extension XMLTreeReader {
    /// `<?xml version="1.0" encoding="UTF-8" standalone="…"?>`, at the very
    /// start. Only UTF-8 is read, which is what Xcode writes.
    mutating func readDeclaration() throws(IBReadError) {
        let start = position
        position += 5
        var pseudoAttributes: [String: String] = [:]
        while true {
            let spaced = skipSpace()
            guard position < bytes.count else {
                throw error("the file ends inside the XML declaration", at: endOfFile)
            }
            if starts(with: "?>") {
                position += 2
                break
            }
            guard spaced else { throw error("expected a space or \"?>\" in the XML declaration", at: position) }
            let attributeStart = position
            let (name, value) = try readAttribute(ofElement: nil)
            guard ["version", "encoding", "standalone"].contains(name), pseudoAttributes[name] == nil else {
                throw error("\(name)=\"\(value)\" is not read in the XML declaration", at: attributeStart)
            }
            pseudoAttributes[name] = value
        }
        guard let version = pseudoAttributes["version"], version.hasPrefix("1.") else {
            throw error("the XML declaration gives no version 1.x", at: start)
        }
        if let encoding = pseudoAttributes["encoding"], encoding.lowercased() != "utf-8" {
            throw IBReadError(file: file, line: locator.locate(start, in: bytes).line,
                              message: "encoding \"\(encoding)\" is not read; Interface Builder files are UTF-8")
        }
    }

    /// Spaces, comments and processing instructions, before and after the
    /// root element. A DTD is refused: nothing in the file is to be fetched
    /// or expanded.
    mutating func skipMiscellany() throws(IBReadError) {
        while true {
            skipSpace()
            if starts(with: "<!--") {
                try skipComment()
            } else if starts(with: "<?") {
                try skipProcessingInstruction()
            } else if starts(with: "<!DOCTYPE") {
                throw error("a DTD (<!DOCTYPE …>) is not read", at: position)
            } else {
                return
            }
        }
    }

    /// `<!-- … -->`; `--` inside one is not XML.
    mutating func skipComment() throws(IBReadError) {
        let start = position
        position += 4
        guard let dashes = find("--") else {
            throw error("the file ends inside the comment that starts at line \(locator.locate(start, in: bytes).line)",
                        at: endOfFile)
        }
        guard byte(at: dashes + 2) == UInt8(ascii: ">") else {
            throw error("\"--\" inside a comment", at: dashes)
        }
        position = dashes + 3
    }

    /// `<?target …?>`, skipped; `<?xml` only as the declaration, first.
    mutating func skipProcessingInstruction() throws(IBReadError) {
        let start = position
        position += 2
        let target = try readName("a processing instruction's target after \"<?\"")
        if target.lowercased() == "xml" {
            throw error("an XML declaration (<?xml …?>) after the start of the file", at: start)
        }
        guard starts(with: "?>") || skipSpace() else {
            throw error("expected a space or \"?>\" after <?\(target)", at: position)
        }
        guard let end = find("?>") else {
            throw error("the file ends inside the processing instruction <?\(target)", at: endOfFile)
        }
        position = end + 2
    }

    /// An element, attribute or target name; `what` names what was expected.
    mutating func readName(_ what: @autoclosure () -> String) throws(IBReadError) -> String {
        let start = position
        guard position < bytes.count, XMLCharacters.isNameStart(bytes[position]) else {
            if position >= bytes.count { throw error("the file ends where \(what()) was expected", at: endOfFile) }
            throw error("expected \(what())", at: position)
        }
        position += 1
        while position < bytes.count, XMLCharacters.isNameByte(bytes[position]) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Skips XML's white space; whether there was any.
    @discardableResult
    mutating func skipSpace() -> Bool {
        let start = position
        while position < bytes.count, XMLCharacters.isSpace(bytes[position]) { position += 1 }
        return position > start
    }

    func byte(at offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    /// Whether the bytes at `position` are `text`'s UTF-8.
    func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let pattern = UnsafeBufferPointer(start: text.utf8Start, count: count)
        for index in 0..<count where bytes[position + index] != pattern[index] { return false }
        return true
    }

    /// The offset of the next `text` from `position`, or nil.
    func find(_ text: StaticString) -> Int? {
        let count = text.utf8CodeUnitCount
        let pattern = UnsafeBufferPointer(start: text.utf8Start, count: count)
        var offset = position
        while offset + count <= bytes.count {
            if bytes[offset] == pattern[0] {
                var index = 1
                while index < count, bytes[offset + index] == pattern[index] { index += 1 }
                if index == count { return offset }
            }
            offset += 1
        }
        return nil
    }
}

/// Lines and columns of byte offsets, counted forward from the last offset
/// asked for (the reader asks in order, so a file is counted once).
struct XMLLocator {
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    /// 1-based; the column counts characters (not bytes) from the line's start.
    mutating func locate(_ target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        if target < offset { self = XMLLocator() }
        while offset < target {
            if bytes[offset] == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset + 1
            }
            offset += 1
        }
        var column = 1
        for index in lineStart..<target where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return (line, column)
    }
}
