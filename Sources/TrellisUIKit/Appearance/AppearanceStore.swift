import Foundation

/// The settings every appearance proxy recorded, and their application to
/// views entering a window.
///
/// Global state, as UIKit's: a test that sets a proxy removes what it set
/// with ``UIAppearanceProxies/removeAll()`` before it returns (docs/uikit.md,
/// "Appearance proxies").
@preconcurrency @MainActor
final class AppearanceStore {
    static let shared = AppearanceStore()

    /// Which instances a proxy styles.
    struct Scope {
        let target: AnyClass
        /// The nearest container first.
        let containers: [any UIAppearanceContainer.Type]
        let traits: UITraitCollection?

        var key: String {
            ([ObjectIdentifier(target)] + containers.map { ObjectIdentifier($0) }).map { "\($0)" }.joined(separator: ">")
                + (traits.map { "|\($0.description)" } ?? "")
        }
    }

    /// One recorded property or method call.
    struct Setting {
        /// The key path, or the method's name.
        let key: AnyHashable
        /// The name the instance's setter notes (known for methods; for a
        /// key path, learnt the first time it is applied).
        let name: String?
        let value: Any
        let write: (AnyObject) -> Void
        /// Reads the instance's value now and returns what puts it back.
        let save: (AnyObject) -> () -> Void
    }

    private struct Proxy {
        let scope: Scope
        var settings: [Setting] = []
        /// The order proxies were first used in: the last tie-breaker.
        let serial: Int
    }

    private var proxies: [String: Proxy] = [:]
    private var serial = 0
    /// Names the setters noted, by key path (see `Setting.name`).
    private var learntNames: [AnyHashable: String] = [:]
    /// The view a setting is being applied to, and the name its setter noted.
    private var applying: AnyObject?
    private var noted: String?
    /// Prototypes read for properties nobody recorded, by class.
    private var prototypes: [ObjectIdentifier: AnyObject] = [:]

    var isEmpty: Bool { proxies.isEmpty }

    func record(_ setting: Setting, in scope: Scope) {
        let key = scope.key
        var proxy = proxies[key] ?? { serial += 1; return Proxy(scope: scope, serial: serial) }()
        proxy.settings.removeAll { $0.key == setting.key }
        proxy.settings.append(setting)
        proxies[key] = proxy
    }

    func value(for key: AnyHashable, in scope: Scope) -> Any? {
        proxies[scope.key]?.settings.first { $0.key == key }?.value
    }

    func removeAll() {
        proxies = [:]
        prototypes = [:]
    }

    /// A new instance of `type`, for the value a property has when no proxy set it.
    func prototype<Target: AnyObject>(of type: Target.Type) -> Target {
        if let made = prototypes[ObjectIdentifier(type)] as? Target { return made }
        let made: AnyObject
        if let view = type as? UIView.Type {
            made = view.init(coder: NSCoder()) ?? UIView(frame: .zero)
        } else if type is UITabBarItem.Type {
            made = UITabBarItem()
        } else if type is UIBarItem.Type {
            made = UIBarButtonItem()
        } else {
            made = NSObject()
        }
        prototypes[ObjectIdentifier(type)] = made
        // A class whose init(coder:) made no instance of itself: its base's
        // value is the nearest there is.
        return made as? Target ?? { preconditionFailure("appearance prototype of \(type)") }()
    }

    // MARK: Instances' own settings

    /// Called by an appearance setter: while a proxy's value is being
    /// applied it names the property; otherwise the app set it on the
    /// instance, and proxies leave it alone from then on.
    func setterCalled(_ name: String, on object: AnyObject) {
        if applying === object {
            noted = name
        } else {
            var names = AppearanceStore.setByInstance[object] ?? []
            names.insert(name)
            AppearanceStore.setByInstance[object] = names
        }
    }

    static let setByInstance = ObjectSideTable<Set<String>>()

    // MARK: Application

    /// Applies the matching proxies to `root` and the views under it, as a
    /// window does to views entering it.
    func apply(toSubtreeOf root: UIView) {
        guard !proxies.isEmpty else { return }
        var stack = [root]
        while let view = stack.popLast() {
            apply(to: view)
            stack.append(contentsOf: view.subviews.reversed())
        }
    }

