import Layout

/// The views of UIKit's standard accessories, drawn with what Trellis
/// draws (no symbol images): a chevron for `.disclosureIndicator`, drawn
/// as a path whose ink is UIKit's as measured (`SymbolGlyphView`), a check
/// mark for `.checkmark`, drawn the same way, a circled "i" for
/// `.detailButton` (drawn the same way too), both for
/// `.detailDisclosureButton`. Their sizes are docs/uikit-numbers.md's
/// ("Tables").
@preconcurrency @MainActor
enum TableAccessory {
    static func view(for type: UITableViewCell.AccessoryType) -> UIView? {
        switch type {
        case .none: return nil
        case .disclosureIndicator: return chevron()  // at the margin; the cell keeps its column (`disclosureColumnWidth`)
        case .checkmark: return SymbolGlyphView(shape: .checkmark, color: .systemBlue)  // at the margin; the cell keeps its column
        case .detailButton: return infoButton()
        case .detailDisclosureButton:
            // The chevron here is its 8-point box (ink and bearing), not
            // the 11.5-point column a lone chevron keeps: UIKit's drawing
            // spaces the button 10 from that box (`detailButtonToChevron`).
            let chevronBox = SymbolGlyphView(shape: .disclosureChevronBox, color: .tertiaryLabel)
            let row = UIStackView(arrangedSubviews: [infoButton(), chevronBox])
            row.axis = .horizontal
            row.alignment = .center
            row.spacing = detailButtonToChevron
            row.translatesAutoresizingMaskIntoConstraints = false
            return row
        }
    }

    /// How wide a `.disclosureIndicator` is, from the content view's end to
    /// the cell's trailing margin: Interface Builder saved a disclosure
    /// cell's content view 27.5 short of a 375-point cell's edge (16 + 11.5)
    /// and 31.33 short of a 414-point one (20 + 11.33); UIKit drew the
    /// chevron's 7-point ink at its trailing end, 1 inside the margin, on
    /// iOS 14.5 at both widths (docs/uikit-numbers.md, "Value cell: detail
    /// to a disclosure chevron").
    static let disclosureColumnWidth: CGFloat = 11.5

    /// The space the classic labels keep before an accessory: UIKit drew a
    /// value1 cell's detail text ending 8 before the content view's end
    /// beside a disclosure chevron (339.5 of 375 points, 374.7 of 414), not
    /// at the table's side margin (same row of docs/uikit-numbers.md).
    static let contentTrailingMarginBesideAccessory: CGFloat = 8

    /// The disclosure chevron's ink as UIKit drew it on iOS 14.5 and 15 at
    /// 375 and 414 points, light and dark (docs/uikit-numbers.md,
    /// "Accessory glyphs as drawn"): 7 × 12 points, its right edge 1 inside
    /// the cell's trailing margin (351–358 of 375, 386–393 of 414), its
    /// middle on the row's, a stroke about 2 points across (5.4 pixels of
    /// a 45° arm's row at @2x: 5.4 / √2 / 2 = 1.9).
    static let chevronInkWidth: CGFloat = 7
    static let chevronInkHeight: CGFloat = 12
    static let chevronInkBearing: CGFloat = 1
    static let chevronLineWidth: CGFloat = 2

    /// How wide a `.checkmark` is, from the content view's end to the
    /// cell's trailing margin: Interface Builder saves a check-marked
    /// cell's content view 24 short of the margin at 320, 375 and 414
    /// points (Xcode 10.2, 11 and 16; Xcode 15.1 once 28), and UIKit's
    /// iOS 15 drawing puts the mark's 14.6-point ink inside it
    /// (docs/uikit-numbers.md, "Accessory glyphs as drawn"). The glyph
    /// stays at the column's trailing end.
    static let checkmarkColumnWidth: CGFloat = 24

