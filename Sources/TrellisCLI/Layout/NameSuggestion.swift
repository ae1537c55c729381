import Scene

extension NameSuggestion {
    /// `no example named "x"; did you mean "y"? Valid examples: a, b, c`
    static func message(kind: String, name: String, valid: [String]) -> String {
        var text = "no \(kind) named \"\(name)\""
        if let guess = closest(to: name, in: valid) { text += "; did you mean \"\(guess)\"?" } else { text += "." }
        return text + " Valid \(kind)s: " + valid.joined(separator: ", ")
    }
}
