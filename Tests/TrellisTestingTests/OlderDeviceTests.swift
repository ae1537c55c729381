import Foundation
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// The devices older suites name (`.iPhoneX`, `.iPhoneXr`, `.iPhone8`,
/// `.iPhone12`, and `UITraitCollection.iPhoneX(.portrait)` for views):
/// swift-snapshot-testing 1.19.7's numbers (Sources/SnapshotTesting/Common/View.swift).
@MainActor @Suite struct OlderDeviceTests {
    /// The image a strategy takes of `value`.
    func picture<Value>(of value: Value, as strategy: Snapshotting<Value, UIImage>) throws -> UIImage {
        take(strategy, of: value)
    }

    @Test func phonesAreSwiftSnapshotTestingsNumbers() {
        #expect(ViewImageConfig.iPhoneX.size == CGSize(width: 375, height: 812))
        #expect(ViewImageConfig.iPhoneX.safeArea == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(ViewImageConfig.iPhoneX(.landscape).safeArea == UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
        #expect(ViewImageConfig.iPhoneX(.landscape).traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPhoneXr(.landscape).size == CGSize(width: 896, height: 414))
        #expect(ViewImageConfig.iPhoneXr(.landscape).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPhoneXsMax.size == CGSize(width: 414, height: 896))
        #expect(ViewImageConfig.iPhone8.size == CGSize(width: 375, height: 667))
        #expect(ViewImageConfig.iPhone8.safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(ViewImageConfig.iPhone8(.landscape).safeArea == .zero)
        #expect(ViewImageConfig.iPhone8(.landscape).traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPhone8Plus(.landscape).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPhone12Pro.size == CGSize(width: 390, height: 844))
        #expect(ViewImageConfig.iPhone12ProMax(.landscape).size == CGSize(width: 926, height: 428))
        #expect(ViewImageConfig.iPad10_2.size == CGSize(width: 1080, height: 810))
        #expect(ViewImageConfig.iPadPro10_5(.portrait).size == CGSize(width: 834, height: 1112))
        #expect(ViewImageConfig.iPhoneXr(.landscape).name == "iPhone XR, landscape")
    }

    /// A controller on the iPhone XR is drawn at the XR's screen size, its
    /// view given the XR's safe area.
    @Test func aControllerOnTheXR() throws {
        let controller = UIViewController()
        let image = try picture(of: controller, as: .image(on: .iPhoneXr))
        #expect(image.size == CGSize(width: 414, height: 896))
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    }

    /// `.image` with no device, of a controller whose view has no frame:
    /// UIKit's view would have the screen's bounds; here the default
    /// device's, the iPhone 13's 390 × 844 (docs/uikit-numbers.md), even
    /// after another device was shown. (It was the navigation bar's fitting
    /// size, or no picture at all: "render failed" for 0 × 0.)
    @Test func aControllerWithoutADeviceIsOnTheDefaultScreen() throws {
        _ = try picture(of: UIViewController(), as: .image(on: .iPhoneXr))
        let navigation = UINavigationController(rootViewController: UIViewController())
        #expect(try picture(of: navigation, as: .image).size == CGSize(width: 390, height: 844))
        #expect(try picture(of: UIViewController(), as: .image).size == CGSize(width: 390, height: 844))
        let framed = UIViewController()
        framed.view.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        #expect(try picture(of: framed, as: .image).size == CGSize(width: 200, height: 300))
    }

    /// `UITraitCollection.iPhoneX(.portrait)` is the X's traits, which a
    /// view snapshotted with them sees.
    @Test func aViewWithAPhonesTraits() throws {
        let traits = UITraitCollection.iPhoneX(.portrait)
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceIdiom == .phone)
        #expect(traits.preferredContentSizeCategory == .medium)
        #expect(UITraitCollection.iPhone8Plus(.landscape).horizontalSizeClass == .regular)
        #expect(UITraitCollection.iPadPro11.horizontalSizeClass == .regular)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        let image = try picture(of: view, as: .image(precision: 0.98, traits: .iPhone8(.landscape)))
        #expect(image.size == CGSize(width: 120, height: 40))
        #expect(view.trellis.traitOverrides == nil)  // the traits were the environment of the picture only
    }

    /// UIKit's ready-made images are system symbols: here the symbol placeholder, 17 points square.
    @Test func systemImages() {
        #expect(UIImage.checkmark.size == CGSize(width: 17, height: 17))
        #expect(UIImage.checkmark == UIImage(systemName: "checkmark"))
        #expect(UIImage.add != UIImage.remove)
    }
}

