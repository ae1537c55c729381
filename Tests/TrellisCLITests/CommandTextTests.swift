import ArgumentParser
import Foundation
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

    /// ArgumentParser re-wraps the help text at the screen's width (80
    /// columns when standard output is not a terminal, as in a pipe or CI
    /// log): a line of 80 characters or more is broken at its last space
    /// before the 80th, which splits an example command in two, so that
    /// copying its first line runs another command. Every line of every
    /// command's discussion stays within 79.
    @Test func helpLinesAreNotRewrapped() {
        let commands = [TrellisCommand.self] + TrellisCommand.configuration.subcommands
        for command in commands {
            let name = command.configuration.commandName ?? "trellis"
            for line in command.configuration.discussion.split(separator: "\n") where line.count >= 80 {
                Issue.record("trellis \(name) --help: a line of \(line.count) characters is re-wrapped at 80 columns: \(line)")
            }
        }
    }

    /// Every subcommand's help shows at least one command line to copy,
    /// as the overview promises ("Every subcommand has --help with examples").
    @Test func everySubcommandShowsAnExample() {
        for command in TrellisCommand.configuration.subcommands {
            let name = command.configuration.commandName!
            let lines = command.configuration.discussion.split(separator: "\n").map { $0.split(separator: " ") }
            #expect(lines.contains { $0.starts(with: ["trellis", Substring(name)]) }, "trellis \(name) --help shows no example command")
        }
    }

    /// Every example command a help shows is valid shell as printed, so a
    /// user can paste it: `docs --help` and `verify --help` ended two with
    /// a note in parentheses ("-o gallery-1   (half the pages)"), which
    /// bash refuses ("syntax error near unexpected token `('", newuser32);
    /// a note is a `# comment`. Lines ending in `\` are joined with the
    /// next, as the shell joins them; `bash -n` parses without running.
    @Test func everyHelpExampleIsValidShell() throws {
        let commands = [TrellisCommand.self] + TrellisCommand.configuration.subcommands
        for command in commands {
            let name = command.configuration.commandName ?? "trellis"
            var pending: String?
            for raw in command.configuration.discussion.split(separator: "\n", omittingEmptySubsequences: false) {
                let line = raw.trimmingCharacters(in: .whitespaces)
                guard let started = pending ?? (line.hasPrefix("trellis ") || line.contains("| trellis ") ? "" : nil) else { continue }
                let joined = started + line
                if joined.hasSuffix("\\") { pending = String(joined.dropLast()) + " "; continue }
                pending = nil
                let bash = Process()
                bash.executableURL = URL(fileURLWithPath: "/bin/bash")
                bash.arguments = ["-n", "-c", joined]
                bash.standardError = FileHandle.nullDevice
                try bash.run()
                bash.waitUntilExit()
                #expect(bash.terminationStatus == 0, "trellis \(name) --help: not valid shell as printed: \(joined)")
            }
        }
    }

    /// Every file a help names is in the repository, so a user of a clone
    /// can open it: `trellis solve --help` named
    /// shared/reference/kiwi_oracle.py, a file of the machine the project
    /// is built on, not of the repository. Fixtures/new-scene.yaml is the
    /// user's own new scene in `verify --help`'s recording example.
    @Test func everyFileAHelpNamesIsInTheRepository() throws {
        let usersOwn: Set<String> = ["Fixtures/new-scene.yaml"]
        let path = try Regex(#"(?:docs|scripts|shared|Fixtures|Snapshots|Sources|Tests)/[A-Za-z0-9_./-]*[A-Za-z0-9_-]"#)
        let commands = [TrellisCommand.self] + TrellisCommand.configuration.subcommands
        for command in commands {
            let name = command.configuration.commandName ?? "trellis"
            let text = command.configuration.abstract + "\n" + command.configuration.discussion + "\n" + command.helpMessage()
            for match in text.matches(of: path) {
                let file = String(text[match.range])
                guard !usersOwn.contains(file) else { continue }
                #expect(FileManager.default.fileExists(atPath: TestPaths.root.appendingPathComponent(file).path),
                        "trellis \(name) --help names \(file), which is not in the repository")
            }
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
