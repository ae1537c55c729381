import Foundation

/// Where an animator is (UIKit's `UIViewAnimatingState`; raw values UIKit's).
public enum UIViewAnimatingState: Int, Sendable { case inactive = 0, active, stopped }

/// Where an animation ended (UIKit's `UIViewAnimatingPosition`; raw values UIKit's).
public enum UIViewAnimatingPosition: Int, Sendable { case end = 0, start, current }

/// An object that runs view animations (UIKit's `UIViewAnimating`).
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// UIKit's `UIViewImplicitlyAnimating`: an animator that takes more animations and completions.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// Animations driven by an object (UIKit's `UIViewPropertyAnimator`).
/// Trellis draws still pictures, so, as for `UIView.animate`, time does not
/// pass: `startAnimation()` applies the animations at once and then runs
/// the completions with `.end`; an animation added to a running animator
/// applies when added. An animator never started applies nothing (UIKit's
/// model values change only when it runs). `pauseAnimation()` before the
/// start applies nothing; `stopAnimation(false)` followed by
/// `finishAnimation(at: .end)` runs the completions, as in UIKit.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    public let duration: TimeInterval
    public let delay: TimeInterval = 0
    open private(set) var state: UIViewAnimatingState = .inactive
    open private(set) var isRunning = false
    open var isReversed = false
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    open var scrubsLinearly = true
    open var pausesOnCompletion = false
    /// The fraction done: 0 before the start, 1 once the animations applied.
    open var fractionComplete: CGFloat = 0
    private var pendingAnimations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    /// Required so that `runningPropertyAnimator` can return `Self`, as UIKit's does.
    public required init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        super.init()
        if let animations { pendingAnimations.append(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }

    /// An animator already started (UIKit's `runningPropertyAnimator`): the
    /// animations apply and the completion runs before it returns.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = Self(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation()
        return animator
    }

    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .active { animation() } else { pendingAnimations.append(animation) }
    }

    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    open func startAnimation() {
        guard state != .stopped else { return }
        state = .active
        isRunning = true
        let animations = pendingAnimations
        pendingAnimations = []
        for animation in animations { animation() }
        fractionComplete = 1
        finish(at: isReversed ? .start : .end)
    }

    open func startAnimation(afterDelay delay: TimeInterval) { startAnimation() }

    open func pauseAnimation() {
        guard state != .stopped else { return }
        state = .active
        isRunning = false
    }

    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        isRunning = false
        if withoutFinishing {
            state = .inactive
            completions = []
        } else {
            state = .stopped
        }
    }

    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        finish(at: finalPosition)
    }

    open func continueAnimation(withTimingParameters parameters: Any?, durationFactor: CGFloat) { startAnimation() }

    private func finish(at position: UIViewAnimatingPosition) {
        isRunning = false
        if pausesOnCompletion {
            state = .active
            return
        }
        state = .inactive
        let done = completions
        completions = []
        for completion in done { completion(position) }
    }
}
