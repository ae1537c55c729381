import Foundation

/// A trait a view can read and watch (UIKit's `UITraitDefinition`, iOS
/// 17): the system's are the caseless types below (`UITraitUserInterfaceStyle`
/// and so on), passed as metatypes (`UITraitUserInterfaceStyle.self`) to
/// `registerForTraitChanges` and `traitCollection[…]`.
///
/// An app's own trait (a struct with a `defaultValue`) compiles and reads
/// its default value everywhere: Trellis's `UIMutableTraits` has no room
/// for values it does not know, so one set in `traitOverrides` is dropped
/// and never reported as a change (docs/uikit.md, "#available and the
/// newest SDK").
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Value { get }
    static var name: String { get }
    static var identifier: String { get }
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var name: String { String(describing: Self.self) }
    public static var identifier: String { String(reflecting: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait as `registerForTraitChanges` takes it (UIKit's `UITrait`).
public typealias UITrait = any UITraitDefinition.Type

/// A trait UIKit defines. Its value lives in `UIMutableTraits` at
/// `keyPath`, or nowhere when Trellis does not model it (contrast,
/// legibility weight…): then it always reads its default and never changes.
protocol SystemTraitDefinition: UITraitDefinition where Value: Equatable {
    static var keyPath: WritableKeyPath<UIMutableTraits, Value>? { get }
}

extension SystemTraitDefinition {
    static func value(in traits: UIMutableTraits) -> Value { keyPath.map { traits[keyPath: $0] } ?? defaultValue }

    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { value(in: a.traits) != value(in: b.traits) }

    /// Whether `traits` gives the trait a value of its own.
    static func isSpecified(in traits: UIMutableTraits) -> Bool { value(in: traits) != defaultValue }

    static func anyValue(in traits: UIMutableTraits) -> Any { value(in: traits) }

    /// Sets the trait from a value of its type (or resets it when the
    /// value is of another type, which a caller's generic `T.Value` rules out).
    static func set(_ value: Any, in traits: inout UIMutableTraits) {
        guard let keyPath else { return }
        traits[keyPath: keyPath] = (value as? Value) ?? defaultValue
    }
}

enum TraitDefinitions {
    /// Whether `trait` has different values in `a` and `b`; an app's own
    /// traits never change here (their values are not stored).
    static func differs(_ trait: UITrait, _ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        guard let system = trait as? any SystemTraitDefinition.Type else { return false }
        return system.differs(a, b)
    }
}

public enum UITraitUserInterfaceStyle: UITraitDefinition, SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static var affectsColorAppearance: Bool { true }
    static var keyPath: WritableKeyPath<UIMutableTraits, UIUserInterfaceStyle>? { \.userInterfaceStyle }
}

public enum UITraitPreferredContentSizeCategory: UITraitDefinition, SystemTraitDefinition {
    public static let defaultValue = UIContentSizeCategory.unspecified
    static var keyPath: WritableKeyPath<UIMutableTraits, UIContentSizeCategory>? { \.preferredContentSizeCategory }
}

public enum UITraitLayoutDirection: UITraitDefinition, SystemTraitDefinition {
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    static var keyPath: WritableKeyPath<UIMutableTraits, UITraitEnvironmentLayoutDirection>? { \.layoutDirection }
}

public enum UITraitHorizontalSizeClass: UITraitDefinition, SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static var keyPath: WritableKeyPath<UIMutableTraits, UIUserInterfaceSizeClass>? { \.horizontalSizeClass }
}

public enum UITraitVerticalSizeClass: UITraitDefinition, SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static var keyPath: WritableKeyPath<UIMutableTraits, UIUserInterfaceSizeClass>? { \.verticalSizeClass }
}

public enum UITraitDisplayScale: UITraitDefinition, SystemTraitDefinition {
    public static let defaultValue: CGFloat = 0
    static var keyPath: WritableKeyPath<UIMutableTraits, CGFloat>? { \.displayScale }
}

public enum UITraitUserInterfaceIdiom: UITraitDefinition, SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    static var keyPath: WritableKeyPath<UIMutableTraits, UIUserInterfaceIdiom>? { \.userInterfaceIdiom }
}

/// Not modelled: always `.unspecified` (Trellis draws no elevated levels).
public enum UITraitUserInterfaceLevel: UITraitDefinition, SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    public static var affectsColorAppearance: Bool { true }
    static var keyPath: WritableKeyPath<UIMutableTraits, UIUserInterfaceLevel>? { nil }
}

/// Not modelled: always `.unspecified` (no increased-contrast colours).
public enum UITraitAccessibilityContrast: UITraitDefinition, SystemTraitDefinition {
    public static let defaultValue = UIAccessibilityContrast.unspecified
    public static var affectsColorAppearance: Bool { true }
    static var keyPath: WritableKeyPath<UIMutableTraits, UIAccessibilityContrast>? { nil }
}

/// Not modelled: always `.unspecified` (no Bold Text setting).
public enum UITraitLegibilityWeight: UITraitDefinition, SystemTraitDefinition {
    public static let defaultValue = UILegibilityWeight.unspecified
    static var keyPath: WritableKeyPath<UIMutableTraits, UILegibilityWeight>? { nil }
}

/// Not modelled: always `.unspecified` (every window is active here).
public enum UITraitActiveAppearance: UITraitDefinition, SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceActiveAppearance.unspecified
    public static var affectsColorAppearance: Bool { true }
    static var keyPath: WritableKeyPath<UIMutableTraits, UIUserInterfaceActiveAppearance>? { nil }
}

/// Sheets and popovers sit one level up (UIKit's `UIUserInterfaceLevel`). The
/// raw values of this and the three enums below are UIKit's (docs/uikit-numbers.md).
public enum UIUserInterfaceLevel: Int, Sendable, Hashable {
    case unspecified = -1, base = 0, elevated = 1
}

/// Increased contrast (UIKit's `UIAccessibilityContrast`).
public enum UIAccessibilityContrast: Int, Sendable, Hashable {
    case unspecified = -1, normal = 0, high = 1
}

/// The Bold Text setting (UIKit's `UILegibilityWeight`).
public enum UILegibilityWeight: Int, Sendable, Hashable {
    case unspecified = -1, regular = 0, bold = 1
}

/// Whether the window is in the foreground (UIKit's `UIUserInterfaceActiveAppearance`).
public enum UIUserInterfaceActiveAppearance: Int, Sendable, Hashable {
    case unspecified = -1, inactive = 0, active = 1
}
