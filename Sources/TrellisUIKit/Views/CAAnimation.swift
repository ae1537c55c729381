import Foundation

/// Core Animation's animations (QuartzCore's `CAAnimation` and its
/// subclasses), recorded, not run: a layer keeps the animations added to it
/// (`add(_:forKey:)`, `animation(forKey:)`, `animationKeys()`), and a
/// snapshot draws the layer's model values, as a screenshot taken the
/// instant an animation is added would after it ends (docs/uikit.md,
/// "Core Animation"). No clock runs here, so an animation never finishes
/// by itself: its delegate hears `animationDidStart(_:)` when it is added
/// and `animationDidStop(_:finished: false)` when it is removed (or
/// replaced under its key), as Core Animation reports a removed animation.
@preconcurrency @MainActor
open class CAAnimation: NSObject {
    /// Seconds; 0 means Core Animation's default, 0.25.
    open var duration: TimeInterval = 0
    open var beginTime: TimeInterval = 0
    open var timeOffset: TimeInterval = 0
    open var speed: Float = 1
    open var repeatCount: Float = 0
    open var repeatDuration: TimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    open var isRemovedOnCompletion = true
    open var timingFunction: CAMediaTimingFunction?
    /// Held strongly, as Core Animation holds it.
    open var delegate: CAAnimationDelegate?
    /// Values set under arbitrary keys (CAAnimation+KeyValueCoding.swift).
    nonisolated(unsafe) var keptValues: [String: Any] = [:]

    init(recording: Void) { super.init() }

    public override convenience init() { self.init(recording: ()) }
}

/// An animation of one property, named by its key path (QuartzCore's `CAPropertyAnimation`).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init(recording: ())
        keyPath = path
    }
}

/// From one value to another (QuartzCore's `CABasicAnimation`).
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

/// Through a list of values or along a path (QuartzCore's `CAKeyframeAnimation`).
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var path: CGPath?
    open var calculationMode: CAAnimationCalculationMode = .linear
}

/// Several animations run together (QuartzCore's `CAAnimationGroup`).
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?
}

/// What an animation tells its delegate (QuartzCore's `CAAnimationDelegate`;
/// both methods optional).
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation's pacing (QuartzCore's `CAMediaTimingFunction`): kept, not applied.
@preconcurrency @MainActor
open class CAMediaTimingFunction {
    /// The curve's two inner control points (the outer ones are (0, 0) and (1, 1)).
    public let controlPoints: [Float]

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = [c1x, c1y, c2x, c2y]
    }

    /// The named curves' control points, as Core Animation documents them.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }
}

public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let linear = Self("linear"), easeIn = Self("easeIn"), easeOut = Self("easeOut")
    public static let easeInEaseOut = Self("easeInEaseOut"), `default` = Self("default")
}

public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let forwards = Self(rawValue: "forwards"), backwards = Self(rawValue: "backwards")
    public static let both = Self(rawValue: "both"), removed = Self(rawValue: "removed")
}

public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = Self(rawValue: "linear"), discrete = Self(rawValue: "discrete")
    public static let paced = Self(rawValue: "paced"), cubic = Self(rawValue: "cubic"), cubicPaced = Self(rawValue: "cubicPaced")
}

/// Core Foundation's interval in seconds, the type of an animation's `duration` and
/// `beginTime` in Apple's declarations (`typealias CFTimeInterval = Double`).
public typealias CFTimeInterval = Double

/// Seconds since the system started (QuartzCore's `CACurrentMediaTime`).
public func CACurrentMediaTime() -> CFTimeInterval { ProcessInfo.processInfo.systemUptime }
