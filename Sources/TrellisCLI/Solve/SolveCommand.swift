import ArgumentParser

/// Placeholder until the solve command lands (see issue 2).
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "solve", abstract: "Solve a constraint system given as JSON.")
    @Argument var file: String
    func run() throws { throw ValidationError("not yet") }
}
