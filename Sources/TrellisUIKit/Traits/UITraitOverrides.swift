import Foundation

/// The traits a view or view controller sets for itself and its subtree
/// (iOS 17's `traitOverrides`):
///
///     view.traitOverrides.userInterfaceStyle = .dark
///     if view.traitOverrides.contains(UITraitUserInterfaceStyle.self) { … }
///     view.traitOverrides.remove(UITraitUserInterfaceStyle.self)
///
/// A handle on its owner, as UIKit's is: every change is the owner's at
/// once, and every view whose traits change hears of it
/// (`traitCollectionDidChange(_:)`, `registerForTraitChanges`). The same
/// overrides as `view.trellis.traitOverrides`; a view controller's are its
/// root view's (reading them loads the view, as `traitCollection` does).
@preconcurrency @MainActor @dynamicMemberLookup
public final class UITraitOverrides {
    private weak var view: UIView?
    private weak var controller: UIViewController?

    init(view: UIView) { self.view = view }
    init(controller: UIViewController) { self.controller = controller }

    private var owner: UIView? { view ?? controller?.view }

    /// The traits as set (unspecified where nothing is overridden).
    var traits: UIMutableTraits {
        get { owner?.traitOverride?.traits ?? UIMutableTraits() }
        set { owner?.setTraitOverrides(newValue) }
    }

    public subscript<T>(dynamicMember keyPath: WritableKeyPath<UIMutableTraits, T>) -> T {
        get { traits[keyPath: keyPath] }
        set { traits[keyPath: keyPath] = newValue }
    }

    public subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        get { traits[trait] }
        set { traits[trait] = newValue }
    }

    /// Whether `trait` is overridden here.
    public func contains(_ trait: UITrait) -> Bool {
        guard let system = trait as? any SystemTraitDefinition.Type else { return false }
        return system.isSpecified(in: traits)
    }

    /// Stops overriding `trait`: it is inherited again.
    public func remove(_ trait: UITrait) {
        guard let system = trait as? any SystemTraitDefinition.Type else { return }
        var changed = traits
        system.set(system.defaultAny, in: &changed)
        traits = changed
    }
}

extension SystemTraitDefinition {
    static var defaultAny: Any { defaultValue }
}

extension UIView {
    /// This view's trait overrides (iOS 17); see ``UITraitOverrides``.
    public var traitOverrides: UITraitOverrides {
        get { UITraitOverrides(view: self) }
        set { setTraitOverrides(newValue.traits) }
    }

    /// Replaces this view's overrides and brings the subtree up to date.
    func setTraitOverrides(_ traits: UIMutableTraits) {
        traitOverride = traits == UIMutableTraits() ? nil : UITraitCollection(traits)
        updateTraitsInSubtree()
    }
}

extension UIViewController {
    /// The controller's trait overrides (iOS 17): its root view's.
    public var traitOverrides: UITraitOverrides {
        get { UITraitOverrides(controller: self) }
        set { view.setTraitOverrides(newValue.traits) }
    }
}
