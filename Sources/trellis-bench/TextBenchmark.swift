import TextLayout

/// Times the text engine on four workloads:
/// 1. every corpus case from scratch (font set, shaping, line breaking),
/// 1b. every attributed case (`runs`: weights, sizes, fonts, letter
///    spacing, rise) from scratch, its styled paragraph built and shaped,
/// 2. a 2,000-word paragraph at 400 px from scratch,
/// 3. that paragraph shaped once and re-wrapped at 200 widths, which only
///    sums precomputed advances and so must cost a fraction of (2).
/// Fonts are loaded before timing (a font library loads each file once, as
/// Pango's font map caches fonts), so the numbers are layout work only.
struct TextBenchmark {
    /// 200, 202, …, 598 px: the solver benchmark's sweep, reused.
    static let rewrapWidths: [Double] = (0..<200).map { 200 + 2 * Double($0) }
    static let paragraphWords = 2000
    static let paragraphWidth = 400.0
    static let paragraphSize = 16.0
    static let paragraphFamily = "DejaVu Sans"

    let library = FontLibrary()
    /// Passes over the corpus, fresh layouts of the paragraph, width sweeps.
    let corpusPasses: Int
    let paragraphRepeats: Int
    let sweepRepeats: Int

    /// Seconds per corpus case, all passes together (one sample per layout).
    func corpus(_ corpus: TextCorpus) throws -> [Double] {
        func layOut(_ c: TextCorpus.Case) throws {
            let fonts = try FontSet.files(c.fonts, library: library)
            let paragraph = try ShapedParagraph(c.text, fonts: fonts, size: c.size, language: c.language)
            _ = try paragraph.layout(width: c.width, style: c.style)
        }
        // Untimed warm-up: loads every font file, fills HarfBuzz's caches.
        for c in corpus.cases { try layOut(c) }
        var samples: [Double] = []
        for _ in 0..<corpusPasses {
            for c in corpus.cases { samples.append(try Stopwatch.time { try layOut(c) }) }
        }
        return samples
    }

    /// Seconds per attributed case from scratch, all passes together: each
    /// run's font set and style, the styled paragraph shaped, lines broken.
    func attributed(_ corpus: TextCorpus) throws -> [Double] {
        func layOut(_ c: TextCorpus.Case) throws {
            var styled: StyledText?
            for run in c.runs ?? [TextCorpus.Run(text: c.text)] {
                var faces: [FontFace] = []
                for file in run.fonts ?? c.fonts {
                    faces.append(try library.face(path: file.path, index: file.index, weight: run.weight))
                }
                let style = TextStyle(fonts: FontSet(faces: faces, library: library), size: run.size ?? c.size,
                                      letterSpacing: run.letterSpacing ?? 0, rise: run.rise ?? 0)
                if styled == nil { styled = StyledText(run.text, style: style) } else { styled!.append(run.text, style: style) }
            }
            let paragraph = try ShapedParagraph(styled!, language: c.language)
            _ = try paragraph.layout(width: c.width, style: c.style)
        }
        for c in corpus.cases { try layOut(c) }
        var samples: [Double] = []
        for _ in 0..<corpusPasses {
            for c in corpus.cases { samples.append(try Stopwatch.time { try layOut(c) }) }
        }
        return samples
    }

    /// The paragraph's text, its font file, and seconds per fresh layout.
    func paragraph() throws -> (text: String, font: FontFace, samples: [Double]) {
        var generator = TextParagraphGenerator()
        let text = generator.paragraph(words: Self.paragraphWords)
        let fonts = try FontSet.family(Self.paragraphFamily, library: library)
        // Only the named face: fallbacks are not needed for this ASCII text,
        // and Pango gets the same single file.
        let single = FontSet(faces: [fonts.primary], library: library)
        let layOut = { () throws in
            let paragraph = try ShapedParagraph(text, fonts: single, size: Self.paragraphSize, language: "en")
            _ = try paragraph.layout(width: Self.paragraphWidth)
        }
        try layOut()
        var samples: [Double] = []
        for _ in 0..<paragraphRepeats { samples.append(try Stopwatch.time(layOut)) }
        return (text, fonts.primary, samples)
    }

    /// Seconds per re-wrap of `text` shaped once, one sample per width per sweep.
    func rewrap(_ text: String, font: FontFace) throws -> [Double] {
        let fonts = FontSet(faces: [font], library: library)
        let paragraph = try ShapedParagraph(text, fonts: fonts, size: Self.paragraphSize, language: "en")
        var samples: [Double] = []
        for _ in 0..<sweepRepeats {
            for width in Self.rewrapWidths {
                // layout(width:) is not cached (size(width:) is): each call breaks lines anew.
                samples.append(try Stopwatch.time { _ = try paragraph.layout(width: width) })
            }
        }
        return samples
    }
}
