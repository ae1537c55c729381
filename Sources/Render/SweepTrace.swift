import Foundation
import Locking

/// Where a sweep's time goes on several jobs, printed to stderr when
/// TRELLIS_SWEEP_TRACE=1 (docs/benchmarks.md, "cores4"): the thread CPU of
/// the work only one thread does while the others wait (the encoders'
/// in-order appends, the survey's merges, the height pass's weighing), and
/// the time workers spend waiting at barriers or for frames. Thread CPU is
/// what a piece of work costs whatever else the machine runs, so the
/// serial part, and the speed-up it bounds, can be read on a loaded machine.
/// Off, each call is one load of a constant.
enum SweepTrace {
    static let isOn = ProcessInfo.processInfo.environment["TRELLIS_SWEEP_TRACE"] == "1"

    private static let totals = Locked([String: UInt64]())
    private static let order = Locked([String]())

    /// Adds `nanoseconds` to the line `name`.
    static func add(_ name: String, _ nanoseconds: UInt64) {
        guard isOn else { return }
        totals.withLock { totals in
            if totals[name] == nil { order.withLock { $0.append(name) } }
            totals[name, default: 0] += nanoseconds
        }
    }

    /// `body`, its thread CPU added to `name`.
    static func cpu<Result, Failure: Error>(_ name: String, _ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        guard isOn else { return try body() }
        let start = HoldingPolicy.threadNanoseconds()
        defer { add(name, HoldingPolicy.threadNanoseconds() - start) }
        return try body()
    }

    /// `body`, its wall time added to `name` (a phase of the sweep).
    static func wall<Result, Failure: Error>(_ name: String, _ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        guard isOn else { return try body() }
        let start = now()
        defer { add(name, now() - start) }
        return try body()
    }

    /// Monotonic wall time, for waits (a waiting thread spends no CPU).
    static func now() -> UInt64 { isOn ? DispatchTime.now().uptimeNanoseconds : 0 }

    /// The idle CPU of a parallel map's barrier: each worker's busy
    /// thread CPU (`busy`, one a job, 0 for a job that got no work) against
    /// the busiest's — what the others would have had to wait for it, had
    /// every core run at the same speed.
    static func barrier(_ name: String, busy: [UInt64]) {
        guard isOn, let most = busy.max() else { return }
        add(name, busy.reduce(0) { $0 + (most - $1) })
    }

    /// Prints every line (milliseconds) and clears them: at the end of a sweep.
    static func report(_ title: String) {
        guard isOn else { return }
        let lines = order.withLock { names in
            defer { names.removeAll() }
            return totals.withLock { totals in
                defer { totals.removeAll() }
                return names.map { "  \($0): " + String(format: "%.1f ms", Double(totals[$0] ?? 0) / 1e6) }
            }
        }
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        let cpu = Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
        FileHandle.standardError.write(Data((["sweep trace: \(title), process CPU so far " + String(format: "%.1f ms", cpu)] + lines).joined(separator: "\n").appending("\n").utf8))
    }
}

/// Each worker's busy thread CPU in one parallel map, for ``SweepTrace/barrier(_:busy:)``.
final class WorkerClock: @unchecked Sendable {
    private let busy: Locked<[UInt64]>

    init(jobs: Int) { busy = Locked(Array(repeating: 0, count: max(1, jobs))) }

    /// `body` on `worker`, its thread CPU counted.
    func time<Result>(_ worker: Int, _ body: () -> Result) -> Result {
        guard SweepTrace.isOn else { return body() }
        let start = HoldingPolicy.threadNanoseconds()
        let result = body()
        let spent = HoldingPolicy.threadNanoseconds() - start
        busy.withLock { $0[worker] += spent }
        return result
    }

    /// Adds the map's barrier idle to `name`.
    func report(_ name: String) { SweepTrace.barrier(name, busy: busy.withLock { $0 }) }
}
