/// What messages call a scene file's syntax and its two collections: a
/// `.yaml` file's mappings and lists, a `.json` file's objects and arrays
/// (read by the same YAML parser, of which JSON is a part). A JSON user
/// who reads "expected a mapping" has to translate; "expected an object"
/// is in their own words (newuser34).
struct SyntaxWords: Sendable {
    /// "YAML" or "JSON", as in "invalid JSON: …".
    let name: String
    /// "a mapping" / "an object".
    let mapping: String
    /// "list" / "array", as in "an empty list", "one view per list item".
    let listNoun: String
    /// An example of a view's properties as the file would write it.
    let propertiesExample: String
    /// An example of one item of `views` as the file would write it.
    let viewExample: String
    /// What to do with a second view's name found in one item of `views`.
    let secondViewHint: String

    static let yaml = SyntaxWords(
        name: "YAML", mapping: "a mapping", listNoun: "list",
        propertiesExample: "{background: red}", viewExample: "- myView: {background: red}",
        secondViewHint: "start it with its own -, or indent properties under the name")
    static let json = SyntaxWords(
        name: "JSON", mapping: "an object", listNoun: "array",
        propertiesExample: "{\"background\": \"red\"}", viewExample: "{\"myView\": {\"background\": \"red\"}}",
        secondViewHint: "give it its own object in the array, or put properties in the object after the name")

    /// "a list" / "an array".
    var list: String { (listNoun.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + listNoun }

    /// A key as the file writes it: `views:` in YAML, `"views"` in JSON.
    func key(_ key: String) -> String { name == "JSON" ? "\"\(key)\"" : key + ":" }

    /// JSON's words for a file whose name ends in `.json` (any case), else YAML's.
    static func forFile(_ file: String) -> SyntaxWords {
        file.lowercased().hasSuffix(".json") ? .json : .yaml
    }
}
