/// What a gallery page quotes from a scene file's text: its `constraints:`
/// entries as written, comments and all formatting left to the file (its
/// opening comment is the scene's `Scene.summary`).
public enum SceneFileText {
    /// Each entry of the top-level `constraints:` list, its continuation
    /// lines joined with newlines; comment lines and blank lines are left out.
    public static func constraintEntries(of text: String) -> [String] {
        var entries: [String] = []
        var inside = false
        var entryIndent: Int?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = trimmingWhitespace(line)
            let indent = line.prefix { $0 == " " }.count
            if indent == 0, !trimmed.isEmpty, !trimmed.hasPrefix("#") {
                // A top-level key starts or ends the section.
                inside = trimmed.hasPrefix("constraints:")
                entryIndent = nil
                continue
            }
            guard inside, !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            if trimmed.hasPrefix("- "), entryIndent == nil || indent <= entryIndent! {
                entryIndent = indent
                entries.append(String(trimmed.dropFirst(2)))
            } else if !entries.isEmpty {
                entries[entries.count - 1] += "\n" + trimmed
            }
        }
        return entries
    }

    /// `line` without the tabs and space separators (Unicode's Zs, as
    /// Foundation's `.whitespaces`) at its ends; a carriage return stays.
    private static func trimmingWhitespace(_ line: Substring) -> String {
        func isSpace(_ c: Character) -> Bool {
            c == " " || c == "\t" || c.unicodeScalars.count == 1 && c.unicodeScalars.first!.properties.generalCategory == .spaceSeparator
        }
        guard let first = line.firstIndex(where: { !isSpace($0) }), let last = line.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(line[first...last])
    }
}
