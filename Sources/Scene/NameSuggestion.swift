import JSONSupport

/// Scene files' wording of a suggestion (the distance itself is
/// JSONSupport's `NameSuggestion`).
extension NameSuggestion {
    /// `unknown view type "lable"; did you mean "label"? Expected one of
    /// view, label, …` or, with no close name, `unknown view type "carousel";
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
