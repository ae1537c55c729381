import Foundation
import Testing
import TrellisCLI

/// docs/cli.md, the command line's reference page, kept current
/// mechanically (cli38): each subcommand has its `## trellis NAME` section;
/// every option its `--help` lists is named in that section, and the
/// section names no option the command does not have; and every
/// `trellis` line of the page's `sh` blocks runs as written, from a folder
/// holding the repository's Fixtures and Snapshots, with status 0.
@Suite struct CLIReferenceTests {
    static let page = "docs/cli.md"
    /// Options every command has, named once in the page's common part.
    static let common: Set<String> = ["-h", "--help", "--version"]

    static func text() throws -> String {
        try String(contentsOf: TestPaths.root.appendingPathComponent(page), encoding: .utf8)
    }

    /// The page cut at its `## ` headings: the heading's words (nil for
    /// the text before the first) and the section's lines.
    static func sections(_ text: String) -> [(heading: String?, lines: [Substring])] {
        var result: [(heading: String?, lines: [Substring])] = [(nil, [])]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                result.append((String(line.dropFirst(3)), []))
            } else {
                result[result.count - 1].lines.append(line)
            }
        }
        return result
    }

    /// `--name` and `-x` as words: not inside `non-zero` or `word-char`.
    static func options(in line: Substring) -> Set<String> {
        // Swift's regexes have no lookbehind: the character before is matched.
        let option = /(?:^|[^\w-])(--[a-z][a-z0-9-]*[a-z0-9]|-[a-zA-Z])(?![\w-])/
        return Set(line.matches(of: option).map { String($0.output.1) })
    }

    /// The options of `trellis NAME --help`: its OPTIONS lines
    /// (`  -o, --output <path>   …`), not their wrapped descriptions.
    static func helpOptions(_ name: String) throws -> Set<String> {
        let help = try TrellisProcess.run([name, "--help"])
        #expect(help.status == 0, "trellis \(name) --help: \(help.stderr)")
        let lines = help.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "OPTIONS:") else {
            Issue.record("trellis \(name) --help has no OPTIONS section")
            return []
        }
        var found: Set<String> = []
        for line in lines[(start + 1)...] where line.hasPrefix("  -") {
            let names = line.dropFirst(2).split(separator: "  ").first ?? ""
            found.formUnion(options(in: names))
        }
        return found
    }

    static var subcommands: [String] {
        TrellisCommand.configuration.subcommands.map { $0.configuration.commandName! }
    }

    @Test func everySubcommandHasASection() throws {
        let headings = Self.sections(try Self.text()).compactMap(\.heading)
        let documented = headings.filter { $0.hasPrefix("trellis ") }.map { String($0.dropFirst("trellis ".count)) }
        #expect(documented.sorted() == Self.subcommands.sorted(), "\(Self.page)'s sections: \(documented)")
    }

    @Test(arguments: subcommands)
    func theSectionNamesExactlyTheCommandsOptions(command: String) throws {
        let help = try Self.helpOptions(command)
        // Every command's help lists -h, --help and --version: the reader is right.
        #expect(Self.common.isSubset(of: help), "trellis \(command) --help: \(help.sorted())")
        let section = try #require(Self.sections(try Self.text()).first { $0.heading == "trellis \(command)" },
                                   "\(Self.page) has no section ## trellis \(command)")
        let named = section.lines.reduce(into: Set<String>()) { $0.formUnion(Self.options(in: $1)) }
        for missing in help.subtracting(Self.common).subtracting(named).sorted() {
            Issue.record("\(Self.page), ## trellis \(command): \(missing) (in its --help) is not named")
        }
        for unknown in named.subtracting(help).sorted() {
            Issue.record("\(Self.page), ## trellis \(command): names \(unknown), which trellis \(command) does not take")
        }
    }

    /// The common part names only options some command has.
    @Test func theCommonPartNamesRealOptions() throws {
        var all = Self.common
        for command in Self.subcommands { all.formUnion(try Self.helpOptions(command)) }
        let named = Self.sections(try Self.text()).filter { !($0.heading?.hasPrefix("trellis ") ?? false) }
            .flatMap(\.lines).reduce(into: Set<String>()) { $0.formUnion(Self.options(in: $1)) }
        #expect(named.subtracting(all).isEmpty, "\(Self.page) names options no command has: \(named.subtracting(all).sorted())")
    }

    /// Every command line of the page's `sh` blocks (a line that starts
    /// with `trellis ` or pipes into it), with the line it was on.
    static func examples() -> [String] {
        guard let text = try? text() else { return [] }
        var found: [String] = []
        var inShell = false
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                inShell = !inShell && line == "```sh"
                continue
            }
            if inShell, line.hasPrefix("trellis ") || line.contains("| trellis ") {
                found.append("\(number + 1): \(line)")
            }
        }
        return found
    }

    @Test func thePageHasExamplesOfEveryCommand() {
        let lines = Self.examples()
        for command in Self.subcommands {
            #expect(lines.contains { $0.contains("trellis \(command)") }, "\(Self.page) runs no example of trellis \(command)")
        }
    }

    @Test(arguments: examples())
    func theExampleRunsAsWritten(example: String) throws {
        let command = String(example.drop { $0 != " " }.dropFirst())
        let directory = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for folder in ["Fixtures", "Snapshots"] {
            try FileManager.default.createSymbolicLink(at: directory.appendingPathComponent(folder),
                                                       withDestinationURL: TestPaths.root.appendingPathComponent(folder))
        }
        let outcome = try TrellisProcess.run(shell: "T=\"$1\"; trellis() { \"$T\" \"$@\"; }; " + command, directory: directory)
        #expect(outcome.status == 0, "\(Self.page):\(example) exited \(outcome.status): \(outcome.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0 != "Fixtures" && $0 != "Snapshots" }
        #expect(!outcome.stdout.isEmpty || !written.isEmpty, "\(Self.page):\(example) printed nothing and wrote nothing")
    }
}
