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
        ("the root folder", "refs/keep.txt", "/", "/ contains the references folder (--snapshots) refs"),
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
        // The sweep's widest frame, 70,000 points at one pixel a point; the message names the
        // scene and its field, as `docs` has no width option (noticed32).
        #expect(fresh.stderr == "error: scenes/zz-wide.yaml: the scene's sweep: 70000 points make a canvas "
                + "70000 pixels wide; a canvas may be at most 16384 pixels a side\n")
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

    // MARK: Issue 33: nothing lost or replaced

    /// `-o` naming a symlink replaces the link itself, as `sed -i` does: the
    /// file it points to is left as it was (docs/reliability.md, "Outputs").
    @Test func aSymlinkOutputIsReplacedItself() throws {
        let sandbox = try Sandbox()
        try sandbox.write("card.yaml", Self.scene)
        try sandbox.write("mine.png", "the user's\n")
        try FileManager.default.createSymbolicLink(atPath: sandbox.path + "/out.png", withDestinationPath: "mine.png")
        let outcome = try sandbox.trellis(["render", "card.yaml", "--width", "120", "-o", "out.png"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let attributes = try FileManager.default.attributesOfItem(atPath: sandbox.path + "/out.png")
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect(try sandbox.files()["mine.png"] == Data("the user's\n".utf8))
        #expect(try sandbox.files()["out.png"]?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
    }

    /// A character device at `-o` (one made here with /dev/null's numbers,
    /// never the real one) is refused and left a device: as root a rename
    /// would have put a regular file in its place.
    /// /dev/null's device number (major 1, minor 3, as glibc's makedev packs them).
    static let nullDevice = dev_t(1 << 8 | 3)

    @Test(.enabled(if: getuid() == 0, "making a device takes root"))
    func aDeviceOutputIsRefusedAndKept() throws {
        let sandbox = try Sandbox()
        try sandbox.write("card.yaml", Self.scene)
        let device = sandbox.path + "/null"
        try #require(mknod(device, S_IFCHR | 0o666, Self.nullDevice) == 0)
        for arguments in [["render", "card.yaml", "--width", "120", "-o", "null"],
                          ["sweep", "card.yaml", "--from", "100", "--to", "120", "-o", "null.gif"]] {
            if arguments[0] == "sweep" { try #require(mknod(device + ".gif", S_IFCHR | 0o666, Self.nullDevice) == 0) }
            let outcome = try sandbox.trellis(arguments)
            #expect(outcome.status == 2)
            #expect(outcome.stderr.contains("is a character device, which a written file would replace"), "\(outcome.stderr)")
        }
        for path in [device, device + ".gif"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            #expect(attributes[.type] as? FileAttributeType == .typeCharacterSpecial)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path).sorted() == ["card.yaml", "null", "null.gif"])
    }

    /// Temporaries a run killed outright left (SIGKILL reaches no handler)
    /// are removed by the next run writing into the same folder: named by
    /// Trellis on this host, their process gone, older than the run. A live
    /// process's, another host's, and names Trellis does not make, stay.
    @Test func aLaterRunRemovesWhatAKilledRunLeft() throws {
        let sandbox = try Sandbox()
        try sandbox.write("card.yaml", Self.scene)
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let dead = ended.processIdentifier, alive = getpid()
        // The host's tag in the names: FNV-1a of its name, as Trellis makes it.
        var buffer = [CChar](repeating: 0, count: 256)
        gethostname(&buffer, buffer.count - 1)
        var hash: UInt32 = 0x811C_9DC5
        for byte in String(cString: buffer).utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        let host = String(repeating: "0", count: 8 - String(hash, radix: 16).count) + String(hash, radix: 16)
        let other = host == "00000000" ? "00000001" : "00000000"
        let stale = [".out.png.trellis-\(dead)-\(host)-0123456789ab.tmp", ".gallery.trellis-\(dead)-\(host)-0123456789ab.tmp",
                     ".gallery.trellis-\(dead)-\(host)-abcdef012345.tmp.old"]
        let kept = [".out.png.trellis-\(alive)-\(host)-0123456789ab.tmp", ".out.png.trellis-\(dead)-\(other)-0123456789ab.tmp",
                    ".out.png.trellis-\(dead)-\(host)-short.tmp", "notes.txt"]
        for name in stale + kept {
            if name.contains("gallery") {
                try sandbox.write(name + "/index.html", "half\n")
            } else {
                try sandbox.write(name, "half\n")
            }
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)],
                                                  ofItemAtPath: sandbox.path + "/" + name)
        }
        let outcome = try sandbox.trellis(["render", "card.yaml", "--width", "120", "-o", "out.png"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path).sorted() == (["card.yaml", "out.png"] + kept).sorted())
    }

    /// Runs chattr; its exit status.
    @discardableResult
    static func chattr(_ flag: String, _ path: String) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [flag, path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Whether `chattr +i` works here: it takes root, chattr, and a file
    /// system that keeps inode flags (the temporary folder's).
    static let immutableFilesWork: Bool = {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/chattr") else { return false }
        let probe = NSTemporaryDirectory() + "trellis-chattr-\(UUID().uuidString)"
        guard FileManager.default.createFile(atPath: probe, contents: Data()) else { return false }
        defer { chattr("-i", probe); unlink(probe) }
        return chattr("+i", probe) == 0
    }()

    /// The previous gallery cannot be removed (a file in it is immutable,
    /// issue 33: the run said status 0 and left `.gallery.trellis-….tmp.old`):
    /// refused before any work, in one message naming the file, with the
    /// previous gallery left as it was and nothing beside it.
    @Test(.enabled(if: Self.immutableFilesWork, "needs root, /usr/bin/chattr and a temporary folder whose file system keeps inode flags"))
    func aPreviousGalleryThatCannotGoIsRefused() throws {
        let sandbox = try Sandbox()
        try sandbox.write("card.yaml", Self.scene)
        #expect(try sandbox.trellis(["docs", "card.yaml", "-o", "gallery"]).status == 0)
        try sandbox.write("gallery/pages/kept.txt", "immutable\n")
        let before = try sandbox.files()
        #expect(Self.chattr("+i", sandbox.path + "/gallery/pages/kept.txt") == 0)
        defer { Self.chattr("-i", sandbox.path + "/gallery/pages/kept.txt") }
        let outcome = try sandbox.trellis(["docs", "card.yaml", "-o", "gallery"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "error: --output: gallery cannot be replaced: gallery/pages/kept.txt is immutable (chattr +i), "
            + "so its previous copy could not be removed; nothing was changed: make it removable, or remove it by hand\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path).sorted() == ["card.yaml", "gallery"])
        #expect(try sandbox.files() == before)
        // Once it can go, the next run replaces the gallery, with nothing left beside it.
        Self.chattr("-i", sandbox.path + "/gallery/pages/kept.txt")
        #expect(try sandbox.trellis(["docs", "card.yaml", "-o", "gallery"]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path).sorted() == ["card.yaml", "gallery"])
        #expect(!FileManager.default.fileExists(atPath: sandbox.path + "/gallery/pages/kept.txt"))
    }

    /// The same for `verify --report`, whose folder is replaced whole too;
    /// an append-only file (`chattr +a`) cannot be removed either.
    @Test(.enabled(if: Self.immutableFilesWork, "needs root, /usr/bin/chattr and a temporary folder whose file system keeps inode flags"))
    func aPreviousReportThatCannotGoIsRefused() throws {
        let sandbox = try Sandbox()
        try sandbox.write("card.yaml", Self.scene)
        #expect(try sandbox.trellis(["verify", "card.yaml", "--snapshots", "refs", "--record", "all"]).status == 0)
        try sandbox.write("card.yaml", Self.scene.replacingOccurrences(of: "Hello", with: "Howdy"))
        #expect(try sandbox.trellis(["verify", "card.yaml", "--snapshots", "refs", "--report", "report"]).status == 1)
        try sandbox.write("report/log.txt", "kept\n")
        #expect(Self.chattr("+a", sandbox.path + "/report/log.txt") == 0)
        defer { Self.chattr("-a", sandbox.path + "/report/log.txt") }
        let before = try sandbox.files()
        let outcome = try sandbox.trellis(["verify", "card.yaml", "--snapshots", "refs", "--report", "report"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("report/log.txt is append-only (chattr +a)"), "\(outcome.stderr)")
        #expect(outcome.stderr.split(separator: "\n").count == 1)
        #expect(try sandbox.files() == before)
    }

    /// `docs -o .` from an empty folder writes the gallery into it (it
    /// cannot be renamed, so it is filled in place); the folder is the
    /// same folder after.
    @Test func theEmptyCurrentFolderIsUsed() throws {
        let sandbox = try Sandbox()
        try sandbox.write("card.yaml", Self.scene)
        let here = sandbox.path + "/here"
        try FileManager.default.createDirectory(atPath: here, withIntermediateDirectories: false)
        var before = stat()
        stat(here, &before)
        let outcome = try TrellisProcess.run(["docs", sandbox.path + "/card.yaml", "-o", "."], directory: URL(fileURLWithPath: here))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: here).sorted() == [".trellis-output", "index.html", "index.md", "scenes"])
        var after = stat()
        stat(here, &after)
        #expect(after.st_ino == before.st_ino)
        // Once Trellis's, the current folder cannot be replaced whole: said so.
        let again = try TrellisProcess.run(["docs", sandbox.path + "/card.yaml", "-o", "."], directory: URL(fileURLWithPath: here))
        #expect(again.status == 1)
        #expect(again.stderr.contains("cannot replace .: it is the current folder or a mount point, which cannot be renamed"), "\(again.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: here).sorted() == [".trellis-output", "index.html", "index.md", "scenes"])
    }

    /// On a full disk (a tmpfs of 64 KiB with one page free), recording a
    /// new scene's references fails, and the folders made for them go with
    /// what went into them: no half-made `refs/scenes/card/` for a later
    /// run to trust. (Mounting takes root; elsewhere the test does nothing.)
    @Test(.enabled(if: getuid() == 0, "mounting a tmpfs takes root"))
    func aFullDiskLeavesNoHalfMadeReferences() throws {
        let sandbox = try Sandbox()
        try sandbox.write("card.yaml", Self.scene)
        let disk = sandbox.path + "/disk"
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: false)
        func run(_ tool: String, _ arguments: [String]) throws -> Int32 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = arguments
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus
        }
        guard try run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", disk]) == 0 else { return }
        // The sandbox lives until the tmpfs is unmounted (its removal must not reach into it).
        defer { _ = try? run("/bin/umount", [disk]); withExtendedLifetime(sandbox) {} }
        try Data(count: 60 * 1024).write(to: URL(fileURLWithPath: disk + "/filler"))
        let outcome = try sandbox.trellis(["verify", "card.yaml", "--snapshots", "disk/refs", "--record", "all"])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.contains("could not write the reference"), "\(outcome.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk) == ["filler"])
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

