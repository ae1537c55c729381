import Foundation
import Testing
import TrellisUIKit

/// A list cell's `defaultContentConfiguration()` follows what the cell is
/// in its list. Apple, `UICollectionViewListCell.defaultContentConfiguration()`:
/// "The system determines default values for the configuration according to
/// the section where the cell appears"; `HeaderMode.firstItemInSection`: "a
/// `UICollectionViewListCell` object that appears as the first item in the
/// section automatically uses a header appearance"; `HeaderMode.supplementary`
/// shows "supplementary views with `elementKindSectionHeader`". The header
/// styles are the ones whose pages name the appearance: `plainHeader()` for
/// plain lists, `groupedHeader()` for grouped and inset grouped ones.
@MainActor @Suite struct ListCellDefaultConfigurationTests {
    /// One section of `items` in a list of `appearance`; each cell and
    /// supplementary is a list cell whose text is its default configuration's.
    private func list(_ appearance: UICollectionLayoutListConfiguration.Appearance,
                      headerMode: UICollectionLayoutListConfiguration.HeaderMode,
                      footer: Bool = false, items: [String]) -> (UICollectionView, Recorded) {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = headerMode
        if footer { configuration.footerMode = .supplementary }
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let recorded = Recorded()
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            recorded.configurations[item] = content
            cell.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { cell, _, _ in
            var content = cell.defaultContentConfiguration()
            content.text = "Header"
            recorded.configurations["Header"] = content
            cell.contentConfiguration = content
        }
        let footers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionFooter) { cell, _, _ in
            var content = cell.defaultContentConfiguration()
            content.text = "Footer"
            recorded.configurations["Footer"] = content
            cell.contentConfiguration = content
        }
        source.supplementaryViewProvider = { view, kind, indexPath in
            kind == UICollectionView.elementKindSectionHeader
                ? view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
                : view.dequeueConfiguredReusableSupplementary(using: footers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        source.apply(snapshot)
        recorded.source = source
        view.layoutIfNeeded()
        return (view, recorded)
    }

    final class Recorded {
        var configurations: [String: UIListContentConfiguration] = [:]
        var source: AnyObject?
    }

    /// The label showing `text` and the cell holding it, in the cell's coordinates.
    private func label(_ text: String, in view: UICollectionView) throws -> (label: CGRect, cell: CGRect) {
        for cell in view.subviews {
            guard let found = Self.find(text, in: cell) else { continue }
            return (found.convert(found.bounds, to: cell), cell.frame)
        }
        throw CocoaError(.coderValueNotFound)
    }

    private static func find(_ text: String, in view: UIView) -> UILabel? {
        if let label = view as? UILabel, label.text == text { return label }
        for subview in view.subviews { if let found = find(text, in: subview) { return found } }
        return nil
    }

    /// The header's text in the footnote font and the secondary label colour,
    /// the grouped header's margins (docs/uikit-numbers.md: 17 above, 16 at
    /// the sides, 6 below); a row's in the body font with 11 above and below.
    @Test(arguments: [UICollectionLayoutListConfiguration.Appearance.insetGrouped, .grouped])
    func aSupplementaryHeaderInAGroupedListGetsTheGroupedHeaderStyle(
        appearance: UICollectionLayoutListConfiguration.Appearance) throws {
        let (view, recorded) = list(appearance, headerMode: .supplementary, footer: true, items: ["Apple", "Pear"])
        let header = try #require(recorded.configurations["Header"])
        #expect(header.textProperties.font == .preferredFont(forTextStyle: .footnote))
        #expect(header.textProperties.color == .secondaryLabel)
        #expect(header.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 17, leading: 16, bottom: 6, trailing: 16))
        let footer = try #require(recorded.configurations["Footer"])
        // The grouped footer's: 6 above, 12 below (docs/uikit-numbers.md, "Grouped footer title").
        #expect(footer.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 12, trailing: 16))
        let row = try #require(recorded.configurations["Apple"])
        #expect(row.textProperties.font == .preferredFont(forTextStyle: .body))
        #expect(row.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        // Frames: the header's text 16 from the cell's leading edge and 17 below its top, the cell ending 6 under the text.
        let (text, cell) = try label("Header", in: view)
        #expect(text.minX == 16)
        #expect(abs(text.minY - 17) < 1e-9)  // within float rounding: the text 15.667 tall (a footnote line of 15.51 on thirds)
        #expect(abs(cell.height - text.maxY - 6) < 1e-9)
        let (rowText, rowCell) = try label("Apple", in: view)
        // A one-line row: the 44-point least height (docs/uikit-numbers.md), its text centred in it.
        #expect(rowCell.height == 44)
        #expect(abs(rowText.midY - 22) < 1e-9)
    }

    /// A plain list's header: the headline font in grey 35 (grey 220 in
    /// dark mode), 4.48 above and 3.23 below (docs/uikit-numbers.md,
    /// "Plain header title").
    @Test func aSupplementaryHeaderInAPlainListGetsThePlainHeaderStyle() throws {
        let (view, recorded) = list(.plain, headerMode: .supplementary, items: ["Apple"])
        let header = try #require(recorded.configurations["Header"])
        #expect(header.textProperties.font == .preferredFont(forTextStyle: .headline))
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(header.textProperties.color.resolvedColor(with: light) == UIColor(white: 35 / 255, alpha: 1))
        let (text, cell) = try label("Header", in: view)
        #expect(abs(text.minY - 4.48) < 1e-9)
        #expect(abs(cell.height - text.maxY - 3.23) < 1e-9)
    }

    /// `.firstItemInSection`: the first item is styled as the header, the rest as rows.
    @Test func theFirstItemInSectionIsStyledAsTheHeader() throws {
        let (_, recorded) = list(.insetGrouped, headerMode: .firstItemInSection, items: ["Fruit", "Apple", "Pear"])
        let first = try #require(recorded.configurations["Fruit"])
        #expect(first.textProperties.font == .preferredFont(forTextStyle: .footnote))
        #expect(first.directionalLayoutMargins.top == 17)
        let second = try #require(recorded.configurations["Apple"])
        #expect(second.textProperties.font == .preferredFont(forTextStyle: .body))
    }

    /// Without a header mode every item is a row; a list cell outside a list too.
    @Test func rowsEverywhereElse() throws {
        let (_, recorded) = list(.insetGrouped, headerMode: .none, items: ["Fruit", "Apple"])
        #expect(try #require(recorded.configurations["Fruit"]).textProperties.font == .preferredFont(forTextStyle: .body))
        #expect(UICollectionViewListCell(frame: .zero).defaultContentConfiguration().textProperties.font
            == .preferredFont(forTextStyle: .body))
    }
}
