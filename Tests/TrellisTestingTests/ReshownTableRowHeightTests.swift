import Foundation
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// One controller shown again under other traits (as a snapshot matrix and
/// a contact sheet show it, cell after cell) measures its self-sizing rows
/// again, as UIKit's table does when the content size category changes
/// ("Self-sizing table view cells … adjust to Dynamic Type"): at
/// .accessibilityExtraLarge after .large its rows are as tall as a fresh
/// controller's shown at .accessibilityExtraLarge alone, and taller than
/// they were at .large (the body text is larger, and the long row wraps
/// onto more lines). No numbers of the code's own: each reshown table is
/// compared with a fresh one.
@MainActor @Suite(.serialized) struct ReshownTableRowHeightTests {
    /// A list as an app writes it (issue 30's fruit list): default content
    /// configurations with a disclosure indicator, one row long enough to
    /// wrap, in a navigation controller with a large title. Three rows, so
    /// that every row is on screen, measured, on an iPhone SE at
    /// .accessibilityExtraLarge.
    final class FruitController: UITableViewController {
        let fruits = ["Apple", "Banana", "Elderberry, a rather long name that wraps"]

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Fruit"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = fruits[indexPath.row]
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    func makeScreen() -> (UINavigationController, FruitController) {
        let list = FruitController()
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        return (navigation, list)
    }

    static let large = UITraitCollection(preferredContentSizeCategory: .large)
    static let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
    static let phone = CGSize(width: 320, height: 568)

    func rowHeights(_ list: FruitController) -> [CGFloat] {
        list.fruits.indices.map { list.tableView.rectForRow(at: IndexPath(row: $0, section: 0)).height }
    }

    @Test func showAgainAtAnAccessibilitySizeMeasuresTheRowsAgain() {
        let (reshown, reshownList) = makeScreen()
        reshown.trellis.show(size: Self.phone, traits: Self.large)
        let atLarge = rowHeights(reshownList)
        reshown.trellis.show(size: Self.phone, traits: Self.huge)
        let (fresh, freshList) = makeScreen()
        fresh.trellis.show(size: Self.phone, traits: Self.huge)

        #expect(rowHeights(reshownList) == rowHeights(freshList))
        for (huge, large) in zip(rowHeights(reshownList), atLarge) { #expect(huge > large) }
    }

    /// Back at .large the rows shrink again to their first heights.
    @Test func showAgainAtLargeMeasuresTheRowsAgain() {
        let (reshown, reshownList) = makeScreen()
        reshown.trellis.show(size: Self.phone, traits: Self.large)
        let atLarge = rowHeights(reshownList)
        reshown.trellis.show(size: Self.phone, traits: Self.huge)
        reshown.trellis.show(size: Self.phone, traits: Self.large)

        // Within float rounding: the rows' heights are sums of thirds of a
        // point (labels on the @3x grid), which a re-solve may end an ulp apart.
        let again = rowHeights(reshownList)
        #expect(again.count == atLarge.count && zip(again, atLarge).allSatisfy { abs($0 - $1) < 1e-9 }, "\(again) \(atLarge)")
    }

    /// The matrix's strategies, run on one controller cell after cell: the
    /// accessibility cell's layout and picture are a fresh controller's.
    @Test func matrixCellsAfterLargeMatchAFreshController() {
        let matrix = SnapshotMatrix(devices: [.iPhoneSe], contentSizes: [.large, .accessibilityExtraLarge])
        let images = [String: Snapshotting<UIViewController, UIImage>].images(matrix)
        let texts = [String: Snapshotting<UIViewController, String>].recursiveDescriptions(matrix)
        let (reshown, _) = makeScreen()
        _ = take(images["iPhoneSE-l-ltr-light"]!, of: reshown)
        let reshownPicture = take(images["iPhoneSE-ax-xl-ltr-light"]!, of: reshown)
        _ = take(texts["iPhoneSE-l-ltr-light"]!, of: reshown)
        let reshownText = take(texts["iPhoneSE-ax-xl-ltr-light"]!, of: reshown)

        let (fresh, _) = makeScreen()
        let samePicture = reshownPicture == take(images["iPhoneSE-ax-xl-ltr-light"]!, of: fresh)
        #expect(samePicture, "the reshown controller's accessibility picture differs from a fresh controller's")
        let (freshForText, _) = makeScreen()
        #expect(reshownText == take(texts["iPhoneSE-ax-xl-ltr-light"]!, of: freshForText))
    }

    /// The same list as a collection view list (iOS 14): its items are
    /// measured again too, as tall as a fresh controller's.
    final class FruitListController: UICollectionViewController {
        let fruits = ["Apple", "Banana", "Elderberry, a rather long name that wraps"]
        lazy var registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, fruit in
            var content = cell.defaultContentConfiguration()
            content.text = fruit
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }

        init() {
            super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain)))
        }

        required init?(coder: NSCoder) { fatalError("not from a nib") }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            fruits.count
        }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: fruits[indexPath.item])
        }

        var itemHeights: [CGFloat] {
            fruits.indices.map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.height ?? -1 }
        }
    }

    @Test func collectionListShownAgainMeasuresItsItemsAgain() {
        let reshown = FruitListController()
        reshown.trellis.show(size: Self.phone, traits: Self.large)
        let atLarge = reshown.itemHeights
        reshown.trellis.show(size: Self.phone, traits: Self.huge)
        let fresh = FruitListController()
        fresh.trellis.show(size: Self.phone, traits: Self.huge)

        #expect(reshown.itemHeights == fresh.itemHeights)
        for (huge, large) in zip(reshown.itemHeights, atLarge) { #expect(huge > large) }
    }

    /// The contact sheet of the accessibility size alone, drawn from a
    /// controller first shown at .large, is a fresh controller's sheet.
    @Test func contactSheetAfterLargeMatchesAFreshController() {
        let sheet = Snapshotting<UIViewController, UIImage>.contactSheet(
            SnapshotMatrix(devices: [.iPhoneSe], contentSizes: [.accessibilityExtraLarge]))
        let (reshown, _) = makeScreen()
        _ = take(.image(on: .iPhoneSe, traits: Self.large), of: reshown)
        let (fresh, _) = makeScreen()

        let sameSheet = take(sheet, of: reshown) == take(sheet, of: fresh)
        #expect(sameSheet, "the reshown controller's contact sheet differs from a fresh controller's")
    }
}
