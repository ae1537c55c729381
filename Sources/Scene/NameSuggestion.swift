/// "Did you mean …?" for a mistyped name: scene keys, views, colours, and
/// (through the CLI) examples and states.
public enum NameSuggestion {
    /// The valid name closest to `name` by edit distance, if it is close
    /// enough to be a typo (at most a third of the name's length, at least 2)
    /// or one of the two contains the other.
    public static func closest(to name: String, in names: [String]) -> String? {
        let lowered = name.lowercased()
        let scored = names.map { ($0, distance(lowered, $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        if best.1 <= max(2, lowered.count / 3) { return best.0 }
        return names.first { !lowered.isEmpty && ($0.lowercased().contains(lowered) || lowered.contains($0.lowercased())) }
    }

    /// Levenshtein distance over characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// `unknown view type "lable"; did you mean "label"? Expected one of
    /// view, label, …` or, with no close name, `unknown view type "switch";
    /// expected one of view, label, …`: what is expected always follows,
    /// after the suggestion's question mark or after a semicolon.
    static func unknown(_ what: String, _ name: String, suggestingFrom names: [String], expected: String) -> String {
        let text = "unknown \(what) \"\(name)\""
        if let guess = closest(to: name, in: names) { return text + "; did you mean \"\(guess)\"? Expected " + expected }
        return text + "; expected " + expected
    }

    /// `unknown view "lable"; did you mean "label"?` or, with no close
    /// name, `unknown view "x"; expected one of a, b, c`.
    static func message(_ what: String, _ name: String, valid: [String]) -> String {
        var text = "unknown \(what) \"\(name)\""
        if let guess = closest(to: name, in: valid) {
            text += "; did you mean \"\(guess)\"?"
        } else if valid.isEmpty {
            text += "; there are none"
        } else {
            text += "; expected one of " + valid.joined(separator: ", ")
        }
        return text
    }
}
