import Foundation

/// What `appearance()` returns: a recorder with the properties of
/// `Target`. Setting one records the value for the proxy's scope (class,
/// containers, traits); reading one gives the recorded value, or, for a
/// property nobody recorded, the value a new instance has.
@preconcurrency @MainActor @dynamicMemberLookup
public final class UIAppearanceProxy<Target: AnyObject> {
    let scope: AppearanceStore.Scope

    init(_ scope: AppearanceStore.Scope) { self.scope = scope }

    /// An optional property (`tintColor`, `barTintColor`, `scrollEdgeAppearance`, …).
    public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<Target, T?>) -> T? {
        get { AppearanceStore.shared.value(for: keyPath, in: scope) as? T }
        set { record(keyPath, newValue) }
    }

    /// A property that always has a value (`standardAppearance`, `isTranslucent`, …).
    public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<Target, T>) -> T {
        get {
            if let recorded = AppearanceStore.shared.value(for: keyPath, in: scope) as? T { return recorded }
            return AppearanceStore.shared.prototype(of: Target.self)[keyPath: keyPath]
        }
        set { record(keyPath, newValue) }
    }

    private func record<T>(_ keyPath: ReferenceWritableKeyPath<Target, T>, _ value: T) {
        AppearanceStore.shared.record(AppearanceStore.Setting(
            key: keyPath, name: nil, value: value,
            write: { ($0 as? Target)?[keyPath: keyPath] = value },
            save: { object in
                guard let target = object as? Target else { return {} }
                let old = target[keyPath: keyPath]
                return { target[keyPath: keyPath] = old }
            }), in: scope)
    }

    /// Records an appearance method's call (`setTitleColor(_:for:)`), named
    /// as the instance's method notes it, so that a call on the instance wins.
    func recordCall(_ name: String, value: Any?, _ call: @escaping (Target) -> Void) {
        AppearanceStore.shared.record(AppearanceStore.Setting(
            key: name, name: name, value: value as Any,
            write: { ($0 as? Target).map(call) }, save: { _ in {} }), in: scope)
    }

    func recordedCall(_ name: String) -> Any? { AppearanceStore.shared.value(for: name, in: scope) }
}

// The appearance methods UIKit marks UI_APPEARANCE_SELECTOR, by class.

extension UIAppearanceProxy where Target: UIButton {
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        recordCall("setTitleColor:\(state.rawValue)", value: color) { $0.setTitleColor(color, for: state) }
    }

    public func titleColor(for state: UIControl.State) -> UIColor? {
        recordedCall("setTitleColor:\(state.rawValue)") as? UIColor
    }
}

extension UIAppearanceProxy where Target: UIBarItem {
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        recordCall("setTitleTextAttributes:\(state.rawValue)", value: attributes) { $0.setTitleTextAttributes(attributes, for: state) }
    }

    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        recordedCall("setTitleTextAttributes:\(state.rawValue)") as? [NSAttributedString.Key: Any]
    }
}
