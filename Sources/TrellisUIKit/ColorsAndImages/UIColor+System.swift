// UIKit's adaptive system and semantic colours. Each is one shared dynamic
// instance (so `UIColor.label == UIColor.label`, as in UIKit) resolving to the
// light or dark value in UIColorSystemTable.swift.

extension UIColor {
    // Standard colours that adapt (UIKit's "Adaptable colors").
    public static let systemRed = UIColor(system: UIColorSystemTable.systemRed)
    public static let systemOrange = UIColor(system: UIColorSystemTable.systemOrange)
    public static let systemYellow = UIColor(system: UIColorSystemTable.systemYellow)
    public static let systemGreen = UIColor(system: UIColorSystemTable.systemGreen)
    public static let systemMint = UIColor(system: UIColorSystemTable.systemMint)
    public static let systemTeal = UIColor(system: UIColorSystemTable.systemTeal)
    public static let systemCyan = UIColor(system: UIColorSystemTable.systemCyan)
    public static let systemBlue = UIColor(system: UIColorSystemTable.systemBlue)
    public static let systemIndigo = UIColor(system: UIColorSystemTable.systemIndigo)
    public static let systemPurple = UIColor(system: UIColorSystemTable.systemPurple)
    public static let systemPink = UIColor(system: UIColorSystemTable.systemPink)
    public static let systemBrown = UIColor(system: UIColorSystemTable.systemBrown)
    public static let systemGray = UIColor(system: UIColorSystemTable.systemGray)
    public static let systemGray2 = UIColor(system: UIColorSystemTable.systemGray2)
    public static let systemGray3 = UIColor(system: UIColorSystemTable.systemGray3)
    public static let systemGray4 = UIColor(system: UIColorSystemTable.systemGray4)
    public static let systemGray5 = UIColor(system: UIColorSystemTable.systemGray5)
    public static let systemGray6 = UIColor(system: UIColorSystemTable.systemGray6)

    // UI element colours.
    public static let label = UIColor(system: UIColorSystemTable.label)
    public static let secondaryLabel = UIColor(system: UIColorSystemTable.secondaryLabel)
    public static let tertiaryLabel = UIColor(system: UIColorSystemTable.tertiaryLabel)
    public static let quaternaryLabel = UIColor(system: UIColorSystemTable.quaternaryLabel)
    public static let placeholderText = UIColor(system: UIColorSystemTable.placeholderText)
    public static let link = UIColor(system: UIColorSystemTable.link)
    public static let separator = UIColor(system: UIColorSystemTable.separator)
    public static let opaqueSeparator = UIColor(system: UIColorSystemTable.opaqueSeparator)
    public static let systemBackground = UIColor(system: UIColorSystemTable.systemBackground)
    public static let secondarySystemBackground = UIColor(system: UIColorSystemTable.secondarySystemBackground)
    public static let tertiarySystemBackground = UIColor(system: UIColorSystemTable.tertiarySystemBackground)
    public static let systemGroupedBackground = UIColor(system: UIColorSystemTable.systemGroupedBackground)
    public static let secondarySystemGroupedBackground = UIColor(system: UIColorSystemTable.secondarySystemGroupedBackground)
    public static let tertiarySystemGroupedBackground = UIColor(system: UIColorSystemTable.tertiarySystemGroupedBackground)
    public static let systemFill = UIColor(system: UIColorSystemTable.systemFill)
    public static let secondarySystemFill = UIColor(system: UIColorSystemTable.secondarySystemFill)
    public static let tertiarySystemFill = UIColor(system: UIColorSystemTable.tertiarySystemFill)
    public static let quaternarySystemFill = UIColor(system: UIColorSystemTable.quaternarySystemFill)

    /// Deprecated in iOS 13 in favour of `systemGroupedBackground`, which it
    /// resolves like (the iOS 13 dump in UIColorSystemTable.swift shows the same values).
    @available(*, deprecated, renamed: "systemGroupedBackground")
    public static var groupTableViewBackground: UIColor { systemGroupedBackground }

    /// Fixed, not adaptive: Apple's page calls it "nonadaptable".
    public static let lightText = UIColorSystemTable.lightText.light.color
    /// Fixed, not adaptive: Apple's page calls it "nonadaptable".
    public static let darkText = UIColorSystemTable.darkText.light.color

    /// iOS 15's `tintColor`: the tint of the view it is used in. A view
    /// substitutes its own tint; resolved with traits alone it is `systemBlue`.
    public static let tintColor = UIColor(content: .tint)
}
