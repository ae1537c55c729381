import Examples
import Foundation

/// A flag that takes no value, followed by what reads as its value:
/// `trellis verify --examples wrap-demo` parses `wrap-demo` as a scene
/// file, and "wrap-demo: no such file or directory" alone sends the user looking
/// for a file they never meant. When the path does not exist, comes right
/// after such a flag on the command line and looks like that flag's value
/// (an example's name after `--examples`, `true` after `--quiet`, a
/// `.json` file after `--json`), the message says the flag takes none.
enum StrayFlagValue {
    /// The value-less flags of the commands that read scene files, and
    /// what a value meant for each looks like.
    static let flags: [String: @Sendable (String) -> Bool] = [
        "--examples": { Examples.named($0) != nil },
        "--json": { looksBoolean($0) || $0.lowercased().hasSuffix(".json") },
        "--pingpong": looksBoolean,
        "--critical": looksBoolean,
        "--quiet": looksBoolean,
        "--strict": looksBoolean,
    ]

    /// What an on/off value is usually spelled as.
    static func looksBoolean(_ text: String) -> Bool {
        ["true", "false", "yes", "no", "on", "off", "1", "0"].contains(text.lowercased())
    }

    /// The hint for `path`, a positional argument that is not a file, or
    /// nil when it follows no value-less flag or does not look like a value.
    static func hint(for path: String, arguments: [String] = CommandLine.arguments) -> String? {
        guard !path.isEmpty, !FileManager.default.fileExists(atPath: path) else { return nil }
        for (index, argument) in arguments.enumerated().dropLast() where arguments[index + 1] == path {
            if argument == "--" { return nil }  // after `--` it is meant as a file
            if let looksLikeValue = flags[argument], looksLikeValue(path) {
                return "\(argument) takes no value, so \"\(path)\" was read as a scene file"
                    + (argument == "--examples" ? " (--examples alone takes every example)" : "")
            }
        }
        return nil
    }
}
