import JSONSupport
import Layout

/// The two ways `trellis layout` prints a ``LayoutReport``.
extension LayoutReport {
    /// `{"width", "height", "views": [...], "conflicts": [...], "ambiguous": [...]}`;
    /// numbers rounded to 1e-3 so the output does not show the solver's noise.
    /// `json`, written as `trellis layout --json` prints it.
    public var jsonText: String { JSONWriter.write(json) }

    public var json: JSONValue {
        .object([
            ("width", .number(Self.rounded(width))),
            ("height", .number(Self.rounded(height))),
            ("views", .array(views.dropFirst().map(Self.json))),
            ("conflicts", .array(conflicts.map(JSONValue.string))),
            ("ambiguous", .array(ambiguous.map(JSONValue.string))),
        ])
    }

    private static func json(_ view: ViewEntry) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("name", .string(view.name)),
            ("type", .string(view.type)),
            ("frame", .object([("x", number(view.frame.minX)), ("y", number(view.frame.minY)),
                               ("width", number(view.frame.width)), ("height", number(view.frame.height))])),
            ("hidden", .bool(view.isHidden)),
            ("firstBaseline", view.firstBaseline.map(number) ?? .null),
            ("lastBaseline", view.lastBaseline.map(number) ?? .null),
        ]
        if let lines = view.lines {
            members.append(("lines", .array(lines.map { line in
                .object([("text", .string(line.text)), ("width", number(line.width)), ("baseline", number(line.baseline))])
            })))
            members.append(("truncated", .bool(view.truncated ?? false)))
        }
        members.append(("missingGlyphs", .number(Double(view.missingGlyphs))))
        return .object(members)
    }

    /// The tree, indented two spaces a level:
    /// `label  Label  (20, 0, 280, 40)` then the label's lines.
    public var text: String {
        var out = ""
        for view in views {
            let indent = String(repeating: "  ", count: view.depth)
            out += indent + (view.name.isEmpty ? "-" : view.name) + "  " + view.type + "  " + Self.format(view.frame)
            if view.isHidden { out += "  hidden" }
            if view.truncated == true { out += "  truncated" }
            if view.missingGlyphs > 0 { out += "  missing glyphs: \(view.missingGlyphs)" }
            out += "\n"
            for line in view.lines ?? [] {
                out += indent + "  | " + line.text + " |  width " + Self.points(line.width)
                    + "  baseline " + Self.points(line.baseline) + "\n"
            }
        }
        out += conflicts.isEmpty ? "conflicts: none\n" : "conflicts:\n" + conflicts.joined(separator: "\n") + "\n"
        out += ambiguous.isEmpty ? "ambiguous: none\n" : "ambiguous:\n" + ambiguous.map { "  " + $0 }.joined(separator: "\n") + "\n"
        // Only when there are any: a font that is not installed was
        // reported by `check` alone, and `layout` printed the fallback's
        // lines without a word.
        if !issues.isEmpty { out += "issues:\n" + issues.map { "  " + $0 }.joined(separator: "\n") + "\n" }
        return out
    }

    private static func number(_ x: Double) -> JSONValue { .number(rounded(x)) }

    static func rounded(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }

    static func points(_ x: Double) -> String { PointFormat.string(x) }

    static func format(_ r: Rect) -> String {
        "(\(points(r.minX)), \(points(r.minY)), \(points(r.width)), \(points(r.height)))"
    }
}
