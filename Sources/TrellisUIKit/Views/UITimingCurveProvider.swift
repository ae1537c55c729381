import Foundation

/// A two-dimensional vector (Core Graphics' `CGVector`, which Foundation on
/// Linux does not declare): a spring's initial velocity, a push's direction.
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init() { dx = 0; dy = 0 }
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public static let zero = CGVector()
}

/// Which kind of timing curve a provider gives (UIKit's `UITimingCurveType`, raw values UIKit's).
public enum UITimingCurveType: Int, Sendable { case builtin = 0, cubic, spring, composed }

/// The timing of an animator's animations (UIKit's `UITimingCurveProvider`).
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve (UIKit's `UICubicTimingParameters`): one of
/// the built-in curves, or one through two control points.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    /// The built-in ease-in-out curve (UIKit's default).
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// A built-in curve; its control points are Core Animation's published
    /// ones for the named timing functions (`CAMediaTimingFunction`'s
    /// documentation: linear (0,0)(1,1), ease in (0.42,0)(1,1), ease out
    /// (0,0)(0.58,1), ease in-out (0.42,0)(0.58,1)).
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        switch curve {
        case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        default: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        }
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }

    public var timingCurveType: UITimingCurveType { .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring's timing (UIKit's `UISpringTimingParameters`): a damping ratio
/// and an initial velocity, or a mass, stiffness and damping.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    public let initialVelocity: CGVector
    /// The damping ratio given (`init(dampingRatio:initialVelocity:)`), 1
    /// (critically damped, UIKit's `init()`) otherwise.
    public let dampingRatio: CGFloat
    public let mass: CGFloat?
    public let stiffness: CGFloat?
    public let damping: CGFloat?

    public override convenience init() { self.init(dampingRatio: 1, initialVelocity: .zero) }

    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        mass = nil; stiffness = nil; damping = nil
    }

    /// A spring of `mass`, `stiffness` and `damping`; its damping ratio is
    /// damping / (2·√(stiffness·mass)), the definition of the ratio.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        self.mass = mass; self.stiffness = stiffness; self.damping = damping
        let critical = 2 * (stiffness * mass).squareRoot()
        dampingRatio = critical > 0 ? damping / critical : 1
        initialVelocity = velocity
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }
}

extension UIViewPropertyAnimator {
    /// An animator timed by `parameters` (UIKit's
    /// `init(duration:timingParameters:)`). Time does not pass here (see
    /// ``UIViewPropertyAnimator``), so the curve changes no picture; it is
    /// kept as ``timingParameters``.
    public convenience init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.init(duration: duration, curve: .easeInOut)
        UIViewPropertyAnimator.parameters[self] = parameters
    }

    private static let parameters = ObjectSideTable<UITimingCurveProvider>()

    /// The timing given to ``init(duration:timingParameters:)``; nil for an
    /// animator made with a curve or control points (UIKit describes those as cubic parameters).
    public var timingParameters: UITimingCurveProvider? { UIViewPropertyAnimator.parameters[self] }
}
