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
    /// What to do with a second name found in one item of a list: it
    /// needs an item of its own.
    let ownItemHint: String
    /// Where a view's properties go, after its name.
    let propertiesPlace: String
    /// What to do with a second view's name found in one item of `views`.
    var secondViewHint: String { ownItemHint + ", or " + propertiesPlace }

    static let yaml = SyntaxWords(
        name: "YAML", mapping: "a mapping", listNoun: "list",
        propertiesExample: "{background: red}", viewExample: "- myView: {background: red}",
        ownItemHint: "start it with its own -", propertiesPlace: "indent properties under the name")
    static let json = SyntaxWords(
        name: "JSON", mapping: "an object", listNoun: "array",
        propertiesExample: "{\"background\": \"red\"}", viewExample: "{\"myView\": {\"background\": \"red\"}}",
        ownItemHint: "give it its own object in the array", propertiesPlace: "put properties in the object after the name")

    /// "a list" / "an array".
    var list: String { (listNoun.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + listNoun }

    /// A key as the file writes it: `views:` in YAML, `"views"` in JSON.
    func key(_ key: String) -> String { name == "JSON" ? "\"\(key)\"" : key + ":" }

    /// One entry of a mapping as a hint shows it: `name: number` in YAML,
    /// `"name": number` in JSON (a JSON user copies the quotes; newuser35).
    func entry(_ key: String, _ value: String) -> String {
        name == "JSON" ? "\"\(key)\": \(value)" : "\(key): \(value)"
    }

    /// A string value as the file writes it: `label` in YAML, `"label"` in JSON.
    func text(_ value: String) -> String { name == "JSON" ? "\"\(value)\"" : value }

    /// The keys a mapping may have, as a hint shows them: `{family, size}`
    /// in YAML, `{"family": …, "size": …}` in JSON.
    func keys(_ keys: [String]) -> String {
        name == "JSON" ? object(keys) : "{" + keys.joined(separator: ", ") + "}"
    }

    /// A mapping of `keys` with elided values: `{constraint: …, id: …}` in
    /// YAML, `{"constraint": …, "id": …}` in JSON.
    func object(_ keys: [String]) -> String {
        "{" + keys.map { entry($0, "…") }.joined(separator: ", ") + "}"
    }

    /// Where a view's `children` go (beside its name, not among its
    /// properties), shown for the view `view`.
    func childrenPlace(_ view: String) -> String {
        name == "JSON" ? "{\"\(view)\": {…}, \"children\": […]}"
            : "children: on the line after - \(view): …, level with \(view):"
    }

    /// JSON's words for a file whose name ends in `.json` (any case), else YAML's.
    static func forFile(_ file: String) -> SyntaxWords {
        file.lowercased().hasSuffix(".json") ? .json : .yaml
    }
}
