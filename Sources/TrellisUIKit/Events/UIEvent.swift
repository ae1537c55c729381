/// What happened to make a control send its actions (UIKit's `UIEvent`):
/// its type, when, and the touches of a synthetic tap
/// (`view.trellis.tap(at:)`). An action method that takes a second
/// parameter gets one.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kinds of event; raw values are UIKit's `UIEventType`.
    public enum EventType: Int, Sendable {
        case touches = 0, motion = 1, remoteControl = 2, presses = 3, scroll = 10, hover = 11, transform = 14
    }

    /// What a motion or remote-control event is; raw values are UIKit's `UIEventSubtype`.
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause,
             remoteControlNextTrack, remoteControlPreviousTrack, remoteControlBeginSeekingBackward,
             remoteControlEndSeekingBackward, remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }

    open var type: UIEvent.EventType { eventType }
    open var subtype: UIEvent.EventSubtype { eventSubtype }
    /// When the event happened, in seconds since the system started (as
    /// UIKit's `timestamp`).
    open var timestamp: TimeInterval { eventTimestamp }

    private let eventType: EventType
    private let eventSubtype: EventSubtype
    private let eventTimestamp: TimeInterval

    /// An event of `type`, happening now unless `timestamp` is given.
    init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime) {
        eventType = type
        eventSubtype = subtype
        eventTimestamp = timestamp
        super.init()
    }

    /// A touches event, now.
    public override convenience init() { self.init(type: .touches) }

    /// The touches of a touches event (a synthetic tap's one touch).
    var eventTouches: Set<UITouch> = []
    /// What delivering the event to its views does (a synthetic tap's next
    /// phase); `UIWindow.sendEvent(_:)` runs it.
    var delivery: ((UIEvent) -> Void)?

    /// Every touch of the event; nil for an event without touches.
    open var allTouches: Set<UITouch>? { eventTouches.isEmpty ? nil : eventTouches }

    /// The touches delivered to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        let touches = eventTouches.filter { $0.view === view }
        return touches.isEmpty ? nil : touches
    }

    /// The touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        let touches = eventTouches.filter { $0.window === window }
        return touches.isEmpty ? nil : touches
    }

    /// The touches delivered to `gestureRecognizer`.
    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        let touches = eventTouches.filter { $0.touchGestureRecognizers.contains { $0 === gestureRecognizer } }
        return touches.isEmpty ? nil : touches
    }

    /// The touch itself: no coalesced samples are recorded.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? { [touch] }
    /// None: nothing is predicted.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? { [] }
}
