import Foundation
import Testing
@testable import TrellisUIKit

/// `UIScreen.main` and `UIDevice.current` are the device a test last showed
/// a view controller on (docs/uikit.md, "The screen and the device").
/// Every test shows first: the screen is shared by the tests of the process.
@MainActor @Suite struct ScreenDeviceTests {
    final class Counter: @unchecked Sendable { var count = 0 }

    @Test func defaultDeviceIsAnIPhone13InPortrait() {
        // The default the screen starts with: the HIG's iPhone 13, 390 × 844 @3x,
        // the size Trellis's default traits (compact width, regular height, scale 3) describe.
        #expect(UIScreen.defaultSize == CGSize(width: 390, height: 844))
        #expect(UITraitCollection.trellisDefault.displayScale == 3)
    }

    @Test func theScreenIsTheDeviceShown() {
        let controller = UIViewController()
        controller.trellis.show(size: CGSize(width: 430, height: 932),
                                traits: UITraitCollection(traitsFrom: [.init(displayScale: 3), .init(userInterfaceStyle: .dark)]))
        let screen = UIScreen.main
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 430, height: 932))
        #expect(screen.scale == 3)
        #expect(screen.nativeScale == 3)
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 1290, height: 2796))
        #expect(screen.traitCollection.userInterfaceStyle == .dark)
        // Over Trellis's defaults: what the test did not give is the default's.
        #expect(screen.traitCollection.preferredContentSizeCategory == .large)
        #expect(UIScreen.screens.count == 1 && UIScreen.screens[0] === screen)

        // An iPad at 2×, landscape: nativeBounds stays portrait, in pixels.
        controller.trellis.show(size: CGSize(width: 1194, height: 834),
                                traits: UITraitCollection(traitsFrom: [.init(displayScale: 2), .init(userInterfaceIdiom: .pad)]))
        #expect(screen.bounds.size == CGSize(width: 1194, height: 834))
        #expect(screen.scale == 2)
        #expect(screen.nativeBounds.size == CGSize(width: 1668, height: 2388))
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        #expect(UIDevice.current.model == "iPad")
    }

    @Test func windowsAreOnTheMainScreen() {
        UIViewController().trellis.show(size: CGSize(width: 375, height: 812))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        let view = UIView()
        window.addSubview(view)
        #expect(window.screen === UIScreen.main)
        #expect(view.window?.screen === UIScreen.main)
        #expect(view.window?.screen.bounds.width == 375)
    }

    @Test func deviceReportsTheNewestSystemAndGenericNames() {
        UIViewController().trellis.show(size: CGSize(width: 390, height: 844),
                                        traits: UITraitCollection(userInterfaceIdiom: .phone))
        let device = UIDevice.current
        #expect(device.systemName == "iOS")
        // The version `#available` answers for on Linux (every version is available).
        #expect(device.systemVersion == "26.0")
        // Apple, UIDevice.name: iOS 16 and later report the generic name, "iPhone".
        #expect(device.name == "iPhone")
        #expect(device.model == "iPhone")
        #expect(device.userInterfaceIdiom == .phone)
    }

    @Test func orientationIsUnknownUntilNotificationsAreGenerated() {
        let controller = UIViewController()
        controller.trellis.show(size: CGSize(width: 390, height: 844))
        let device = UIDevice.current
        // Apple: "always returns 0 unless orientation notifications have been enabled".
        #expect(device.orientation == .unknown)
        device.beginGeneratingDeviceOrientationNotifications()
        defer { device.endGeneratingDeviceOrientationNotifications() }
        #expect(device.isGeneratingDeviceOrientationNotifications)
        #expect(device.orientation == .portrait)
        #expect(device.orientation.isPortrait && !device.orientation.isLandscape)

        let posted = Counter()
        let observer = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: device, queue: nil) { _ in posted.count += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        controller.trellis.show(size: CGSize(width: 844, height: 390))
        #expect(posted.count == 1)
        #expect(device.orientation.isLandscape)
        controller.trellis.show(size: CGSize(width: 844, height: 390))
        #expect(posted.count == 1, "the same orientation again posts nothing")
    }

    @Test func orientationHelpers() {
        #expect(UIDeviceOrientation.portraitUpsideDown.isPortrait)
        #expect(UIDeviceOrientation.landscapeRight.isLandscape)
        #expect(UIDeviceOrientation.faceUp.isFlat && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
        #expect(UIDeviceOrientation.unknown.rawValue == 0 && UIDeviceOrientation.faceDown.rawValue == 6)
        // The interface turns the other way from the device.
        #expect(UIInterfaceOrientation.landscapeLeft.rawValue == UIDeviceOrientation.landscapeRight.rawValue)
        #expect(UIInterfaceOrientationMask.allButUpsideDown == [.portrait, .landscape])
        #expect(UIInterfaceOrientationMask.portrait.rawValue == 1 << UIInterfaceOrientation.portrait.rawValue)
    }

    @Test func supportedOrientationsFollowTheIdiom() {
        let controller = UIViewController()
        controller.trellis.show(size: CGSize(width: 390, height: 844), traits: UITraitCollection(userInterfaceIdiom: .phone))
        // Apple, supportedInterfaceOrientations: all but upside down on iPhone, all on iPad.
        #expect(controller.supportedInterfaceOrientations == .allButUpsideDown)
        controller.trellis.show(size: CGSize(width: 834, height: 1194), traits: UITraitCollection(userInterfaceIdiom: .pad))
        #expect(controller.supportedInterfaceOrientations == .all)
    }
}
