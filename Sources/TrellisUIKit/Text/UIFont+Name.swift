import Foundation
import Layout

/// `UIFont(name:size:)` and `fontName`: a family name, with a style after
/// a hyphen as PostScript names have it ("Noto Sans-SemiBold").
enum UIFontName {
    /// Style words, longer first ("semibold" before "bold"), and their
    /// OpenType weights.
    private static let weights: [(String, Double)] = [
        ("extralight", 200), ("ultralight", 200), ("semibold", 600), ("demibold", 600), ("extrabold", 800),
        ("ultrabold", 800), ("thin", 100), ("light", 300), ("regular", 400), ("book", 400), ("roman", 400),
        ("medium", 500), ("bold", 700), ("heavy", 800), ("black", 900),
    ]

    static func font(named name: String, size: Double) -> Layout.Font? {
        if isInstalled(family: name) { return Layout.Font(family: name, size: size) }
        guard let hyphen = name.lastIndex(of: "-") else { return nil }
        let family = String(name[..<hyphen])
        guard isInstalled(family: family), let style = style(String(name[name.index(after: hyphen)...])) else {
            return nil
        }
        return Layout.Font(family: family, size: size, weight: Layout.Font.Weight(style.weight), isItalic: style.italic)
    }

    static func name(of font: Layout.Font) -> String {
        var style = font.weight == .regular ? "" : font.weight.description
        if font.isItalic { style += "Italic" }
        return style.isEmpty ? font.family : "\(font.family)-\(style)"
    }

    /// Whether the measurer sets the family in itself (in some face), not in another family.
    private static func isInstalled(family: String) -> Bool {
        guard !family.isEmpty else { return false }
        let font = Layout.Font(family: family, size: 17)
        return (TrellisTextEngine.measurer.substitution(for: font)?.family ?? family) == family
    }

    /// "Bold", "BoldItalic", "Oblique", "SemiBold" …; nil for a word that is none of them.
    private static func style(_ text: String) -> (weight: Double, italic: Bool)? {
        var rest = text.lowercased()
        var italic = false
        for word in ["italic", "oblique"] where rest.contains(word) {
            italic = true
            rest = rest.replacingOccurrences(of: word, with: "")
        }
        if rest.isEmpty { return (400, italic) }
        guard let weight = weights.first(where: { $0.0 == rest }) else { return nil }
        return (weight.1, italic)
    }
}
