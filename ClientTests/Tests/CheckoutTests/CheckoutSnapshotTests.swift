import Checkout
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// The checkout screen as a team tests it on Linux CI, with every
/// TrellisTesting feature docs/snapshots.md documents. References are in
/// __Snapshots__/CheckoutSnapshotTests, drawn with the system's fonts
/// (scripts/setup installs them); record with
/// `SNAPSHOT_TESTING_RECORD=missing swift test` in this folder.
@MainActor @Suite(.serialized) struct CheckoutSnapshotTests {
    /// The controller on devices, with traits over the device's.
    @Test func screenOnDevices() {
        assertSnapshot(of: OrderViewController(), as: .image(on: .iPhone13), named: "iPhone13")
        assertSnapshot(
            of: OrderViewController(),
            as: .image(on: .iPhoneSe, traits: .init(preferredContentSizeCategory: .accessibilityExtraLarge)),
            named: "iPhoneSe-ax-xl")
        let rightToLeftDark = UITraitCollection(traitsFrom: [.init(layoutDirection: .rightToLeft), .init(userInterfaceStyle: .dark)])
        assertSnapshot(of: OrderViewController(), as: .image(on: .iPhone13(.landscape), traits: rightToLeftDark),
                       named: "iPhone13-landscape-rtl-dark")
        assertSnapshot(of: OrderViewController(), as: .recursiveDescription(on: .iPhoneSe), named: "iPhoneSe")
    }

    /// The card alone, at a phone's width and as tall as its content.
    @Test func cardAlone() {
        let card = OrderSummaryView(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
        assertSnapshot(of: card, as: .image, named: "320")
        assertSnapshot(of: card, as: .recursiveDescription(traits: .init(preferredContentSizeCategory: .accessibilityLarge)),
                       named: "320-ax-l")
    }

    static let matrix = SnapshotMatrix(devices: [.iPhoneSe, .iPhone13], contentSizes: [.large, .accessibilityExtraLarge],
                                       directions: [.leftToRight, .rightToLeft], styles: [.light, .dark])

    /// Sixteen cells, a picture and a text each, and one contact sheet.
    @Test func traitMatrix() {
        assertSnapshots(of: OrderViewController(), as: .images(Self.matrix))
        assertSnapshots(of: OrderViewController(), as: .recursiveDescriptions(Self.matrix))
        assertSnapshot(of: OrderViewController(), as: .contactSheet(Self.matrix), named: "contact-sheet")
    }

    static let widths = Array(stride(from: 200.0, through: 600, by: 4))

    /// Healthy from 200 to 600 points but for the delivery slot, which the
    /// design lets "…" cut off on narrow cards (the allow-list). Without the
    /// allow-list the same sweep fails on it, so the allow-list is needed.
    @Test func layoutHealth() throws {
        assertLayoutHealth(of: OrderSummaryView(), widths: Self.widths, allowing: ["truncated: deliveryLabel"])
        let message = try #require(verifyLayoutHealth(of: OrderSummaryView(), widths: Self.widths))
        #expect(message.contains("truncated: deliveryLabel"))
        #expect(message.hasPrefix("the layout is not healthy at width 200"))
    }

    /// Texts 35 % longer (en-XA) cut the delivery slot off at an iPhone
    /// 13's width, where the real text fits; right to left (ar-XB) the
    /// card mirrors. Both as pictures, for review; the button's title is
    /// pseudo-localised too (its configuration's, which it shows again on
    /// every trait change).
    @Test func pseudoLocalized() {
        #expect(verifyLayoutHealth(of: OrderSummaryView(), widths: [390]) == nil)
        let expanded = OrderSummaryView()
        expanded.trellis.pseudoLocalize(.expand)
        #expect(verifyLayoutHealth(of: expanded, widths: [390])?.contains("truncated: deliveryLabel") == true)

        let controller = OrderViewController()
        controller.loadViewIfNeeded()
        controller.view.trellis.pseudoLocalize(.expand)
        assertSnapshot(of: controller, as: .image(on: .iPhoneSe), named: "iPhoneSe-expand")
        let mirrored = OrderSummaryView(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
        mirrored.trellis.pseudoLocalize(.rtl)
        assertSnapshot(of: mirrored, as: .image(traits: .init(layoutDirection: .rightToLeft)), named: "320-rtl")
    }

    /// A reference per platform: `…linux.png` here, `…macos.png` beside it
    /// when the suite runs on a Mac, each drawn with its platform's fonts.
    @Test func perPlatformReference() {
        ReferencePlatform.$isSeparate.withValue(true) {
            assertSnapshot(of: OrderViewController(), as: .image(on: .iPhone13Mini), named: "iPhone13Mini")
        }
    }
}
