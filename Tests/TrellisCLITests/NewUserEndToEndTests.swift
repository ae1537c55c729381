import Foundation
import Testing

/// What a new user's first mistakes get (issue: a new user's first hour):
/// the mistake they made named first, in one line, before any work.
@Suite struct NewUserEndToEndTests {
    /// ArgumentParser looks for unknown options only after the required
    /// arguments: an unknown option is still the message when the file is
    /// missing too, since it is the first thing the user got wrong.
    @Test func anUnknownOptionIsNamedBeforeTheMissingFile() throws {
        let outcome = try TrellisProcess.run(["solve", "--bogus-flag"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr == "error: Unknown option '--bogus-flag'\n")
        #expect(outcome.stdout.isEmpty)
    }

    /// Without an unknown option, the missing file is still the message.
    @Test func aMissingFileAloneIsStillNamed() throws {
        let outcome = try TrellisProcess.run(["solve"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr == "error: Missing expected argument '<file>'\n")
    }

    /// An output whose folder does not exist (`-o out/card.png` in a fresh
    /// clone) is a bad argument, named with its option and the folder,
    /// before any work; nothing is created.
    @Test(arguments: [
        ["render", "--example", "wrap-demo", "--width", "320", "-o", "FOLDER/card.png"],
        ["sweep", "--example", "wrap-demo", "--from", "200", "--to", "300", "--step", "50", "-o", "FOLDER/demo.gif"],
    ])
    func anOutputInAMissingFolderIsRefusedAtOnce(_ arguments: [String]) throws {
        let sandbox = NSTemporaryDirectory() + "trellis-newuser-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: sandbox, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: sandbox) }
        let outcome = try TrellisProcess.run(arguments.map { $0.replacingOccurrences(of: "FOLDER", with: "out") },
                                             directory: URL(fileURLWithPath: sandbox))
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "error: --output: the folder out does not exist; create it first, or give a path in a folder that exists\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox).isEmpty)
    }

    /// A folder in the output's path that is a file is named as such.
    @Test func anOutputUnderAFileIsRefused() throws {
        let sandbox = NSTemporaryDirectory() + "trellis-newuser-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: sandbox, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: sandbox) }
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: sandbox + "/notes"))
        let outcome = try TrellisProcess.run(["render", "--example", "wrap-demo", "--width", "320", "-o", "notes/card.png"],
                                             directory: URL(fileURLWithPath: sandbox))
        #expect(outcome.status == 2)
        #expect(outcome.stderr.split(separator: "\n").count == 1)
        #expect(outcome.stderr.hasPrefix("error: --output: "), "\(outcome.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox) == ["notes"])
    }
}
