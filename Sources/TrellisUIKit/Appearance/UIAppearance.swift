import Foundation

/// A class whose instances take settings from an appearance proxy
/// (UIKit's `UIAppearance`,
/// <https://developer.apple.com/documentation/uikit/uiappearance>): views
/// and bar items.
///
/// Without an Objective-C runtime there is no `UI_APPEARANCE_SELECTOR`
/// forwarding, so `appearance()` returns a ``UIAppearanceProxy`` rather
/// than `Self`: it has every settable property of the class (through
/// dynamic member lookup) and the appearance methods UIKit marks, so the
/// call sites UIKit apps write compile unchanged:
///
///     UINavigationBar.appearance().tintColor = .white
///     UIButton.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).setTitleColor(.red, for: .normal)
///
/// What is recorded is applied to a view when it enters a window (or is
/// shown for a snapshot); docs/uikit.md, "Appearance proxies".
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {}

/// A class whose instances can contain a view styled by an appearance
/// proxy (UIKit's `UIAppearanceContainer`): views and view controllers.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearance, UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}
extension UIBarItem: UIAppearance {}

extension UIAppearance {
    /// The proxy for every instance of this class (and its subclasses).
    public static func appearance() -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(AppearanceStore.Scope(target: Self.self, containers: [], traits: nil))
    }

    /// The proxy for instances inside the containers, listed "in ascending
    /// hierarchical order" (the nearest container first), as Apple documents it.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(AppearanceStore.Scope(target: Self.self, containers: containerTypes, traits: nil))
    }

    /// The proxy for instances whose trait collection contains `trait`'s
    /// specified traits (a dark-only colour: `.init(userInterfaceStyle: .dark)`).
    public static func appearance(for trait: UITraitCollection) -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(AppearanceStore.Scope(target: Self.self, containers: [], traits: trait))
    }

    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(AppearanceStore.Scope(target: Self.self, containers: containerTypes, traits: trait))
    }
}
