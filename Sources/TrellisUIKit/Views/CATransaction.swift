import Foundation

/// Core Animation's transactions (QuartzCore's `CATransaction`): nested
/// `begin()`/`commit()` pairs whose settings are kept for code that reads
/// them. Nothing animates here (``CAAnimation``), so the changes made in a
/// transaction are final when it commits, and its completion block runs
/// then, at `commit()`; one set outside any `begin()` runs at once (the
/// implicit transaction has nothing to wait for).
@preconcurrency @MainActor
open class CATransaction {
    private struct Settings {
        var disableActions = false
        var animationDuration: TimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var completion: (() -> Void)?
    }

    private static var open: [Settings] = []

    public class func begin() { open.append(open.last.map { Settings(disableActions: $0.disableActions,
        animationDuration: $0.animationDuration, timingFunction: $0.timingFunction) } ?? Settings()) }

    /// Ends the innermost transaction and runs its completion block.
    public class func commit() {
        guard let ended = open.popLast() else { return }
        ended.completion?()
    }

    public class func flush() {}

    public class func disableActions() -> Bool { open.last?.disableActions ?? false }
    public class func setDisableActions(_ flag: Bool) { if !open.isEmpty { open[open.count - 1].disableActions = flag } }
    /// Core Animation's default: 0.25 seconds.
    public class func animationDuration() -> TimeInterval { open.last?.animationDuration ?? 0.25 }
    public class func setAnimationDuration(_ duration: TimeInterval) {
        if !open.isEmpty { open[open.count - 1].animationDuration = duration }
    }
    public class func animationTimingFunction() -> CAMediaTimingFunction? { open.last?.timingFunction }
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        if !open.isEmpty { open[open.count - 1].timingFunction = function }
    }
    public class func completionBlock() -> (() -> Void)? { open.last?.completion }
    public class func setCompletionBlock(_ block: (() -> Void)?) {
        if open.isEmpty { block?() } else { open[open.count - 1].completion = block }
    }
}
