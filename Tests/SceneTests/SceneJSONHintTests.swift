import Scene
import Testing

/// Every hint a `.json` scene's error gives shows JSON, not YAML
/// (newuser35): a JSON user who reads `name: number` or "declare it under
/// fonts:" has to translate, and a copied hint is not JSON. Each case is
/// one file with one mistake; the place is where the mistake starts (the
/// column of `at` in the text, 1-based), the message written out whole.
struct SceneJSONHintTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let json: String
        /// The text the error points at (its first occurrence).
        let at: String
        let message: String
        var testDescription: String { name }

        var column: Int {
            json.distance(from: json.startIndex, to: json.range(of: at)!.lowerBound) + 1
        }
    }

    static let view = "[{\"a\": {}}]"

    static let cases: [Case] = [
        Case(name: "a view that is an array", json: "{\"views\": [[]]}", at: "[]",
             message: "expected a view (\"name\": {properties}) (an object), found an array"),
        Case(name: "metrics as an array", json: "{\"metrics\": [], \"views\": \(view)}", at: "[]",
             message: "expected metrics (\"name\": number) (an object), found an array"),
        Case(name: "states as an array", json: "{\"views\": \(view), \"states\": []}", at: "[]",
             message: "expected states (\"name\": {\"hide\": …, \"show\": …, \"activate\": …, \"deactivate\": …, "
                + "\"constants\": …, \"priorities\": …, \"texts\": …}) (an object), found an array"),
        Case(name: "fonts as an array", json: "{\"fonts\": [], \"views\": \(view)}", at: "[]",
             message: "expected fonts (\"name\": {\"family\": …, \"size\": …} or {\"file\": …, \"size\": …}) (an object), found an array"),
        Case(name: "a state's constants as an array", json: "{\"views\": \(view), \"states\": {\"s\": {\"constants\": []}}}", at: "[]}",
             message: "expected constants (\"identifier\": number) (an object), found an array"),
        Case(name: "a state's priorities as an array", json: "{\"views\": \(view), \"states\": {\"s\": {\"priorities\": []}}}", at: "[]}",
             message: "expected priorities (\"identifier\": priority) (an object), found an array"),
        Case(name: "a state's texts as an array", json: "{\"views\": \(view), \"states\": {\"s\": {\"texts\": []}}}", at: "[]}",
             message: "expected texts (\"view\": text) (an object), found an array"),
        Case(name: "a font name with no fonts", json: "{\"views\": [{\"a\": {\"type\": \"label\", \"font\": \"body\"}}]}", at: "\"body\"",
             message: "unknown font \"body\"; there are none (declare it under \"fonts\", or give a size)"),
        Case(name: "a label's key on a plain view", json: "{\"views\": [{\"a\": {\"text\": \"x\"}}]}", at: "\"text\"",
             message: "unknown key \"text\" for \"a\", a view; \"text\" is for labels: give \"type\": \"label\""),
        Case(name: "an identifier without its constraint", json: "{\"views\": \(view), \"constraints\": [{\"id\": \"x\"}]}", at: "\"id\"",
             message: "\"id\" needs \"constraint\" beside it ({\"constraint\": …, \"id\": …}); expected an identifier or \"constraint\""),
        Case(name: "a constraint that is an array", json: "{\"views\": \(view), \"constraints\": [[]]}", at: "[]",
             message: "expected a constraint (an equation or a visual format line, optionally as \"identifier\": constraint), found an array"),
        Case(name: "a metric with no metrics", json: "{\"views\": \(view), \"constraints\": [\"a.width == wide\"]}", at: "wide",
             message: "unknown metric \"wide\"; the file declares no metrics (\"metrics\": {\"name\": number}), or write view.attribute"),
        Case(name: "runs as an object", json: "{\"views\": [{\"a\": {\"type\": \"label\", \"runs\": {}}}]}", at: "{}}",
             message: "expected runs (strings, or {\"text\": …, \"font\": …, \"color\": …, …}) (an array), found an object"),
        // Two mistakes a newcomer makes in either syntax, answered in JSON.
        Case(name: "children among a view's properties", json: "{\"views\": [{\"a\": {\"background\": \"red\", \"children\": []}}]}",
             at: "\"children\"",
             message: "unknown key \"children\" for \"a\", a view; children go beside the view's name, not among its properties: "
                + "{\"a\": {…}, \"children\": […]}"),
        Case(name: "two identified constraints in one object",
             json: "{\"views\": \(view), \"constraints\": [{\"c1\": \"a.top == root.top\", \"c2\": \"a.left == root.left\"}]}", at: "\"c2\"",
             message: "expected one identified constraint per array item, found a second identifier \"c2\" after \"c1\"; "
                + "give it its own object in the array"),
    ]

    @Test(arguments: cases) func jsonHint(_ c: Case) {
        #expect(throws: SceneError(file: "s.json", line: 1, column: c.column, message: c.message)) {
            try Scene(yaml: c.json, file: "s.json")
        }
    }

    /// The same mistakes in a `.yaml` file keep YAML's hints (a few of
    /// them; SceneErrorCatalogueTests has the rest).
    @Test func yamlKeepsYAMLHints() {
        #expect(throws: SceneError(file: "s.yaml", line: 1, column: 10,
                                   message: "expected metrics (name: number) (a mapping), found a list")) {
            try Scene(yaml: "metrics: []\nviews: [a: {}]\n", file: "s.yaml")
        }
        #expect(throws: SceneError(file: "s.yaml", line: 1, column: 32,
                                   message: "unknown font \"body\"; there are none (declare it under fonts:, or give a size)")) {
            try Scene(yaml: "views: [a: {type: label, font: body}]\n", file: "s.yaml")
        }
        #expect(throws: SceneError(file: "s.yaml", line: 2, column: 26,
                                   message: "unknown key \"children\" for \"a\", a view; children go beside the view's name, "
                                       + "not among its properties: children: on the line after - a: …, level with a:")) {
            try Scene(yaml: "views:\n  - a: {background: red, children: []}\n", file: "s.yaml")
        }
        #expect(throws: SceneError(file: "s.yaml", line: 3, column: 29,
                                   message: "expected one identified constraint per list item, found a second identifier \"c2\" "
                                       + "after \"c1\"; start it with its own -")) {
            try Scene(yaml: "views: [a: {}]\nconstraints:\n  - {c1: a.top == root.top, c2: a.left == root.left}\n", file: "s.yaml")
        }
        // Misspelt keys of one constraint are that, not two constraints.
        #expect(throws: SceneError(file: "s.yaml", line: 3, column: 6,
                                   message: "unknown key \"constrant\" in a constraint; did you mean \"constraint\"?")) {
            try Scene(yaml: "views: [a: {}]\nconstraints:\n  - {constrant: a.top == root.top, idd: x}\n", file: "s.yaml")
        }
    }

    /// A JSON file nested too deeply says how JSON nests: two brackets a
    /// level of views (the children's array, each child's object).
    @Test func jsonNestingHint() throws {
        let json = "{\"views\": " + String(repeating: "[", count: 300)
        let error = try #require(throws: SceneError.self) { try Scene(yaml: json, file: "s.json") }
        #expect(error.message == "nested more than 200 levels deep; expected a scene nested at most 200 levels"
            + " (\"children\": [{…}] uses two per level)")
    }
}
