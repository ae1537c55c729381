import Screens
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// The feed screen (a carousel section and a list section in a
/// compositional layout) in a navigation controller with a large title,
/// on three devices × light and dark × two text sizes, and a contact sheet
/// of all twelve. References in __Snapshots__/FeedSnapshotTests.
@MainActor @Suite(.serialized) struct FeedSnapshotTests {
    static let matrix = SnapshotMatrix(devices: [.iPhoneSe, .iPhone13, .iPhone13ProMax],
                                       contentSizes: [.large, .accessibilityExtraLarge], styles: [.light, .dark])

    static func screen() -> UIViewController {
        let navigation = UINavigationController(rootViewController: FeedViewController())
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }

    @Test func feedMatrix() {
        assertSnapshots(of: Self.screen(), as: .images(Self.matrix))
        assertSnapshot(of: Self.screen(), as: .contactSheet(Self.matrix), named: "contact-sheet")
    }
}
