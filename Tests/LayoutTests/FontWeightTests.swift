import Foundation
import Layout
import Testing
import TextLayout
import TrellisTestSupport

/// Weights and slants chosen from real font files, measured and painted
/// with the face chosen, and every substitution reported.
///
/// Expected widths come from the font files, read by
/// `scripts/gen-font-advances` (hmtx advances, no Trellis code): "minimum"
/// is 9719 units wide in DejaVu Sans and DejaVu Sans Oblique, 10722 in
/// DejaVu Sans Bold, at 2048 units per em; at 17 points each glyph's
/// advance rounded to 1/1024 px (halves up), as HarfBuzz places them, adds up to
/// 82614/1024 = 80.677734375 regular and 91137/1024 = 89.0009765625 bold.
/// (No kerning pair in "minimum".)
///
/// These tests name DejaVu Sans (whose files' advances they were computed
/// from, and which lacks weights on purpose); the system family, Inter, is
/// checked at the end and in TrellisUIKitTests' UIFontMeasurementTests.
@Suite struct FontWeightTests {
    let measurer = ShapedTextMeasurer()
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/"

    /// DejaVu Sans at a size, weight and slant.
    static func dejaVu(_ size: Double, weight: Font.Weight = .regular, isItalic: Bool = false) -> Font {
        Font(family: "DejaVu Sans", size: size, weight: weight, isItalic: isItalic)
    }

    func measure(_ font: Font, _ text: String = "minimum") -> TextMeasurement {
        measurer.measure(TextMeasurementRequest(text: text, font: font, width: nil, numberOfLines: 1,
                                                lineBreakMode: .byClipping))
    }

    func fontFiles(_ m: TextMeasurement) -> [String] {
        m.lines.flatMap(\.glyphRuns).map { ($0.fontPath as NSString).lastPathComponent }
    }

    @Test func boldIsMeasuredAndPaintedWithDejaVuSansBold() {
        let regular = measure(Self.dejaVu(17))
        let bold = measure(Self.dejaVu(17, weight: .bold))
        #expect(regular.size.width == 80.677734375)
        #expect(bold.size.width == 89.0009765625)
        #expect(fontFiles(regular) == ["DejaVuSans.ttf"])
        #expect(fontFiles(bold) == ["DejaVuSans-Bold.ttf"])
        #expect(measurer.substitution(for: Self.dejaVu(17, weight: .bold)) == nil)
    }

    /// A bold label is wider: its intrinsic width is the bold advances
    /// rounded up to a whole point (90, against 81).
    @Test func boldLabelIsWider() {
        let label = Label(text: "minimum")
        label.textMeasurer = measurer
        label.font = Self.dejaVu(17)
        #expect(label.intrinsicContentSize.width == 81)
        label.font = Self.dejaVu(17, weight: .bold)
        #expect(label.intrinsicContentSize.width == 90)
    }

    /// DejaVu Sans slants by Oblique faces: asked for italic, they are
    /// what an italic is here, not a substitution. The advances are the
    /// upright ones.
    @Test func italicTakesTheObliqueFaces() {
        let italic = Self.dejaVu(17, isItalic: true)
        #expect(fontFiles(measure(italic)) == ["DejaVuSans-Oblique.ttf"])
        #expect(measure(italic).size.width == 80.677734375)
        let boldItalic = Self.dejaVu(17, weight: .bold, isItalic: true)
        #expect(fontFiles(measure(boldItalic)) == ["DejaVuSans-BoldOblique.ttf"])
        #expect(measurer.substitution(for: italic) == nil)
        #expect(measurer.substitution(for: boldItalic) == nil)
    }

    /// DejaVu Sans has ExtraLight (200), Book (400) and Bold (700): medium
    /// (500) is set in Book, black (900) in Bold, and both say so.
    @Test func missingWeightsAreReportedWithTheFaceUsed() {
        let medium = Self.dejaVu(17, weight: .medium)
        #expect(measurer.substitution(for: medium) == Self.dejaVu(17, weight: .regular))
        #expect(fontFiles(measure(medium)) == ["DejaVuSans.ttf"])
        let black = Self.dejaVu(12, weight: .black)
        #expect(measurer.substitution(for: black) == Self.dejaVu(12, weight: .bold))
        let extraLight = Self.dejaVu(17, weight: .extraLight)
        #expect(measurer.substitution(for: extraLight) == nil)
        #expect(fontFiles(measure(extraLight)) == ["DejaVuSans-ExtraLight.ttf"])
    }

