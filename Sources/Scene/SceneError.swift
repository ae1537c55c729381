/// Why a scene file cannot be used, and where: `file:line:column: message`.
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

    /// `scene.yaml:12:25: unknown view "lable"; did you mean "label"?`
    public var description: String { "\(file):\(line):\(column): \(message)" }
}

/// A place in the scene file.
struct SourceLocation: Equatable, Sendable {
    var line: Int
    var column: Int

    static let start = SourceLocation(line: 1, column: 1)

    func offset(by columns: Int) -> SourceLocation { SourceLocation(line: line, column: column + columns) }
}
