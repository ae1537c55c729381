import Testing
import TrellisUIKit

/// UIFont: UIKit's weights, constructors and names over real faces.
@Suite struct UIFontTests {
    /// UIKit's raw weights (UIFontDescriptor.h's UIFontWeight constants; see
    /// docs/uikit.md "Fonts" for where they were checked).
    @Test func weightRawValues() {
        #expect(UIFont.Weight.ultraLight.rawValue == -0.8)
        #expect(UIFont.Weight.thin.rawValue == -0.6)
        #expect(UIFont.Weight.light.rawValue == -0.4)
        #expect(UIFont.Weight.regular.rawValue == 0)
        #expect(UIFont.Weight.medium.rawValue == 0.23)
        #expect(UIFont.Weight.semibold.rawValue == 0.3)
        #expect(UIFont.Weight.bold.rawValue == 0.4)
        #expect(UIFont.Weight.heavy.rawValue == 0.56)
        #expect(UIFont.Weight.black.rawValue == 0.62)
        #expect(UIFont.Weight(0.4) == .bold)
    }

    @Test func systemFonts() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.pointSize == 17)
        #expect(font.familyName == "Inter")
        #expect(font.fontName == "Inter")
        #expect(UIFont.boldSystemFont(ofSize: 15).fontName == "Inter-Bold")
        #expect(UIFont.italicSystemFont(ofSize: 15).fontName == "Inter-Italic")
        #expect(UIFont.systemFont(ofSize: 15, weight: .semibold).fontName == "Inter-Semibold")
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).familyName == "DejaVu Sans Mono")
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .bold).fontName == "Inter-Bold")
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .bold) != UIFont.boldSystemFont(ofSize: 12))
        #expect(font.withSize(20).pointSize == 20)
        #expect(font.withSize(20).familyName == "Inter")
        #expect(UIFont.boldSystemFont(ofSize: 17) != font)
    }

    /// UIFont(name:size:) is nil for a family no installed font has, as
    /// UIKit's is for an unknown name; a known family with a style after a
    /// hyphen takes that weight and slant.
    @Test func namedFonts() throws {
        #expect(UIFont(name: "No Such Family", size: 17) == nil)
        #expect(UIFont(name: "DejaVu Sans-Condensedish", size: 17) == nil)
        let serif = try #require(UIFont(name: "DejaVu Serif", size: 14))
        #expect(serif.familyName == "DejaVu Serif")
        #expect(serif.pointSize == 14)
        let boldItalic = try #require(UIFont(name: "DejaVu Sans-BoldOblique", size: 12))
        #expect(boldItalic == UIFont(name: "DejaVu Sans", size: 12)?.withTraits([.traitBold, .traitItalic]))
        #expect(UIFont(name: boldItalic.fontName, size: 12) == boldItalic)
        #expect(UIFont(name: "DejaVu Sans", size: 0)?.pointSize == 17)
    }

    /// The system font's vertical metrics are San Francisco's, as UIKit
    /// reports them on a device (docs/uikit-numbers.md, "System font"):
    /// `systemFont(ofSize: 40)` logs ascender 38.0859375, descender
    /// −9.6484375, lineHeight 47.734375, and `systemFontOfSize:15` a
    /// lineHeight of 17.900391 (printed to six places); cap height 1443 and
    /// x-height 1040 of 2048 (SF Pro's OS/2). DejaVu Sans, named, keeps its
    /// file's: hhea ascender 1901, descender −483, line gap 0 at 2048 (line
    /// height 2384 × 17 / 2048 = 19.7890625; no OS/2 heights).
    @Test func metrics() throws {
        let large = UIFont.systemFont(ofSize: 40)
        #expect(large.ascender == 38.0859375)
        #expect(large.descender == -9.6484375)
        #expect(large.leading == 0)
        #expect(large.lineHeight == 47.734375)
        #expect(abs(UIFont.systemFont(ofSize: 15).lineHeight - 17.900391) < 5e-7)
        let font = UIFont.systemFont(ofSize: 17)
        #expect(abs(font.capHeight - 1443.0 * 17 / 2048) < 1e-9)
        #expect(abs(font.xHeight - 1040.0 * 17 / 2048) < 1e-9)
        // The same lines in every weight and slant, and in the Display cut.
        for other in [UIFont.boldSystemFont(ofSize: 40), UIFont.italicSystemFont(ofSize: 40),
                      UIFont.systemFont(ofSize: 40, weight: .black), UIFont.monospacedDigitSystemFont(ofSize: 40, weight: .regular)] {
            #expect(other.ascender == 38.0859375)
            #expect(other.lineHeight == 47.734375)
        }
        let dejaVu = try #require(UIFont(name: "DejaVu Sans", size: 17))
        #expect(abs(dejaVu.ascender - 1901.0 * 17 / 2048) < 1e-9)
        #expect(abs(dejaVu.descender + 483.0 * 17 / 2048) < 1e-9)
        #expect(dejaVu.leading == 0)
        #expect(dejaVu.lineHeight == 19.7890625)
        #expect(dejaVu.capHeight > dejaVu.xHeight)
        #expect(dejaVu.xHeight > 0)
        #expect(dejaVu.capHeight < dejaVu.ascender)
    }

    /// withSymbolicTraits sets exactly the traits given, as UIKit does.
    @Test func descriptorTraits() throws {
        let body = UIFont.systemFont(ofSize: 17)
        let bold = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
        #expect(UIFont(descriptor: bold, size: 0) == UIFont.boldSystemFont(ofSize: 17))
        #expect(UIFont(descriptor: bold, size: 20) == UIFont.boldSystemFont(ofSize: 20))
        let italic = try #require(body.fontDescriptor.withSymbolicTraits(.traitItalic))
        #expect(UIFont(descriptor: italic, size: 0) == UIFont.italicSystemFont(ofSize: 17))
        #expect(bold.symbolicTraits == .traitBold)
        let plain = try #require(UIFont.boldSystemFont(ofSize: 17).fontDescriptor.withSymbolicTraits([]))
        #expect(UIFont(descriptor: plain, size: 0) == body)
        #expect(body.fontDescriptor.withSymbolicTraits(.traitCondensed) == nil)
        #expect(UIFontDescriptor.SymbolicTraits.traitItalic.rawValue == 1)
        #expect(UIFontDescriptor.SymbolicTraits.traitBold.rawValue == 2)
    }
}

extension UIFont {
    func withTraits(_ traits: UIFontDescriptor.SymbolicTraits) -> UIFont {
        UIFont(descriptor: fontDescriptor.withSymbolicTraits(traits)!, size: 0)
    }
}