    /// The check mark's ink as UIKit drew it on iOS 15 (`checkmark`, an SF
    /// Symbol since iOS 13; docs/uikit-numbers.md, "Accessory glyphs as
    /// drawn", imitR): 14.33 × 14.33 points (43 pixels at the phone's @3x,
    /// 41.3 in its 2.88-pixel screenshot), its right edge 2 inside the
    /// cell's trailing margin, its middle on the row's, a stroke about 1.5
    /// across (4.4 pixels perpendicular to the long arm). The symbol's shape
    /// as compose-cupertino traced it agrees (its corners in the unit
    /// square of the stroke's path: `SymbolGlyphView.Shape.checkmark`).
    static let checkmarkInkWidth: CGFloat = 14.33
    static let checkmarkInkHeight: CGFloat = 14.33
    static let checkmarkInkBearing: CGFloat = 2
    static let checkmarkLineWidth: CGFloat = 1.5
    /// The detail button's box, at the trailing margin: UIKit's
    /// accessibility frame of a cell's detail button (22 × 22 ending 20 from
    /// a 414-point row's edge, iOS 12–13; docs/uikit-numbers.md, "Accessory:
    /// distance from the cell's trailing edge; detail button").
    static let detailButtonBox: CGFloat = 22
    /// The ring UIKit draws in it on iOS 16.1 (brittpinder/ios-reference,
    /// `uikit/uitableview/images/1.png`, one point a pixel; "Accessory glyphs
    /// as drawn", srclist35): its stroke's middle 20.05 across (Trellis: 20,
    /// so 21.5 outside a 1.5-point stroke), its centre 11.92 before the
    /// margin, a point further in than the box's (`detailRingOffset`).
    /// UIKit's iOS 7 artwork (`UIAccessoryButtonInfo`, 22 across, sources32)
    /// is of another design. The ring's 1.5 is UIKit's iOS 15 drawing of an
    /// `.infoLight` button's ring at @2x and @3x, 1.52 by coverage, its
    /// stroke's middle 20.09 across where the cell's is 20.05 (mattrubin/
    /// Authenticator's fastlane screenshots, srcbar37; that artwork's is 1);
    /// the "i" is `SymbolGlyphView.Shape.cellDetail`'s.
    static let detailRingDiameter: CGFloat = 21.5
    static let detailButtonRingWidth: CGFloat = 1.5
    /// How far the ring's centre lies before the box's, toward the cell's
    /// middle: 12 before the margin where the 22-point box's centre is 11
    /// (UIKit's iOS 16.1 drawing above: 11.92).
    static let detailRingOffset: CGFloat = 1
    /// Between a `.detailDisclosureButton`'s button and its chevron's
    /// 8-point box (its 7-point ink and 1-point bearing, ending at the
    /// margin, where a lone chevron's ink is): in UIKit's iOS 16.1 drawing
    /// above the pair's ring lies 18.22 before a lone detail button's
    /// (centres at 339.86 and 358.08, the chevron where a lone one is), so
    /// 18.22 − 8 = 10.22 between the two boxes. UIKit's iOS 11.2 drawing had
    /// 12 (aksonov/react-native-tableview, `accessory-disclosure-button.png`:
    /// a 22-point ring 12 before the chevron; srcrow33), of another era.
    static let detailButtonToChevron: CGFloat = 10

    /// The disclosure chevron: the measured angle in the tertiary label
    /// colour, its view the chevron's column, pointing forward (`pointChevrons(in:)`).
    private static func chevron() -> SymbolGlyphView {
        SymbolGlyphView(shape: .disclosureChevron, color: .tertiaryLabel)
    }

    /// Points the disclosure chevrons in an accessory this type made
    /// forward: right, and left in a right-to-left layout, where
    /// "system-provided UI components … flip automatically" (Apple's Human
    /// Interface Guidelines, "Right to left"; docs/uikit.md, "Right to
    /// left"). The cell calls it when its traits (which carry the layout
    /// direction) arrive: a right-to-left layout draws it mirrored. A check
    /// mark keeps its shape but moves its ink to the view's other end, so
    /// that its bearing stays on the cell's edge side.
    static func pointChevrons(in accessory: UIView?, rightToLeft: Bool) {
        guard let accessory else { return }
        for view in [accessory] + accessory.subviews {
            guard let glyph = view as? SymbolGlyphView,
                  [SymbolGlyphView.Shape.disclosureChevron, .disclosureChevronBox, .checkmark].contains(glyph.shape) else { continue }
            glyph.mirrored = rightToLeft
        }
    }

    /// The detail button: a `detailButtonBox` square at the margin, its
    /// `detailRingDiameter` circle outlined in `systemBlue` drawn
    /// `detailRingOffset` toward the cell's middle (leading, so mirrored
    /// right to left), the info "i" inside, drawn as a path
    /// (`SymbolGlyphView.Shape.cellDetail`) rather than set as a letter of a
    /// font, so its ink is where UIKit's artwork and drawing put it.
    private static func infoButton() -> UIView {
        let button = UIButton(type: .detailDisclosure)
        button.removeSystemGlyph()  // the button's own glyph is the 24-point one; the cell's is its own
        button.translatesAutoresizingMaskIntoConstraints = false
        let glyph = SymbolGlyphView(shape: .cellDetail, color: .systemBlue)
        button.addSubview(glyph)
        NSLayoutConstraint.activate([
            glyph.widthAnchor.constraint(equalToConstant: detailButtonBox), glyph.heightAnchor.constraint(equalToConstant: detailButtonBox),
            glyph.trailingAnchor.constraint(equalTo: button.trailingAnchor, constant: -detailRingOffset),
            glyph.centerYAnchor.constraint(equalTo: button.centerYAnchor),
            button.widthAnchor.constraint(equalToConstant: detailButtonBox), button.heightAnchor.constraint(equalToConstant: detailButtonBox),
        ])
        return button
    }
}

