import Examples
import Foundation
import Scene
import Testing
import TrellisTestSupport
import Verification

/// Where the tests find the repository's files.
enum Repository {
    static let snapshots = repositoryRoot + "/Snapshots"
    static let fixtures = TrellisTestSupport.fixtures

    /// Every scene file in Fixtures/, by name.
    static var sceneFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtures)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
    }
}

/// `swift test` verifies every reference in Snapshots/: every scene in
/// Fixtures/ and every example, in every state, at the key widths, across
/// the sweep and at its critical widths. Never records (re-record with
/// `trellis verify Fixtures --examples --snapshots Snapshots --record failed`).
@Suite struct ReferenceSnapshotTests {
    @Test(arguments: Repository.sceneFiles)
    func scene(file: String) throws {
        let scene = try Scene.load(contentsOf: Repository.fixtures + "/" + file)
        expectMatch(SnapshotPlan(scene: scene))
    }

    @Test(arguments: Examples.all.map(\.name))
    func example(name: String) throws {
        let example = try #require(Examples.named(name))
        expectMatch(SnapshotPlan(example: example))
    }

    /// Every scene and example has a folder, and every folder a scene or example.
    @Test func everyFolderBelongsToSomething() throws {
        let scenes = Set(Repository.sceneFiles.map { String($0.dropLast(5)) })
        let examples = Set(Examples.all.map(\.name))
        let sceneFolders = Set(try FileManager.default.contentsOfDirectory(atPath: Repository.snapshots + "/scenes"))
        let exampleFolders = Set(try FileManager.default.contentsOfDirectory(atPath: Repository.snapshots + "/examples"))
        #expect(sceneFolders == scenes)
        #expect(exampleFolders == examples)
    }

    /// References stay small: palette PNGs, no file over 64 KB.
    @Test func referencesAreSmall() throws {
        let enumerator = try #require(FileManager.default.enumerator(atPath: Repository.snapshots))
        var total = 0
        while let file = enumerator.nextObject() as? String {
            let size = (try FileManager.default.attributesOfItem(atPath: Repository.snapshots + "/" + file)[.size] as? Int) ?? 0
            #expect(size < 64 * 1024, "\(file) is \(size) bytes")
            total += size
        }
        #expect(total < 4 * 1024 * 1024)
    }

    private func expectMatch(_ plan: SnapshotPlan) {
        let result = Verifier(directory: Repository.snapshots, record: .never).verify(plan)
        #expect(result.checked.count >= 3)
        for failure in result.failures {
            Issue.record("\(failure.file): \(failure.message)")
        }
    }
}
