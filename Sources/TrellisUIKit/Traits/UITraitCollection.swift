/// The environment a view is laid out in (UIKit's `UITraitCollection`):
/// size classes, Dynamic Type size, layout direction, light or dark, scale.
/// Immutable, as in UIKit; combine with ``init(traitsFrom:)``, or change a
/// copy with ``modifyingTraits(_:)`` (iOS 17's spelling).
public final class UITraitCollection: Equatable, Hashable, CustomStringConvertible, @unchecked Sendable {
    let traits: UIMutableTraits

    public var horizontalSizeClass: UIUserInterfaceSizeClass { traits.horizontalSizeClass }
    public var verticalSizeClass: UIUserInterfaceSizeClass { traits.verticalSizeClass }
    public var preferredContentSizeCategory: UIContentSizeCategory { traits.preferredContentSizeCategory }
    public var layoutDirection: UITraitEnvironmentLayoutDirection { traits.layoutDirection }
    public var userInterfaceStyle: UIUserInterfaceStyle { traits.userInterfaceStyle }
    public var displayScale: CGFloat { traits.displayScale }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { traits.userInterfaceIdiom }

    /// Every trait unspecified, as UIKit's `UITraitCollection()`.
    public convenience init() { self.init(UIMutableTraits()) }

    init(_ traits: UIMutableTraits) { self.traits = traits }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init { $0.horizontalSizeClass = horizontalSizeClass }
    }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init { $0.verticalSizeClass = verticalSizeClass }
    }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init { $0.preferredContentSizeCategory = preferredContentSizeCategory }
    }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init { $0.layoutDirection = layoutDirection }
    }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init { $0.userInterfaceStyle = userInterfaceStyle }
    }
    public convenience init(displayScale: CGFloat) {
        self.init { $0.displayScale = displayScale }
    }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init { $0.userInterfaceIdiom = userInterfaceIdiom }
    }

    /// iOS 17's `UITraitCollection(mutations:)`.
    public convenience init(mutations: (inout UIMutableTraits) -> Void) {
        var traits = UIMutableTraits()
        mutations(&traits)
        self.init(traits)
    }

    /// The traits of each collection in turn, a later one's specified
    /// values replacing an earlier one's (UIKit's rule).
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var traits = UIMutableTraits()
        for collection in collections { traits.overlay(collection.traits) }
        self.init(traits)
    }

    /// A copy with some traits changed (iOS 17).
    public func modifyingTraits(_ mutations: (inout UIMutableTraits) -> Void) -> UITraitCollection {
        var copy = traits
        mutations(&copy)
        return UITraitCollection(copy)
    }

    /// Whether every trait specified in `other` has the same value here.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        var merged = traits
        merged.overlay(other.traits)
        return merged == traits
    }

    /// Whether the two collections would resolve dynamic colours differently:
    /// their `userInterfaceStyle` differs (UIKit also counts contrast and
    /// elevation, which Trellis does not model).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
    }

    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool { a.traits == b.traits }
    public func hash(into hasher: inout Hasher) { hasher.combine(traits) }

    public var description: String {
        "<UITraitCollection: HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), "
            + "PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue), LayoutDirection = \(layoutDirection), "
            + "UserInterfaceStyle = \(userInterfaceStyle), DisplayScale = \(displayScale)>"
    }
}

/// The traits as values to change (iOS 17's `UIMutableTraits`, a struct here).
public struct UIMutableTraits: Hashable, Sendable {
    public var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    public var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    public var preferredContentSizeCategory = UIContentSizeCategory.unspecified
    public var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    public var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    public var displayScale: CGFloat = 0
    public var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified

    public init() {}

    /// `other`'s specified traits replace these.
    mutating func overlay(_ other: UIMutableTraits) {
        if other.horizontalSizeClass != .unspecified { horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { verticalSizeClass = other.verticalSizeClass }
        if other.preferredContentSizeCategory != .unspecified { preferredContentSizeCategory = other.preferredContentSizeCategory }
        if other.layoutDirection != .unspecified { layoutDirection = other.layoutDirection }
        if other.userInterfaceStyle != .unspecified { userInterfaceStyle = other.userInterfaceStyle }
        if other.displayScale != 0 { displayScale = other.displayScale }
        if other.userInterfaceIdiom != .unspecified { userInterfaceIdiom = other.userInterfaceIdiom }
    }
}

public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    case unspecified = 0, compact = 1, regular = 2
}

public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    case unspecified = 0, light = 1, dark = 2
}

public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// The Dynamic Type size a person chose (UIKit's `UIContentSizeCategory`),
/// with UIKit's raw values. Ordered: `.large < .accessibilityMedium`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge =
        UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The twelve sizes a person can choose, smallest first.
    public static let allSizes: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The position in ``allSizes``; `.unspecified` (and unknown raw
    /// values) count as `.large`, the default, as UIKit resolves them.
    var index: Int { Self.allSizes.firstIndex(of: self) ?? 3 }

    public var isAccessibilityCategory: Bool { index >= 7 }

    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool { a.index < b.index }
}
