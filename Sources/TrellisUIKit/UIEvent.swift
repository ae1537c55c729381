/// What happened to make a control send its actions (UIKit's `UIEvent`):
/// its type and when. An action method that takes a second parameter gets
/// one. There are no touches here, so `allTouches` and the like are not
/// modelled.
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
}
