import Foundation

/// The glyph of a system button type (`.contactAdd`: a plus in a circle;
/// `.infoLight`, `.infoDark`, `.detailDisclosure`: an "i" in a circle),
/// drawn in the tint as UIKit draws its SF Symbols `plus.circle` and
/// `info.circle`, and the button's size around it (docs/uikit-numbers.md,
/// "System button glyphs").
extension UIButton {
    /// The types UIKit gives a glyph of their own.
    var systemGlyphShape: SymbolGlyphView.Shape? {
        switch buttonType {
        case .contactAdd: return .contactAdd
        case .infoLight, .infoDark, .detailDisclosure: return .info
        default: return nil
        }
    }

    /// Adds the type's glyph, centred, once (nothing for other types).
    func installSystemGlyph() {
        guard systemGlyphView == nil, let shape = systemGlyphShape else { return }
        let glyph = SymbolGlyphView(shape: shape, color: nil)
        addSubview(glyph)
        NSLayoutConstraint.activate([
            glyph.widthAnchor.constraint(equalToConstant: shape.size.width),
            glyph.heightAnchor.constraint(equalToConstant: shape.size.height),
            glyph.centerXAnchor.constraint(equalTo: centerXAnchor),
            glyph.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
        systemGlyphView = glyph
    }

    /// Takes the glyph away, for a caller that draws its own
    /// (`TableAccessory`'s detail button).
    func removeSystemGlyph() {
        systemGlyphView?.removeFromSuperview()
        systemGlyphView = nil
        invalidateIntrinsicContentSize()
    }

    /// The glyph's box when the button shows only its glyph (no title):
    /// UIKit's intrinsic size of these types.
    var systemGlyphIntrinsicSize: CGSize? {
        guard let glyph = systemGlyphView, (currentTitle ?? "").isEmpty else { return nil }
        return glyph.shape.size
    }
}

extension SymbolGlyphView.Shape {
    /// UIKit's `.contactAdd` button as iOS 13 draws it (swift-snapshot-testing's
    /// `testUIView` reference, 73 × 71 pixels at @3x): a box 73 / 3 × 71 / 3
    /// points, a ring 65 / 3 = 21.67 across of a 4.6 / 3 = 1.53 stroke (read
    /// by coverage), centred, and a plus 31 / 3 = 10.33 across of the same
    /// stroke, centred.
    @MainActor static let contactAdd: Self = {
        let box = CGSize(width: UIButton.systemGlyphBoxWidth, height: UIButton.systemGlyphBoxHeight)
        let plus = UIButton.systemGlyphPlusSize
        let ink = CGRect(x: (box.width - plus) / 2, y: (box.height - plus) / 2, width: plus, height: plus)
        return Self(size: box, ink: ink, lineWidth: UIButton.systemGlyphLineWidth,
                    points: [CGPoint(x: 0, y: 0.5), CGPoint(x: 1, y: 0.5)],
                    ring: UIButton.systemGlyphRing(around: ink, in: box),
                    moreStrokes: [[CGPoint(x: 0.5, y: 0), CGPoint(x: 0.5, y: 1)]])
    }()

    /// The info buttons' "i" in the same ring: the proportions of the
    /// `info.circle` symbol as compose-cupertino traced it (the "i" from
    /// 0.20 to 0.77 of the circle's height, its dot 0.13 across), which
    /// UIKit's drawing of a `.detailDisclosure` button on iOS 16.2 (0.21,
    /// 0.77, 0.13; sources31) and UIKit's iOS 7 info artwork
    /// (`UIAccessoryButtonInfo@2x.png`: 0.20, 0.77, 0.12, the stem starting
    /// half a dot below the dot; sources32) agree with; the stroke the plus's
    /// (`systemGlyphLineWidth`).
    @MainActor static let info: Self = infoGlyph(
        box: CGSize(width: UIButton.systemGlyphBoxWidth, height: UIButton.systemGlyphBoxHeight),
        diameter: UIButton.systemGlyphRingDiameter, lineWidth: UIButton.systemGlyphLineWidth)

    /// A table or list cell's detail button: the same "i" in the cell's
    /// 21.5-point ring of a 1.5-point stroke (`TableAccessory.detailRingDiameter`,
    /// `detailButtonRingWidth`) centred in its 22-point box, the stem as wide
    /// as the ring, as the plus and the "i" are in UIKit's button drawings.
    /// That the cell draws the buttons' "i" is Trellis's reading (UIKit's
    /// iOS 7 artwork of the cell's own button, a ring 23.5 across with a
    /// slanted "i", is of an older design: docs/uikit-numbers.md,
    /// "Accessory glyphs as drawn").
    @MainActor static let cellDetail: Self = infoGlyph(
        box: CGSize(width: TableAccessory.detailButtonBox, height: TableAccessory.detailButtonBox),
        diameter: TableAccessory.detailRingDiameter, lineWidth: TableAccessory.detailButtonRingWidth)

    /// An "i" in a ring `diameter` across, centred in `box`: its dot and
    /// stem at `UIButton.infoLetterTop`…`infoLetterBottom` of the circle,
    /// the stem `lineWidth` wide and starting half a dot below the dot.
    @MainActor static func infoGlyph(box: CGSize, diameter: CGFloat, lineWidth: CGFloat) -> Self {
        let circleTop = (box.height - diameter) / 2
        let top = circleTop + diameter * UIButton.infoLetterTop, bottom = circleTop + diameter * UIButton.infoLetterBottom
        let dot = diameter * UIButton.infoDotDiameter
        let stem = lineWidth
        let ink = CGRect(x: (box.width - stem) / 2, y: top, width: stem, height: bottom - top)
        let stemTop = dot * 1.5 / (ink.height - stem)
        return Self(size: box, ink: ink, lineWidth: stem,
                    points: [CGPoint(x: 0.5, y: stemTop), CGPoint(x: 0.5, y: 1)],
                    ring: Ring(center: CGPoint(x: box.width / 2 - ink.minX, y: box.height / 2 - ink.minY),
                               radius: (diameter - lineWidth) / 2, lineWidth: lineWidth),
                    dot: Ring(center: CGPoint(x: stem / 2, y: dot / 2), radius: dot / 2, lineWidth: 0))
    }
}

extension UIButton {
    /// UIKit's `.contactAdd` box, ring and plus, iOS 13 @3x, in pixels / 3
    /// (docs/uikit-numbers.md, "System button glyphs"). The stroke is the
    /// ink's coverage (the sum of its alpha across the stroke), not a count
    /// of pixels over a threshold, which adds the antialiased edge: the
    /// ring's annulus 4.58 pixels, the plus's bars 4.62 and 4.60 (5 by
    /// count). The ring's outer edge stays 65 pixels across (64.98 by
    /// coverage), so the stroke's middle is 60.4 across (60.39 measured).
    /// The plus's length is its ink from end to end (31.36 and 30.91 pixels
    /// along its middle row and column by coverage).
    static let systemGlyphBoxWidth: CGFloat = 73.0 / 3
    static let systemGlyphBoxHeight: CGFloat = 71.0 / 3
    static let systemGlyphRingDiameter: CGFloat = 65.0 / 3
    static let systemGlyphLineWidth: CGFloat = 4.6 / 3
    static let systemGlyphPlusSize: CGFloat = 31.0 / 3
    /// The "i" in `info.circle`, as fractions of the circle (compose-cupertino's
    /// trace: 4.83 and 18.52 of 23.91, its dot 3.05; UIKit's drawing on iOS
    /// 16.2 and its iOS 7 artwork agree within a pixel, "System button glyphs").
    static let infoLetterTop: CGFloat = 4.83 / 23.91
    static let infoLetterBottom: CGFloat = 18.52 / 23.91
    static let infoDotDiameter: CGFloat = 3.05 / 23.91

    /// The ring centred in `box`, in points from `ink`'s origin (how a
    /// `SymbolGlyphView.Shape` places it): its stroke's middle half a stroke
    /// inside the measured outer edge.
    static func systemGlyphRing(around ink: CGRect, in box: CGSize) -> SymbolGlyphView.Shape.Ring {
        SymbolGlyphView.Shape.Ring(center: CGPoint(x: box.width / 2 - ink.minX, y: box.height / 2 - ink.minY),
                                   radius: (systemGlyphRingDiameter - systemGlyphLineWidth) / 2,
                                   lineWidth: systemGlyphLineWidth)
    }
}
