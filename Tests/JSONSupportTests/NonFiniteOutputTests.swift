import JSONSupport
import Testing

/// JSON cannot spell NaN or an infinity: the writer prints null, and
/// `firstNonFinite` finds where, so a command can refuse instead.
@Suite struct NonFiniteOutputTests {
    static let document: JSONValue = .object([
        ("a", .number(1)),
        ("b", .array([.number(2), .number(.infinity)])),
        ("c", .number(.nan)),
    ])

    @Test func writtenAsNull() {
        #expect(JSONWriter.write(.array([.number(2), .number(.infinity), .number(-.infinity), .number(.nan)])) == "[2, null, null, null]")
        #expect(JSONWriter.compact(Self.document) == #"{"a": 1, "b": [2, null], "c": null}"#)
    }

    @Test func theFirstIsFound() {
        #expect(JSONWriter.firstNonFinite(in: Self.document)?.description == "$.b[1]")
        #expect(JSONWriter.firstNonFinite(in: .object([("x", .number(-.infinity))]))?.description == "$.x")
        #expect(JSONWriter.firstNonFinite(in: .array([.number(1), .string("Infinity")])) == nil)
    }

    /// Messages about bad input still name what was given.
    @Test func messagesSpellThem() {
        #expect(JSONValue.number(.infinity).summary == "Infinity")
        #expect(JSONValue.array([.number(.nan)]).summary == "[NaN]")
    }
}
