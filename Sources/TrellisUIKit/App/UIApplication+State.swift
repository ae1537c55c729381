import Foundation

/// The app's state as code reads it (UIKit's `UIApplication` properties).
/// There is one device here, the one a test last showed a view controller
/// on (``UIScreen/main``): the app's Dynamic Type size and layout direction
/// are that device's traits, its one scene is ``UIWindowScene/trellisMain``.
extension UIApplication {
    /// Whether the app is active, inactive or in the background; raw values are UIKit's.
    public enum State: Int, Sendable {
        case active = 0, inactive, background
    }

    /// The Dynamic Type size the user chose: the traits of the device in use
    /// (<https://developer.apple.com/documentation/uikit/uiapplication/preferredcontentsizecategory>).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        let category = UIScreen.main.traitCollection.preferredContentSizeCategory
        return category == .unspecified ? .large : category
    }

    /// The direction of the app's interface: right to left when the device
    /// in use has right-to-left traits.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIScreen.main.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Always active: a snapshot is of an app in the foreground.
    public var applicationState: State { .active }

    /// The app's scenes: the one window scene (UIKit: `connectedScenes`, iOS 13).
    public var connectedScenes: Set<UIScene> { [UIWindowScene.trellisMain] }

    /// The scenes' windows (deprecated in iOS 15 in favour of a scene's `windows`; still common).
    public var windows: [UIWindow] { UIWindowScene.trellisMain.windows }

    /// The key window of the app's scene (deprecated in iOS 13; still common).
    public var keyWindow: UIWindow? { UIWindowScene.trellisMain.keyWindow }

    /// Whether the app may open `url`: true for a URL with a scheme, as a
    /// test would want the "open in…" branch taken; nothing is opened.
    public func canOpenURL(_ url: URL) -> Bool { url.scheme != nil }

    /// Records `url` in ``TrellisApplication/openedURLs`` and calls
    /// `completion` with true (no other app runs here to open it).
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        TrellisApplication.opened.append(url)
        completion?(true)
    }

    /// The keys of `open(_:options:completionHandler:)`'s options.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// UIKit's URL of the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"

    /// Trellis's view of the app for tests: the URLs it was asked to open.
    public var trellis: TrellisApplication { TrellisApplication() }
}

/// What Trellis adds to ``UIApplication``, under a name UIKit does not use.
@preconcurrency @MainActor
public struct TrellisApplication {
    static var opened: [URL] = []

    /// Every URL `open(_:options:completionHandler:)` was given, oldest first.
    public var openedURLs: [URL] { Self.opened }

    /// Forgets the URLs opened so far (between tests).
    public func resetOpenedURLs() { Self.opened.removeAll() }
}
