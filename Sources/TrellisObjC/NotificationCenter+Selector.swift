import Foundation
import Locking

extension NotificationCenter {
    /// Calls `aSelector` on `observer` with each notification named
    /// `aName` (any name when nil) from `anObject` (any sender when nil),
    /// as Foundation on iOS does. The observer is held weakly: once it is
    /// gone its observation ends. `removeSelectorObserver(_:)` (or
    /// `removeObserver(_:)`, which calls it) ends them sooner.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let target = observer as AnyObject
        let weakTarget = WeakObject(target)
        let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            guard let target = weakTarget.object else { return }
            ObjCRuntime.sendFromAnyContext(aSelector, to: target, arguments: [notification])
        }
        SelectorObservations.add(token, observer: target, center: self, name: aName, object: anObject)
    }

    /// Ends the selector observations of `observer` (all of them, or those
    /// for `aName` and `anObject`).
    public func removeSelectorObserver(_ observer: Any, name aName: NSNotification.Name? = nil, object anObject: Any? = nil) {
        for token in SelectorObservations.remove(observer: observer as AnyObject, center: self, name: aName, object: anObject) {
            removeObserver(token)
        }
    }
}

/// An observer held weakly by a notification's block.
private final class WeakObject: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// The tokens of selector observations, by observer.
enum SelectorObservations {
    private struct Entry: @unchecked Sendable {
        let token: NSObjectProtocol
        weak var observer: AnyObject?
        weak var center: NotificationCenter?
        let name: NSNotification.Name?
        let object: AnyObject?
    }

    private static let entries = Locked<[Entry]>([])

    static func add(_ token: NSObjectProtocol, observer: AnyObject, center: NotificationCenter, name: NSNotification.Name?, object: Any?) {
        let entry = Entry(token: token, observer: observer, center: center, name: name, object: object.map { $0 as AnyObject })
        entries.withLock { $0.append(entry) }
    }

    static func remove(observer: AnyObject, center: NotificationCenter, name: NSNotification.Name?, object: Any?) -> [NSObjectProtocol] {
        let object = object.map { $0 as AnyObject }
        return entries.withLock { list in
            var removed: [NSObjectProtocol] = []
            list.removeAll { entry in
                let matches = entry.observer === observer && entry.center === center
                    && (name == nil || entry.name == name) && (object == nil || entry.object === object)
                if matches || entry.observer == nil { removed.append(entry.token) }
                return matches || entry.observer == nil
            }
            return removed
        }
    }
}
