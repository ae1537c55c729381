/// Pseudo-localisation: every label's and button title's text changed the
/// way a translation would change it, to find truncation and mirroring
/// bugs with no translations (Android's pseudo-locales `en-XA` and `ar-XB`).
///
/// - `expand`: letters accented (`Hello` → `Ĥéļļö`) and the text made
///   about 35 % longer with numbered words, in brackets, so that a text
///   cut off shows its missing end: `[Ĥéļļö one]`.
/// - `rtl`: the text shown right to left (wrapped in U+202E RIGHT-TO-LEFT
///   OVERRIDE … U+202C POP DIRECTIONAL FORMATTING, so Latin letters run
///   backwards, as Arabic would) and the tree laid out right to left.
public enum PseudoLocalization: String, Sendable, CaseIterable {
    case expand, rtl

    /// Changes the texts of `root`'s tree (and its direction, for `rtl`).
    public func apply(to root: View) {
        for view in root.subtree {
            if let label = view as? Label {
                // A button's title label, its subview in TrellisUIKit, is changed with its button.
                guard !(label.contentHost is Button) else { continue }
                label.text = label.text.map(transform)
            } else if let button = view as? Button, let title = button.titleLabel {
                title.text = title.text.map(transform)
            }
        }
        if self == .rtl { root.userInterfaceLayoutDirection = .rightToLeft }
    }

    /// The text as this pseudo-locale shows it.
    public func transform(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        switch self {
        case .expand: return Self.expanded(text)
        case .rtl: return "\u{202E}" + text + "\u{202C}"
        }
    }

    /// The growth `expand` aims at: 35 % more characters, rounded up.
    public static let expansion = 0.35

    /// Accented letters, the rest as they are, then numbered words until
    /// the text has grown by `expansion` (counted in characters), all in
    /// brackets.
    static func expanded(_ text: String) -> String {
        let accented = String(text.map { accents[$0] ?? $0 })
        let wanted = Int((Double(text.count) * expansion).rounded(.up))  // checked: a count times 0.35, far below Int.max
        var added = ""
        var index = 0
        while added.count < wanted {
            added += " " + words[index % words.count]
            index += 1
        }
        return "[" + accented + added + "]"
    }

    static let words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// Each ASCII letter's accented form (all in DejaVu Sans, which follows
    /// Inter in Trellis's system font, so none is missing).
    static let accents: [Character: Character] = [
        "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Î", "J": "Ĵ",
        "K": "Ķ", "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ", "S": "Š", "T": "Ţ",
        "U": "Û", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
        "a": "å", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "î", "j": "ĵ",
        "k": "ķ", "l": "ļ", "m": "ṁ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ",
        "u": "û", "v": "ṽ", "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž",
    ]
}

/// A scenario whose trees are pseudo-localised after they are built (and
/// their state applied): what `trellis … --pseudo expand|rtl` lays out.
public struct PseudoLocalizedScenario: Scenario {
    public let base: any Scenario
    public let pseudo: PseudoLocalization

    public init(_ base: any Scenario, _ pseudo: PseudoLocalization) {
        self.base = base
        self.pseudo = pseudo
    }

    public var name: String { base.name }
    public var summary: String { base.summary }
    public var states: [ScenarioState] { base.states }
    public var defaultWidth: Double? { base.defaultWidth }
    public var defaultHeight: Double? { base.defaultHeight }
    public var background: Color { base.background }
    public var sweep: WidthRange? { base.sweep }

    public func makeRoot(width: Double, height: Double?, state: String?, measurer: any TextMeasuring) -> View {
        let root = base.makeRoot(width: width, height: height, state: state, measurer: measurer)
        pseudo.apply(to: root)
        return root
    }
}
