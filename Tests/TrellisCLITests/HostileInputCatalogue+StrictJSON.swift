/// scene37: a `.json` scene is JSON as RFC 8259 has it. What the YAML
/// reader used to take and JSON refuses is refused at its line:column, in
/// one message; what JSON takes and libyaml refused (a surrogate pair
/// escape) is read. Columns are counted by hand in the texts (1-based
/// characters): `{"views": [{"a": {` is 18 characters.
extension HostileInputCatalogue {
    /// `layout s.json --width 100` on `json`, refused with `message`.
    static func json(_ name: String, _ json: String, _ message: String, command: [String] = ["layout", "s.json", "--width", "100"],
                     report: HostileCase.Report = .standardError) -> HostileCase {
        HostileCase(name: "\(command[0]): a JSON scene with \(name)", arguments: command, files: ["s.json": .text(json)],
                    message: message, report: report)
    }

    /// `layout s.json --width 100` on `json`, read: the layout's text contains `output`.
    static func jsonTaken(_ name: String, _ json: String, _ output: String) -> HostileCase {
        HostileCase(name: "layout: a JSON scene with \(name) is read", arguments: ["layout", "s.json", "--width", "100"],
                    files: ["s.json": .text(json)], status: 0, message: output, report: .standardOutput)
    }

    static let views = "\"views\": [{\"a\": {}}]"

