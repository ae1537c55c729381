import Foundation
import Testing
@testable import TrellisUIKit

/// List390 (issue 30): a collection-view list 390 points wide (iPhone 12–14,
/// Trellis's default iPhone 13) takes the wide margin, as a table does, in
/// UIKit's drawing on iOS 17 and 18.2 (docs/uikit-numbers.md, "Inset
/// grouped section inset", "The searches of list390"). iOS 26 draws 16
/// there (sources11's home-assistant list); Trellis follows iOS 17–18.
/// Every expectation is the source's arithmetic in points (pixels / 3):
/// the margins place the text's frame, so the test font changes no x.
extension UIKitOutputSourcedMetricsTests {
    /// home-assistant/iOS @ 7a0e42ad (April 2025; CI on Xcode 16.2, an
    /// iPhone 16 simulator on iOS 18.2; swift-snapshot-testing's `.iPhone13`
    /// layout drawn in the key window resized to 390 × 844),
    /// `Tests/App/ClientEvents/__Snapshots__/LocationHistoryListViewSnapshot.test/snapshots.LocationHistoryListView-w-Locations-light.png`
    /// and `Tests/App/DesignSystem/Components/__Snapshots__/ListPickerTests/testLitPickerContentUI.light.png`
    /// (1170 × 2532, @3x; SwiftUI's inset grouped `List`, UIKit's list
    /// layout): the sections' white from pixel 60 to 1109 (20 to 370
    /// points: 390 − 2 × 20 = 350 wide), every separator from pixel 120 (40
    /// = 20 + 20) to the section's end. ashish-augustine/iOS-Swift-CollectionViews
    /// @ d5aaa4c (July 2024, iOS 17 by its date), `Screenshots/Lists.png`
    /// (1170 × 2532, a `UICollectionLayoutListConfiguration(appearance:
    /// .insetGrouped)` list): the sections from pixel 60 to 1109 and the
    /// header row's separator from 120, the same 20 and 20 + 20.
    /// StanfordSpezi/SpeziViews' `testListRow.iphone-regular.png`
    /// (`.iPhone13Pro`, 390 × 844; a default SwiftUI `List`) @ 2772604
    /// (January 2024) and @ 2997114 (December 2024, Xcode 16.2): the
    /// section from pixel 60 to 1109, the label's ink from 122 (40.67: 40
    /// and a bearing); its iOS 26 version (@ 45fa267) has 16 and 16.
    @Test func insetGroupedListAtTwentyOn390Points() throws {
        let (list, rows) = Self.textList(appearance: .insetGrouped, width: 390)
        defer { withExtendedLifetime(rows) {} }
        let item = try #require(list.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        #expect(item.minX == 20 && item.width == 350, "\(item)")
        let cell = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.separatorLeading == 20, "separator at \(cell.separatorLeading) in the row")
        let text = try #require(UITableViewCellTextFinder.label("Manual", in: cell))
        #expect(abs(text.convert(CGPoint.zero, to: list).x - 40) < 1e-9)
    }

    /// The same ashish-augustine commit, `Screenshots/Home.png` (1170 ×
    /// 2532, iOS 17 by its date; its `MainViewController`: a
    /// `UICollectionLayoutListConfiguration(appearance: .grouped)` list of
    /// `sidebarCell()` rows): the separator under "Cell registration" runs
    /// from pixel 60 (20 points) to the screen's edge, and the text's ink
    /// starts at pixel 63 (21: 20 and the "C"'s side bearing); the app's own
    /// header label, pinned 16 from the safe area, starts its ink at pixel
    /// 51 (17), so the rows are not the header's 16.
    @Test func groupedListAtTwentyOn390Points() throws {
        let (list, rows) = Self.textList(appearance: .grouped, width: 390)
        defer { withExtendedLifetime(rows) {} }
        let item = try #require(list.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        #expect(item.minX == 0 && item.width == 390, "\(item)")
        let cell = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.separatorLeading == 20, "separator at \(cell.separatorLeading)")
        let text = try #require(UITableViewCellTextFinder.label("Manual", in: cell))
        #expect(abs(text.convert(CGPoint.zero, to: list).x - 20) < 1e-9)
    }

    /// Below 390 a list keeps 16, as a table does at 375 (Interface
    /// Builder's inset grouped rows at x 16, 343 wide, on a 375-point
    /// screen: "Inset grouped section inset"): the section 16 in, the text
    /// 16 + 16 = 32.
    @Test func insetGroupedListAtSixteenOn375Points() throws {
        let (list, rows) = Self.textList(appearance: .insetGrouped, width: 375)
        defer { withExtendedLifetime(rows) {} }
        let item = try #require(list.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        #expect(item.minX == 16 && item.width == 343, "\(item)")
        let cell = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
        let text = try #require(UITableViewCellTextFinder.label("Manual", in: cell))
        #expect(abs(text.convert(CGPoint.zero, to: list).x - 32) < 1e-9)
    }

    /// A list of one section of two text rows, `width` points wide, and its
    /// data source (the list holds it weakly).
    private static func textList(appearance: UICollectionLayoutListConfiguration.Appearance,
                                 width: CGFloat) -> (UICollectionView, TextRows) {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: appearance))
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 844), collectionViewLayout: layout)
        list.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        list.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        let rows = TextRows()
        list.dataSource = rows
        list.layoutIfNeeded()
        return (list, rows)
    }

    final class TextRows: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            var content = UIListContentConfiguration.sidebarCell()
            content.text = ["Manual", "Periodic"][indexPath.item]
            cell.contentConfiguration = content
            return cell
        }
    }
}