    private func apply(to view: UIView) {
        let chain = containerChain(of: view)
        let traits = view.traitCollection
        let matching = proxies.values.filter { proxy in
            Self.isKind(view, proxy.scope.target)
                && (proxy.scope.traits.map { traits.containsTraits(in: $0) } ?? true)
                && Self.contains(chain, proxy.scope.containers)
        }
        // Least specific first, so that a more specific proxy's value is
        // the one left: a longer containment, then a subclass's proxy, then
        // one with traits, then the later.
        let ordered = matching.sorted { a, b in
            let ka = (a.scope.containers.count, depth(of: a.scope.target), a.scope.traits == nil ? 0 : 1, a.serial)
            let kb = (b.scope.containers.count, depth(of: b.scope.target), b.scope.traits == nil ? 0 : 1, b.serial)
            return ka < kb
        }
        for proxy in ordered {
            for setting in proxy.settings { apply(setting, to: view) }
        }
    }

    private func apply(_ setting: Setting, to object: AnyObject) {
        let own = AppearanceStore.setByInstance[object] ?? []
        if let name = setting.name ?? learntNames[setting.key], own.contains(name) { return }
        let restore = setting.save(object)
        // A setter may add a view to the window (a cell's selected
        // background view), which applies the proxies to it first.
        let outer = (applying, noted)
        defer { (applying, noted) = outer }
        applying = object
        noted = nil
        setting.write(object)
        if setting.name == nil, let name = noted {
            learntNames[setting.key] = name
            // The first time a key path is applied its name is learnt
            // by setting it: put back a value the app set.
            if own.contains(name) { restore() }
        }
    }

    /// The value the proxies give a bar item's method (bar items are not in
    /// a window: their bar reads them as it draws).
    func value(forCall name: String, of item: UIBarItem) -> Any? {
        if (AppearanceStore.setByInstance[item] ?? []).contains(name) { return nil }
        return proxies.values
            .filter { $0.scope.containers.isEmpty && $0.scope.traits == nil && Self.isKind(item, $0.scope.target) }
            .sorted { (depth(of: $0.scope.target), $0.serial) < (depth(of: $1.scope.target), $1.serial) }
            .compactMap { $0.settings.first { $0.key == AnyHashable(name) }?.value }
            .last
    }

    /// The view's containers, nearest first: its own view controller (whose
    /// view it is), then each superview and that superview's controller.
    private func containerChain(of view: UIView) -> [AnyObject] {
        var chain: [AnyObject] = []
        if let controller = view.viewController { chain.append(controller) }
        var current = view.superview
        while let superview = current {
            chain.append(superview)
            if let controller = superview.viewController { chain.append(controller) }
            current = superview.superview
        }
        return chain
    }

    /// Whether the containers appear in the chain in that order (others may come between).
    private static func contains(_ chain: [AnyObject], _ containers: [any UIAppearanceContainer.Type]) -> Bool {
        var index = 0
        for object in chain where index < containers.count {
            if Self.isKind(object, containers[index]) { index += 1 }
        }
        return index == containers.count
    }

    private func depth(of type: AnyClass) -> Int {
        var depth = 0, current: AnyClass? = type
        while let cls = current { depth += 1; current = _getSuperclass(cls) }
        return depth
    }

    /// Whether `object` is an instance of `type` or of a subclass of it.
    private static func isKind(_ object: AnyObject, _ type: Any.Type) -> Bool {
        var current: AnyClass? = Swift.type(of: object)
        while let cls = current {
            if cls == type { return true }
            current = _getSuperclass(cls)
        }
        return false
    }

    /// Runs `body`, whose setter calls set a class's defaults rather than the app's values.
    func settingDefaults(on object: AnyObject, _ body: () -> Void) {
        let outer = applying
        applying = object
        body()
        applying = outer
    }
}

/// Trellis's handle on the appearance proxies' global store, for tests.
@preconcurrency @MainActor
public enum UIAppearanceProxies {
    /// Forgets every proxy's settings (views already styled keep their
    /// values). A test that sets a proxy calls it before it returns (`defer`).
    public static func removeAll() { AppearanceStore.shared.removeAll() }
}

extension UIView {
    /// Called by an appearance-enabled setter with the property's name.
    func appearanceSetterCalled(_ name: String) { AppearanceStore.shared.setterCalled(name, on: self) }

    /// Sets a class's own defaults in `body` (a table's background): a proxy's value still applies.
    func settingDefaults(_ body: () -> Void) { AppearanceStore.shared.settingDefaults(on: self, body) }

    /// Applies the appearance proxies to this view and its subviews if it
    /// is in a window: called when a view enters one (`insertSubview`).
    func applyAppearanceIfInWindow() {
        guard !AppearanceStore.shared.isEmpty, window != nil else { return }
        AppearanceStore.shared.apply(toSubtreeOf: self)
    }
}
