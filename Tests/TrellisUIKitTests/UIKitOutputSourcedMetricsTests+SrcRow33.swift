import Foundation
import Testing
@testable import TrellisUIKit

/// Srcrow33 (issue 30): UIKit's drawing of a table cell's accessories on
/// iOS 11.2, the README pictures of aksonov/react-native-tableview @
/// c83f0fc (17 December 2017; its example app on the "iPhone 6 - 11.2"
/// simulator, as the repository's GIFs of the same day show), a plain
/// `UITableView` whose rows are `UITableViewCell`s given `accessoryType`
/// (`RNTableView/RNTableView.m`; `DisclosureButton` is
/// `UITableViewCellAccessoryDetailDisclosureButton`,
/// `RNTableViewManager.m`). Each picture is one 375-point row at @2x
/// (750 pixels across), as Trellis's `drawnRow` draws it, so the pixels
/// compare one for one (docs/uikit-numbers.md, "Accessory glyphs as
/// drawn", "The searches of srcrow33").
extension UIKitOutputSourcedMetricsTests {
    /// `accessory-disclosure-button.png`: the ring's ink spans pixels
    /// 636–679 (44, 22 points) and the chevron's 704–719 (its 8-point box,
    /// which its ink filled then), so 704 − 680 = 24 pixels, 12 points, from
    /// the ring to the chevron. Trellis took that 12 until srclist35, when
    /// UIKit's iOS 16.1 drawing (of the era Trellis draws) put the button
    /// 10 before the chevron's box and its 21.5-point ring 11.25 before it
    /// (`UIKitOutputSourcedMetricsTests+SrcList35`): iOS 11.2's 12 is
    /// recorded, not adopted. What stays of this picture: the ring's ink
    /// 44 pixels across, as a 43-pixel ring whose edges fall on half pixels
    /// is inked (its outer edge at (375 − 16 − 40.75) × 2 = 636.5 and
    /// 679.5), now 22 pixels before the chevron's first inked column, and
    /// the chevron where a lone one is.
    @Test func detailDisclosureRingBeforeTheChevron() throws {
        let pixels = try drawnRow(.detailDisclosureButton, dark: false)
        let white = (r: 255, g: 255, b: 255)
        let ring = try #require(pixels.inkBox(columns: 550..<690, rows: 0..<88, background: white))
        let chevron = try #require(pixels.inkBox(columns: 690..<750, rows: 0..<88, background: white))
        #expect(ring.minX == 636 && ring.maxX == 680, "\(ring)")
        #expect(chevron.minX - ring.maxX == 22, "ring \(ring), chevron \(chevron)")
        // The chevron itself where a lone one is: ink 702–716, 1 point inside the margin.
        #expect(chevron.minX == 702 && chevron.maxX == 716, "\(chevron)")
    }

    /// The same pair right to left: mirrored about the row, the chevron's
    /// ink 1 point inside the leading margin (pixels 34–48) and the ring's
    /// centre 16 + 8 + 10 + 11 + 1 = 46 points in, its outer edge 10.75 either
    /// side: pixels 70.5 to 113.5, so inked from 70 up to 114.
    @Test func detailDisclosureRingBeforeTheChevronRightToLeft() throws {
        let pixels = try drawnRow(.detailDisclosureButton, dark: false, rightToLeft: true)
        let white = (r: 255, g: 255, b: 255)
        let chevron = try #require(pixels.inkBox(columns: 0..<60, rows: 0..<88, background: white))
        let ring = try #require(pixels.inkBox(columns: 60..<200, rows: 0..<88, background: white))
        #expect(chevron.minX == 34 && chevron.maxX == 48, "\(chevron)")
        #expect(ring.minX == 70 && ring.maxX == 114, "\(ring)")
    }
}
