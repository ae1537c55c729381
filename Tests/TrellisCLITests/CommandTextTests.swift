import ArgumentParser
import Testing
@testable import TrellisCLI

/// What the commands say about themselves: the overview names every
/// subcommand it has, the commands that take scene files say so, and
/// counts in messages agree with their nouns.
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
    @Test func renderingCommandsSayTheyTakeScenes() {
        for command in [RenderCommand.self, SweepCommand.self] as [ParsableCommand.Type] {
            #expect(command.configuration.abstract.contains("scene file"), "\(command.configuration.abstract)")
        }
    }

    @Test func countsAgreeWithTheirNouns() {
        #expect(counted(0, "page") == "0 pages")
        #expect(counted(1, "page") == "1 page")
        #expect(counted(2, "reference") == "2 references")
        #expect(counted(1, "match", plural: "matches") == "1 match")
        #expect(counted(3, "match", plural: "matches") == "3 matches")
    }
}
