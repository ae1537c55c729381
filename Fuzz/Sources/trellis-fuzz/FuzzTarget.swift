/// One fuzz target: a name for `scripts/fuzz NAME`, and what it does with
/// one input. An input may be rejected with an error (that is the point),
/// but the error must say where; anything else (a trap, a wrong-looking
/// error, an ASan report, a hang past libFuzzer's -timeout) is a finding.
struct FuzzTarget: Sendable {
    let name: String
    let summary: String
    let run: @Sendable ([UInt8]) -> Void

    static let all: [FuzzTarget] = [
        SceneTarget.target, EquationTarget.target, VisualFormatTarget.target,
        SolveTarget.target, TextTarget.target, PNGTarget.target,
    ]

    static func named(_ name: String) -> FuzzTarget? { all.first { $0.name == name } }
}

/// Stops the run as a crash, with the input's problem: libFuzzer saves the
/// input and reports it.
func finding(_ message: String) -> Never {
    fatalError("fuzz finding: \(message)")
}
