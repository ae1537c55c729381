#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation

/// Reads XML bytes into ``XMLNode``s with Foundation's `XMLParser`
/// (FoundationXML on Linux). A file that is not well-formed XML is one
/// ``IBReadError`` with the line and column the parser stopped at.
final class XMLTreeReader: NSObject, XMLParserDelegate {
    private var stack: [XMLNode] = []
    private var root: XMLNode?
    private weak var parser: XMLParser?
    /// A mismatched or unclosed element, which FoundationXML's parser lets through.
    private var structureError: (line: Int, column: Int, message: String)?

    /// The document's root element.
    static func read(_ data: Data, file: String) throws(IBReadError) -> XMLNode {
        let reader = XMLTreeReader()
        let parser = XMLParser(data: data)
        reader.parser = parser
        parser.delegate = reader
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        if let problem = reader.structureError {
            throw IBReadError(file: file, line: problem.line, column: problem.column, message: "not well-formed XML (\(problem.message))")
        }
        if !parsed {
            let message = parser.parserError.map { describe($0) } ?? "not well-formed XML"
            throw IBReadError(file: file, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber), message: message)
        }
        if let open = reader.stack.last {
            throw IBReadError(file: file, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber),
                              message: "not well-formed XML (<\(open.name)> of line \(open.line) is not closed)")
        }
        guard let root = reader.root else {
            throw IBReadError(file: file, line: 1, message: "the file holds no XML element")
        }
        return root
    }

    private static func describe(_ error: Error) -> String {
        let code = (error as NSError).code
        return "not well-formed XML (XMLParser error \(code))"
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let node = XMLNode(name: elementName, attributes: attributeDict, line: parser.lineNumber,
                           column: max(1, parser.columnNumber))
        if let parent = stack.last { parent.children.append(node) } else { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?) {
        guard let open = stack.last, open.name == elementName else {
            if structureError == nil {
                let expected = stack.last.map { "</\($0.name)> of line \($0.line) expected" } ?? "no element is open"
                structureError = (parser.lineNumber, max(1, parser.columnNumber), "</\(elementName)> where \(expected)")
            }
            parser.abortParsing()
            return
        }
        stack.removeLast()
    }
}

/// An Interface Builder file that cannot be read at all: not XML, not an
/// Interface Builder document, or a value the reader cannot do without.
public struct IBReadError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    /// 1-based; 1 when only the line is known (a file that cannot be read).
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int = 1, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: message`, as a compiler writes it (and as a
    /// scene file's errors read).
    public var description: String { "\(file):\(line):\(column): \(message)" }
}
