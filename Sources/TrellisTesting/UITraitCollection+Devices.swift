import TrellisUIKit

/// swift-snapshot-testing's device trait collections, for the `UIView`
/// strategy (`.image(traits: .iPhoneX(.portrait))`): each is its
/// `ViewImageConfig`'s traits (size classes, idiom, left to right, the
/// `.medium` content size category on phones). swift-snapshot-testing's
/// also say force touch is available, a trait Trellis does not have.
extension UITraitCollection {
    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        ViewImageConfig.iPhoneSe(orientation).traits
    }
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        ViewImageConfig.iPhone8(orientation).traits
    }
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        ViewImageConfig.iPhone8Plus(orientation).traits
    }
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        ViewImageConfig.iPhoneX(orientation).traits
    }
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        ViewImageConfig.iPhoneXr(orientation).traits
    }
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        ViewImageConfig.iPhoneXsMax(orientation).traits
    }
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        ViewImageConfig.iPhone12(orientation).traits
    }
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        ViewImageConfig.iPhone12ProMax(orientation).traits
    }
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        ViewImageConfig.iPhone13(orientation).traits
    }
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        ViewImageConfig.iPhone13ProMax(orientation).traits
    }

    /// An iPad full screen: regular both ways (every iPad's, as there).
    public static let iPadMini = ViewImageConfig.iPadMini.traits
    public static let iPad9_7 = ViewImageConfig.iPadMini.traits
    public static let iPad10_2 = ViewImageConfig.iPadMini.traits
    public static let iPadPro10_5 = ViewImageConfig.iPadMini.traits
    public static let iPadPro11 = ViewImageConfig.iPadMini.traits
    public static let iPadPro12_9 = ViewImageConfig.iPadMini.traits
}
