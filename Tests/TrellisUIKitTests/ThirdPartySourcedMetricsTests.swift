import Layout
import Testing
@testable import TrellisUIKit

/// Numbers docs/uikit-numbers.md takes from third parties (status 3rd: not
/// UIKit's own output): mostly Flutter's Cupertino widgets, which
/// re-implement UIKit's look and say where they measured it
/// (flutter/flutter `packages/flutter/lib/src/cupertino/`; the list tile's
/// constants were "eyeballed from iOS 14.4 Settings app for base, Notes for
/// notched without leading, and Reminders app for notched with leading"),
/// and reports of what UIKit draws. Each expected number is the source's,
/// named beside it; the test font (a line 1 em tall) stands in for San
/// Francisco where a line's height enters.
@MainActor @Suite struct ThirdPartySourcedMetricsTests {
    /// A plain table's section header imitated in UIKit by Tom Kraina's
    /// TableViewSelfSizingHeaders (2019, the iOS 12 SDK; the code store
    /// gives its file id 36110204654, not its repository): its label in
    /// `UIFont.preferredFont(forTextStyle: .headline)`, commented "Same as
    /// _UITableViewHeaderFooterViewLabel".
    @Test func plainHeaderTitleInTheHeadlineStyle() {
        let configuration = UIListContentConfiguration.plainHeader()
        #expect(configuration.textProperties.font == UIFont.preferredFont(forTextStyle: .headline))
    }

    /// `list_tile.dart` @ a5a83ea9: a tapped tile's background defaults to
    /// `CupertinoColors.systemGrey4` "to match the iOS look": (209, 209, 214)
    /// in light appearances, Flutter's and Apple's value of the colour.
    @Test func selectedRowIsSystemGray4() throws {
        let rows = ConfiguredRows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), style: .plain)
        table.dataSource = rows
        table.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let drawn = try #require(cell.node.backgroundColor)
        #expect(abs(drawn.red * 255 - 209) < 1e-6)
        #expect(abs(drawn.green * 255 - 209) < 1e-6)
        #expect(abs(drawn.blue * 255 - 214) < 1e-6)
        #expect(drawn.alpha == 1)
    }

    /// `list_tile.dart` @ a5a83ea9: `_kLeadingToTitle = 16.0` between a
    /// 28-point leading image (`_kLeadingSize`) and the title (iOS 14.4's
    /// Settings app): the text starts 16 after the image, which starts at
    /// the row's 20-point margin on a 390-point table (docs/uikit-numbers.md,
    /// "UITableViewCell `separatorInset` left").
    @Test func imageToTextPaddingSixteen() throws {
        let rows = ConfiguredRows()
        rows.image = UIGraphicsImageRenderer(size: CGSize(width: 28, height: 28)).image { _ in }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), style: .plain)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.dataSource = rows
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let title = try #require(label("Title", in: cell))
        #expect(abs(title.convert(CGPoint.zero, to: cell.contentView).x - (20 + 28 + 16)) < 1e-9)
    }

    /// `list_tile.dart` @ a5a83ea9: `_kNotchedTitleToSubtitle = 3.0`, the
    /// space between every tile's title and subtitle: `subtitleCell()`'s
    /// secondary text starts 3 under the text's line.
    @Test func subtitleCellThreeBetweenTheTexts() throws {
        let rows = ConfiguredRows()
        rows.secondaryText = "Detail"
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), style: .plain)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.dataSource = rows
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let title = try #require(label("Title", in: cell)), detail = try #require(label("Detail", in: cell))
        let titleBottom = title.convert(CGPoint(x: 0, y: title.bounds.maxY), to: cell).y
        let detailTop = detail.convert(CGPoint.zero, to: cell).y
        #expect(abs(detailTop - titleBottom - 3) < 1e-9)
    }

    /// `nav_bar.dart` @ 09421412: the large title sits bottom-aligned in the
    /// 52-point extension under the 44-point row, `_kNavBarBottomPadding =
    /// 8.0` above the bar's bottom; `text_theme.dart` @ c1c6c2c3: its style
    /// is 34 points, `FontWeight.w700` (bold).
    @Test func largeTitleBoldEightAboveTheBarsBottom() throws {
        let root = UIViewController()
        root.title = "Settings"
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        UIKitTestFont.measureSystemFontToo(navigation.view)
        navigation.trellis.show(size: CGSize(width: 390, height: 844),
                                safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        navigation.view.layoutIfNeeded()
        let bar = navigation.navigationBar
        let title = try #require(label("Settings", in: bar))
        #expect(title.font == UIFont.systemFont(ofSize: 34, weight: .bold))
        #expect(abs(bar.frame.height - (44 + 52)) < 1e-9, "\(bar.frame.height)")
        // In the bar's coordinates (the title lies in its area under the row).
        let frame = title.convert(title.bounds, to: bar)
        #expect(abs(frame.maxY - (bar.frame.height - 8)) < 1e-9, "\(frame.maxY)")
    }

    /// Reports, not measurements (docs/uikit-numbers.md, "Bar button title
    /// font"): rdar://21997211 (iOS 9) expects a Done button "with bold text
    /// accomplished by UIBarButtonItemStyleDone" "to match Done buttons across
    /// the OS"; QMUI's issue 441 (iOS 12.1) and Mozilla Lockwise's issue 272
    /// say the same of `.done` items. So a `.done` item's title is heavier
    /// than a plain item's regular one, at the same 17 points.
    @Test func doneItemBolderThanPlain() throws {
        let root = UIViewController()
        root.title = "Edit"
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: root)
        UIKitTestFont.measureSystemFontToo(navigation.view)
        navigation.trellis.show(size: CGSize(width: 390, height: 844),
                                safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        navigation.view.layoutIfNeeded()
        let plain = try #require(label("Cancel", in: navigation.navigationBar))
        let done = try #require(label("Save", in: navigation.navigationBar))
        #expect(plain.font.layoutFont.weight == .regular)
        #expect(done.font.layoutFont.weight > plain.font.layoutFont.weight)
        #expect(done.font.pointSize == plain.font.pointSize)
    }

    final class ConfiguredRows: NSObject, UITableViewDataSource {
        var image: UIImage?
        var secondaryText: String?
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var content = secondaryText == nil ? cell.defaultContentConfiguration() : .subtitleCell()
            content.text = "Title"
            content.secondaryText = secondaryText
            content.image = image
            cell.contentConfiguration = content
            return cell
        }
    }

    func label(_ text: String, in view: UIView) -> UILabel? {
        for subview in view.subviews {
            if let label = subview as? UILabel, label.text == text, !label.isHidden { return label }
            if let found = label(text, in: subview) { return found }
        }
        return nil
    }
}
