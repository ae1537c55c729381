/// "Did you mean …?" for a mistyped name: scene keys, views, colours, the
/// keys of `trellis solve`'s and `trellis text --jsonl`'s JSON, and
/// (through the CLI) examples and states. It lives here, at the bottom of
/// the import layers, so that every reader of user input can use it.
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
    public static func distance(_ a: String, _ b: String) -> Int {
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

    /// `unknown key "strenght"; did you mean "strength"?` or, with no close
    /// name, `unknown key "x"; expected one of a, b, c`: for a JSON object's
    /// key that its format does not define.
    public static func unknownKey(_ key: String, allowed: [String]) -> String {
        var text = "unknown key \"\(key)\""
        if let guess = closest(to: key, in: allowed) {
            text += "; did you mean \"\(guess)\"?"
        } else {
            text += "; expected one of " + allowed.joined(separator: ", ")
        }
        return text
    }
}
