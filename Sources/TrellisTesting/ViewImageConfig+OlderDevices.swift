import TrellisUIKit

/// The devices swift-snapshot-testing 1.19.7 has besides the iPhone 13s
/// (Sources/SnapshotTesting/Common/View.swift there): suites written
/// before the iPhone 13 say `.iPhoneX`, `.iPhoneXr`, `.iPhone8`,
/// `.iPhone12`. Sizes, safe areas and size classes are its numbers, so a
/// screen is laid out at the same size on both; as there, the iPhone 12
/// Pro is the iPhone 12, and the home-button phones have a 20-point
/// status bar in portrait and no safe area in landscape.
extension ViewImageConfig {
    /// A phone with a home button: 20 points of status bar in portrait,
    /// nothing in landscape.
    private static func homeButtonPhone(_ name: String, _ orientation: Orientation, width: CGFloat, height: CGFloat,
                                        wideLandscape: Bool = false) -> ViewImageConfig {
        var config = phone(name, orientation, width: width, height: height, top: 20, bottom: 0, side: 0,
                           landscapeBottom: 0, wideLandscape: wideLandscape)
        if orientation == .landscape { config.safeArea = .zero }
        return config
    }

    public static let iPhone8 = iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        homeButtonPhone("iPhone 8", orientation, width: 375, height: 667)
    }

    public static let iPhone8Plus = iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        homeButtonPhone("iPhone 8 Plus", orientation, width: 414, height: 736, wideLandscape: true)
    }

    public static let iPhoneX = iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone X", orientation, width: 375, height: 812, top: 44, bottom: 34, side: 44, landscapeBottom: 24)
    }

    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone XS Max", orientation, width: 414, height: 896, top: 44, bottom: 34, side: 44, landscapeBottom: 24,
              wideLandscape: true)
    }

    public static let iPhoneXr = iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone XR", orientation, width: 414, height: 896, top: 44, bottom: 34, side: 44, landscapeBottom: 24,
              wideLandscape: true)
    }

    public static let iPhone12 = iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone 12", orientation, width: 390, height: 844, top: 47, bottom: 34, side: 47, landscapeBottom: 21)
    }

    /// The iPhone 12 (swift-snapshot-testing's, too).
    public static let iPhone12Pro = iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
        var config = iPhone12(orientation)
        config.name = config.name.replacingOccurrences(of: "iPhone 12", with: "iPhone 12 Pro")
        return config
    }

    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone 12 Pro Max", orientation, width: 428, height: 926, top: 47, bottom: 34, side: 47,
              landscapeBottom: 21, wideLandscape: true)
    }

    // MARK: iPads (landscape by default, as there)

    /// The iPad mini's screen (swift-snapshot-testing's, too).
    public static let iPad9_7 = iPad9_7(.landscape)
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig {
        var config = iPadMini(orientation)
        config.name = config.name.replacingOccurrences(of: "iPad mini", with: "iPad 9.7\"")
        return config
    }

    public static let iPad10_2 = iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
        tablet("iPad 10.2\"", orientation, width: 810, height: 1080, top: 20, bottom: 0)
    }

    public static let iPadPro10_5 = iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
        tablet("iPad Pro 10.5\"", orientation, width: 834, height: 1112, top: 20, bottom: 0)
    }
}
