import Testing

/// Every corpus suite, run one test at a time: timers and delayed performs
/// fire only while a test runs the main run loop, and a run loop spinning
/// on the main thread would otherwise start other suites' main-actor tests
/// inside it (and their time would count as this test's).
@Suite(.serialized) enum Corpus {}

import Foundation

/// Runs the main run loop, as an iOS test does for timers and delayed
/// performs, until `condition` holds or `timeout` seconds have passed;
/// returns whether it held.
@MainActor func runRunLoop(until condition: () -> Bool, timeout: TimeInterval = 5) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() >= deadline { return false }
        RunLoop.current.run(until: Date().addingTimeInterval(0.01))
    }
    return true
}

/// Runs the main run loop for `seconds`, for what must not happen in that time.
@MainActor func runRunLoop(for seconds: TimeInterval) {
    RunLoop.current.run(until: Date().addingTimeInterval(seconds))
}
