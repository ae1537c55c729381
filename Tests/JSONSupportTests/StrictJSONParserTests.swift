@testable import JSONSupport
import Testing

/// `JSONParser.parse(_:strict:)`, the reader of `.json` scenes (scene37):
/// RFC 8259 alone. The default mode, `trellis solve`'s and `trellis
/// text`'s, keeps Python's `NaN` and `Infinity`. Columns are counted by
/// hand in the texts (1-based characters).
@Suite struct StrictJSONParserTests {
    static func error(_ text: String) -> JSONParser.SyntaxError? {
        do {
            _ = try JSONParser.parse(Array(text.utf8), strict: true)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: ["NaN", "Infinity", "-Infinity"])
    func nonFiniteLiteralsAreRefused(_ word: String) {
        // `{"w": ` is six characters: the literal starts at column 7.
        #expect(Self.error("{\"w\": \(word)}") == JSONParser.SyntaxError(
            line: 1, column: 7, message: "\(word) is not JSON (it has no NaN or Infinity); expected a finite number in digits"))
    }

    @Test func nonFiniteLiteralsStayPythonsOutsideStrictMode() throws {
        #expect(try JSONParser.parse(Array("[NaN, Infinity, -Infinity]".utf8))
                == .array([.number(.nan), .number(.infinity), .number(-.infinity)]))
    }

    /// A high surrogate alone, a low one alone and a high one followed by a
    /// character that is not its low half: each at its backslash (`["` is
    /// two characters, so column 3).
    @Test(arguments: [(#"["\uD83D"]"#, "D83D"), (#"["\uDE00"]"#, "DE00"), (#"["\ud83dx"]"#, "D83D"), (#"["\uD83D\u0041"]"#, "D83D")])
    func loneSurrogatesAreRefused(_ text: String, _ code: String) {
        #expect(Self.error(text) == JSONParser.SyntaxError(
            line: 1, column: 3,
            message: "a lone surrogate escape (\\u\(code)) is no character; expected a pair, \\uD800–\\uDBFF then \\uDC00–\\uDFFF"))
    }

    /// What JSON does take, in strict mode as outside it.
    @Test func acceptedEdges() throws {
        let text = #"{"e": "\"\\\/\b\f\n\r\t\u00e9", "p": "\uD83D\uDE00", "n": [1e3, 2.5E+1, -0, 1e-2], "a": [[], [[]], {}], "d": 1, "d": 2}"#
        let value = try JSONParser.parse(Array(text.utf8), strict: true)
        #expect(value["e"] == .string("\"\\/\u{8}\u{C}\n\r\té"))
        #expect(value["p"] == .string("😀"))
        #expect(value["n"] == .array([.number(1000), .number(25), .number(0), .number(0.01)]))
        #expect(value["a"] == .array([.array([]), .array([.array([])]), .object([])]))
        // Duplicate keys are JSON; the scene reader refuses them (SceneTests).
        #expect(value["d"] == .number(2))
    }
}
