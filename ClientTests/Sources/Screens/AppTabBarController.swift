#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// The app's root: a tab bar controller holding the feed and the settings,
/// each in its own navigation controller with large titles, as apps build
/// it in their scene delegate.
public final class AppTabBarController: UITabBarController {
    public init(selectedTab: Int = 0) {
        super.init(nibName: nil, bundle: nil)
        let feed = UINavigationController(rootViewController: FeedViewController())
        feed.navigationBar.prefersLargeTitles = true
        feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "newspaper"), tag: 0)
        let settings = makeSettingsScreen()
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
        settings.tabBarItem.badgeValue = "1"
        viewControllers = [feed, settings]
        selectedIndex = selectedTab
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
