import ArgumentParser
import Layout

/// `--states base,collapsed,…`: the states a state animation moves through,
/// in order, `base` standing for the tree with no state (nil). The names are
/// checked against the scene's states once the scene is read.
enum StateListArgument {
    /// `--states`'s parser (`@Option(transform:)`).
    static func parse(_ text: String) throws -> [String?] {
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map { part -> String? in
            let name = part.trimmingCharacters(in: .whitespaces)
            return name == ScenarioState.baseName ? nil : name
        }
        guard names.count >= 2 else {
            throw ValidationError("expected at least two states separated by commas")
        }
        return names
    }
}
