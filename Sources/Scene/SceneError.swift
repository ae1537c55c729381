/// Why a scene file cannot be used, and where: `file:line:column: message`,
/// or `file: message` when the file as a whole is at fault.
///
/// Lines and columns count from 1, columns in Unicode scalars (as libyaml
/// counts them); inside an equation or a visual format line the column is
/// that of the token at fault. Every message says what was expected.
public struct SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// A problem with the file as a whole (it does not exist, is a folder,
    /// cannot be read, is too large): no line or column, as no place in
    /// it is at fault; ``line`` and ``column`` are 0.
    public init(file: String, message: String) {
        self.init(file: file, line: 0, column: 0, message: message)
    }

    /// `scene.yaml:12:25: unknown view "lable"; did you mean "label"?`, or
    /// `Fixtures: no such file or directory` for the file as a whole.
    public var description: String {
        line > 0 ? "\(file):\(line):\(column): \(message)" : "\(file): \(message)"
    }
}

/// A place in the scene file.
struct SourceLocation: Equatable, Sendable {
    var line: Int
    var column: Int

    static let start = SourceLocation(line: 1, column: 1)

    func offset(by columns: Int) -> SourceLocation { SourceLocation(line: line, column: column + columns) }
}
