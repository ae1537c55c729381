import Layout

/// A control (UIKit's `UIControl`): states, content alignment, and actions
/// sent for control events, both kinds UIKit has: target–action
/// (`addTarget(_:action:for:)`, through ``UIApplication/sendAction(_:to:from:for:)``;
/// a target's methods are found through ``ObjCRuntime``, which the opt-in
/// of docs/objective-c.md fills from `@objc` methods) and `UIAction`s
/// (`addAction(_:for:)`). A test fires a control as UIKit does on a tap,
/// with `sendActions(for:)`, or taps it (`view.trellis.tap(at:)`): the
/// touch goes through hit-testing to the control's `touchesBegan`, its
/// tracking methods and `.touchDown`, then `touchesEnded` and
/// `.touchUpInside`, as UIKit's controls do.
@preconcurrency @MainActor
open class UIControl: UIView, UIContextMenuInteractionDelegate {
    open var isEnabled: Bool {
        get { noteRead(.isEnabled, of: self); return storedState.isEnabled }
        set { notifyingObservers(of: .isEnabled) { storedState.isEnabled = newValue; stateDidChange() } }
    }
    open var isSelected: Bool {
        get { noteRead(.isSelected, of: self); return storedState.isSelected }
        set { notifyingObservers(of: .isSelected) { storedState.isSelected = newValue; stateDidChange() } }
    }
    open var isHighlighted: Bool {
        get { noteRead(.isHighlighted, of: self); return storedState.isHighlighted }
        set { notifyingObservers(of: .isHighlighted) { storedState.isHighlighted = newValue; stateDidChange() } }
    }
    /// What the three above hold; their getters and setters are computed so
    /// key-value observers hear of sets (KeyValueObserving/).
    private var storedState = (isEnabled: true, isSelected: false, isHighlighted: false)

    open var state: UIControl.State {
        var state: UIControl.State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    open var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment = .center {
        didSet { stateDidChange() }
    }

    open var contentVerticalAlignment: UIControl.ContentVerticalAlignment = .center

    open var effectiveContentHorizontalAlignment: UIControl.ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    /// The `UIAction`s and target–action pairs, in the order they were added
    /// (the order `sendActions(for:)` runs them in).
    private var dispatchTable: [ControlDispatch] = []

    // MARK: UIActions

    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        dispatchTable.append(ControlDispatch(action: action, events: controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        dispatchTable.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        dispatchTable.removeAll { $0.action?.identifier == actionIdentifier && !$0.events.isDisjoint(with: controlEvents) }
    }

    // MARK: Target–action

    /// Calls `action` on `target` for each of `controlEvents`; a nil target
    /// sends it up the responder chain (from this control, see
    /// ``UIApplication/sendAction(_:to:from:for:)``). The target is held
    /// weakly, as UIKit holds it ("target is not retained"), so once it is
    /// gone the pair is one with a nil target, as in UIKit, whose zeroed
    /// weak reference is nil: the action goes up the responder chain
    /// (an app's `addTarget(self, …)` in a stored property's closure,
    /// where `self` is a value released at once, still reaches its view
    /// controller). The action method may take no
    /// parameter, the sender, or the sender and the event
    /// (<https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:)>).
    /// Adding a pair again adds its new events to the pair, which stays
    /// where it was in the order and is called once.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        let object = target.map { $0 as AnyObject }
        if let existing = dispatchTable.first(where: { $0.isPair(object, action) }) {
            existing.events.formUnion(controlEvents)
            return
        }
        dispatchTable.append(ControlDispatch(target: object, selector: action, events: controlEvents))
    }

    /// Stops sending `controlEvents` to `target`'s `action`: a nil action
    /// means all of the target's actions, a nil target every target's
    /// (<https://developer.apple.com/documentation/uikit/uicontrol/removetarget(_:action:for:)>).
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        let object = target.map { $0 as AnyObject }
        for entry in dispatchTable where entry.action == nil {
            guard object == nil || entry.target === object, action == nil || entry.selector == action else { continue }
            entry.events.subtract(controlEvents)
        }
        dispatchTable.removeAll { $0.action == nil && $0.events.isEmpty }
    }

