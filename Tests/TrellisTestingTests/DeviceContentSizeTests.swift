import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// swift-snapshot-testing draws its phones at Medium, not at the
/// simulator's Large: every iPhone trait collection in its
/// `Sources/SnapshotTesting/Common/View.swift` (1.5.0 to 1.18.9, the ten of
/// them) carries `preferredContentSizeCategory: .medium`, and its iPads'
/// carry none (so the simulator's own size, Large). A reference drawn with
/// `.image(on: .iPhone13)` is therefore at Medium: `body` 16 and the large
/// title 33 points in Apple's Dynamic Type table, as UIKit's own pictures
/// drawn that way show (bitwarden/authenticator-ios, home-assistant/iOS;
/// docs/uikit-numbers.md, "The audit of medium36"). Trellis's devices must
/// say the same, or a reference would not mean the same on both.
@MainActor @Suite struct DeviceContentSizeTests {
    typealias Device = (name: String, config: (ViewImageConfig.Orientation) -> ViewImageConfig)

    static let phones: [Device] = [
        ("iPhoneSe", ViewImageConfig.iPhoneSe), ("iPhone8", ViewImageConfig.iPhone8),
        ("iPhone8Plus", ViewImageConfig.iPhone8Plus), ("iPhoneX", ViewImageConfig.iPhoneX),
        ("iPhoneXr", ViewImageConfig.iPhoneXr), ("iPhoneXsMax", ViewImageConfig.iPhoneXsMax),
        ("iPhone12", ViewImageConfig.iPhone12), ("iPhone12Pro", ViewImageConfig.iPhone12Pro),
        ("iPhone12ProMax", ViewImageConfig.iPhone12ProMax), ("iPhone13Mini", ViewImageConfig.iPhone13Mini),
        ("iPhone13", ViewImageConfig.iPhone13), ("iPhone13Pro", ViewImageConfig.iPhone13Pro),
        ("iPhone13ProMax", ViewImageConfig.iPhone13ProMax), ("iPhone14", ViewImageConfig.iPhone14),
        ("iPhone15", ViewImageConfig.iPhone15), ("iPhone14ProMax", ViewImageConfig.iPhone14ProMax),
        ("iPhone15ProMax", ViewImageConfig.iPhone15ProMax),
    ]

    static let tablets: [Device] = [
        ("iPadMini", ViewImageConfig.iPadMini), ("iPadPro11", ViewImageConfig.iPadPro11),
        ("iPadPro12_9", ViewImageConfig.iPadPro12_9), ("iPad9_7", ViewImageConfig.iPad9_7),
        ("iPad10_2", ViewImageConfig.iPad10_2), ("iPadPro10_5", ViewImageConfig.iPadPro10_5),
    ]

    @Test func everyPhoneIsAtMediumAsSwiftSnapshotTestings() {
        for phone in Self.phones {
            for orientation in [ViewImageConfig.Orientation.portrait, .landscape] {
                #expect(phone.config(orientation).traits.preferredContentSizeCategory == .medium,
                        "\(phone.name), \(orientation)")
            }
            #expect(UITraitCollection(traitsFrom: [phone.config(.portrait).traits]).preferredContentSizeCategory == .medium)
        }
    }

    @Test func iPadsLeaveTheSizeUnset() {
        for tablet in Self.tablets {
            for orientation in [ViewImageConfig.Orientation.portrait, .landscape] {
                #expect(tablet.config(orientation).traits.preferredContentSizeCategory == .unspecified,
                        "\(tablet.name), \(orientation)")
            }
        }
    }

    /// What a controller drawn on a device reads: `body` is 16 points on a
    /// phone (Medium in Apple's table), 17 on an iPad (Large) and on a
    /// phone whose test asks for Large.
    @Test func aControllerReadsItsDevicesBodySize() {
        let cases: [(name: String, config: ViewImageConfig, traits: UITraitCollection, body: CGFloat)] = [
            ("iPhone13", .iPhone13, UITraitCollection(), 16),
            ("iPhoneSe", .iPhoneSe, UITraitCollection(), 16),
            ("iPadPro11", .iPadPro11, UITraitCollection(), 17),
            ("iPhone13 at Large", .iPhone13, UITraitCollection(preferredContentSizeCategory: .large), 17),
        ]
        for item in cases {
            let controller = BodySizeRecorder()
            _ = take(.image(on: item.config, traits: item.traits), of: controller as UIViewController)
            #expect(controller.bodySize == item.body, "\(item.name)")
        }
    }
}

/// Records the `body` size its traits give when it lays out.
private final class BodySizeRecorder: UIViewController {
    var bodySize: CGFloat?

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        bodySize = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traitCollection).pointSize
    }
}