    /// A family nobody has is set in the system font, and reported.
    @Test func unknownFamilyIsReported() {
        let font = Font(family: "No Such Family", size: 13, weight: .bold)
        #expect(measurer.substitution(for: font) == Font.systemFont(ofSize: 13, weight: .bold))
        #expect(fontFiles(measure(font)) == ["Inter-Bold.otf"])
    }

    /// Laid out, a label whose font is substituted raises one
    /// `LayoutIssue.fontFallback` (not one per pass).
    @Test func layoutRaisesFontFallback() {
        let root = View(name: "root")
        root.textMeasurer = measurer
        let label = Label(text: "Medium", name: "title")
        label.font = Self.dejaVu(17, weight: .medium)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        root.layoutIfNeeded()
        root.setNeedsLayout()
        root.layoutIfNeeded()
        let fallbacks = root.layoutIssues.compactMap { issue -> (View, Font, Font)? in
            if case let .fallback(view, requested, used) = FontIssue(issue) { return (view, requested, used) }
            return nil
        }
        #expect(fallbacks.count == 1)
        #expect(fallbacks.first?.0 === label)
        #expect(fallbacks.first?.1 == Self.dejaVu(17, weight: .medium))
        #expect(fallbacks.first?.2 == Self.dejaVu(17))
        #expect(root.layoutIssues.map(\.description).contains(
            "title asks for the font DejaVu Sans Medium 17, which is not installed; its text is set in DejaVu Sans 17."))
    }

    /// Passes in which nothing the font check reads changed skip it (a
    /// width sweep), so each change must bring it back at the next pass:
    /// a label's font changed after the first layout, a button title's
    /// font, and a label added later are each reported once, in that order.
    @Test func fontChangesAfterTheFirstLayoutAreReported() {
        let root = View(name: "root")
        root.textMeasurer = measurer
        root.frame = Rect(x: 0, y: 0, width: 300, height: 0)
        let label = Label(text: "Regular", name: "title")
        let button = Button(title: "Go", name: "go")
        for view in [label, button] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
            view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        }
        for width in [300.0, 280, 260] {
            root.frame.size.width = width
            root.layoutIfNeeded()
        }
        #expect(root.layoutIssues.isEmpty)

        let medium = Self.dejaVu(17, weight: .medium)
        label.font = medium
        root.layoutIfNeeded()
        button.titleLabel?.font = medium
        root.frame.size.width = 240
        root.layoutIfNeeded()
        let late = Label(text: "Late", name: "late")
        late.font = medium
        root.addSubview(late)
        root.layoutIfNeeded()
        root.frame.size.width = 220
        root.layoutIfNeeded()

        let fallbacks = root.layoutIssues.compactMap { issue -> (View, Font, Font)? in
            if case let .fallback(view, requested, used) = FontIssue(issue) { return (view, requested, used) }
            return nil
        }
        #expect(fallbacks.map { ObjectIdentifier($0.0) } == [label, button, late].map { ObjectIdentifier($0) })
        #expect(fallbacks.allSatisfy { $0.1 == medium && $0.2 == Self.dejaVu(17) })
    }

    /// A regular label raises nothing (and measures as before).
    @Test func regularRaisesNothing() {
        let root = View(name: "root")
        root.textMeasurer = measurer
        let label = Label(text: "Regular")
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        root.layoutIfNeeded()
        #expect(root.layoutIssues.isEmpty)
    }

    /// The system font stack: registered files first. The test font
    /// (usWeightClass 400, every letter 1000/1000 em) makes "ab" 20 wide at
    /// 10 points; asked for bold it is the nearest face, and says so.
    @Test func registeredSystemFontFiles() throws {
        let stack = try ShapedTextMeasurer(systemFontFiles: [FontFile(path: TestFont.path)])
        let m = stack.measure(TextMeasurementRequest(text: "ab", font: .systemFont(ofSize: 10), width: nil,
                                                     numberOfLines: 1, lineBreakMode: .byClipping))
        #expect(m.size.width == 20)
        #expect(stack.substitution(for: .systemFont(ofSize: 10)) == nil)
        #expect(stack.substitution(for: .systemFont(ofSize: 10, weight: .bold)) == .systemFont(ofSize: 10))
    }

    /// Registered Book and Bold files: each request takes its own file.
    @Test func registeredStylesAreChosenByWeight() throws {
        let stack = try ShapedTextMeasurer(systemFontFiles: [FontFile(path: Self.dejaVu + "DejaVuSans.ttf"),
                                                             FontFile(path: Self.dejaVu + "DejaVuSans-Bold.ttf")])
        let bold = stack.measure(TextMeasurementRequest(text: "minimum", font: .systemFont(ofSize: 17, weight: .bold),
                                                        width: nil, numberOfLines: 1, lineBreakMode: .byClipping))
        #expect(bold.size.width == 89.0009765625)
        #expect(stack.substitution(for: .systemFont(ofSize: 17, weight: .bold)) == nil)
        #expect(stack.substitution(for: .systemFont(ofSize: 17, weight: .semibold)) == .systemFont(ofSize: 17, weight: .bold))
        // No italic registered: the upright face of the nearest weight, reported.
        #expect(stack.substitution(for: .systemFont(ofSize: 17, isItalic: true)) == .systemFont(ofSize: 17))
    }

    /// A registered Oblique file is the italic (its italic angle says so).
    @Test func registeredObliqueIsTheItalic() throws {
        let stack = try ShapedTextMeasurer(systemFontFiles: [FontFile(path: Self.dejaVu + "DejaVuSans.ttf"),
                                                             FontFile(path: Self.dejaVu + "DejaVuSans-Oblique.ttf")])
        let italic = stack.measure(TextMeasurementRequest(text: "minimum", font: .systemFont(ofSize: 17, isItalic: true),
                                                          width: nil, numberOfLines: 1, lineBreakMode: .byClipping))
        #expect(fontFiles(italic) == ["DejaVuSans-Oblique.ttf"])
        #expect(stack.substitution(for: .systemFont(ofSize: 17, isItalic: true)) == nil)
        #expect(stack.substitution(for: .systemFont(ofSize: 17, weight: .bold, isItalic: true))
            == .systemFont(ofSize: 17, isItalic: true))
    }

    /// A variable font's `wght` axis (Fixtures/fonts/TrellisTestVariable.ttf,
    /// 400…900, each letter's advance 1000 units at 400 and 1500 at 900,
    /// linear between: 1000 + (w − 400) units): "ab" at 10 points is 20 wide
    /// regular, 26 bold (1300 units a letter), 30 black; thin is below the
    /// axis, so it is set at 400 and reported.
    @Test func variableFontsSetTheirWeightAxis() throws {
        let path = (TestFont.path as NSString).deletingLastPathComponent + "/TrellisTestVariable.ttf"
        let stack = try ShapedTextMeasurer(systemFontFiles: [FontFile(path: path)])
        func measure(_ weight: Font.Weight) -> TextMeasurement {
            stack.measure(TextMeasurementRequest(text: "ab", font: .systemFont(ofSize: 10, weight: weight), width: nil,
                                                 numberOfLines: 1, lineBreakMode: .byClipping))
        }
        #expect(measure(.regular).size.width == 20)
        #expect(measure(.bold).size.width == 26)
        #expect(measure(.black).size.width == 30)
        #expect(measure(.bold).lines.first?.glyphRuns.first?.variations == ["wght": 700])
        #expect(measure(.regular).lines.first?.glyphRuns.first?.variations == [:])
        #expect(stack.substitution(for: .systemFont(ofSize: 10, weight: .bold)) == nil)
        #expect(stack.substitution(for: .systemFont(ofSize: 10, weight: .thin)) == .systemFont(ofSize: 10))
        #expect(measure(.thin).size.width == 20)
    }

    @Test func unreadableSystemFontFileThrows() {
        #expect(throws: (any Error).self) { try ShapedTextMeasurer(systemFontFiles: [FontFile(path: "/no/such.ttf")]) }
    }

    /// Weight and slant are part of the cache keys: the same text asked
    /// regular, then bold, then regular again gets each its own answer.
    @Test func cachesKeepWeightsApart() {
        #expect(measure(Self.dejaVu(17)).size.width == 80.677734375)
        #expect(measure(Self.dejaVu(17, weight: .bold)).size.width == 89.0009765625)
        #expect(measure(Self.dejaVu(17)).size.width == 80.677734375)
        #expect(fontFiles(measure(Self.dejaVu(17, isItalic: true))) == ["DejaVuSans-Oblique.ttf"])
        #expect(fontFiles(measure(Self.dejaVu(17))) == ["DejaVuSans.ttf"])
    }

    /// Descriptions name the weight and slant only when not regular upright.
    @Test func descriptions() {
        #expect(Font.systemFont(ofSize: 17).description == "Inter 17")
        #expect(Font.systemFont(ofSize: 17, weight: .bold, isItalic: true).description == "Inter Bold Italic 17")
        #expect(Self.dejaVu(17, weight: .semibold).description == "DejaVu Sans Semibold 17")
    }

    /// Layout's system family is the text engine's.
    @Test func theSystemFamilyIsInter() {
        #expect(Font.systemFamily == FontSet.systemFamily)
        #expect(Font.systemFamily == "Inter")
    }

    /// Every weight of Font.Weight's nine and each slant is one of Inter's
    /// files, exactly: nothing is substituted, and the face's file is the
    /// weight's (Inter names its 800 ExtraBold and 200 ExtraLight).
    @Test func theSystemFontHasEveryWeightAndItalic() {
        let names: [(Font.Weight, String)] = [(.thin, "Thin"), (.extraLight, "ExtraLight"), (.light, "Light"),
                                              (.regular, "Regular"), (.medium, "Medium"), (.semibold, "SemiBold"),
                                              (.bold, "Bold"), (.heavy, "ExtraBold"), (.black, "Black")]
        for (weight, name) in names {
            for italic in [false, true] {
                let font = Font.systemFont(ofSize: 17, weight: weight, isItalic: italic)
                #expect(measurer.substitution(for: font) == nil, "\(font)")
                let file = italic ? (name == "Regular" ? "Inter-Italic.otf" : "Inter-\(name)Italic.otf") : "Inter-\(name).otf"
                #expect(fontFiles(measure(font)) == [file])
            }
        }
    }

    /// Text Inter lacks (Hebrew) goes to DejaVu Sans next, at the weight asked.
    @Test func scriptsInterLacksFallBackToDejaVuSans() {
        #expect(fontFiles(measure(.systemFont(ofSize: 17), "Hi שלום")) == ["Inter-Regular.otf", "DejaVuSans.ttf"])
        #expect(fontFiles(measure(.systemFont(ofSize: 17, weight: .bold), "Hi שלום"))
            == ["Inter-Bold.otf", "DejaVuSans-Bold.ttf"])
    }

    /// UIFont's metrics, from DejaVu Sans's hhea table (ascender 1901,
    /// descender −483, line gap 0, 2048 per em): at 17 points 15.7798…,
    /// −4.0092…, line height 2384 × 17 / 2048 = 19.7890625.
    @Test func metricsComeFromTheFace() throws {
        let metrics = try #require(measurer.metrics(for: Self.dejaVu(17)))
        #expect(abs(metrics.ascender - 1901.0 * 17 / 2048) < 1e-9)
        #expect(abs(metrics.descender + 483.0 * 17 / 2048) < 1e-9)
        #expect(metrics.leading == 0)
        #expect(metrics.lineHeight == 19.7890625)
    }
}

/// Pulls a font fallback out of a layout issue.
private enum FontIssue {
    case fallback(View, Font, Font)
    case other

    init(_ issue: LayoutIssue) {
        if case let .fontFallback(view, requested, used) = issue { self = .fallback(view, requested, used) } else { self = .other }
    }
}
