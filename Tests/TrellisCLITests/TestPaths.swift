import Foundation
import TrellisTestSupport

/// Where the tests find the repository's files and the built `trellis`.
enum TestPaths {
    /// The repository root.
    static let root = URL(fileURLWithPath: repositoryRoot)

    static let solverFixtures = root.appendingPathComponent("Fixtures/solver")

    /// The `trellis` executable that `swift build` / `swift test` put in the
    /// same products directory as the test bundle, or nil if it is missing.
    static var trellisExecutable: URL? {
        var candidates: [URL] = []
        // On Linux the test bundle is an executable; /proc/self/exe is its path.
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
        }
        candidates.append(Bundle.main.bundleURL)
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        return candidates.map { $0.appendingPathComponent("trellis") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
