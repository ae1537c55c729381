import Foundation
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// One controller shown again in dark after light, or on a narrower phone
/// after a wider one (as `assertSnapshots(of: controller, …)` with one
/// instance and a contact sheet show it, cell after cell), draws as a fresh
/// controller shown there alone: UIKit resolves dynamic colours again when
/// the interface style changes ("UIColor … dynamic provider" is asked again
/// on a trait change), and a cell's margins follow its table's width (16,
/// or 20 on a table at least 393 points wide: docs/uikit-numbers.md,
/// "Tables"). Each reshown picture is compared with a fresh one, no number
/// of the code's own. Found by a client package (newuser12) whose settings
/// contact sheet drew white rows with white text in dark mode.
@MainActor @Suite(.serialized) struct ReshownStyleAndWidthTests {
    /// An inset grouped settings table as an app writes it: a registered
    /// value1 subclass, default content configurations with a disclosure
    /// indicator, a section title and a footer.
    final class SettingsList: UITableViewController {
        final class ValueCell: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: .value1, reuseIdentifier: reuseIdentifier)
            }
            required init?(coder: NSCoder) { fatalError("not from a nib") }
        }

        init() { super.init(style: .insetGrouped) }
        required init?(coder: NSCoder) { fatalError("not from a nib") }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Settings"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
            tableView.register(ValueCell.self, forCellReuseIdentifier: "value")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Account" }
        override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "Shown to others." }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            if indexPath.row < 2 {
                let cell = tableView.dequeueReusableCell(withIdentifier: "value", for: indexPath)
                cell.textLabel?.text = ["Name", "Plan"][indexPath.row]
                cell.detailTextLabel?.text = ["Jane", "Family"][indexPath.row]
                return cell
            }
            let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Payment Methods"
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    func makeScreen() -> UINavigationController {
        let navigation = UINavigationController(rootViewController: SettingsList())
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }

    static let dark = UITraitCollection(userInterfaceStyle: .dark)
    static let light = UITraitCollection(userInterfaceStyle: .light)

    @Test func darkAfterLightDrawsAsAFreshDarkController() {
        let reshown = makeScreen()
        _ = take(.image(on: .iPhone13, traits: Self.light), of: reshown)
        let again = take(.image(on: .iPhone13, traits: Self.dark), of: reshown)
        let fresh = take(.image(on: .iPhone13, traits: Self.dark), of: makeScreen())
        #expect(again == fresh, "the table shown in dark after light differs from a fresh dark one")
    }

    @Test func lightAfterDarkDrawsAsAFreshLightController() {
        let reshown = makeScreen()
        _ = take(.image(on: .iPhone13, traits: Self.dark), of: reshown)
        let again = take(.image(on: .iPhone13, traits: Self.light), of: reshown)
        let fresh = take(.image(on: .iPhone13, traits: Self.light), of: makeScreen())
        #expect(again == fresh, "the table shown in light after dark differs from a fresh light one")
    }

    /// 430 points (20-point cell margins) then 390 (16).
    @Test func narrowerPhoneAfterAWiderOneDrawsAsAFreshController() {
        let reshown = makeScreen()
        _ = take(.image(on: .iPhone15ProMax), of: reshown)
        let again = take(.image(on: .iPhone13), of: reshown)
        let fresh = take(.image(on: .iPhone13), of: makeScreen())
        #expect(again == fresh, "the table shown on an iPhone 13 after an iPhone 15 Pro Max differs from a fresh one")
    }

    /// 390 (16) then 430 (20).
    @Test func widerPhoneAfterANarrowerOneDrawsAsAFreshController() {
        let reshown = makeScreen()
        _ = take(.image(on: .iPhone13), of: reshown)
        let again = take(.image(on: .iPhone15ProMax), of: reshown)
        let fresh = take(.image(on: .iPhone15ProMax), of: makeScreen())
        #expect(again == fresh, "the table shown on an iPhone 15 Pro Max after an iPhone 13 differs from a fresh one")
    }

    /// 430 points then 393, where an inset grouped table's sections stand
    /// 20 in but their rows keep 16 inside them (below 414 points:
    /// docs/uikit-numbers.md, "Inset grouped section inset"): the rows still
    /// on screen take the inset grouped rows' margin, not the table's.
    @Test func insetGroupedRowsAt393AfterAWiderPhoneDrawAsAFreshController() {
        let reshown = makeScreen()
        _ = take(.image(on: .iPhone15ProMax), of: reshown)
        let again = take(.image(on: .iPhone15), of: reshown)
        let fresh = take(.image(on: .iPhone15), of: makeScreen())
        #expect(again == fresh, "the table shown on an iPhone 15 after an iPhone 15 Pro Max differs from a fresh one")
    }
}
