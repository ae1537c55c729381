import Screens
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// Whole screens as a team snapshots them on Linux CI: each on three
/// devices, light and dark, at the default Dynamic Type size and at the
/// largest before the accessibility sizes (12 pictures a screen).
/// References are in __Snapshots__/ScreenSnapshotTests; record with
/// `SNAPSHOT_TESTING_RECORD=missing swift test` in this folder.
@MainActor @Suite(.serialized) struct ScreenSnapshotTests {
    static let matrix = SnapshotMatrix(
        devices: [("iPhoneSe", .iPhoneSe), ("iPhone13", .iPhone13), ("iPhone15ProMax", .iPhone15ProMax)],
        contentSizes: [.large, .extraExtraExtraLarge], styles: [.light, .dark])

    @Test func settingsScreen() {
        assertSnapshots(of: makeSettingsScreen(), as: .images(Self.matrix))
    }

    /// The settings screen scrolled 160 points up, as a test sets
    /// `contentOffset` before its snapshot. UIKit's offset rests at
    /// `-adjustedContentInset.top`, here -(47 + 96) = -143 under the large
    /// title on an iPhone 13, so 160 points up is -143 + 160 = 17 (the
    /// inset is known only once the snapshot lays the screen out, so the
    /// rest is written out). The large title has collapsed
    /// into the 44-point bar with the inline title (the bar's bottom
    /// follows the content's top for 52 points, then the content passes
    /// under the bar), and the bar draws its standard appearance over the
    /// rows instead of the scroll-edge one.
    @Test func settingsScreenScrolled() {
        for (style, name) in [(UIUserInterfaceStyle.light, "iPhone13-light"), (.dark, "iPhone13-dark")] {
            let screen = makeSettingsScreen()
            let settings = screen.viewControllers[0] as! SettingsViewController
            settings.loadViewIfNeeded()
            settings.tableView.contentOffset.y = -(47 + 96) + 160
            assertSnapshot(of: screen, as: .image(on: .iPhone13, traits: .init(userInterfaceStyle: style)), named: name)
        }
    }

    /// The tab bar app holding both screens, on each tab.
    @Test func tabBarApp() {
        assertSnapshots(of: AppTabBarController(selectedTab: 0), as: .images(Self.matrix), testName: "tabBarApp-feed")
        assertSnapshots(of: AppTabBarController(selectedTab: 1), as: .images(Self.matrix), testName: "tabBarApp-settings")
    }

    /// A tap on the tab bar's second item shows the settings, as on iOS.
    @Test func tappingATabSelectsIt() {
        let app = AppTabBarController()
        app.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        app.view.layoutIfNeeded()
        #expect(app.selectedIndex == 0)
        app.view.trellis.tap(at: CGPoint(x: 292, y: 844 - 40))
        #expect(app.selectedIndex == 1)
    }

    /// The switches are the user's: a tap on one flips what the screen keeps.
    @Test func aSwitchRowKeepsItsValue() throws {
        let settings = SettingsViewController()
        let navigation = UINavigationController(rootViewController: settings)
        navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        navigation.view.layoutIfNeeded()
        let cell = try #require(settings.tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
        let toggle = try #require(cell.accessoryView as? UISwitch)
        #expect(toggle.isOn)
        toggle.isOn = false
        toggle.sendActions(for: .valueChanged)
        #expect(settings.switches["Order Updates"] == false)
    }
}
