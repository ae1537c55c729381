import Foundation
import Testing

/// A flag that takes no value, followed by what reads as its value: the
/// stray word is parsed as a scene file, and the message says why
/// (`StrayFlagValue`). Before, `trellis verify --examples wrap-demo` said
/// only "wrap-demo: no such file or directory". Run in an empty folder, so the stray
/// word names no file and nothing written would go unseen.
@Suite struct StrayFlagValueEndToEndTests {
    func trellis(_ arguments: [String]) throws -> (outcome: TrellisProcess.Outcome, written: [String]) {
        let directory = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try TrellisProcess.run(arguments, directory: directory)
        return (outcome, try FileManager.default.contentsOfDirectory(atPath: directory.path))
    }

    @Test(arguments: [
        (["verify", "--examples", "wrap-demo"], 2,
         #"error: wrap-demo: no such file or directory; --examples takes no value, so "wrap-demo" was read as a scene file (--examples alone takes every example)"#),
        (["docs", "--examples", "stack-hide", "-o", "gallery"], 2,
         #"error: stack-hide: no such file or directory; --examples takes no value, so "stack-hide" was read as a scene file (--examples alone takes every example)"#),
        (["layout", "--json", "out.json", "--width", "300"], 2,
         #"error: out.json: no such file or directory; --json takes no value, so "out.json" was read as a scene file"#),
        (["check", "--strict", "yes"], 2,
         #"error: yes: no such file or directory; --strict takes no value, so "yes" was read as a scene file"#),
        // With --example too, the stray word makes "both": the hint says why.
        (["sweep", "--example", "wrap-demo", "--pingpong", "true", "-o", "x.gif"], 64,
         #"error: --example: give a scene file or --example, not both (--pingpong takes no value, so "true" was read as a scene file)"#),
    ] as [([String], Int32, String)])
    func aValueAfterAValuelessFlagIsNamed(arguments: [String], status: Int32, message: String) throws {
        let (outcome, written) = try trellis(arguments)
        #expect(outcome.status == status, "\(arguments): \(outcome.status) \(outcome.stderr)")
        #expect(outcome.stderr == message + "\n", "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty && written.isEmpty, "\(arguments) wrote \(written) \(outcome.stdout)")
    }

    /// No hint where the word does not look like the flag's value, where it
    /// follows no value-less flag, or after `--` (meant as a file).
    @Test(arguments: [
        (["verify", "--examples", "wrapdemo"], "error: wrapdemo: no such file or directory"),
        (["verify", "wrap-demo"], "error: wrap-demo: no such file or directory"),
        (["verify", "--examples", "--", "wrap-demo"], "error: wrap-demo: no such file or directory"),
        (["check", "--strict", "maybe"], "error: maybe: no such file or directory"),
    ])
    func noHintWhereTheWordIsNotTheFlagsValue(arguments: [String], message: String) throws {
        let (outcome, _) = try trellis(arguments)
        #expect(outcome.status == 2, "\(arguments): \(outcome.status) \(outcome.stderr)")
        #expect(outcome.stderr == message + "\n", "\(outcome.stderr)")
    }
}
