import FileSafety
import Foundation
import Render
import Synchronization

/// Ctrl-C (SIGINT), a kill (SIGTERM) or a closed terminal (SIGHUP) in the
/// middle of a write must leave nothing behind: the temporary files and
/// folders the run registered (``TemporaryPaths``) are removed, and the
/// process exits 130, 143 or 129, as a shell reports a process killed by
/// those signals. (SIGKILL reaches no handler: a later run removes what it
/// left, `StaleTemporaries` in Render.)
enum Interruption {
    /// Kept alive for the life of the process; set once, before any work.
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
    /// The status the handler will exit with, once a signal has come; 0
    /// before. Set before the clean-up starts, so the main thread, whose
    /// writes fail from then on (its temporary files are going), knows the
    /// failure is the interruption's and leaves the exit to the handler.
    private static let pendingStatus = Atomic<Int32>(0)

    /// Replaces the default actions with dispatch sources: their handlers
    /// run on a queue, not in signal context, so they may take locks and
    /// call FileManager.
    static func install() {
        for (number, status) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143)), (SIGHUP, Int32(129))] {
            // A signal the parent ignores stays ignored: `nohup` ignores
            // SIGHUP, a shell ignores SIGINT for a job started with `&`.
            if isIgnored(signal(number, SIG_IGN)) { continue }
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                pendingStatus.store(status, ordering: .sequentiallyConsistent)
                TemporaryPaths.removeAll()
                // _exit, not exit: the main thread is still running, and exit's
                // atexit handlers and static destructors would tear down what it
                // is using (a crash, and the wrong status, instead of 130/143).
                _exit(status)
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Whether `handler`, a previous disposition, is SIG_IGN (C function
    /// pointers are compared by address).
    private static func isIgnored(_ handler: __sighandler_t?) -> Bool {
        guard let handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Whether a signal has come and the handler is cleaning up.
    static var isUnderWay: Bool { pendingStatus.load(ordering: .sequentiallyConsistent) != 0 }

    /// Called before the main thread ends the process: while an
    /// interruption is under way, waits for the handler's `_exit`, so the
    /// status is the signal's (130, 143 or 129), never the error the clean-up
    /// caused in the work (a folder removed under a write).
    static func yieldToTheHandler() {
        guard isUnderWay else { return }
        while true { pause() }
    }
}
