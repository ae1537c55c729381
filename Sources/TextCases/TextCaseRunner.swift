import TextLayout

/// Lays out ``TextCase``s. One runner serves a whole stream of cases: its
/// font library loads each font file once, and the last shaped paragraph is
/// kept, so cases that differ only in width, wrap or line limit (as a corpus
/// sweeping widths does) are not shaped again.
public final class TextCaseRunner {
    /// Where fonts are loaded, once each.
    public let library: FontLibrary
    private var last: (key: ShapingKey, paragraph: ShapedParagraph)?

    /// What shaping depends on: a case equal in these reuses the paragraph.
    private struct ShapingKey: Equatable {
        var runs: [TextCase.ResolvedRun]
        var language: String?
    }

    public init(library: FontLibrary = FontLibrary()) {
        self.library = library
    }

    /// Shapes the case's text (unless the last case had the same text, fonts,
    /// size and language) and breaks it into lines.
    ///
    /// - Throws: ``TextCaseError/font(index:_:)`` for a font that cannot be
    ///   used, ``TextCaseError/layout(_:)`` when the engine rejects the case.
    public func layout(_ textCase: TextCase) throws(TextCaseError) -> TextResult {
        let paragraph = try shaped(textCase)
        do {
            let layout = try paragraph.layout(width: textCase.width, style: textCase.style)
            return TextResult(id: textCase.id, paragraph: paragraph, layout: layout)
        } catch {
            throw .layout(error)
        }
    }

    func shaped(_ textCase: TextCase) throws(TextCaseError) -> ShapedParagraph {
        let runs = textCase.resolvedRuns
        let key = ShapingKey(runs: runs, language: textCase.language)
        if let last, last.key == key { return last.paragraph }
        var styled: StyledText?
        for (k, run) in runs.enumerated() {
            let fonts = try fontSet(run.fonts, weight: run.weight, run: run.inheritsFonts ? nil : k)
            let style = TextStyle(fonts: fonts, size: run.size, letterSpacing: run.letterSpacing, rise: run.rise)
            if styled == nil { styled = StyledText(run.text, style: style) } else { styled!.append(run.text, style: style) }
        }
        do {
            let paragraph = try ShapedParagraph(styled!, language: textCase.language)
            last = (key, paragraph)
            return paragraph
        } catch {
            throw .layout(error)
        }
    }

    /// The fonts of a run; a failure names the run (nil: the case's fonts).
    private func fontSet(_ fonts: TextCase.Fonts, weight: Double?, run: Int?) throws(TextCaseError) -> FontSet {
        func failure(_ index: Int, _ error: TextError) -> TextCaseError {
            run.map { .runFont(run: $0, index: index, error) } ?? .font(index: index, error)
        }
        switch fonts {
        case let .family(name):
            do {
                guard let weight else { return try FontSet.family(name, library: library) }
                let face = try library.face(family: name, weight: weight, italic: false).face
                return FontSet(faces: [face], systemFallbackFamily: name, library: library)
            } catch { throw failure(0, error) }
        case let .files(files):
            var faces: [FontFace] = []
            for (i, file) in files.enumerated() {
                do { faces.append(try library.face(path: file.path, index: file.index, weight: weight)) } catch { throw failure(i, error) }
            }
            return FontSet(faces: faces, library: library)
        }
    }
}
