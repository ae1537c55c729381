import Foundation

/// One element of an Interface Builder file as XML: its name, attributes
/// and children, with the line it starts on (for every report about it).
///
/// The reader first builds these (`XMLTreeReader`), then reads the typed
/// document from them (``IBDocumentReader``), so that the typed reading can
/// look at children in any order and report each element by its line.
public final class XMLNode {
    public let name: String
    public let attributes: [String: String]
    public let line: Int
    /// The column of the start tag's `<` (1-based, in characters).
    public let column: Int
    public internal(set) var children: [XMLNode] = []
    /// The element's character data (`<string key="text">Two\nlines</string>`).
    public internal(set) var text = ""

    init(name: String, attributes: [String: String], line: Int, column: Int = 1) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.column = column
    }

    /// Reads XML bytes into a tree of nodes: the XML layer of
    /// ``IBDocumentReader`` on its own (`trellis-bench ib` times it). A file
    /// that is not well-formed XML is one ``IBReadError``, located.
    public static func read(_ data: Data, file: String) throws(IBReadError) -> XMLNode {
        try XMLTreeReader.read(data, file: file)
    }

    public subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The value of `key="…"`, which names the role of an element in its parent.
    public var key: String? { attributes["key"] }

    /// The first child named `name`, with `key` if given.
    public func child(_ name: String, key: String? = nil) -> XMLNode? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// The children named `name`.
    public func children(_ name: String) -> [XMLNode] {
        children.filter { $0.name == name }
    }

    /// Whether `attribute` is `YES`.
    public func flag(_ attribute: String) -> Bool { attributes[attribute] == "YES" }
}
