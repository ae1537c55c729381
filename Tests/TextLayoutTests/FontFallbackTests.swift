import Testing
import TextLayout
import TrellisTestSupport

/// Fonts from fontconfig and fallback for scripts DejaVu Sans lacks, with the
/// fonts scripts/setup installs (fonts-dejavu-core, fonts-noto-cjk,
/// fonts-noto-core, fonts-noto-color-emoji).
@Suite struct FontFallbackTests {
    /// The family of the face each run of `text` is set in.
    func runFamilies(_ text: String) throws -> [String] {
        let p = try ShapedParagraph(text, fonts: FontSet.standard(), size: 16)
        #expect(p.missingGlyphCount == 0, "missing glyphs in \(text)")
        return p.runs.map(\.face.familyName)
    }

    /// The standard set is the system family, Inter, then DejaVu Sans for
    /// the scripts Inter lacks, then DejaVu Sans's fontconfig fallbacks.
    @Test func theDefaultFamilyIsInterThenDejaVuSans() throws {
        let standard = try FontSet.standard()
        #expect(standard.faces.map(\.familyName) == ["Inter", "DejaVu Sans"])
        #expect(standard.systemFallbackFamily == "DejaVu Sans")
        #expect(try runFamilies("Auto Layout") == ["Inter"])
        #expect(try runFamilies("Auto שלום") == ["Inter", "DejaVu Sans"])
    }

    @Test func chineseFallsBackToACJKFont() throws {
        let families = try runFamilies("在自动布局中,view 有一个“固有尺寸”")
        #expect(families.count >= 2)
        #expect(families.contains("Inter"))
        #expect(families.filter { $0 != "Inter" }.allSatisfy { $0.hasPrefix("Noto Sans CJK") }, "\(families)")
    }

    @Test func japaneseFallsBackToACJKFont() throws {
        let families = try runFamilies("自動レイアウト")
        #expect(families.allSatisfy { $0.hasPrefix("Noto Sans CJK") }, "\(families)")
    }

    /// Inter lacks Arabic and Hebrew; DejaVu Sans, next in the standard
    /// set, has them. Noto Sans does not: with it they come from a fallback
    /// (which one is fontconfig's choice).
    @Test func arabicAndHebrewFallBack() throws {
        #expect(try runFamilies("مرحبا") == ["DejaVu Sans"])
        #expect(try runFamilies("שלום") == ["DejaVu Sans"])
        for text in ["Hello مرحبا", "Hello שלום"] {
            let p = try ShapedParagraph(text, fonts: FontSet.family("Noto Sans"), size: 16)
            #expect(p.missingGlyphCount == 0)
            #expect(p.runs.map(\.face.familyName).first == "Noto Sans")
            #expect(p.runs.count == 2 && p.runs[1].face.familyName != "Noto Sans")
        }
    }

