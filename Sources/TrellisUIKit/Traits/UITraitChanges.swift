import Foundation

/// What `registerForTraitChanges` returns (UIKit's
/// `UITraitChangeRegistration`); pass it to `unregisterForTraitChanges(_:)`
/// to stop. Registrations end with their object, as in UIKit.
public protocol UITraitChangeRegistration: AnyObject {}

/// One registration: the traits watched and what to call.
@preconcurrency @MainActor
final class TraitChangeHandler: UITraitChangeRegistration {
    let traits: [UITrait]
    let handler: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    /// Calls the handler when one of the traits changed from `previous` to `current`.
    func notify(_ object: AnyObject, previous: UITraitCollection, current: UITraitCollection) {
        if traits.contains(where: { TraitDefinitions.differs($0, previous, current) }) { handler(object, previous) }
    }
}

/// An object with traits (UIKit's `UITraitEnvironment`): views and view
/// controllers. The type `registerForTraitChanges(_:handler:)` hands back
/// to its closure.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}

/// Views and view controllers whose traits can be watched (iOS 17's
/// `UITraitChangeObservable`).
@preconcurrency @MainActor
public protocol UITraitChangeObservable: AnyObject {}

/// What keeps an object's registrations (a view's or a view controller's,
/// internal to this module so that their public members stay UIKit's).
@preconcurrency @MainActor
protocol TraitChangeHandling: UITraitChangeObservable {
    var traitHandlers: [TraitChangeHandler] { get set }
}

extension UITraitChangeObservable {
    /// Calls `handler` with the object and the previous traits whenever
    /// one of `traits` changes (iOS 17). Name the object's type in the
    /// closure, as UIKit's generic signature asks:
    ///
    ///     registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
    ///         self.updateColors()
    ///     }
    ///
    /// Trellis calls it, parents first, when a root's traits change
    /// (`trellis.traitOverrides`, `traitOverrides`) or when the view moves
    /// under a root with other traits; a handler runs once per change, at
    /// once (UIKit calls it before the next layout).
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        register(traits) { object, previous in
            // Only this object is passed; a closure naming another type is the caller's mistake, as UIKit's cast would be.
            guard let environment = object as? TraitEnvironment else {
                fatalError("registerForTraitChanges: \(type(of: object)) is not \(TraitEnvironment.self)")
            }
            handler(environment, previous)
        }
    }

    /// Calls `action` on `target` whenever one of `traits` changes (iOS
    /// 17). The method may take no argument, the object whose traits
    /// changed, or that object and the previous traits, as in UIKit; it is
    /// found through `ObjCRuntime` (an `@objc` method the opt-in registered,
    /// docs/objective-c.md), and a missing one stops the program as
    /// Objective-C's "unrecognized selector" does. The target is held weakly.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        let weakTarget = WeakTarget(target as AnyObject)
        return register(traits) { object, previous in
            guard let target = weakTarget.object else { return }
            ObjCRuntime.send(action, to: target, arguments: [object, previous])
        }
    }

    /// `registerForTraitChanges(_:target:action:)` with this object as the target.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        registerForTraitChanges(traits, target: self, action: action)
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        (self as? any TraitChangeHandling)?.traitHandlers.removeAll { $0 === registration }
    }

    /// Brings the traits up to date now (iOS 18). Trellis applies a trait
    /// change at once, so nothing is ever pending: this does nothing.
    public func updateTraitsIfNeeded() {}

    private func register(
        _ traits: [UITrait], _ handler: @escaping (AnyObject, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeHandler(traits: traits, handler: handler)
        (self as? any TraitChangeHandling)?.traitHandlers.append(registration)
        return registration
    }
}

/// A target–action target, held weakly so that an object registered as its
/// own target (`registerForTraitChanges(_:action:)`) is not kept alive.
private final class WeakTarget {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

extension TraitChangeHandling {
    func notifyTraitChangeHandlers(previous: UITraitCollection, current: UITraitCollection) {
        // A handler may register or unregister; the list as it was is notified.
        for registration in traitHandlers { registration.notify(self, previous: previous, current: current) }
    }
}
