import ArgumentParser
import Foundation
import JSONSupport

/// The `trellis` command line: Auto Layout on Linux, painted.
public struct TrellisCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Auto Layout on Linux, painted: lay out, render and sweep view trees; check and verify them.",
        discussion: """
            Lays out view trees (scene files, docs/scenes.md, or the articles'
            examples written in Swift) with Auto Layout's semantics, measures
            their text with HarfBuzz, and paints them with cairo: text reports,
            PNGs, width-sweep GIFs, checks, snapshot tests and a gallery. Every
            subcommand has --help with examples.

            Examples:
              trellis solve Fixtures/solver/priority_gang_up.json
              cat system.json | trellis solve -
              trellis text --family "DejaVu Sans" --size 16 --width 120 "Hello, world"
              trellis text --jsonl < Fixtures/text/corpus.jsonl
              trellis layout --example wrap-label-dynamic --width 320
              trellis layout Fixtures/breakable-constraints.yaml
              trellis render Fixtures/stack-hide.yaml --state collapsed -o card.png
              trellis sweep --example wrap-demo --from 200 --to 480 --step 2 -o demo.gif
              trellis check Fixtures/min-spacing.yaml --strict
              trellis verify Fixtures --examples --snapshots Snapshots
              trellis examples
              trellis docs Fixtures --examples -o gallery
              trellis libraries
            """,
        version: "0.1.0",
        subcommands: [SolveCommand.self, TextCommand.self, LayoutCommand.self, CheckCommand.self, ExamplesCommand.self, LibrariesCommand.self, RenderCommand.self, SweepCommand.self, VerifyCommand.self, DocsCommand.self]
    )

    public init() {}

    /// Parses the command line and runs the command, as ArgumentParser's
    /// `main()` does, except that a usage error (an unknown option, a value
    /// that is not a number, one a `validate()` rejects) is one line,
    /// `error: MESSAGE`, as every other bad input is, rather than the message
    /// followed by the usage text. The exit status stays ArgumentParser's:
    /// 64 (EX_USAGE). Help and version requests are printed as usual.
    public static func main() {
        StandardStreams.prepare()
        var command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            let status = exitCode(for: error)
            if status == .success {
                // Help and version, through the writer that checks.
                let text = fullMessage(for: error)
                if !text.isEmpty { StandardStreams.print(text) }
                StandardStreams.finish()
            }
            if let unknown = unknownSubcommand(behind: error) {
                StandardStreams.error("error: \(unknown)")
                exit(withError: status)
            }
            let shown = unknownOptionHidden(behind: error) ?? error
            StandardStreams.error("error: \(message(for: shown))" + printsInsteadOfWriting(message(for: shown)))
            exit(withError: status)
        }
        Interruption.install()
        do {
            try command.run()
        } catch {
            let text = fullMessage(for: error)
            let status = exitCode(for: error)
            if !text.isEmpty {
                if status == .success { StandardStreams.print(text) } else { StandardStreams.error(text) }
            }
            if status == .success { StandardStreams.finish() }
            StandardStreams.exit(status.rawValue)
        }
        StandardStreams.finish()
    }

    /// `trellis rendr …` is "Unexpected argument 'rendr'" to ArgumentParser
    /// (or "Unknown option '--example'", the first option it then meets),
    /// which sends the user after the wrong word: the root takes no
    /// argument, so a first word that names no subcommand is said as an
    /// unknown subcommand, with the nearest name and the list.
    static func unknownSubcommand(behind error: any Error) -> String? {
        guard let first = CommandLine.arguments.dropFirst().first, !first.hasPrefix("-") else { return nil }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName }
        // `help` is ArgumentParser's own (`trellis help render`).
        guard !names.contains(first), first != "help" else { return nil }
        return NameSuggestion.message(kind: "subcommand", name: first, valid: names)
    }

    /// `trellis layout s.yaml --json -o x.json` is "Unknown option '-o'"
    /// (cli38): the commands that only print take no -o, and the user is
    /// told how to put what they print in a file.
    static func printsInsteadOfWriting(_ message: String) -> String {
        guard message.hasPrefix("Unknown option '-o'") || message.hasPrefix("Unknown option '--output'"),
              let name = CommandLine.arguments.dropFirst().first,
              ["solve", "text", "layout", "check", "examples", "libraries"].contains(name) else { return "" }
        return "; trellis \(name) prints to standard output: redirect it to a file (trellis \(name) … > FILE)"
    }

    /// ArgumentParser looks for unknown options only once the command's
    /// required arguments are decoded, so `trellis solve --bogus-flag`
    /// would say that the file is missing, sending the user after the
    /// wrong mistake. When a positional argument is missing, the line is
    /// parsed again with one supplied (after `--`, so it is taken as that
    /// argument); the unknown option that parse reports, if any, is the
    /// message. Nothing runs: this only parses.
    static func unknownOptionHidden(behind error: any Error) -> (any Error)? {
        guard message(for: error).hasPrefix("Missing expected argument") else { return nil }
        do {
            _ = try parseAsRoot(Array(CommandLine.arguments.dropFirst()) + ["--", "-"])
        } catch {
            if message(for: error).hasPrefix("Unknown option") { return error }
        }
        return nil
    }
}
