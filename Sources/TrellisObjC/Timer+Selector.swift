import Foundation

extension Timer {
    /// A timer that calls `aSelector` on `aTarget` (with the timer as its
    /// argument, if the method takes one), as Foundation on iOS makes it.
    /// It fires only while a run loop runs it, as on iOS. `userInfo` is
    /// not kept: Foundation on Linux sets it only in its own initialisers.
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) {
        let target = aTarget as AnyObject
        nonisolated(unsafe) let retained = target
        // Foundation on Linux gives `init(timeInterval:repeats:block:)` a fire
        // date of now; iOS's first fire is `ti` from now.
        self.init(fire: Date(timeIntervalSinceNow: ti), interval: ti, repeats: yesOrNo) { timer in
            // Foundation's selector timers retain their target until invalidated.
            ObjCRuntime.sendFromAnyContext(aSelector, to: retained, arguments: [timer])
        }
    }

    /// ``init(timeInterval:target:selector:userInfo:repeats:)``, added to
    /// the current run loop.
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}
