/// A name that becomes part of a file or folder name (a state in
/// `STATE-320.png`, a scene file's name in `scenes/NAME/`): ASCII letters,
/// digits, `-`, `_` and `.`, not starting with `.`, so it can never be
/// `..`, a hidden file, or a path that leaves its folder.
public enum PlainName {
    /// The rule, as messages and docs/scenes.md state it.
    public static let rule = "letters (a-z, A-Z), digits, '-', '_' and '.', not starting with '.'"

    /// Whether `name` is a plain name.
    public static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first != "." else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": return true
            default: return false
            }
        }
    }

    /// The first character that is not allowed (for a message), or nil.
    public static func firstInvalid(_ name: String) -> Character? {
        if name.first == "." { return "." }
        return name.first { !isValid("a" + String($0)) }
    }
}
