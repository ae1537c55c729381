/// An Interface Builder file that cannot be read at all: not XML, not an
/// Interface Builder document, or a value the reader cannot do without.
public struct IBReadError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    /// 1-based; 1 when only the line is known. Line and column are 0 when
    /// the file as a whole is at fault (it does not exist, cannot be read).
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int = 1, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: message`, as a compiler writes it (and as a
    /// scene file's errors read); `file: message` for the file as a whole.
    public var description: String {
        line > 0 ? "\(file):\(line):\(column): \(message)" : "\(file): \(message)"
    }
}
