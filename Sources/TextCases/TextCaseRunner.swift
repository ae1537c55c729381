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
        var text: String
        var fonts: TextCase.Fonts
        var size: Double
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

    private func shaped(_ textCase: TextCase) throws(TextCaseError) -> ShapedParagraph {
        let key = ShapingKey(text: textCase.text, fonts: textCase.fonts, size: textCase.size, language: textCase.language)
        if let last, last.key == key { return last.paragraph }
        let fonts = try fontSet(textCase.fonts)
        do {
            let paragraph = try ShapedParagraph(textCase.text, fonts: fonts, size: textCase.size,
                                                language: textCase.language)
            last = (key, paragraph)
            return paragraph
        } catch {
            throw .layout(error)
        }
    }

    private func fontSet(_ fonts: TextCase.Fonts) throws(TextCaseError) -> FontSet {
        switch fonts {
        case let .family(name):
            do { return try FontSet.family(name, library: library) } catch { throw .font(index: 0, error) }
        case let .files(files):
            var faces: [FontFace] = []
            for (i, file) in files.enumerated() {
                do { faces.append(try library.face(path: file.path, index: file.index)) } catch { throw .font(index: i, error) }
            }
            return FontSet(faces: faces, library: library)
        }
    }
}
