import Foundation
#if canImport(Testing)
import Testing
#endif

/// Where a failing PNG snapshot's diff image is written, so that a user
/// finds it by the test's name. swift-snapshot-testing calls a diffing
/// with the two values only (no test, no snapshot name), but in Swift
/// Testing the running test is `Test.current`: the image goes beside the
/// copy of the failing snapshot swift-snapshot-testing writes,
/// `$SNAPSHOT_ARTIFACTS/<test file>/<test>.<n>.png`, as
/// `<test>.difference-<k>.png` (k counting the test's diff images, from 1).
/// Under XCTest no current test can be asked for; the image is
/// `trellis-diff-<UUID>.png` in the artifacts folder (docs/snapshots.md).
enum DiffImageFile {
    /// The artifacts folder, as swift-snapshot-testing chooses it.
    static var artifacts: String {
        ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
    }

    /// A new path for the running test's next diff image (its folder created).
    static func nextPath() -> String {
        let directory = artifacts as NSString
        guard let (file, test) = currentTest() else {
            return directory.appendingPathComponent("trellis-diff-\(UUID().uuidString).png")
        }
        let folder = directory.appendingPathComponent(file)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let number = counter.next(for: folder + "/" + test)
        return (folder as NSString).appendingPathComponent("\(test).difference-\(number).png")
    }

    /// The running Swift Testing test's file (without `.swift`) and name,
    /// as swift-snapshot-testing spells them in paths; nil outside one.
    private static func currentTest() -> (file: String, test: String)? {
        #if canImport(Testing)
        guard let test = Test.current else { return nil }
        let file = ((test.sourceLocation.fileID as NSString).lastPathComponent as NSString).deletingPathExtension
        return (file, pathComponent(test.name))
        #else
        return nil
        #endif
    }

    /// `card()` → `card`, `jsonHint(_:)` → `jsonHint-_`: each run of
    /// characters other than letters, digits and `_` becomes one `-`, and
    /// a `-` at either end is dropped, as in swift-snapshot-testing's
    /// reference names (`jsonHint-_.1.png`), so the two files sort together.
    static func pathComponent(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isLetter || character.isNumber || character == "_" {
                result.append(character)
            } else if result.last != "-" {
                result.append("-")
            }
        }
        if result.hasPrefix("-") { result.removeFirst() }
        if result.hasSuffix("-") { result.removeLast() }
        return result
    }

    private static let counter = Counter()

    /// Diff images per test, counted across threads (parallel tests).
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]

        func next(for key: String) -> Int {
            lock.lock()
            defer { lock.unlock() }
            counts[key, default: 0] += 1
            return counts[key]!
        }
    }
}
