import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Locking

/// The temporary files and folders a run has created and not yet renamed
/// into place or removed: what an interrupted run must clean up. The CLI
/// removes them on SIGINT and SIGTERM (``removeAll()``), outside signal
/// context (a dispatch source), so taking the lock here is safe.
public enum TemporaryPaths {
    /// The paths, and whether ``removeAll()`` has run: after it, nothing
    /// more may be created (the process is on its way out, and a file made
    /// now would outlive it).
    private static let state = Locked<(paths: Set<String>, asides: [String: String], closed: Bool)>(([], [:], false))
    /// Held by ``withInterruptionsHeld(_:)`` for the whole of a commit and
    /// by ``removeAll()`` while it cleans: a signal that comes during a
    /// commit is handled after it, so the commit is never cut in half.
    private static let commitGate = Locked<Void>(())

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

    /// Records a previous output moved aside (`aside`) while its
    /// replacement is renamed onto `original`: if interrupted in between,
    /// it is put back rather than removed. False once ``removeAll()`` ran.
    public static func registerAside(_ aside: String, of original: String) -> Bool {
        state.withLock { state in
            guard !state.closed else { return false }
            state.asides[aside] = original
            return true
        }
    }

    /// Forgets a path that was renamed into place or removed.
    public static func unregister(_ path: String) {
        state.withLock { state in
            state.paths.remove(path)
            state.asides[path] = nil
        }
    }

    /// The paths registered now (tests).
    public static var current: Set<String> { state.withLock { $0.paths } }

    /// Removes every registered file or folder (folders with their
    /// contents; a symlink is removed itself, never followed) and puts
    /// back any previous output that was moved aside.
    public static func removeAll() {
        commitGate.withLock { _ in
            let (all, asides) = state.withLock { state in
                defer { state = ([], [:], true) }
                return (state.paths, state.asides)
            }
            clean(all, asides: asides)
        }
    }

    /// Runs `body`, a commit of what the run staged (renames of registered
    /// temporaries onto their places), with interruptions held off: the
    /// signal handler's ``removeAll()`` waits until `body` is done, so the
    /// outputs are all the old ones (interrupted before) or all the new
    /// ones (after), never a mixture. Nil, and `body` not run, when an
    /// interruption has already begun cleaning up (the staged files are
    /// gone or going). Not to be nested.
    public static func withInterruptionsHeld<Result>(_ body: () -> Result) -> Result? {
        commitGate.withLock { _ in
            guard !state.withLock({ $0.closed }) else { return nil }
            return body()
        }
    }

    /// Removes `paths`, and puts each previous output in `asides` back at
    /// its original place when nothing replaced it there (else removes it).
    static func clean(_ paths: Set<String>, asides: [String: String]) {
        // A few passes: a folder being removed may still gain an entry from
        // a thread that was writing into it (its removal then fails as not
        // empty); such a thread fails at its next step, once the folder is gone.
        for _ in 0..<5 {
            let left = paths.filter { path in
                try? FileManager.default.removeItem(atPath: path)
                var info = stat()
                return lstat(path, &info) == 0
            }
            if left.isEmpty { break }
            usleep(20_000)
        }
        for (aside, original) in asides {
            // The replacement not yet in place: the previous output goes back.
            var info = stat()
            if lstat(original, &info) != 0 { _ = rename(aside, original) } else { try? FileManager.default.removeItem(atPath: aside) }
        }
    }
}
