/// Something in an Interface Builder file the reader did not take as it is:
/// an element it does not know, a value it cannot read, or a view it builds
/// only approximately. Never silently dropped: every one is listed with
/// its file and line (docs/interface-builder.md).
public struct IBNote: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// An element the reader does not know: left out.
        case unknownElement = "unknown element"
        /// An attribute value the reader does not know: the default is used.
        case unknownValue = "unknown value"
        /// A view of a class Layout cannot build: a plain view with its saved frame.
        case approximated
        /// Something the reader knows but does not apply (a runtime attribute,
        /// a constraint whose item is not in the hierarchy).
        case notApplied = "not applied"
    }

    public var kind: Kind
    public var file: String
    public var line: Int
    public var message: String

    public init(_ kind: Kind, file: String, line: Int, _ message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: unknown element: <foo>`.
    public var description: String { "\(file):\(line): \(kind.rawValue): \(message)" }
}
