import JSONSupport
import Scene

extension NameSuggestion {
    /// `no example named "x"; did you mean "y"? Valid examples: a, b, c`, or
    /// with an `owner`, `card.yaml has no state named "x"; …`.
    static func message(kind: String, name: String, valid: [String], owner: String? = nil) -> String {
        var text = (owner.map { "\($0) has no" } ?? "no") + " \(kind) named \"\(name)\""
        if let guess = closest(to: name, in: valid) { text += "; did you mean \"\(guess)\"?" } else { text += "." }
        return text + " Valid \(kind)s: " + valid.joined(separator: ", ")
    }
}
