import Foundation

/// Text both formats share.
enum GalleryText {
    /// What the pseudo-localised pictures are, above them.
    static let pseudoSummary = "Every text pseudo-localised, as trellis render --pseudo draws it: expand accents every letter and makes the text 35 % longer (like Android's en-XA), rtl shows it right to left and lays the tree out right to left (like ar-XB). Truncation and mirroring bugs show with no translations."

    /// `H:|-8-[label]-8-|    (| is myView)`, or a note when nothing fits.
    static func visualFormatLines(_ page: GalleryPage) -> [String] {
        guard !page.visualFormat.isEmpty else { return ["(none of the constraints fits the visual format)"] }
        let width = page.visualFormat.map(\.format.count).max()!
        return page.visualFormat.map { line in
            guard let superview = line.superview else { return line.format }
            return line.format.padding(toLength: width + 4, withPad: " ", startingAt: 0) + "(| is \(superview))"
        }
    }
}
