import Layout
import Testing
@testable import TrellisUIKit

/// What a UILabel will measure and draw: `layoutFont`, through Layout's
/// text engine, with the real faces' advances. Expected widths from the
/// font files by scripts/gen-font-advances (hmtx, no Trellis code):
/// "minimum" at 17 points is 82614/1024 px in DejaVu Sans, 91137/1024 in
/// DejaVu Sans Bold (each glyph's advance rounded to 1/1024 px).
@Suite struct UIFontMeasurementTests {
    func measure(_ font: UIFont) -> TextMeasurement {
        ShapedTextMeasurer.system.measure(TextMeasurementRequest(
            text: "minimum", font: font.layoutFont, width: nil, numberOfLines: 1, lineBreakMode: .byClipping))
    }

    @Test func boldIsWiderWithTheBoldFace() {
        #expect(measure(.systemFont(ofSize: 17)).size.width == 80.677734375)
        #expect(measure(.boldSystemFont(ofSize: 17)).size.width == 89.0009765625)
        #expect(measure(.systemFont(ofSize: 17, weight: .bold)).lines.first?.glyphRuns.first?.fontPath
            == "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
    }

    /// Headline is semibold; DejaVu Sans has no semibold, so the Bold face
    /// is used, and the measurer says so (a layout reports it).
    @Test func headlineFallsBackToBoldAndSaysSo() {
        let headline = UIFont.preferredFont(forTextStyle: .headline)
        #expect(headline.layoutFont.weight == .semibold)
        #expect(ShapedTextMeasurer.system.substitution(for: headline.layoutFont)
            == Layout.Font.systemFont(ofSize: 17, weight: .bold))
    }

    /// DejaVu Sans's faces for UIKit's weights: Book 400, Bold 700 and
    /// ExtraLight 200 exist; every other weight is set in the nearest of them
    /// and reported.
    @Test func dejaVuFacesForEachWeight() {
        func used(_ weight: UIFont.Weight) -> Layout.Font.Weight {
            let font = UIFont.systemFont(ofSize: 17, weight: weight).layoutFont
            return ShapedTextMeasurer.system.substitution(for: font)?.weight ?? font.weight
        }
        #expect(used(.ultraLight) == .extraLight)
        #expect(used(.thin) == .extraLight)
        #expect(ShapedTextMeasurer.system.substitution(for: UIFont.systemFont(ofSize: 17, weight: .thin).layoutFont) == nil)
        #expect(used(.light) == .extraLight)
        #expect(used(.regular) == .regular)
        #expect(used(.medium) == .regular)
        #expect(used(.semibold) == .bold)
        #expect(used(.bold) == .bold)
        #expect(used(.heavy) == .bold)
        #expect(used(.black) == .bold)
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
