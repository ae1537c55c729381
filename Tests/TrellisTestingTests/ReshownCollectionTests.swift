import Foundation
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// The collection view counterpart of `ReshownStyleAndWidthTests`: a feed
/// (an orthogonal carousel and an inset grouped list section, a diffable
/// data source, cell registrations) shown again in dark after light, or
/// on a narrower phone after a wider one, draws as a fresh controller
/// shown there alone. Each reshown picture is compared with a fresh one.
@MainActor @Suite(.serialized) struct ReshownCollectionTests {
    final class Feed: UICollectionViewController {
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!

        init() {
            super.init(collectionViewLayout: UICollectionViewCompositionalLayout { section, environment in
                if section == 0 {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: .init(widthDimension: .fractionalWidth(0.4), heightDimension: .absolute(100)), subitems: [item])
                    let carousel = NSCollectionLayoutSection(group: group)
                    carousel.orthogonalScrollingBehavior = .continuous
                    carousel.interGroupSpacing = 10
                    carousel.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
                    return carousel
                }
                return .list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped), layoutEnvironment: environment)
            })
        }
        required init?(coder: NSCoder) { fatalError("not from a nib") }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Feed"
            let tile = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, _ in
                var background = UIBackgroundConfiguration.listPlainCell()
                background.backgroundColor = .systemBlue
                background.cornerRadius = 12
                cell.backgroundConfiguration = background
            }
            let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
                var content = cell.defaultContentConfiguration()
                content.text = title
                content.secondaryText = "Delivered"
                cell.contentConfiguration = content
                cell.accessories = [.disclosureIndicator()]
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, title in
                indexPath.section == 0
                    ? view.dequeueConfiguredReusableCell(using: tile, for: indexPath, item: title)
                    : view.dequeueConfiguredReusableCell(using: row, for: indexPath, item: title)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0, 1])
            snapshot.appendItems(["A", "B", "C"], toSection: 0)
            snapshot.appendItems(["Order 1", "Order 2", "Order 3"], toSection: 1)
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    func makeScreen() -> UINavigationController {
        let navigation = UINavigationController(rootViewController: Feed())
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
        #expect(again == fresh, "the feed shown in dark after light differs from a fresh dark one")
    }

    @Test func narrowerPhoneAfterAWiderOneDrawsAsAFreshController() {
        let reshown = makeScreen()
        _ = take(.image(on: .iPhone15ProMax), of: reshown)
        let again = take(.image(on: .iPhone13), of: reshown)
        let fresh = take(.image(on: .iPhone13), of: makeScreen())
        #expect(again == fresh, "the feed shown on an iPhone 13 after an iPhone 15 Pro Max differs from a fresh one")
    }

    @Test func widerPhoneAfterANarrowerOneDrawsAsAFreshController() {
        let reshown = makeScreen()
        _ = take(.image(on: .iPhone13), of: reshown)
        let again = take(.image(on: .iPhone15ProMax), of: reshown)
        let fresh = take(.image(on: .iPhone15ProMax), of: makeScreen())
        #expect(again == fresh, "the feed shown on an iPhone 15 Pro Max after an iPhone 13 differs from a fresh one")
    }

    @Test func accessibilitySizeAfterLargeDrawsAsAFreshController() {
        let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        let reshown = makeScreen()
        _ = take(.image(on: .iPhoneSe), of: reshown)
        let again = take(.image(on: .iPhoneSe, traits: huge), of: reshown)
        let fresh = take(.image(on: .iPhoneSe, traits: huge), of: makeScreen())
        #expect(again == fresh, "the feed shown at accessibilityExtraLarge after large differs from a fresh one")
    }
}
