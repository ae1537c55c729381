import Foundation

/// The device's screen (UIKit's `UIScreen`): its size in points, its scale
/// and its traits.
///
/// There is no screen on Linux. `UIScreen.main` is the device a test last
/// showed a view controller on (`controller.trellis.show(size:traits:safeAreaInsets:)`,
/// which swift-snapshot-testing's `.image(on: .iPhone13)` and TrellisTesting's
/// strategies call): `bounds` is the size shown, `traitCollection` the traits
/// shown over Trellis's default environment
/// (``UITraitCollection/trellisDefault``), and `scale` their display scale.
/// Until a controller is shown it is Trellis's default device, an iPhone 13
/// in portrait: 390 × 844 points at 3× (Apple's HIG device table, in
/// docs/uikit-numbers.md), the size the default traits describe (compact
/// width, regular height, scale 3). The screen keeps the last device shown
/// until the next `show`: code that reads `UIScreen.main` while a view is
/// built sees the device it is being shown on only if the view is built
/// after (or re-laid out by) that `show`.
///
/// `UIScreen.main` is deprecated in iOS 16 in favour of a window scene's
/// screen, and still used by most app code; `window.screen` and
/// `view.window?.screen` are this same screen.
@preconcurrency @MainActor
open class UIScreen: NSObject, UITraitEnvironment {
    /// The one screen: the device in use (see the type's documentation).
    public class var main: UIScreen { shared }

    /// Every screen attached: the main one only.
    public class var screens: [UIScreen] { [shared] }

    private static let shared = UIScreen(device: ())

    /// Only `main` exists, as a device has one built-in screen.
    init(device: Void) {
        super.init()
    }

    /// Trellis's default device: an iPhone 13 in portrait (HIG: 390 × 844 points, @3x).
    static let defaultSize = CGSize(width: 390, height: 844)

    private var shownSize = UIScreen.defaultSize
    private var shownTraits = UITraitCollection.trellisDefault {
        didSet {
            let scale = scale
            UIScreen.scaleLock.withLock { UIScreen.mirroredScale = scale }
        }
    }

    /// `main.scale` for code off the main actor (an image context of scale
    /// 0 begun on any thread, UIGraphicsImageContext.swift): a copy kept
    /// whenever the shown traits change, behind a lock. 3 until a device is
    /// shown, as `scale`'s default.
    nonisolated static var mainScale: CGFloat { scaleLock.withLock { mirroredScale } }
    nonisolated private static let scaleLock = NSLock()
    nonisolated(unsafe) private static var mirroredScale: CGFloat = 3
    /// The safe area of the device last shown (`show(size:traits:safeAreaInsets:)`'s,
    /// none until then, as that call's default): what a window covering
    /// the screen gives its root view controller's view (UIWindow.swift).
    private(set) var shownSafeAreaInsets = UIEdgeInsets.zero

    /// The screen in points, origin at zero; its width and height swap
    /// with the interface orientation, as UIKit's do since iOS 8.
    open var bounds: CGRect { CGRect(origin: .zero, size: shownSize) }

    /// The screen in pixels, in portrait whatever the orientation (UIKit's
    /// `nativeBounds`): `bounds` times `nativeScale`, the longer side
    /// vertical.
    open var nativeBounds: CGRect {
        let size = shownSize
        let portrait = CGSize(width: min(size.width, size.height), height: max(size.width, size.height))
        return CGRect(x: 0, y: 0, width: portrait.width * nativeScale, height: portrait.height * nativeScale)
    }

    /// Pixels per point: the display scale of the traits shown (3 unless a
    /// test gives another).
    open var scale: CGFloat {
        let scale = shownTraits.displayScale
        return scale > 0 ? scale : 3
    }

    /// The physical screen's scale. UIKit's differs from `scale` on a few
    /// devices (the HIG: "UIKit scale factors … may differ from native scale
    /// factors"); Trellis models no physical screen, so it is `scale`.
    open var nativeScale: CGFloat { scale }

    /// The device's traits: Trellis's default environment with the traits
    /// last shown over it.
    open var traitCollection: UITraitCollection { shownTraits }

    /// A screen's traits do not change under it; declared for `UITraitEnvironment`.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The brightness a person set, 0 to 1; stored (0.5 until set).
    open var brightness: CGFloat = 0.5
    /// 60, a standard display's refresh rate; ProMotion devices are not modelled.
    open var maximumFramesPerSecond: Int { 60 }
    open var wantsSoftwareDimming = false

    /// Called by `controller.trellis.show(…)`: the device shown becomes the
    /// screen. Posts `UIDevice.orientationDidChangeNotification` when the
    /// orientation changes while the device generates those notifications.
    func showDevice(size: CGSize, traits: UITraitCollection?, safeAreaInsets: UIEdgeInsets = .zero) {
        guard size.width > 0, size.height > 0 else { return }
        let before = UIDevice.current.interfaceOrientation
        shownSize = size
        shownSafeAreaInsets = safeAreaInsets
        shownTraits = traits.map { UITraitCollection(traitsFrom: [.trellisDefault, $0]) } ?? .trellisDefault
        UIDevice.current.screenDidChange(from: before)
    }
}
