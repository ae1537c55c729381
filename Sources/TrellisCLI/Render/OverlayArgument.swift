import ArgumentParser
import JSONSupport
import Render

/// `--overlay frames,baselines,…` (or `all`): the overlays' names are read
/// here, at the edge; Render takes the `OverlayOptions` set.
enum OverlayArgument {
    /// Each overlay by the name the option takes.
    static let names: [(name: String, overlay: OverlayOptions)] = [
        ("frames", .frames), ("alignment", .alignment), ("baselines", .baselines), ("margins", .margins),
        ("constraints", .constraints), ("caption", .caption),
    ]

    /// `--overlay`'s parser (`@Option(transform:)`): the argument parser
    /// names the option and the value, this says what was wrong.
    static func parse(_ text: String) throws -> OverlayOptions {
        var options: OverlayOptions = []
        for part in text.split(separator: ",").map({ String($0).filter { $0 != " " } }) where !part.isEmpty {
            if part == "all" {
                options = .all
                continue
            }
            guard let match = names.first(where: { $0.name == part }) else {
                throw ValidationError(NameSuggestion.message(kind: "overlay", name: part, valid: names.map(\.name) + ["all"]))
            }
            options.insert(match.overlay)
        }
        return options
    }

    /// The help of render's and sweep's `--overlay`.
    static let help = ArgumentHelp(
        "Drawn over the views: " + names.map(\.name).joined(separator: ", ") + " (comma-separated) or all.",
        valueName: "list")
}
