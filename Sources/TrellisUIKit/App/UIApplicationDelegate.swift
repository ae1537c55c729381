import Foundation

/// The app's delegate (UIKit's `UIApplicationDelegate`); every method
/// optional, with UIKit's answer when a class leaves it out. Nothing
/// launches an app here: `UIApplication.shared.delegate` is kept, and
/// ``TrellisLaunch`` (`UIApplication.shared.trellisLaunch(_:)`) runs the
/// launch calls in UIKit's order for a test of an app delegate.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow? { get set }
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    func application(_ application: UIApplication,
                     supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        false
    }
    public func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {
        completionHandler(false)
    }
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                            fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        completionHandler(.noData)
    }
    public func application(_ application: UIApplication,
                            supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }
}

/// What a background fetch found (UIKit's `UIBackgroundFetchResult`; raw values UIKit's).
public enum UIBackgroundFetchResult: UInt, Sendable { case newData = 0, noData, failed }

extension UIApplication {
    /// UIKit's `UIApplication.LaunchOptionsKey`.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        public static let userActivityType = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
    }

    /// UIKit's `UIApplication.OpenURLOptionsKey`.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// The app's delegate (UIKit's `delegate`); held weakly (UIKit holds it
    /// unowned; the app's `@main` class is what keeps it).
    public var delegate: (any UIApplicationDelegate)? {
        get { applicationDelegateBox.delegate }
        set { applicationDelegateBox.delegate = newValue }
    }

    /// Launches `delegate` as iOS launches an app, for a test: it becomes the
    /// app's delegate, then hears `willFinishLaunchingWithOptions`,
    /// `didFinishLaunchingWithOptions` (nil options) and, when both answered
    /// true, `applicationDidBecomeActive`. Returns the delegate's window.
    @discardableResult
    public func trellisLaunch(_ delegate: any UIApplicationDelegate) -> UIWindow? {
        self.delegate = delegate
        guard delegate.application(self, willFinishLaunchingWithOptions: nil),
              delegate.application(self, didFinishLaunchingWithOptions: nil) else { return delegate.window }
        delegate.applicationDidBecomeActive(self)
        return delegate.window
    }
}

@MainActor private let applicationDelegateBox = ApplicationDelegateBox()

@MainActor private final class ApplicationDelegateBox {
    weak var delegate: (any UIApplicationDelegate)?
}

/// A Home Screen quick action (UIKit's `UIApplicationShortcutItem`).
@preconcurrency @MainActor
open class UIApplicationShortcutItem: NSObject {
    public let type: String
    public let localizedTitle: String
    public let localizedSubtitle: String?
    public let icon: UIApplicationShortcutIcon?
    public let userInfo: [String: any NSSecureCoding]?

    public init(type: String, localizedTitle: String, localizedSubtitle: String? = nil,
                icon: UIApplicationShortcutIcon? = nil, userInfo: [String: any NSSecureCoding]? = nil) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
    }
}

/// A quick action's icon (UIKit's `UIApplicationShortcutIcon`); kept.
@preconcurrency @MainActor
open class UIApplicationShortcutIcon: NSObject {
    public enum IconType: Int, Sendable { case compose = 0, play, pause, add, location, search, share }
    public let systemImageName: String?
    public let templateImageName: String?
    public let iconType: IconType?
    public init(type: IconType) { iconType = type; systemImageName = nil; templateImageName = nil }
    public init(systemImageName: String) { self.systemImageName = systemImageName; templateImageName = nil; iconType = nil }
    public init(templateImageName: String) { self.templateImageName = templateImageName; systemImageName = nil; iconType = nil }
}

extension UIApplication {
    /// The app's dynamic quick actions; kept.
    public var shortcutItems: [UIApplicationShortcutItem]? {
        get { applicationShortcutItems }
        set { applicationShortcutItems = newValue }
    }
}

@MainActor private var applicationShortcutItems: [UIApplicationShortcutItem]?

/// How a scene is made (UIKit's `UISceneConfiguration`); kept.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    public let name: String?
    public let role: UISceneSession.Role
    open var delegateClass: AnyClass?
    open var sceneClass: AnyClass?
    open var storyboard: UIStoryboard?
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}
