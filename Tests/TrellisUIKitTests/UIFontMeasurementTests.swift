import Layout
import Testing
@testable import TrellisUIKit

/// What a UILabel will measure and draw: `layoutFont`, through Layout's
/// text engine, with the real faces' advances. Expected widths from the
/// font files by scripts/gen-font-advances (hmtx, no Trellis code; no
/// kerning pair in "minimum"): "minimum" at 17 points is 73958/1024 px in
/// Inter Regular (11964 of 2816 units per em), 77161/1024 in Inter
/// SemiBold (12482), 78743/1024 in Inter Bold (12738); 82614/1024 in
/// DejaVu Sans, 91137/1024 in DejaVu Sans Bold (each glyph's advance
/// rounded to 1/1024 px).
@Suite struct UIFontMeasurementTests {
    func measure(_ font: UIFont) -> TextMeasurement {
        ShapedTextMeasurer.system.measure(TextMeasurementRequest(
            text: "minimum", font: font.layoutFont, width: nil, numberOfLines: 1, lineBreakMode: .byClipping))
    }

    @Test func boldIsWiderWithTheBoldFace() {
        #expect(measure(.systemFont(ofSize: 17)).size.width == 73958.0 / 1024)
        #expect(measure(.systemFont(ofSize: 17, weight: .semibold)).size.width == 77161.0 / 1024)
        #expect(measure(.boldSystemFont(ofSize: 17)).size.width == 78743.0 / 1024)
        #expect(measure(.systemFont(ofSize: 17, weight: .bold)).lines.first?.glyphRuns.first?.fontPath
            == "/usr/share/fonts/opentype/inter/Inter-Bold.otf")
        // DejaVu Sans, named.
        #expect(measure(UIFont(name: "DejaVu Sans", size: 17)!).size.width == 80.677734375)
        #expect(measure(UIFont(name: "DejaVu Sans-Bold", size: 17)!).size.width == 89.0009765625)
    }

    /// Headline is semibold, and Inter has a SemiBold face: nothing is
    /// substituted (DejaVu Sans, named, has none: its Bold is used, and the
    /// measurer says so).
    @Test func headlineHasItsOwnFace() {
        let headline = UIFont.preferredFont(forTextStyle: .headline)
        #expect(headline.layoutFont.weight == .semibold)
        #expect(ShapedTextMeasurer.system.substitution(for: headline.layoutFont) == nil)
        #expect(measure(headline).lines.first?.glyphRuns.first?.fontPath
            == "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf")
        let dejaVu = Layout.Font(family: "DejaVu Sans", size: 17, weight: .semibold)
        #expect(ShapedTextMeasurer.system.substitution(for: dejaVu)
            == Layout.Font(family: "DejaVu Sans", size: 17, weight: .bold))
    }

    /// Every UIKit weight, upright and italic, of the system font is a face
    /// of its own: laid out, no label raises a fontFallback issue, and each
    /// is drawn from its own file (ultraLight…black → Inter Thin…Black).
    @MainActor @Test func everyWeightAndItalicHasItsOwnFace() {
        let weights: [(UIFont.Weight, String)] = [
            (.ultraLight, "Thin"), (.thin, "ExtraLight"), (.light, "Light"), (.regular, "Regular"),
            (.medium, "Medium"), (.semibold, "SemiBold"), (.bold, "Bold"), (.heavy, "ExtraBold"), (.black, "Black"),
        ]
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        var previous: UIView?
        for (weight, name) in weights {
            for italic in [false, true] {
                var font = UIFont.systemFont(ofSize: 17, weight: weight)
                if italic {
                    // The traits it has (bold from semibold up, which keeps its weight) and italic.
                    let traits = font.fontDescriptor.symbolicTraits.union(.traitItalic)
                    font = UIFont(descriptor: font.fontDescriptor.withSymbolicTraits(traits)!, size: 0)
                }
                #expect(font.layoutFont.weight == UIFont.systemFont(ofSize: 17, weight: weight).layoutFont.weight)
                #expect(font.layoutFont.isItalic == italic)
                let file = italic ? (name == "Regular" ? "Inter-Italic.otf" : "Inter-\(name)Italic.otf") : "Inter-\(name).otf"
                #expect(measure(font).lines.first?.glyphRuns.first?.fontPath == "/usr/share/fonts/opentype/inter/" + file)
                let label = UILabel()
                label.text = "\(name) \(italic ? "italic" : "upright")"
                label.font = font
                label.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(label)
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
                label.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor).isActive = true
                previous = label
            }
        }
        root.layoutIfNeeded()
        #expect(root.subviews.count == 18)
        #expect(root.trellis.layoutView.layoutIssues.isEmpty, "\(root.trellis.layoutView.layoutIssues)")
        // The same check catches a missing face: DejaVu Sans has no Medium.
        let medium = UILabel()
        medium.text = "Medium"
        medium.font = UIFont(name: "DejaVu Sans-Medium", size: 17)
        medium.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(medium)
        root.layoutIfNeeded()
        #expect(root.trellis.layoutView.layoutIssues.count == 1)
    }

    /// UIKit's weights map, by rank, onto OpenType's 100…900.
    @Test func weightsMapToOpenType() {
        let pairs: [(UIFont.Weight, Double)] = [(.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400),
                                                (.medium, 500), (.semibold, 600), (.bold, 700), (.heavy, 800),
                                                (.black, 900)]
        for (weight, value) in pairs {
            #expect(weight.layoutWeight.value == value)
            #expect(UIFont.Weight(layoutWeight: .init(value)) == weight)
        }
        // Halfway between bold (0.4) and heavy (0.56): 750.
        #expect(UIFont.Weight(0.48).layoutWeight.value == 750)
        #expect(UIFont.Weight(-2).layoutWeight.value == 100)
        #expect(UIFont.Weight(3).layoutWeight.value == 900)
    }
}
