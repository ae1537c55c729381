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
