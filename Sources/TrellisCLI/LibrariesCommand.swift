import ArgumentParser
import SystemLibraries

/// `trellis libraries`: the C libraries this build links, with their versions.
struct LibrariesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "libraries",
        abstract: "Print the versions of the C libraries Trellis is linked against.",
        discussion: """
            A quick check that scripts/setup installed everything: cairo,
            HarfBuzz, FreeType, fontconfig, giflib and ICU.

            Example:
              trellis libraries
            """
    )

    func run() {
        StandardStreams.print(LibraryVersions.current.report)
    }
}
