import Foundation

/// Whether references are kept per platform: `card.1.linux.png` beside
/// `card.1.macos.png`, so that one test file runs on a Mac and on Linux CI,
/// each against references drawn with its own fonts. Off by default (one
/// reference for every platform); on with the environment variable
/// `TRELLIS_SNAPSHOTS_PER_PLATFORM=1`, or for a block:
///
///     ReferencePlatform.$isSeparate.withValue(true) { assertSnapshot(of: view, as: .png(width: 320)) }
public enum ReferencePlatform {
    @TaskLocal public static var isSeparate = ProcessInfo.processInfo.environment["TRELLIS_SNAPSHOTS_PER_PLATFORM"] == "1"

    /// This platform's name in file names.
    public static var name: String {
        #if os(Linux)
        return "linux"
        #elseif os(macOS)
        return "macos"
        #elseif os(Windows)
        return "windows"
        #else
        return "other"
        #endif
    }

    /// A strategy's path extension, with the platform in front when references are kept apart.
    static func pathExtension(_ format: String) -> String { isSeparate ? name + "." + format : format }
}
