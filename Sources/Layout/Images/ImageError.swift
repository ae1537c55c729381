/// Why an image could not be made: one sentence naming the file (or "PNG
/// data" for bytes in memory).
public struct ImageError: Error, Equatable, CustomStringConvertible {
    /// The file's path, or nil for data in memory.
    public let path: String?
    /// What is wrong, as the end of a sentence ("is not a PNG file …").
    public let problem: String

    public init(path: String?, problem: String) {
        self.path = path
        self.problem = problem
    }

    public var description: String { "\(path ?? "PNG data") \(problem)" }
}
