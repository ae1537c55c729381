import Foundation

extension Scene {
    /// The first paragraph of the `#` lines a scene file opens with (up to
    /// an empty `#` line), joined into one line: the rest is for the file's
    /// readers. Empty when the file opens with anything else.
    static func summary(ofFile text: String) -> String {
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
}
