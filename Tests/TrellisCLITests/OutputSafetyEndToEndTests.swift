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

    // MARK: Report and gallery folders

    /// `verify card.yaml --snapshots refs --record all --report REPORT`,
    /// after `setUp` has made the sandbox's files: refused, nothing touched.
    @Test(arguments: [
        ("a non-empty folder of the user's", "mine/notes.txt", "mine", "mine is a folder Trellis did not write (it has files and no .trellis-output)"),
        ("a file", "mine.txt", "mine.txt", "mine.txt exists and is not a folder"),
        ("the references folder", "refs/keep.txt", "refs", "refs is the references folder (--snapshots) refs"),
        ("the references folder spelt otherwise", "refs/keep.txt", "./refs/../refs/", "./refs/../refs/ is the references folder (--snapshots) refs"),
        ("inside the references", "refs/keep.txt", "refs/report", "refs/report is inside the references folder (--snapshots) refs"),
        ("containing the references", "refs/keep.txt", ".", ". contains the references folder (--snapshots) refs"),
        ("the input", "other.txt", "card.yaml", "card.yaml is the input card.yaml"),
    ])
    func reportFolderIsRefused(_ name: String, _ planted: String, _ report: String, _ message: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("card.yaml", Self.scene)
        try sandbox.write(planted, "the user's\n")
        let before = try sandbox.files()
        let outcome = try sandbox.trellis(["verify", "card.yaml", "--snapshots", "refs", "--record", "all", "--report", report])
        expectRefused(outcome, before: before, after: try sandbox.files(), mentioning: "error: --report: " + message)
        #expect(outcome.stdout.isEmpty, "\(name)")
    }

    @Test func reportThroughASymlinkToTheReferencesIsRefused() throws {
        let sandbox = try Sandbox()
        try sandbox.write("card.yaml", Self.scene)
        try sandbox.write("refs/keep.txt", "the user's\n")
        try FileManager.default.createSymbolicLink(atPath: sandbox.path + "/link", withDestinationPath: sandbox.path + "/refs")
        let before = try sandbox.files()
        let outcome = try sandbox.trellis(["verify", "card.yaml", "--snapshots", "refs", "--report", "link"])
        expectRefused(outcome, before: before, after: try sandbox.files(), mentioning: "link is the references folder")
    }

    @Test func galleryIntoAUserFolderIsRefused() throws {
        let sandbox = try Sandbox()
        try sandbox.write("card.yaml", Self.scene)
        try sandbox.write("site/about.html", "<p>mine</p>\n")
        let before = try sandbox.files()
        let outcome = try sandbox.trellis(["docs", "card.yaml", "-o", "site"])
        expectRefused(outcome, before: before, after: try sandbox.files(),
                      mentioning: "error: --output: site is a folder Trellis did not write")
    }

    @Test func galleryContainingItsInputIsRefused() throws {
        let sandbox = try Sandbox()
        try sandbox.write("scenes/card.yaml", Self.scene)
        let before = try sandbox.files()
        let outcome = try sandbox.trellis(["docs", "scenes", "-o", "scenes/gallery"])
        expectRefused(outcome, before: before, after: try sandbox.files(),
                      mentioning: "error: --output: scenes/gallery is inside the input scenes")
    }

    /// A scene whose sweep is beyond the canvas limit fails only when its
    /// GIF is painted, after the page before it was written: nothing is
    /// left, and a previous gallery at the place stays as it was.
    @Test func laterFailingSceneLeavesNothing() throws {
        let sandbox = try Sandbox()
        try sandbox.write("scenes/card.yaml", Self.scene)
        try sandbox.write("scenes/zz-wide.yaml", Self.scene + "sweep: { from: 100, to: 70000, step: 69900 }\n")
        let fresh = try sandbox.trellis(["docs", "scenes/zz-wide.yaml", "scenes/card.yaml", "-o", "gallery"])
        #expect(fresh.status == 2)
        #expect(fresh.stderr == "error: the canvas may be at most 16384 pixels a side, not 70000 × 60\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path).sorted() == ["scenes"])

        let first = try sandbox.trellis(["docs", "scenes/card.yaml", "-o", "gallery"])
        #expect(first.status == 0)
        let before = try sandbox.files()
        #expect(before["gallery/.trellis-output"] != nil)
        let again = try sandbox.trellis(["docs", "scenes", "-o", "gallery"])
        #expect(again.status == 2)
        #expect(try sandbox.files() == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path).sorted() == ["gallery", "scenes"])
    }

    @Test func aTrellisMarkedFolderIsReplacedWhole() throws {
        let sandbox = try Sandbox()
        try sandbox.write("card.yaml", Self.scene)
        #expect(try sandbox.trellis(["docs", "card.yaml", "-o", "out/gallery"]).status == 0)
        #expect(try sandbox.trellis(["verify", "card.yaml", "--snapshots", "refs", "--record", "all", "--report", "out/report"]).status == 0)
        try sandbox.write("out/gallery/stale.html", "old\n")
        try sandbox.write("out/report/stale.png", "old\n")
        #expect(try sandbox.trellis(["docs", "card.yaml", "-o", "out/gallery"]).status == 0)
        #expect(try sandbox.trellis(["verify", "card.yaml", "--snapshots", "refs", "--report", "out/report"]).status == 0)
        let files = try sandbox.files()
        #expect(files["out/gallery/stale.html"] == nil && files["out/report/stale.png"] == nil)
        #expect(files["out/gallery/scenes/card/index.html"] != nil && files["out/report/index.html"] != nil)
        #expect(files["out/gallery/.trellis-output"] != nil && files["out/report/.trellis-output"] != nil)
        // No temporary or set-aside folder is left beside them.
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path + "/out").sorted() == ["gallery", "report"])
    }

    @Test func anEmptyFolderIsUsed() throws {
        let sandbox = try Sandbox()
        try sandbox.write("card.yaml", Self.scene)
        try FileManager.default.createDirectory(atPath: sandbox.path + "/empty", withIntermediateDirectories: false)
        #expect(try sandbox.trellis(["docs", "card.yaml", "-o", "empty"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: sandbox.path + "/empty/index.html"))
    }

    /// Recording failed references removes stale pictures only, never a
    /// file of the user's kept beside them.
    @Test func recordingKeepsTheUsersFilesInTheReferences() throws {
        let sandbox = try Sandbox()
        try sandbox.write("card.yaml", Self.scene)
        #expect(try sandbox.trellis(["verify", "card.yaml", "--snapshots", "refs", "--record", "all"]).status == 0)
        try sandbox.write("refs/scenes/card/notes.md", "why these references\n")
        try sandbox.write("refs/scenes/card/drafts/base-1.png", "mine\n")
        try sandbox.write("refs/scenes/card/base-999.png", "stale\n")
        let outcome = try sandbox.trellis(["verify", "card.yaml", "--snapshots", "refs", "--record", "failed"])
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        let files = try sandbox.files()
        #expect(files["refs/scenes/card/notes.md"] != nil)
        #expect(files["refs/scenes/card/drafts/base-1.png"] != nil)
        #expect(files["refs/scenes/card/base-999.png"] == nil)
    }
}

