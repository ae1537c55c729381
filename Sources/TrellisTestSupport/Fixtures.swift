/// The repository's Fixtures folder, found from this file's path
/// (Sources/TrellisTestSupport/Fixtures.swift), so the tests find it
/// whatever folder `swift test` runs in.
public let fixtures: String = repositoryRoot + "/Fixtures"

/// The repository's root folder (Fixtures/, Snapshots/, …), found the same way.
public let repositoryRoot: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
}()