    /// The targets of the control's target–action pairs; `NSNull` stands
    /// for the responder chain (a nil target, or one that is gone), as in UIKit. A target that is
    /// not an NSObject is in the set by identity.
    open var allTargets: Set<AnyHashable> {
        var targets: Set<AnyHashable> = []
        for entry in dispatchTable where entry.action == nil {
            guard let target = entry.target else {
                targets.insert(Self.responderChainTarget)
                continue
            }
            targets.insert((target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target)))
        }
        return targets
    }

    /// One NSNull for every control: Foundation on Linux makes a new one
    /// each time, hashed by address.
    private static let responderChainTarget = AnyHashable(NSNull())

    /// Every event that has an action (a `UIAction` or a target–action pair).
    open var allControlEvents: UIControl.Event {
        dispatchTable.reduce(into: []) { $0.formUnion($1.events) }
    }

    /// The selector names `target` gets for `controlEvent`, in the order
    /// added; nil for a nil target or when there are none
    /// (<https://developer.apple.com/documentation/uikit/uicontrol/actions(fortarget:forcontrolevent:)>).
    open func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? {
        guard let target else { return nil }
        let object = target as AnyObject
        let names = dispatchTable
            .filter { $0.action == nil && $0.target === object && !$0.events.isDisjoint(with: controlEvent) }
            .compactMap { $0.selector?.name }
        return names.isEmpty ? nil : names
    }

    // MARK: Sending actions

    /// Sends the actions of every `UIAction` and target–action pair added
    /// for any of `controlEvents`, in the order they were added, through
    /// `sendAction(_:)` and `sendAction(_:to:for:)` as UIKit does
    /// (<https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)>).
    /// What a tap does on iOS, minus the touch: the event passed is a
    /// `.touches` `UIEvent`, standing for the touch that would have caused
    /// it. Exactly the events asked for are sent (a tap on a button also
    /// sends `.primaryActionTriggered` on iOS; ask for both to mimic it).
    open func sendActions(for controlEvents: UIControl.Event) {
        sendActions(for: controlEvents, event: UIEvent(type: .touches))
    }

    /// `sendActions(for:)` with the event that caused it (a synthetic tap's).
    func sendActions(for controlEvents: UIControl.Event, event: UIEvent) {
        // The table as it is now: an action may add or remove others.
        for entry in dispatchTable where !entry.events.isDisjoint(with: controlEvents) {
            if let action = entry.action {
                sendAction(action)
            } else if let selector = entry.selector {
                sendAction(selector, to: entry.target, for: event)
            }
        }
    }

    /// Forwards the action to `UIApplication.shared`, with this control as
    /// the sender; a nil target means the responder chain. Override to
    /// observe or change what the control sends
    /// (<https://developer.apple.com/documentation/uikit/uicontrol/sendaction(_:to:for:)>).
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// Runs `action`'s handler with this control as its sender
    /// (<https://developer.apple.com/documentation/uikit/uicontrol/sendaction(_:)>).
    open func sendAction(_ action: UIAction) {
        action.perform(from: self)
    }

    /// The state changed: a subclass redraws (a button's title for the state).
    func stateDidChange() {}

    /// A control made with its primary action (iOS 14): the action is
    /// registered for `.primaryActionTriggered`, and a button takes its title
    /// and image, as Apple documents `init(frame:primaryAction:)` ("registers
    /// the primary action event, and sets the title and image properties of
    /// the control to the action's title and image"). Declared in the class,
    /// not an extension, so that a subclass may declare its own, as Apple's
    /// ControlMenus sample's `CustomMenuControl` does. A switch sends the
    /// event when a tap changes its value (UISwitch.swift).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        guard let primaryAction else { return }
        if let button = self as? UIButton {
            button.setTitle(primaryAction.title, for: .normal)
            if let image = primaryAction.image { button.setImage(image, for: .normal) }
        }
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    // MARK: Context menus (iOS 14: a control is its context menu's delegate)

    /// Whether the control has its context menu interaction (false by
    /// default, as Apple documents): true adds ``contextMenuInteraction`` to
    /// the control's interactions, where `view.trellis.contextMenu(at:)`
    /// finds it; a held touch does not open a menu here.
    open var isContextMenuInteractionEnabled = false {
        didSet {
            guard isContextMenuInteractionEnabled != oldValue else { return }
            if isContextMenuInteractionEnabled {
                addInteraction(ownContextMenuInteraction)
            } else if let made = madeContextMenuInteraction {
                removeInteraction(made)
            }
        }
    }
    private var madeContextMenuInteraction: UIContextMenuInteraction?
    private var ownContextMenuInteraction: UIContextMenuInteraction {
        if let madeContextMenuInteraction { return madeContextMenuInteraction }
        let made = UIContextMenuInteraction(delegate: self)
        madeContextMenuInteraction = made
        return made
    }
    /// "A context menu interaction for the control … with the control set as
    /// its delegate" (Apple's documentation, iOS 14): here while
    /// `isContextMenuInteractionEnabled` is true, nil otherwise.
    open var contextMenuInteraction: UIContextMenuInteraction? {
        isContextMenuInteractionEnabled ? ownContextMenuInteraction : nil
    }
    /// Whether a touch down opens the control's menu instead of its tap's
    /// actions (UIControl+MenuPresentation.swift).
    open var showsMenuAsPrimaryAction = false
    /// The menu a touch opened and the control shows, until it is closed.
    var presentedMenu: UIMenu?
    /// Whether the touch being tracked opened the menu: its lift is the menu's.
    var touchOpenedMenu = false
    /// The menu a touch down opens, nil when a touch opens none (a button's
    /// own `menu`, a bar button's, override; UIControl+MenuPresentation.swift).
    func menuForTouchDown(at location: CGPoint) -> UIMenu? { interactionMenuForTouchDown(at: location) }

    /// UIKit's controls answer their own context menu interaction: none by
    /// default. Override to give one; `view.trellis.contextMenu(at:)` asks.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        nil
    }

    /// Told when the menu is shown; override to react (Brave's toolbar buttons buzz).
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                     animator: (any UIContextMenuInteractionAnimating)?) {}

    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     willEndFor configuration: UIContextMenuConfiguration,
                                     animator: (any UIContextMenuInteractionAnimating)?) {}

    /// The preview the menu lifts from; nil (the control itself) by default.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration)
        -> UITargetedPreview? { nil }

    /// The preview the menu returns to; nil (the control itself) by default.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration)
        -> UITargetedPreview? { nil }

    // MARK: Tracking touches

    private var tracking = false
    private var touchInside = false

    /// Whether the control is tracking a touch (between a `beginTracking`
    /// that returned true and the touch's end).
    open var isTracking: Bool { tracking }

    /// Whether the tracked touch is inside the control's bounds.
    open var isTouchInside: Bool { touchInside }

    /// A touch began in the control; return false to stop tracking it (no
    /// `.touchDown`, no `endTracking`, no `.touchUpInside`). True by default
    /// (<https://developer.apple.com/documentation/uikit/uicontrol/begintracking(_:with:)>).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch moved; return false to stop tracking. True by default.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch ended; called before `.touchUpInside` is sent.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Tracking was cancelled (a recognizer took the touch).
    open func cancelTracking(with event: UIEvent?) {}

    /// Starts tracking: `beginTracking`, then (if it agreed) `.touchDown`;
    /// the control is highlighted. A disabled control ignores touches, as
    /// UIKit documents for `isEnabled`.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        touchInside = true
        tracking = beginTracking(touch, with: event)
        if tracking {
            sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown,
                        event: event ?? UIEvent(type: .touches))
            touchOpenedMenu = openMenuOnTouchDown(at: touch.location(in: self), event: event)
        }
        isHighlighted = true
    }

    /// `continueTracking` and the drag events, inside or outside.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let wasInside = touchInside
        touchInside = point(inside: touch.location(in: self), with: event)
        if tracking {
            tracking = continueTracking(touch, with: event)
            if tracking {
                var events: UIControl.Event = touchInside ? .touchDragInside : .touchDragOutside
                if !wasInside && touchInside { events.insert(.touchDragEnter) }
                if wasInside && !touchInside { events.insert(.touchDragExit) }
                sendActions(for: events, event: event ?? UIEvent(type: .touches))
            }
        }
        isHighlighted = touchInside
    }

    /// `endTracking`, then `.touchUpInside` (with what the control does on
    /// a tap: a button's `.primaryActionTriggered`, a switch's toggle and
    /// `.valueChanged`) or `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        touchInside = point(inside: touch.location(in: self), with: event)
        if tracking, touchOpenedMenu {
            endTracking(touch, with: event)
        } else if tracking {
            endTracking(touch, with: event)
            let events: UIControl.Event = touchInside ? controlDidTap().union(.touchUpInside) : .touchUpOutside
            sendActions(for: events, event: event ?? UIEvent(type: .touches))
        }
        tracking = false
        touchOpenedMenu = false
        touchInside = false
        isHighlighted = false
    }

    /// `cancelTracking` and `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if tracking {
            cancelTracking(with: event)
            sendActions(for: .touchCancel, event: event ?? UIEvent(type: .touches))
        }
        tracking = false
        touchInside = false
        isHighlighted = false
    }

    /// What the control does when tapped, before its actions are sent, and
    /// the events it sends with `.touchUpInside`: nothing by default.
    func controlDidTap() -> UIControl.Event { [] }

    /// Whether a one-finger tap on the control goes to the control rather
    /// than to tap recognizers on the views above it: true for the controls
    /// Apple names (buttons, switches, steppers, segmented controls, page
    /// controls), false for other controls, whose taps recognizers above
    /// take (<https://developer.apple.com/documentation/uikit/attaching-gesture-recognizers-to-uikit-controls>).
    var keepsTapsFromRecognizersAbove: Bool { false }
}

extension UIControl {
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left, right, fill, leading, trailing
    }

    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0, top, bottom, fill
    }
}

/// One entry of a control's dispatch table: a `UIAction`, or a target–action
/// pair whose target is held weakly (nil for the responder chain, given as
/// nil or gone since).
@preconcurrency @MainActor
final class ControlDispatch {
    let action: UIAction?
    weak var target: AnyObject?
    let selector: Selector?
    var events: UIControl.Event

    init(action: UIAction, events: UIControl.Event) {
        self.action = action
        selector = nil
        self.events = events
    }

    init(target: AnyObject?, selector: Selector, events: UIControl.Event) {
        action = nil
        self.target = target
        self.selector = selector
        self.events = events
    }

    /// Whether this is the pair `target`–`selector` (nil: the responder chain).
    func isPair(_ target: AnyObject?, _ selector: Selector) -> Bool {
        action == nil && self.selector == selector && self.target === target
    }
}
