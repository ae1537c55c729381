import Foundation
import Testing
@testable import TrellisUIKit

/// ImitH (issue 30): the section headers' and footers' last unsourced
/// numbers, looked for in libraries that imitate iOS's look and in UIKit's
/// drawing met on the way (docs/uikit-numbers.md, "Grouped footer title",
/// "Plain header title", "The searches of imitH"). Every expectation is
/// the source's arithmetic.
extension UIKitOutputSourcedMetricsTests {
    /// UIKit's drawing, lucanaef/PGPro @ 60174a48 (fastlane screenshots,
    /// iOS 14, dark mode), `SettingsViewController`'s `.insetGrouped`
    /// table with `titleForHeaderInSection` and one
    /// `titleForFooterInSection`: on the iPhone 11 Pro (375 points, @3x)
    /// and the iPhone 8 (375, @2x) the section's card starts at 16 (pixel
    /// 48, 32) and the footer's "D" stem starts on the same pixel column
    /// as the headers' "D", "P" and "F" stems (pixel 99 half covered, 100
    /// full at @3x; 66 at @2x): 33.17 points, 16 inside the card plus the
    /// footnote's side bearing. On the iPhone 11 Pro Max, 8 Plus and 11
    /// (414 points) the card starts at 20 and headers and footer again
    /// share one column, 41.33: 20 inside. So a titled footer stands as
    /// far inside its section as the titled header: 16 + 16 = 32 from the
    /// table's edge at 375, 20 + 20 = 40 at 414.
    @Test func groupedFooterTitleAtTheHeadersSideAsDrawn() throws {
        for (width, expected) in [(CGFloat(375), CGFloat(32)), (414, 40)] {
            let rows = TitledSections()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 812), style: .insetGrouped)
            table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
            table.dataSource = rows
            table.layoutIfNeeded()
            for section in 0..<2 {
                let header = try #require(table.headerView(forSection: section)?.textLabel)
                let footer = try #require(table.footerView(forSection: section)?.textLabel)
                let headerX = header.convert(CGPoint.zero, to: table).x
                let footerX = footer.convert(CGPoint.zero, to: table).x
                #expect(abs(headerX - expected) < 1e-9, "\(width): header at \(headerX)")
                #expect(abs(footerX - expected) < 1e-9, "\(width): footer at \(footerX)")
            }
        }
    }

    /// A plain header's title in light mode: grey 35, the dark mode's 220
    /// mirrored (255 − 220). UIKit drew the title (35, 35, 35) in light
    /// mode on iOS 11 (aksonov/react-native-tableview @ 78507bb,
    /// `.github/tableview-plain.png`) and (220, 220, 220) in dark mode on
    /// iOS 14 (lucanaef/PGPro @ 60174a48); Ionic's iOS item divider, "updated
    /// to match native iOS" (ionic-team/ionic-framework#20854, March 2020)
    /// and compared with iOS's Contacts app (#27947, August 2023), colours
    /// its text the text colour stepped 15 % towards the background: 0.85 ×
    /// 255 = 217 on black (its iOS dark palette's `#d9d9d9`), within 3 of
    /// UIKit's 220, and 0.15 × 255 = 38 on white, within 3 of the 35. So
    /// not `label`'s black.
    @Test func plainHeaderTitleGrey35InLightMode() throws {
        let sections = PlainTitledSections()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        table.dataSource = sections
        table.layoutIfNeeded()
        let title = try #require(table.headerView(forSection: 0)?.textLabel)
        for (style, grey) in [(UIUserInterfaceStyle.light, CGFloat(35)), (.dark, 220)] {
            let color = title.textColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
            for channel in [red, green, blue] { #expect(abs(channel * 255 - grey) < 1e-6, "\(style)") }
            #expect(alpha == 1)
        }
    }
}
