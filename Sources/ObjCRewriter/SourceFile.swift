/// One Swift file of a module: its bytes, tokens and declarations.
public struct SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    public let tokens: [SwiftToken]
    public let types: [TypeDeclaration]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        tokens = SwiftLexer(bytes).tokens()
        types = DeclarationScanner(bytes: bytes, tokens: tokens).types()
    }

    public init(path: String, text: String) { self.init(path: path, bytes: Array(text.utf8)) }

    func text(_ index: Int) -> String { String(decoding: bytes[tokens[index].range], as: UTF8.self) }

    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    func isPunctuation(_ index: Int, _ character: Character) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .punctuation else { return false }
        return bytes[tokens[index].range.lowerBound] == character.asciiValue!
    }
}
