import Foundation
import Synchronization

/// The temporary files and folders a run has created and not yet renamed
/// into place or removed: what an interrupted run must clean up. The CLI
/// removes them on SIGINT and SIGTERM (``removeAll()``), outside signal
/// context (a dispatch source), so taking the lock here is safe.
public enum TemporaryPaths {
    /// The paths, and whether ``removeAll()`` has run: after it, nothing
    /// more may be created (the process is on its way out, and a file made
    /// now would outlive it).
    private static let state = Mutex<(paths: Set<String>, closed: Bool)>(([], false))

    /// Records a path about to be created (before, so no window is left
    /// in which it exists unrecorded); false once ``removeAll()`` has run,
    /// and then the path must not be created.
    public static func register(_ path: String) -> Bool {
        state.withLock { state in
            guard !state.closed else { return false }
            state.paths.insert(path)
            return true
        }
    }

    /// Forgets a path that was renamed into place or removed.
    public static func unregister(_ path: String) {
        state.withLock { _ = $0.paths.remove(path) }
    }

    /// The paths registered now (tests).
    public static var current: Set<String> { state.withLock { $0.paths } }

    /// Removes every registered file or folder (folders with their
    /// contents); a symlink is removed itself, never followed.
    public static func removeAll() {
        let all = state.withLock { state in
            defer { state = ([], true) }
            return state.paths
        }
        for path in all { try? FileManager.default.removeItem(atPath: path) }
    }
}
