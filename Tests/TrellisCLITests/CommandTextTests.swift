import ArgumentParser
import Testing
import TrellisCLI

/// What the commands say about themselves: the overview names every
/// subcommand it has, and the commands that take scene files say so. Read
/// through the public `TrellisCommand` only. (Counts agreeing with their
/// nouns, "wrote 1 page" and "wrote 20 pages", are checked end to end in
/// DocsEndToEndTests and VerifyEndToEndTests.)
@Suite struct CommandTextTests {
    /// Every subcommand appears in the overview's examples.
    @Test func theOverviewShowsEverySubcommand() {
        let configuration = TrellisCommand.configuration
        let examples = configuration.discussion.split(separator: "\n").map { $0.split(separator: " ").filter { !$0.isEmpty } }
        for subcommand in configuration.subcommands {
            let name = subcommand.configuration.commandName!
            #expect(examples.contains { $0.starts(with: ["trellis", Substring(name)]) }, "trellis --help shows no example of \(name)")
        }
    }

    /// `render` and `sweep` take a scene file as well as --example.
    @Test func renderingCommandsSayTheyTakeScenes() throws {
        let subcommands = TrellisCommand.configuration.subcommands
        for name in ["render", "sweep"] {
            let command = try #require(subcommands.first { $0.configuration.commandName == name }, "no subcommand \(name)")
            #expect(command.configuration.abstract.contains("scene file"), "\(name): \(command.configuration.abstract)")
        }
    }
}
