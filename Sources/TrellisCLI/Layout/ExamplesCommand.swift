import ArgumentParser
import Foundation
import Examples

/// `trellis examples`: the names `trellis layout --example` takes.
struct ExamplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "examples",
        abstract: "List the articles' examples (the names --example takes), one line each.",
        discussion: """
            Each line gives an example's name and what it shows; its named
            states (for --state and --states) follow on indented lines.
            Every name works with layout, check, render and sweep.

            Examples:
              trellis examples
              trellis layout --example "$(trellis examples | head -1 | cut -d' ' -f1)" \\
                  --width 320
            """
    )

    func run() {
        StandardStreams.print(Self.listing, terminator: "")
    }

    /// One line per example, names padded to a column, then its states.
    static var listing: String {
        let width = Examples.all.map(\.name.count).max() ?? 0
        var out = ""
        for example in Examples.all {
            out += example.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + example.summary + "\n"
            for state in example.states {
                out += String(repeating: " ", count: width + 2) + "--state \(state.name): \(state.summary)\n"
            }
        }
        return out
    }
}
