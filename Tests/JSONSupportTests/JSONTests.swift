import Testing
import JSONSupport

/// The small JSON reader and writer behind `trellis solve`, `trellis text`
/// and trellis-bench.
@Suite struct JSONTests {
    @Test func parsesEveryKindOfValue() throws {
        let value = try JSONParser.parse(Array(#" {"a": [1, -2.5e1, true, false, null], "b": {"c": "\u00e9\n\"\ud83d\ude00"}} "#.utf8))
        #expect(value == .object([
            ("a", .array([.number(1), .number(-25), .bool(true), .bool(false), .null])),
            ("b", .object([("c", .string("é\n\"😀"))])),
        ]))
    }

    @Test func keepsKeyOrderAndLastDuplicateWins() throws {
        let value = try JSONParser.parse(Array(#"{"z": 1, "a": 2, "z": 3}"#.utf8))
        guard case let .object(members) = value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["z", "a", "z"])
        #expect(value["z"] == .number(3))
    }

    @Test(arguments: [
        (20.0, "20"), (-0.0, "0"), (0.5, "0.5"), (-1.25, "-1.25"), (1e-7, "1e-07"),
        (1e20, "1e+20"), (123456789.123456789, "123456789.12345679"), (.infinity, "Infinity"),
    ])
    func shortestNumbers(_ x: Double, _ text: String) {
        #expect(JSONWriter.number(x) == text)
    }

    @Test func escapesStrings() {
        #expect(JSONWriter.quoted("a\"b\\c\n\u{01}é") == #""a\"b\\c\n\u0001é""#)
    }

    @Test func writesShortContainersOnOneLine() {
        let value = JSONValue.object([("a", .array([.number(1), .string("x")])), ("b", .array([])), ("c", .object([("d", .array([.null]))]))])
        #expect(JSONWriter.write(value) == """
            {
              "a": [1, "x"],
              "b": [],
              "c": {
                "d": [null]
              }
            }
            """)
    }

    @Test func pathsQuoteKeysThatAreNotIdentifiers() {
        #expect(JSONPath.root.key("sweep").index(2).key("super.width").key("_ok1").description == #"$.sweep[2]["super.width"]._ok1"#)
    }
}
