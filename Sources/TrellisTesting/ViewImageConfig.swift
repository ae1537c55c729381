import TrellisUIKit

/// A device to snapshot a view controller on: its screen size in points,
/// its safe area and its traits (swift-snapshot-testing's
/// `ViewImageConfig`, which exists only on iOS there, with the same names
/// and numbers).
///
/// The numbers of the devices swift-snapshot-testing 1.19.7 knows (iPhone
/// SE, 13 mini, 13, 13 Pro Max, the iPads) are its own
/// (Sources/SnapshotTesting/Common/View.swift), so a reference means the
/// same on both; the iPhone 14, 15 and their Pro Max models, which it does
/// not know, come from docs/uikit-numbers.md (device table, third-party
/// safe areas). As there, phone traits ask for the `.medium` content size
/// category; pass `traits:` to snapshot another.
public struct ViewImageConfig: Sendable {
    public enum Orientation: Sendable { case landscape, portrait }

    public var safeArea: UIEdgeInsets
    /// The screen in points; nil: the view controller's view's own size.
    public var size: CGSize?
    public var traits: UITraitCollection
    /// The device's name, for failure messages ("iPhone 13, landscape").
    public var name: String

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init(),
                name: String = "custom") {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
        self.name = name
    }

    /// A phone: `portrait` is width × height with `top`/`bottom` insets;
    /// landscape swaps the sides and insets `side` left and right and
    /// `landscapeBottom` at the bottom; `wideLandscape` phones are regular
    /// width in landscape (the Max models).
    static func phone(
        _ name: String, _ orientation: Orientation, width: CGFloat, height: CGFloat, top: CGFloat, bottom: CGFloat,
        side: CGFloat, landscapeBottom: CGFloat, wideLandscape: Bool = false
    ) -> ViewImageConfig {
        let base: [UITraitCollection] = [
            UITraitCollection(layoutDirection: .leftToRight),
            UITraitCollection(preferredContentSizeCategory: .medium),
            UITraitCollection(userInterfaceIdiom: .phone),
        ]
        switch orientation {
        case .portrait:
            return ViewImageConfig(
                safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
                size: CGSize(width: width, height: height),
                traits: UITraitCollection(traitsFrom: base + [.init(horizontalSizeClass: .compact),
                                                              .init(verticalSizeClass: .regular)]),
                name: name)
        case .landscape:
            return ViewImageConfig(
                safeArea: UIEdgeInsets(top: 0, left: side, bottom: landscapeBottom, right: side),
                size: CGSize(width: height, height: width),
                traits: UITraitCollection(traitsFrom: base + [.init(horizontalSizeClass: wideLandscape ? .regular : .compact),
                                                              .init(verticalSizeClass: .compact)]),
                name: name + ", landscape")
        }
    }

    /// An iPad, full screen: regular both ways.
    static func tablet(_ name: String, _ orientation: Orientation, width: CGFloat, height: CGFloat,
                               top: CGFloat, bottom: CGFloat) -> ViewImageConfig {
        let traits = UITraitCollection(traitsFrom: [.init(horizontalSizeClass: .regular), .init(verticalSizeClass: .regular),
                                                    .init(userInterfaceIdiom: .pad)])
        let size = orientation == .portrait ? CGSize(width: width, height: height) : CGSize(width: height, height: width)
        return ViewImageConfig(safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0), size: size,
                               traits: traits, name: name + (orientation == .landscape ? ", landscape" : ""))
    }

    // MARK: Phones (swift-snapshot-testing's numbers)

    /// The first iPhone SE (320 × 568), as swift-snapshot-testing's `iPhoneSe`.
    public static let iPhoneSe = iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        var config = phone("iPhone SE", orientation, width: 320, height: 568, top: 20, bottom: 0, side: 0, landscapeBottom: 0)
        if orientation == .landscape { config.safeArea = .zero }
        return config
    }

    public static let iPhone13Mini = iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone 13 mini", orientation, width: 375, height: 812, top: 50, bottom: 34, side: 50, landscapeBottom: 21)
    }

    public static let iPhone13 = iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone 13", orientation, width: 390, height: 844, top: 47, bottom: 34, side: 47, landscapeBottom: 21)
    }

    public static let iPhone13Pro = iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
        var config = iPhone13(orientation)
        config.name = config.name.replacingOccurrences(of: "iPhone 13", with: "iPhone 13 Pro")
        return config
    }

    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone 13 Pro Max", orientation, width: 428, height: 926, top: 47, bottom: 34, side: 47, landscapeBottom: 21,
              wideLandscape: true)
    }

    // MARK: Phones swift-snapshot-testing does not know (docs/uikit-numbers.md)

    /// The same screen as the iPhone 13.
    public static let iPhone14 = iPhone14(.portrait)
    public static func iPhone14(_ orientation: Orientation) -> ViewImageConfig {
        var config = iPhone13(orientation)
        config.name = config.name.replacingOccurrences(of: "iPhone 13", with: "iPhone 14")
        return config
    }

    public static let iPhone15 = iPhone15(.portrait)
    public static func iPhone15(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone 15", orientation, width: 393, height: 852, top: 59, bottom: 34, side: 59, landscapeBottom: 21)
    }

    public static let iPhone14ProMax = iPhone14ProMax(.portrait)
    public static func iPhone14ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone 14 Pro Max", orientation, width: 430, height: 932, top: 59, bottom: 34, side: 59, landscapeBottom: 21,
              wideLandscape: true)
    }

    public static let iPhone15ProMax = iPhone15ProMax(.portrait)
    public static func iPhone15ProMax(_ orientation: Orientation) -> ViewImageConfig {
        var config = iPhone14ProMax(orientation)
        config.name = config.name.replacingOccurrences(of: "iPhone 14", with: "iPhone 15")
        return config
    }

    // MARK: iPads (swift-snapshot-testing's numbers; landscape by default, as there)

    public static let iPadMini = iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
        tablet("iPad mini", orientation, width: 768, height: 1024, top: 20, bottom: 0)
    }

    public static let iPadPro11 = iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
        tablet("iPad Pro 11\"", orientation, width: 834, height: 1194, top: 24, bottom: 20)
    }

    public static let iPadPro12_9 = iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
        tablet("iPad Pro 12.9\"", orientation, width: 1024, height: 1366, top: 20, bottom: 0)
    }
}
