import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// Bars drawn on an iPhone 13, against the references in
/// __Snapshots__/BarSnapshotTests: the settings table under a large title
/// with a bar button item, a tab bar app of two tabs (one with a badge), a
/// navigation controller's toolbar, and a search bar under a large title.
@MainActor @Suite(.serialized) struct BarSnapshotTests {
    @Test(arguments: [false, true])
    func settingsUnderLargeTitle(dark: Bool) {
        let settings = TableSnapshotTests.SettingsViewController()
        settings.title = "Settings"
        settings.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: settings)
        navigation.navigationBar.prefersLargeTitles = true
        assertSnapshot(of: navigation, as: .image(on: .iPhone13, traits: UITraitCollection(userInterfaceStyle: dark ? .dark : .light)),
                       named: dark ? "dark" : "light", testName: "settingsUnderLargeTitle")
    }

    @Test func tabBarApp() {
        let settings = TableSnapshotTests.SettingsViewController()
        settings.title = "Settings"
        let navigation = UINavigationController(rootViewController: settings)
        navigation.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 0)
        let inbox = UIViewController()
        inbox.view.backgroundColor = .systemBackground
        inbox.title = "Inbox"
        inbox.tabBarItem.image = UIImage(systemName: "tray")
        inbox.tabBarItem.badgeValue = "12"
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, inbox]
        assertSnapshot(of: tabs, as: .image(on: .iPhone13), testName: "tabBarApp")
    }

    @Test func toolbarAndBackButton() {
        let root = UIViewController()
        root.title = "Notes"
        let note = UIViewController()
        note.view.backgroundColor = .systemBackground
        note.title = "Groceries"
        note.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil), .flexibleSpace(),
                             UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil), .fixedSpace(20),
                             UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)]
        note.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(note, animated: false)
        navigation.isToolbarHidden = false
        assertSnapshot(of: navigation, as: .image(on: .iPhone13), testName: "toolbarAndBackButton")
    }

    @Test func searchBar() {
        let mail = UIViewController()
        mail.view.backgroundColor = .systemBackground
        mail.title = "Mailboxes"
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.placeholder = "Search"
        mail.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: mail)
        navigation.navigationBar.prefersLargeTitles = true
        assertSnapshot(of: navigation, as: .image(on: .iPhone13), testName: "searchBar")
        let standalone = UISearchBar()
        standalone.placeholder = "Search contacts"
        standalone.showsCancelButton = true
        assertSnapshot(of: standalone, as: .image(size: CGSize(width: 390, height: 56)), testName: "standaloneSearchBar")
    }
}