/// A view's own style wins over the traits a `UIView` strategy is given,
/// as on iOS (there the strategy's traits are the parent's).
@MainActor @Suite struct ViewOwnTraitsTests {
    /// The red, green and blue of the picture's middle pixel (RGBA bytes, as UIKit's CGImage gives them).
    func middle(of view: UIView, traits: UITraitCollection) throws -> [UInt8] {
        let bitmap = try #require(take(Snapshotting<UIView, UIImage>.image(traits: traits), of: view).cgImage)
        let bytes = try #require(bitmap.dataProvider?.data)
        let start = (bitmap.height / 2) * bitmap.bytesPerRow + (bitmap.width / 2) * 4
        return (0..<3).map { CFDataGetBytePtr(bytes)[start + $0] }
    }

    @Test func overrideUserInterfaceStyleWinsOverTheStrategysTraits() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = .systemBackground
        view.overrideUserInterfaceStyle = .dark
        // systemBackground: black in dark, white in light (Apple's UI element colours).
        #expect(try middle(of: view, traits: .iPhoneX(.portrait)) == [0, 0, 0])
        #expect(try middle(of: view, traits: .init(userInterfaceStyle: .light)) == [0, 0, 0])
        view.overrideUserInterfaceStyle = .light
        #expect(try middle(of: view, traits: .init(userInterfaceStyle: .dark)) == [255, 255, 255])
        // Without a style of its own, the strategy's traits decide; and they do not stay on the view.
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        plain.backgroundColor = .systemBackground
        #expect(try middle(of: plain, traits: .init(userInterfaceStyle: .dark)) == [0, 0, 0])
        #expect(plain.trellis.traitOverrides == nil)
    }

    /// `controller.overrideUserInterfaceStyle = .dark` draws dark on a
    /// device, and light on one given dark traits when it says light.
    @Test func aControllersOwnStyleWinsOverTheDevice() throws {
        func middle(of controller: UIViewController, traits: UITraitCollection = .init()) throws -> [UInt8] {
            let bitmap = try #require(take(Snapshotting<UIViewController, UIImage>.image(on: .iPhone13, traits: traits),
                                           of: controller).cgImage)
            let bytes = try #require(bitmap.dataProvider?.data)
            let start = (bitmap.height / 2) * bitmap.bytesPerRow + (bitmap.width / 2) * 4
            return (0..<3).map { CFDataGetBytePtr(bytes)[start + $0] }
        }
        let dark = UIViewController()
        dark.view.backgroundColor = .systemBackground
        dark.overrideUserInterfaceStyle = .dark
        #expect(try middle(of: dark) == [0, 0, 0])
        let light = UIViewController()
        light.view.backgroundColor = .systemBackground
        light.overrideUserInterfaceStyle = .light
        #expect(try middle(of: light, traits: .init(userInterfaceStyle: .dark)) == [255, 255, 255])
        let plain = UIViewController()
        plain.view.backgroundColor = .systemBackground
        #expect(try middle(of: plain, traits: .init(userInterfaceStyle: .dark)) == [0, 0, 0])
        #expect(try middle(of: plain) == [255, 255, 255])
    }

    /// A view snapshotted dark then light in a loop, as the ported
    /// audio-tour files do, writes two references named as
    /// swift-snapshot-testing names them (`testName.named.png`), one dark
    /// and one light.
    @Test func aLoopOfStylesWritesOneReferenceEach() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-styles-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        view.backgroundColor = .systemBackground
        for (style, named) in [(UIUserInterfaceStyle.dark, "dark"), (.light, "light")] {
            view.overrideUserInterfaceStyle = style
            _ = verifySnapshot(of: view, as: .image(precision: 0.98, traits: .iPhoneX(.portrait)), named: named,
                               record: .all, snapshotDirectory: directory, testName: "loop")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(files == ["loop.dark.png", "loop.light.png"])
        func firstPixel(_ name: String) throws -> [UInt8] {
            let bitmap = try #require(UIImage(contentsOfFile: directory + "/" + name)?.cgImage)
            #expect(bitmap.width == 30 && bitmap.height == 10)
            let bytes = try #require(bitmap.dataProvider?.data)
            return (0..<3).map { CFDataGetBytePtr(bytes)[$0] }
        }
        // systemBackground: black in dark, white in light.
        #expect(try firstPixel("loop.dark.png") == [0, 0, 0])
        #expect(try firstPixel("loop.light.png") == [255, 255, 255])
    }
}