    /// With an explicit list of files, each run is set in the first file that
    /// covers it, and emoji in the colour font.
    @Test func eachRunTakesTheFirstFileThatCoversIt() throws {
        let noto = "/usr/share/fonts/truetype/noto/"
        let fonts = try FontSet.files([
            (noto + "NotoSans-Regular.ttf", 0), (noto + "NotoSansArabic-Regular.ttf", 0),
            (noto + "NotoSansHebrew-Regular.ttf", 0), ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 0),
            (noto + "NotoColorEmoji.ttf", 0),
        ])
        let p = try ShapedParagraph("Hi مرحبا שלום 自动 👍", fonts: fonts, size: 16)
        #expect(p.missingGlyphCount == 0)
        // The family each visible character is set in (spaces join a neighbour).
        var family: [Character: String] = [:]
        var offset = 0
        for character in p.text {
            if let run = p.runs.first(where: { $0.range.contains(offset) }) { family[character] = run.face.familyName }
            offset += character.utf8.count
        }
        #expect(family["H"] == "Noto Sans")
        #expect(family["م"] == "Noto Sans Arabic")
        #expect(family["ש"] == "Noto Sans Hebrew")
        #expect(family["自"] == "Noto Sans CJK JP")
        #expect(family["👍"] == "Noto Color Emoji")
    }

    /// A list of files that names the fonts a family's set falls back to
    /// measures a text as that set does: the primary face, then the faces
    /// fontconfig chose for the rest (colour emoji after DejaVu Sans, which
    /// has text glyphs for "😀", "😂", "☺" and "❤"; CJK; Arabic after Noto
    /// Sans, which has none), given in the order they first appear. Before
    /// a set of files put emoji in its colour face first, "😀" after DejaVu
    /// Sans was DejaVu's 16.68 px text glyph instead of Noto's 19.92 px.
    @Test(arguments: [
        ("DejaVu Sans", "😀 😂 ☺️ ❤️ ☀️ 🦀 1️⃣ 👍🏽 ✌🏽 and text"),
        ("DejaVu Sans", "a😀b"),
        ("DejaVu Sans", "Auto Layout 自动布局,中文「引号」"),
        ("Noto Sans", "Hello مرحبا بالعالم"),
    ])
    func aListOfTheFallbackFilesMeasuresAsTheFamily(family: String, text: String) throws {
        let set = try FontSet.family(family)
        let system = try ShapedParagraph(text, fonts: set, size: 16)
        #expect(system.missingGlyphCount == 0)
        var faces = [set.primary]
        for run in system.runs where !faces.contains(where: { $0 === run.face }) { faces.append(run.face) }
        #expect(faces.count >= 2, "\(text) needs a fallback in \(family)")
        let files = try ShapedParagraph(text, fonts: FontSet.files(faces.map { ($0.path, $0.index) }), size: 16)
        #expect(files.runs.map(\.face.familyName) == system.runs.map(\.face.familyName))
        let (a, b) = (try files.layout(width: nil), try system.layout(width: nil))
        #expect(a.width == b.width)
        #expect(a.height == b.height)
    }

    @Test func emojiFallBackToTheColourFont() throws {
        #expect(try runFamilies("👍🏽👨‍👩‍👧🇫🇷") == ["Noto Color Emoji"])
    }

    @Test func explicitFilesDoNotFallBackToTheSystem() throws {
        let p = try ShapedParagraph("A在", fonts: TestFont.fontSet(), size: 10)
        #expect(p.missingGlyphCount == 1)
        #expect(p.runs.allSatisfy { $0.face.familyName == "Trellis Test" })
    }

    @Test func badFontsAreClearErrors() throws {
        #expect(throws: TextError.unknownFamily("No Such Family 42")) { try FontSet.family("No Such Family 42") }
        #expect(throws: TextError.fontFileUnreadable(path: "/nonexistent/font.ttf", reason: "no such file or directory")) {
            try FontFace(path: "/nonexistent/font.ttf")
        }
        let notAFont = #filePath
        #expect(throws: TextError.notAFont(path: notAFont, index: 0)) { try FontFace(path: notAFont) }
        // cli36: the path, then why, as a scene file's message reads.
        #expect(TextError.fontFileUnreadable(path: "/nonexistent/font.ttf", reason: "no such file or directory").description
                == "/nonexistent/font.ttf: no such file or directory")
        #expect(TextError.notAFont(path: "a.txt", index: 0).description
                == "a.txt: is not a font file (TrueType, OpenType or a collection of them)")
        #expect(TextError.notAFont(path: "a.ttc", index: 3).description == "a.ttc: holds no font at index 3")
        #expect(throws: TextError.notAFont(path: TestFont.path, index: 3)) {
            try FontFace(path: TestFont.path, index: 3)
        }
    }
}

@Suite struct BidiTests {
    @Test func mixedLatinAndHebrewRunsHaveTheirLevels() throws {
        let p = try ShapedParagraph("abc שלום def", fonts: FontSet.standard(), size: 16)
        #expect(p.baseLevel == 0)
        let bytes = Array(p.text.utf8)
        let rightToLeft = p.runs.filter(\.isRightToLeft).map { String(decoding: bytes[$0.range], as: UTF8.self) }
        #expect(rightToLeft == ["שלום"])
        // The Hebrew run's glyphs come out in visual order: clusters decreasing.
        let clusters = p.runs.first(where: \.isRightToLeft)!.glyphs.map(\.cluster)
        #expect(clusters == clusters.sorted(by: >))
    }

    @Test func aHebrewParagraphIsRightToLeftAndAlignsRight() throws {
        let p = try ShapedParagraph("שלום abc", fonts: FontSet.standard(), size: 16)
        #expect(p.baseLevel == 1)
        let layout = try p.layout(width: 300)
        #expect(layout.lines[0].x == 300 - layout.lines[0].width)
    }
}

@Suite struct AwkwardInputTests {
    @Test func aLoneCombiningMarkLaysOut() throws {
        let p = try ShapedParagraph("\u{0301}", fonts: FontSet.standard(), size: 16)
        #expect(try p.layout(width: 100).lines.count == 1)
    }

    @Test func aMegabyteParagraphLaysOut() throws {
        let text = String(repeating: "lorem ipsum dolor ", count: 1_048_576 / 18)
        let p = try ShapedParagraph(text, fonts: FontSet.standard(), size: 16)
        let layout = try p.layout(width: 400)
        #expect(layout.lines.count > 1000)
        #expect(layout.lines.allSatisfy { $0.width <= 400 })
    }
}
