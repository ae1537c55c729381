import Foundation

// iOS 17's generic trait API over Trellis's fixed set of traits: reading a
// trait by its definition, the lists UIKit gives for colour and image
// lookups, and the iOS 13 traits Trellis does not model (always
// unspecified, so code that branches on them takes its ordinary branch).

extension UITraitCollection {
    /// The value of `trait` here (iOS 17); an app's own trait reads its
    /// `defaultValue` (see ``UITraitDefinition``).
    public subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        guard let system = trait as? any SystemTraitDefinition.Type,
              let value = system.anyValue(in: traits) as? T.Value else { return T.defaultValue }
        return value
    }

    /// The traits that change how dynamic colours resolve (iOS 17): the
    /// style, level, contrast and active appearance; of these only the
    /// style changes here.
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitUserInterfaceLevel.self, UITraitAccessibilityContrast.self,
         UITraitActiveAppearance.self]
    }

    /// The traits that change which image an asset gives (iOS 17): the
    /// colour traits with scale, direction, idiom and legibility weight.
    public static var systemTraitsAffectingImageLookup: [UITrait] {
        systemTraitsAffectingColorAppearance + [UITraitDisplayScale.self, UITraitLayoutDirection.self,
                                                UITraitUserInterfaceIdiom.self, UITraitLegibilityWeight.self]
    }

    /// Not modelled: `.unspecified`.
    public var userInterfaceLevel: UIUserInterfaceLevel { .unspecified }
    /// Not modelled: `.unspecified`.
    public var accessibilityContrast: UIAccessibilityContrast { .unspecified }
    /// Not modelled: `.unspecified`.
    public var legibilityWeight: UILegibilityWeight { .unspecified }
    /// Not modelled: `.unspecified`.
    public var activeAppearance: UIUserInterfaceActiveAppearance { .unspecified }

    /// Runs `actions` with these traits as `UITraitCollection.current`
    /// (iOS 13), restoring the previous ones after.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = UITraitCollection.current
        UITraitCollection.current = self
        defer { UITraitCollection.current = previous }
        try actions()
    }
}

extension UIMutableTraits {
    /// The value of `trait` (iOS 17). Setting an app's own trait does
    /// nothing: there is nowhere to keep it (see ``UITraitDefinition``).
    public subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        get { UITraitCollection(self)[trait] }
        set {
            guard let system = trait as? any SystemTraitDefinition.Type else { return }
            system.set(newValue, in: &self)
        }
    }

    /// Not modelled: reads `.unspecified`; setting it does nothing.
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { .unspecified }
        set {}
    }

    /// Not modelled: reads `.unspecified`; setting it does nothing.
    public var accessibilityContrast: UIAccessibilityContrast {
        get { .unspecified }
        set {}
    }

    /// Not modelled: reads `.unspecified`; setting it does nothing.
    public var legibilityWeight: UILegibilityWeight {
        get { .unspecified }
        set {}
    }

    /// Not modelled: reads `.unspecified`; setting it does nothing.
    public var activeAppearance: UIUserInterfaceActiveAppearance {
        get { .unspecified }
        set {}
    }
}
