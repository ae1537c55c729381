import Foundation

/// What a gallery page quotes from a scene file's text: its opening comment
/// (the summary) and its `constraints:` entries as written, comments and
/// all formatting left to the file.
public enum SceneFileText {
    /// The first paragraph of the `#` lines the file opens with (up to an
    /// empty `#` line), joined into one line: the rest is for the file's readers.
    public static func leadingComment(of text: String) -> String {
        var words: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("#") else { break }
            let body = trimmed.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            if body.isEmpty { if words.isEmpty { continue } else { break } }
            words.append(body)
        }
        return words.joined(separator: " ")
    }

    /// Each entry of the top-level `constraints:` list, its continuation
    /// lines joined with newlines; comment lines and blank lines are left out.
    public static func constraintEntries(of text: String) -> [String] {
        var entries: [String] = []
        var inside = false
        var entryIndent: Int?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
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
}
