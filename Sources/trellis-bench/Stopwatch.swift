/// Wall-clock timing with the standard library's monotonic clock (kiwi_bench.py
/// uses time.perf_counter, also monotonic).
enum Stopwatch {
    /// Runs `work` once and returns the elapsed time in seconds.
    static func time<E: Error>(_ work: () throws(E) -> Void) throws(E) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try work()
        return seconds(clock.now - start)
    }

    static func seconds(_ duration: Duration) -> Double {
        let (s, atto) = duration.components
        return Double(s) + Double(atto) * 1e-18
    }
}
