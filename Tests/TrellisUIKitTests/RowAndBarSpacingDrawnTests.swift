import Foundation
import Layout
import Testing
@testable import TrellisUIKit

/// Sources9's numbers from UIKit's own drawing and logged frames
/// (docs/uikit-numbers.md, "Value cell: detail to a disclosure chevron" and
/// "Space between bar button items"), checked against Trellis. Each
/// expected number is the source's, named beside it; the test font (every
/// letter 1 em wide) stands in for San Francisco where a text's width enters.
@MainActor @Suite struct RowAndBarSpacingDrawnTests {
    /// owncloud/ios-app's fastlane screenshots of its settings (@ 65ee7b1b,
    /// July 2021, iOS 14.5; `doc/images/en-US/iPhone 8-60_ios_settings_demo.png`
    /// at 375 points @2x, `iPhone 11-…`, `iPhone 8 Plus-…` and `iPhone 11 Pro
    /// Max-…` at 414 points): value1 rows of a grouped `UITableView`
    /// (`UITableViewCell(style: .value1)`, `detailTextLabel`, a disclosure
    /// indicator). The chevron's ink runs 351–358 of 375 and 386–393 of 414
    /// points, its column's content view ending 27.5 and 31.33 short of the
    /// edge as Interface Builder saves it (16 + 11.5, 20 + 11.33); the details'
    /// ink ends at 339–339.5 and 373.67–374.33 ("Classic", "Off", "enabled",
    /// "after 7 days"), so their labels end 8 before the content view's end
    /// (339.5, 374.5), 11 before the chevron's ink, not at the table's margin.
    @Test(arguments: [(CGFloat(375), CGFloat(16)), (414, 20)])
    func valueDetailEndsEightBeforeTheChevronColumn(width: CGFloat, margin: CGFloat) throws {
        let rows = ValueRows(accessory: .disclosureIndicator)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 300), style: .grouped)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.dataSource = rows
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let detail = try #require(cell.detailTextLabel)
        let contentEnd = width - margin - 11.5
        #expect(abs(cell.contentView.frame.maxX - contentEnd) < 1e-9)
        #expect(abs(detail.convert(detail.bounds, to: cell).maxX - (contentEnd - 8)) < 1e-9)
        // The text keeps the leading margin.
        let text = try #require(cell.textLabel)
        #expect(abs(text.convert(text.bounds, to: cell).minX - margin) < 1e-9)
    }

    /// Without an accessory the detail keeps the table's margin (unchanged).
    @Test(arguments: [(CGFloat(375), CGFloat(16)), (414, 20)])
    func valueDetailAtTheMarginWithoutAnAccessory(width: CGFloat, margin: CGFloat) throws {
        let rows = ValueRows(accessory: .none)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 300), style: .grouped)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.dataSource = rows
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let detail = try #require(cell.detailTextLabel)
        #expect(abs(detail.convert(detail.bounds, to: cell).maxX - (width - margin)) < 1e-9)
    }

    final class ValueRows: NSObject, UITableViewDataSource {
        let accessory: UITableViewCell.AccessoryType
        init(accessory: UITableViewCell.AccessoryType) { self.accessory = accessory }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = "Theme"
            cell.detailTextLabel?.text = "Classic"
            cell.accessoryType = accessory
            return cell
        }
    }

    /// UIKit's logged frames of two right image items (24-point images; a
    /// view tree printed in a public repository's notes, iOS 13 or later,
    /// found with `find_string` "_UIButtonBarStackView: 0x"): buttons
    /// `(0 0; 46 44)` and `(54 0; 43 44)` in a `_UIButtonBarStackView`, each
    /// image at x 11 (`_UIModernBarButton (11 9.66667; 24 24)`): frames 8
    /// apart, images 11 + 8 + 11 = 30 apart. UIKit's drawing agrees:
    /// owncloud/ios-app's `iPhone 8-20_ios_files_list_demo.png` (iOS 14.5,
    /// @2x) draws the `.add` item's plus ink ending at 318 and the next
    /// image item (`more-dots`, 5 points of ink filling its image) starting
    /// at 350: 32, the 30 and the plus symbol's side bearing; lucanaef/PGPro's
    /// `iPhone 8 Plus-1-EncryptionView.png` (@ febdf1fa, iOS 14.4–14.5, @3x)
    /// draws its "trash" and "envelope.fill" symbol items 33.33 apart, ink to
    /// ink: the 30 and the symbols' own margins.
    @Test func imageItemsThirtyApart() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let item = UINavigationItem(title: "")
        item.rightBarButtonItems = [UIBarButtonItem(image: image, style: .plain, target: nil, action: nil),
                                    UIBarButtonItem(image: image, style: .plain, target: nil, action: nil)]
        bar.items = [item]
        bar.layoutIfNeeded()
        let images = imageViews(in: bar).map { $0.convert($0.bounds, to: bar) }.filter { $0.width == 24 }
            .sorted { $0.minX < $1.minX }
        try #require(images.count == 2)
        #expect(abs(images[1].minX - images[0].maxX - 30) < 1e-9)
        // The outer image stays at the bar's margin.
        #expect(abs(images[1].maxX - (390 - BarMetrics.sideMargin(of: bar))) < 1e-9)
    }

    /// The same log's text items: a title's label fills its button on the
    /// side facing the bar's middle (`UIButtonLabel (0 1; 52 20.5)` in a
    /// 60-point button whose other 8 face the edge), so two text items lie
    /// the button bar's `minimumInterItemSpace=8.000` apart (the same value
    /// logged for `_UIButtonBar` in a Cycript session of iOS 13 or later).
    @Test func textItemsEightApart() throws {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        bar.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        let item = UINavigationItem(title: "")
        item.rightBarButtonItems = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil),
                                    UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)]
        bar.items = [item]
        bar.layoutIfNeeded()
        let add = try #require(label("Add", in: bar)), edit = try #require(label("Edit", in: bar))
        let addFrame = add.convert(add.bounds, to: bar), editFrame = edit.convert(edit.bounds, to: bar)
        // Test font, 17 points: "Add" 51 wide, "Edit" 68; right to left from the margin.
        #expect(abs(addFrame.width - 51) < 1e-9 && abs(editFrame.width - 68) < 1e-9)
        #expect(abs(editFrame.minX - addFrame.maxX - 8) < 1e-9)
    }

    /// A title pushed aside by the items stops 6 before their frames:
    /// owncloud/ios-app's `iPhone 8-22_ios_files_preview_pdf_demo.png` (@ 420e5ffd,
    /// iOS 14.5, 375 points @2x; `PDFViewerViewController.swift`: an
    /// `ic_pdf_outline` image item, an 18-point PDF page whose ink starts
    /// 2.25 in, beside the search item and the dots). The title "ownCloud
    /// Manual.pdf" is off centre (its ink 61.0–233.5, centred it would end
    /// past the items), so its end is bound by them; the outline's ink starts
    /// at 253.5, its image at 251.25, its padded frame at 240.25; the "f"
    /// ends its advance (Inter's semibold "f", San Francisco's stand-in,
    /// leaves 0.14 at 17 points): the title's frame ends about 234, 6 before
    /// the item's frame (8 would end its ink at 232). A third party reported
    /// the same 6 for iOS 15 (the row's fanyuecheng.github.io page).
    @Test func titleStopsSixBeforeTheItems() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 18, height: 18)).image { _ in }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        bar.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        // 17 letters of the test font at 17 points: 289 wide, too wide to
        // stay centred (it would end at 187.5 + 144.5 = 332).
        let item = UINavigationItem(title: "ABCDEFGHIJKLMNOPQ")
        item.rightBarButtonItem = UIBarButtonItem(image: image, style: .plain, target: nil, action: nil)
        bar.items = [item]
        bar.layoutIfNeeded()
        let title = try #require(label("ABCDEFGHIJKLMNOPQ", in: bar))
        let titleFrame = title.convert(title.bounds, to: bar)
        let imageFrame = try #require(imageViews(in: bar).map { $0.convert($0.bounds, to: bar) }.first { $0.width == 18 })
        // The image at the margin (375 − 16 = 359), its frame 11 before it, the title 6 before that.
        #expect(abs(imageFrame.maxX - 359) < 1e-9)
        #expect(abs(titleFrame.maxX - (imageFrame.minX - 11 - 6)) < 1e-9)
        // Whole, off centre (UIKit's "ownCloud Manual.pdf" is not cut), from 324 − 289 = 35.
        #expect(abs(titleFrame.width - 289) < 1e-9)
    }

    func imageViews(in view: UIView) -> [UIImageView] {
        view.subviews.flatMap { ($0 as? UIImageView).map { [$0] } ?? imageViews(in: $0) }
    }

    func label(_ text: String, in view: UIView) -> UILabel? {
        for subview in view.subviews {
            if let label = subview as? UILabel, label.text == text, !label.isHidden { return label }
            if let found = label(text, in: subview) { return found }
        }
        return nil
    }
}
