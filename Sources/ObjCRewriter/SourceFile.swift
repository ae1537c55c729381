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

    private init(path: String, bytes: [UInt8], tokens: [SwiftToken], types: [TypeDeclaration]) {
        self.path = path
        self.bytes = bytes
        self.tokens = tokens
        self.types = types
    }

    /// The code inside each string interpolation (`"\(#keyPath(A.b))"`) that
    /// holds one of `markers`, as a file of its own tokens (the file's
    /// bytes, offsets and declarations), nested interpolations too: the
    /// lexer reads a string whole, so the rewrites look in here besides.
    func interpolatedCode(containing markers: [String]) -> [SourceFile] {
        let lexer = SwiftLexer(bytes)
        let needles = markers.map { Array($0.utf8) }
        var found: [SourceFile] = []
        var pending = tokens.filter { $0.kind == .string }
        while let string = pending.popLast() {
            for inside in lexer.interpolations(ofStringAt: string.range) {
                let slice = bytes[inside]
                guard needles.contains(where: { slice.contains($0) }) else { continue }
                let inner = SwiftLexer(Array(slice)).tokens().map {
                    SwiftToken(kind: $0.kind, range: $0.range.lowerBound + inside.lowerBound..<$0.range.upperBound + inside.lowerBound,
                               startsLine: $0.startsLine, followsSpace: $0.followsSpace)
                }
                found.append(SourceFile(path: path, bytes: bytes, tokens: inner, types: types))
                pending += inner.filter { $0.kind == .string }
            }
        }
        return found
    }

    func text(_ index: Int) -> String { String(decoding: bytes[tokens[index].range], as: UTF8.self) }

    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    func isPunctuation(_ index: Int, _ character: Character) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .punctuation else { return false }
        return bytes[tokens[index].range.lowerBound] == character.asciiValue!
    }
}
