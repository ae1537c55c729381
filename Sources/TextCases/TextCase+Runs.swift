import TextLayout

extension TextCase {
    /// One stretch of a case given as `runs`: its text and what it sets
    /// differently from the case (nil: the case's value).
    public struct Run: Sendable, Hashable {
        public var text: String
        /// The run's own fonts (`font_file`, `font_index`); nil: the case's.
        public var fonts: Fonts?
        public var size: Double?
        /// On OpenType's scale, 100–900: sets a variable font's `wght` axis;
        /// a static face is what its file is.
        public var weight: Double?
        /// Recorded and checked; the files chosen decide the slant (no
        /// synthetic oblique).
        public var italic: Bool?
        public var letterSpacing: Double?
        public var rise: Double?
        /// `#rrggbb` or `#rrggbbaa`: checked, and without effect on layout.
        public var color: String?

        public init(text: String) { self.text = text }
    }

    /// A run with every value resolved against the case's.
    struct ResolvedRun: Hashable {
        var text: String
        var fonts: Fonts
        /// Whether the fonts are the case's (a font error is then at `$.font_file`).
        var inheritsFonts: Bool
        var size: Double
        var weight: Double?
        var letterSpacing: Double
        var rise: Double
    }

    /// The case's stretches: its runs resolved, or its text as one run.
    var resolvedRuns: [ResolvedRun] {
        guard let runs else {
            return [ResolvedRun(text: text, fonts: fonts, inheritsFonts: true, size: size, weight: weight,
                                letterSpacing: letterSpacing, rise: rise)]
        }
        return runs.map { run in
            ResolvedRun(text: run.text, fonts: run.fonts ?? fonts, inheritsFonts: run.fonts == nil,
                        size: run.size ?? size, weight: run.weight ?? weight,
                        letterSpacing: run.letterSpacing ?? letterSpacing, rise: run.rise ?? rise)
        }
    }

    /// Whether `color` is `#rrggbb` or `#rrggbbaa` (hex digits either case).
    public static func isColor(_ color: String) -> Bool {
        let digits = color.utf8.dropFirst()
        return color.utf8.first == UInt8(ascii: "#") && (digits.count == 6 || digits.count == 8)
            && digits.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x46).contains($0) || (0x61...0x66).contains($0) }
    }
}
