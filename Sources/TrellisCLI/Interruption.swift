import Foundation
import Render

/// Ctrl-C (SIGINT) or a kill (SIGTERM) in the middle of a write must leave
/// nothing behind: the temporary files and folders the run registered
/// (``TemporaryPaths``) are removed, and the process exits 130 or 143, as
/// a shell reports a process killed by those signals.
enum Interruption {
    /// Kept alive for the life of the process; set once, before any work.
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    /// Replaces the default actions with dispatch sources: their handlers
    /// run on a queue, not in signal context, so they may take locks and
    /// call FileManager.
    static func install() {
        for (number, status) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
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
}
