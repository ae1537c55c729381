import Foundation

/// A scene of the app (UIKit's `UIScene`, iOS 13). Here the app has one,
/// ``UIWindowScene/trellisMain``, always in the foreground; code that finds
/// its window scene through `UIApplication.shared.connectedScenes` or a
/// window's `windowScene` gets it.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Whether the scene is on screen and receiving events; raw values are UIKit's.
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive, background
    }

    /// What the system passes when it connects a scene; empty here.
    public final class ConnectionOptions {
        public let urlContexts: Set<AnyHashable> = []
        public let shortcutItem: Any? = nil
        init() {}
    }

    public let session: UISceneSession
    open var title: String?
    open var activationState: ActivationState { .foregroundActive }
    /// Held strongly, as UIKit holds a scene's delegate.
    open var delegate: (any UISceneDelegate)?

    /// Makes a scene for `session` (UIKit: the system makes scenes).
    public init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }
}

/// A scene that shows windows on a screen (UIKit's `UIWindowScene`).
@preconcurrency @MainActor
open class UIWindowScene: UIScene, UITraitEnvironment {
    /// The app's one scene, on ``UIScreen/main``.
    public static let trellisMain = UIWindowScene(session: UISceneSession(role: .windowApplication),
                                                  connectionOptions: ConnectionOptions())

    private var attached: [WeakWindow] = []

    /// The screen the scene is on: the device in use.
    open var screen: UIScreen { .main }
    /// The device's traits.
    open var traitCollection: UITraitCollection { screen.traitCollection }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Portrait when the device in use is taller than wide, else landscape (right).
    open var interfaceOrientation: UIInterfaceOrientation {
        screen.bounds.width > screen.bounds.height ? .landscapeRight : .portrait
    }

    /// The windows made with this scene (`UIWindow(windowScene:)`) and still alive, oldest first.
    open var windows: [UIWindow] { attached.compactMap(\.window) }

    /// The window last made key (`makeKeyAndVisible()`), iOS 15.
    open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

    func attach(_ window: UIWindow) {
        attached.removeAll { $0.window == nil || $0.window === window }
        attached.append(WeakWindow(window: window))
    }

    func detach(_ window: UIWindow) {
        attached.removeAll { $0.window == nil || $0.window === window }
    }

    private struct WeakWindow {
        weak var window: UIWindow?
    }
}

/// A scene's session (UIKit's `UISceneSession`): its role and configuration name.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The kind of scene; raw values are UIKit's constant strings.
    public struct Role: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    public let role: Role
    public let persistentIdentifier = UUID().uuidString
    open var userInfo: [String: Any]?

    public init(role: Role) {
        self.role = role
        super.init()
    }
}

/// A scene's delegate (UIKit's `UISceneDelegate`); every method optional.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate (UIKit's `UIWindowSceneDelegate`), which keeps the scene's window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// Connects `delegate` to the app's scene as iOS does at launch: sets it as
    /// the scene's delegate and calls `scene(_:willConnectTo:options:)`, where
    /// a SceneDelegate usually makes its window; returns that window.
    @discardableResult
    public func trellisConnect() -> UIWindow? {
        let windowScene = UIWindowScene.trellisMain
        windowScene.delegate = self
        scene(windowScene, willConnectTo: windowScene.session, options: UIScene.ConnectionOptions())
        return window
    }
}
