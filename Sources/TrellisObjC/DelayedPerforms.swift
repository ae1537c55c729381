import Foundation
import Locking

/// The `perform(_:with:afterDelay:)` calls waiting on a run loop, so that
/// `cancelPreviousPerformRequests(withTarget:)` can take them back.
enum DelayedPerforms {
    private struct Pending: @unchecked Sendable {
        let timer: Timer
        weak var target: AnyObject?
        let selector: Selector
        let argument: Any?
    }

    private static let pending = Locked<[ObjectIdentifier: Pending]>([:])

    static func schedule(_ selector: Selector, on target: AnyObject, argument: Any?, delay: TimeInterval) {
        nonisolated(unsafe) let target = target
        nonisolated(unsafe) let argument = argument
        // Objective-C retains the target and the argument until the call.
        // Not `Timer(timeInterval:repeats:block:)`: on Linux it fires at once.
        let timer = Timer(fire: Date(timeIntervalSinceNow: max(0, delay)), interval: 0, repeats: false) { timer in
            pending.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(timer)) }
            ObjCRuntime.sendFromAnyContext(selector, to: target, arguments: argument.map { [$0] } ?? [])
        }
        pending.withLock {
            $0[ObjectIdentifier(timer)] = Pending(timer: timer, target: target, selector: selector, argument: argument)
        }
        RunLoop.current.add(timer, forMode: .default)
    }

    static func cancel(target: AnyObject, selector: Selector?, argument: Any?, matchArgument: Bool) {
        let cancelled = pending.withLock { table -> [Timer] in
            let keys = table.filter { _, entry in
                entry.target === target && (selector == nil || entry.selector == selector)
                    && (!matchArgument || sameArgument(entry.argument, argument))
            }.map(\.key)
            return keys.compactMap { table.removeValue(forKey: $0)?.timer }
        }
        for timer in cancelled { timer.invalidate() }
    }

    /// Objective-C compares the argument with `isEqual:`.
    private static func sameArgument(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?):
            if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
            if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
            return (a as AnyObject) === (b as AnyObject)
        default: return false
        }
    }
}
