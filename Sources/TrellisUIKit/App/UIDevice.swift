import Foundation

/// The device the app runs on (UIKit's `UIDevice`): the device a test last
/// showed a view controller on, as ``UIScreen/main`` is.
///
/// - `userInterfaceIdiom` is the shown traits' idiom (`.phone` by default).
/// - `systemName` is "iOS" and `systemVersion` "26.0": on Linux
///   `#available(iOS 26, *)` is true for every version (docs/uikit.md,
///   "#available and the newest SDK"), so code that compares
///   `systemVersion` takes the same branch as code that asks `#available`.
/// - `model` and `name` are the generic names: "iPhone" (or "iPad" for a
///   pad idiom), as iOS 16 and later report `name` without the
///   user-assigned-name entitlement (Apple, `UIDevice.name`).
/// - `orientation` is `.unknown` until `beginGeneratingDeviceOrientationNotifications()`
///   is called, as Apple documents; then portrait or landscape from the
///   screen's shape (landscape is `.landscapeLeft`, the device turned with
///   its top to the left), and a change of shape in a later `show` posts
///   `orientationDidChangeNotification`.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device in use.
    public class var current: UIDevice { shared }

    private static let shared = UIDevice(device: ())

    init(device: Void) {
        super.init()
    }

    /// Posted when the orientation changes while notifications are generated.
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    nonisolated public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")

    /// The shown device's idiom (`.phone` unless a test shows another).
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
        let idiom = UIScreen.main.traitCollection.userInterfaceIdiom
        return idiom == .unspecified ? .phone : idiom
    }

    /// "iOS".
    open var systemName: String { "iOS" }
    /// "26.0", the newest SDK's, which Trellis's `#available` answers for (see the type's documentation).
    open var systemVersion: String { "26.0" }
    /// "iPhone", or "iPad" for a pad idiom.
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    open var localizedModel: String { model }
    /// The generic device name iOS 16 and later report: the model.
    open var name: String { model }
    /// Nil: there is no vendor here.
    open var identifierForVendor: UUID? { nil }
    open var isMultitaskingSupported: Bool { true }

    // MARK: Orientation

    /// The device's physical orientation: `.unknown` unless orientation
    /// notifications are being generated (Apple: "The value of this property
    /// always returns 0 unless orientation notifications have been enabled").
    open var orientation: UIDeviceOrientation {
        isGeneratingDeviceOrientationNotifications ? interfaceOrientation : .unknown
    }

    open var isGeneratingDeviceOrientationNotifications: Bool { orientationRequests > 0 }

    /// Nested calls are counted, as UIKit documents; each needs its `end`.
    open func beginGeneratingDeviceOrientationNotifications() { orientationRequests += 1 }
    open func endGeneratingDeviceOrientationNotifications() { orientationRequests = max(0, orientationRequests - 1) }

    private var orientationRequests = 0

    /// The orientation the screen's shape gives.
    var interfaceOrientation: UIDeviceOrientation {
        let size = UIScreen.main.bounds.size
        return size.width > size.height ? .landscapeLeft : .portrait
    }

    /// The screen changed (a new `show`): posts the notification when the
    /// orientation changed and notifications are generated.
    func screenDidChange(from previous: UIDeviceOrientation) {
        guard isGeneratingDeviceOrientationNotifications, interfaceOrientation != previous else { return }
        NotificationStallWatch.post(UIDevice.orientationDidChangeNotification, object: self)
    }

    // MARK: Battery and proximity (no hardware here)

    open var isBatteryMonitoringEnabled = false
    /// −1, UIKit's answer when the level is unknown.
    open var batteryLevel: Float { -1 }
    open var batteryState: UIDevice.BatteryState { .unknown }
    open var isProximityMonitoringEnabled = false
    open var proximityState: Bool { false }

    /// Plays nothing: there is no keyboard here.
    open func playInputClick() {}

    /// UIKit's `UIDevice.BatteryState`.
    public enum BatteryState: Int, Sendable { case unknown = 0, unplugged, charging, full }
}

/// A device's physical orientation; raw values are UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the interface can take this orientation: portrait or landscape.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The interface's orientation; raw values are UIKit's `UIInterfaceOrientation`
/// (landscape left is the device's landscape right: the interface turns
/// the other way).
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations a view controller supports; raw values are UIKit's
/// `UIInterfaceOrientationMask` (1 shifted by each orientation's raw value).
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// The status bar's style; raw values are UIKit's `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}

/// How the status bar hides and shows; raw values are UIKit's `UIStatusBarAnimation`.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0, fade, slide
}