    static let strictJSONCases: [HostileCase] = [
        json("a trailing comma in an array", "{\"views\": [{\"a\": {}},]}",
             "error: s.json:1:22: a trailing comma before ']' is not allowed in JSON (RFC 8259); remove the comma\n"),
        json("a trailing comma in an object", "{\(views),}",
             "error: s.json:1:23: a trailing comma before '}' is not allowed in JSON (RFC 8259); remove the comma\n"),
        // cli38: "unexpected '/'" said nothing of comments.
        json("a line comment", "// a card\n{\(views)}", "error: s.json:1:1: comments are not allowed in JSON (RFC 8259); use a .yaml scene for comments\n"),
        // `{"views": [{"a": {}}]` is 21 characters, a space, then the comment.
        json("a block comment", "{\(views) /* a card */}", "error: s.json:1:23: comments are not allowed in JSON (RFC 8259); use a .yaml scene for comments\n"),
        // After a character of two bytes the column is still a character's:
        // `{"views": [{"a": {"type": "label", "text": "é"}}]}` is 50 characters.
        json("a line comment after non-ASCII text", "{\"views\": [{\"a\": {\"type\": \"label\", \"text\": \"é\"}}]} // x",
             "error: s.json:1:52: comments are not allowed in JSON (RFC 8259); use a .yaml scene for comments\n"),
        // A comment where a value should be, on a later line.
        json("a line comment before a value", "{\"views\":\n  // none yet\n  []}",
             "error: s.json:2:3: comments are not allowed in JSON (RFC 8259); use a .yaml scene for comments\n"),
        // A lone '/' is no comment: the parser's own words.
        json("a lone slash", "{\"views\": /}", "error: s.json:1:11: invalid JSON: unexpected '/', expected a value\n"),
        json("single quotes", "{'views': [{'a': {}}]}",
             "error: s.json:1:2: single quotes are not JSON (RFC 8259); write names and strings in double quotes\n"),
        json("an unquoted key", "{views: [{\"a\": {}}]}",
             "error: s.json:1:2: invalid JSON: unexpected 'v', expected a member name in double quotes\n"),
        json("an unquoted string", "{\"views\": [{\"a\": {\"background\": red}}]}",
             "error: s.json:1:33: invalid JSON: unexpected 'r', expected a value\n"),
        // `{"canvas": {"width": ` is 21 characters.
        json("NaN", "{\"canvas\": {\"width\": NaN}, \(views)}",
             "error: s.json:1:22: invalid JSON: NaN is not JSON (it has no NaN or Infinity); expected a finite number in digits\n"),
        json("Infinity", "{\"canvas\": {\"width\": Infinity}, \(views)}",
             "error: s.json:1:22: invalid JSON: Infinity is not JSON (it has no NaN or Infinity); expected a finite number in digits\n"),
        json("-Infinity", "{\"canvas\": {\"width\": -Infinity}, \(views)}",
             "error: s.json:1:22: invalid JSON: -Infinity is not JSON (it has no NaN or Infinity); expected a finite number in digits\n"),
        json("a leading zero", "{\"canvas\": {\"width\": 0320}, \(views)}",
             "error: s.json:1:23: invalid JSON: unexpected '3', expected ',' or '}'\n"),
        json("a plus sign", "{\"canvas\": {\"width\": +320}, \(views)}",
             "error: s.json:1:22: invalid JSON: unexpected '+', expected a value\n"),
        json("a hexadecimal number", "{\"canvas\": {\"width\": 0x140}, \(views)}",
             "error: s.json:1:23: invalid JSON: unexpected 'x', expected ',' or '}'\n"),
        // `"text": "` ends at column 44, the tab is 46 (after `a`), the backslash of `\uD83D` 45.
        json("a tab inside a string", "{\"views\": [{\"a\": {\"type\": \"label\", \"text\": \"a\tb\"}}]}",
             "error: s.json:1:46: invalid JSON: control character in a string (escape it)\n"),
        json("a lone surrogate escape", "{\"views\": [{\"a\": {\"type\": \"label\", \"text\": \"\\uD83D\"}}]}",
             "error: s.json:1:45: invalid JSON: a lone surrogate escape (\\uD83D) is no character; expected a pair, \\uD800–\\uDBFF then \\uDC00–\\uDFFF\n"),
        json("a YAML anchor", "{\"views\": &v [{\"a\": {}}]}", "error: s.json:1:11: invalid JSON: unexpected '&', expected a value\n"),
        json("a second document", "{\(views)}\n---\n{\(views)}",
             "error: s.json:2:1: invalid JSON: unexpected '-' after the JSON value\n"),
        json("a YAML block", "views:\n  - a: {}\n", "error: s.json:1:1: invalid JSON: unexpected 'v', expected a value\n"),
        // A byte order mark is taken, and is no column.
        HostileCase(name: "layout: a JSON scene with a byte order mark and a trailing comma", arguments: ["layout", "s.json", "--width", "100"],
                    files: ["s.json": .bytes([0xEF, 0xBB, 0xBF] + Array("{\"views\": [{\"a\": {}},]}".utf8))],
                    message: "error: s.json:1:22: a trailing comma before ']' is not allowed in JSON (RFC 8259); remove the comma\n"),
        // Duplicate keys are JSON (RFC 8259 says names SHOULD be unique);
        // a scene refuses them as in YAML, naming the first. The second
        // `"views"` starts at column 24.
        json("a duplicate key", "{\(views), \"views\": []}", "error: s.json:1:24: duplicate key \"views\" (first at 1:2)\n"),
        // Every command that reads a scene reads it so.
        json("a trailing comma, to check", "{\(views),}",
             "s.json:1:23: a trailing comma before '}' is not allowed in JSON (RFC 8259); remove the comma", command: ["check", "s.json"]),
        json("a trailing comma, to render", "{\(views),}",
             "s.json:1:23: a trailing comma before '}' is not allowed in JSON (RFC 8259); remove the comma",
             command: ["render", "s.json", "--width", "100", "-o", "o.png"]),
        json("a trailing comma, to sweep", "{\(views),}",
             "s.json:1:23: a trailing comma before '}' is not allowed in JSON (RFC 8259); remove the comma",
             command: ["sweep", "s.json", "--from", "100", "--to", "120", "-o", "o.gif"]),
        json("a trailing comma, to docs", "{\(views),}",
             "s.json:1:23: a trailing comma before '}' is not allowed in JSON (RFC 8259); remove the comma", command: ["docs", "s.json", "-o", "g"]),

        // Accepted: what JSON takes reads as before.
        jsonTaken("escapes", "{\"views\": [{\"a\": {\"type\": \"label\", \"text\": \"A\\/B\\u00e9\\\"C\\\\D\"}}]}", "| A/Bé\"C\\D |"),
        jsonTaken("a surrogate pair escape", "{\"views\": [{\"a\": {\"type\": \"label\", \"text\": \"\\uD83D\\uDE00 ok\"}}]}", "| 😀 ok |"),
        // After a pair, a later mistake on the line keeps its column: the
        // pair is 45–56, the closing quote 57, `"bogus"` 60.
        json("a surrogate pair before a mistake on its line",
             "{\"views\": [{\"a\": {\"type\": \"label\", \"text\": \"\\uD83D\\uDE00\", \"bogus\": 1}}]}",
             "error: s.json:1:60: unknown key \"bogus\" for \"a\""),
        // 5e1 is 50, 2.5E+1 25, 1e-0 1.
        jsonTaken("exponents",
                  "{\"metrics\": {\"m\": 5e1, \"n\": 2.5E+1, \"k\": 1e-0}, \(views), \"constraints\": "
                    + "[\"a.left == root.left + k\", \"a.top == root.top\", \"a.width == m\", \"a.height == n\"]}",
                  "a  View  (1, 0, 50, 25)"),
        jsonTaken("nested empty arrays",
                  "{\"views\": [{\"a\": {}, \"children\": []}], \"constraints\": [], \"states\": {\"s\": {\"hide\": [], \"show\": []}}}",
                  "a  View  ("),
        // Valid JSON libyaml cannot take (a key's ':' on the next line) is
        // not called invalid, and says what to change.
        json("a key's colon on the next line", "{\"views\"\n: [{\"a\": {}}]}",
             "JSON the scene reader cannot take (it reads JSON as YAML)"),
    ]
}
