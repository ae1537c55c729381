/// A trait a view can watch (iOS 17's `UITraitDefinition`): the metatypes
/// `UITraitUserInterfaceStyle.self` and so on.
public protocol UITraitDefinition {
    /// Whether the trait differs between two collections.
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool
}

public typealias UITrait = any UITraitDefinition.Type

public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.userInterfaceStyle != b.userInterfaceStyle }
}

public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.preferredContentSizeCategory != b.preferredContentSizeCategory
    }
}

public enum UITraitLayoutDirection: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.layoutDirection != b.layoutDirection }
}

public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.horizontalSizeClass != b.horizontalSizeClass
    }
}

public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.verticalSizeClass != b.verticalSizeClass }
}

public enum UITraitDisplayScale: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.displayScale != b.displayScale }
}

/// What `registerForTraitChanges` returns; pass it to
/// `unregisterForTraitChanges(_:)` to stop.
public protocol UITraitChangeRegistration: AnyObject {}

/// One registration: the traits watched and what to call.
@MainActor
final class TraitChangeHandler: UITraitChangeRegistration {
    let traits: [UITrait]
    let handler: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    /// Calls the handler when one of the traits changed from `previous` to `current`.
    func notify(_ object: AnyObject, previous: UITraitCollection, current: UITraitCollection) {
        if traits.contains(where: { $0.differs(previous, current) }) { handler(object, previous) }
    }
}

/// Views and view controllers whose traits can be watched (iOS 17's
/// `UITraitChangeObservable`).
@MainActor
public protocol UITraitChangeObservable: AnyObject {}

/// What keeps an object's registrations (a view's or a view controller's,
/// internal to this module so that their public members stay UIKit's).
@MainActor
protocol TraitChangeHandling: UITraitChangeObservable {
    var traitHandlers: [TraitChangeHandler] { get set }
}

extension UITraitChangeObservable {
    /// Calls `handler` with the object and the previous traits whenever
    /// one of `traits` changes (iOS 17).
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeHandler(traits: traits) { object, previous in handler(object as! Self, previous) }  // checked: only this object is passed
        (self as? any TraitChangeHandling)?.traitHandlers.append(registration)
        return registration
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        (self as? any TraitChangeHandling)?.traitHandlers.removeAll { $0 === registration }
    }
}

extension TraitChangeHandling {
    func notifyTraitChangeHandlers(previous: UITraitCollection, current: UITraitCollection) {
        for registration in traitHandlers { registration.notify(self, previous: previous, current: current) }
    }
}
