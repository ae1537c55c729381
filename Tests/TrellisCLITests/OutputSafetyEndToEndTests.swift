import Foundation
import Testing

/// Never destroy what the user did not ask to replace: names cannot leave
/// their output folder, report and gallery folders are new, empty or
/// Trellis's own, and a failed run leaves nothing.
@Suite struct OutputSafetyEndToEndTests {
    /// A fresh sandbox folder, removed after the test.
    final class Sandbox {
        let path: String
        init() throws {
            path = NSTemporaryDirectory() + "trellis-safety-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }

        func write(_ relative: String, _ text: String) throws {
            let full = path + "/" + relative
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }

        /// Every file under the sandbox (relative path → contents), hidden ones too.
        func files() throws -> [String: Data] {
            var result: [String: Data] = [:]
            let enumerator = FileManager.default.enumerator(atPath: path)
            while let relative = enumerator?.nextObject() as? String {
                var isDirectory: ObjCBool = false
                let full = path + "/" + relative
                if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                    result[relative] = FileManager.default.contents(atPath: full)
                }
            }
            return result
        }

        func trellis(_ arguments: [String]) throws -> TrellisProcess.Outcome {
            try TrellisProcess.run(arguments, directory: URL(fileURLWithPath: path))
        }
    }

    static let scene = """
        views:
          - label: { text: Hello }
        constraints:
          - H:|-[label]-|
          - V:|-[label]-|

        """

    /// One line on stderr, nothing on the sandbox changed.
    func expectRefused(_ outcome: TrellisProcess.Outcome, before: [String: Data], after: [String: Data],
                       mentioning text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(outcome.status == 2, sourceLocation: sourceLocation)
        #expect(outcome.stderr.split(separator: "\n").count == 1, "\(outcome.stderr)", sourceLocation: sourceLocation)
        #expect(outcome.stderr.contains(text), "\(outcome.stderr)", sourceLocation: sourceLocation)
        #expect(before == after, sourceLocation: sourceLocation)
    }

    // MARK: Names

    @Test(arguments: [["verify", "card.yaml", "--snapshots", "refs/Snapshots", "--record", "all"],
                      ["docs", "card.yaml", "-o", "refs/gallery"]])
    func stateNameLeavingItsFolderIsALocatedError(_ arguments: [String]) throws {
        let sandbox = try Sandbox()
        try sandbox.write("card.yaml", Self.scene + "states:\n  ../../../x: { hide: [label] }\n")
        let before = try sandbox.files()
        let outcome = try sandbox.trellis(arguments)
        expectRefused(outcome, before: before, after: try sandbox.files(),
                      mentioning: "error: card.yaml:7:3: the state name \"../../../x\" is not a plain name")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path + "/refs"))
    }

    @Test func sceneFileNameThatIsNotPlainIsRefused() throws {
        let sandbox = try Sandbox()
        try sandbox.write("my card.yaml", Self.scene)
        let before = try sandbox.files()
        let outcome = try sandbox.trellis(["verify", "my card.yaml", "--snapshots", "refs", "--record", "all"])
        expectRefused(outcome, before: before, after: try sandbox.files(),
                      mentioning: "my card.yaml: the file's name \"my card\" names its folder of outputs")
    }
}
