import Foundation

/// A finger on the screen (UIKit's `UITouch`). There are no fingers on
/// Linux: Trellis makes touches for the synthetic taps of
/// `view.trellis.tap(at:)` and the held touches of
/// `view.trellis.touchDown(at:)`, one finger, one tap, no force, and hands
/// them to the touched view's `touchesBegan(_:with:)`,
/// `touchesMoved(_:with:)` and `touchesEnded(_:with:)` (or
/// `touchesCancelled`), a control's tracking methods and the tap and
/// long-press recognizers on the way, as UIKit does.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// A touch's phase; raw values are UIKit's `UITouch.Phase`.
    public enum Phase: Int, Sendable {
        case began = 0, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    /// What touched; raw values are UIKit's `UITouch.TouchType`.
    public enum TouchType: Int, Sendable {
        case direct = 0, indirect, pencil, indirectPointer
        /// The old name of `.pencil`.
        public static let stylus = TouchType.pencil
    }

    /// Where the touch is, in its tree's root's coordinates (the window's).
    var rootLocation: CGPoint
    var previousRootLocation: CGPoint
    private var touchPhase: Phase
    private let touchView: UIView?
    private var touchTimestamp: TimeInterval
    private let touchTapCount: Int
    var touchGestureRecognizers: [UIGestureRecognizer] = []

    init(view: UIView?, rootLocation: CGPoint, phase: Phase = .began, tapCount: Int = 1,
         timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime) {
        touchView = view
        self.rootLocation = rootLocation
        previousRootLocation = rootLocation
        touchPhase = phase
        touchTapCount = tapCount
        touchTimestamp = timestamp
        super.init()
    }

    /// Moves the touch to `phase` (a later timestamp, the same place).
    func move(to phase: Phase) {
        touchPhase = phase
        touchTimestamp = max(touchTimestamp, ProcessInfo.processInfo.systemUptime)
        previousRootLocation = rootLocation
    }

    /// Moves the finger to `rootPoint` (phase `moved`), remembering where it was.
    func move(toRoot rootPoint: CGPoint) {
        previousRootLocation = rootLocation
        rootLocation = rootPoint
        touchPhase = .moved
        touchTimestamp = max(touchTimestamp, ProcessInfo.processInfo.systemUptime)
    }

    /// Keeps the finger still for `duration` seconds (a held touch): phase
    /// `stationary`, the timestamp that much later.
    func hold(for duration: TimeInterval) {
        touchPhase = .stationary
        touchTimestamp += max(0, duration)
    }

    /// The touch in `view`'s coordinates; in the window's (here: the
    /// tree's root's) when `view` is nil.
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return rootLocation }
        return view.pointFromRoot(rootLocation)
    }

    /// Where the touch was before its last move, in `view`'s coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousRootLocation }
        return view.pointFromRoot(previousRootLocation)
    }

    /// The same as `location(in:)`: a finger here has no finer position.
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    open var phase: UITouch.Phase { touchPhase }
    /// 1: taps here are single.
    open var tapCount: Int { touchTapCount }
    /// When the touch began or last changed, in seconds since the system started.
    open var timestamp: TimeInterval { touchTimestamp }
    /// The view hit-testing found for the touch.
    open var view: UIView? { touchView }
    open var window: UIWindow? { touchView?.window }
    /// 0: no force is measured (as on a device without 3D Touch).
    open var force: CGFloat { 0 }
    open var maximumPossibleForce: CGFloat { 0 }
    open var type: UITouch.TouchType { .direct }
    /// 0: no contact area is modelled.
    open var majorRadius: CGFloat { 0 }
    open var majorRadiusTolerance: CGFloat { 0 }
    /// The recognizers the touch was delivered to.
    open var gestureRecognizers: [UIGestureRecognizer]? { touchGestureRecognizers }
}
