/// The caption strip under a picture (the `.caption` overlay): the width,
/// each shown label's line count, the optional constraints that do not
/// hold and by how much; laid out upstream, with the tree's text engine,
/// so that painting it lays nothing out.
public struct SolvedCaption: Sendable {
    /// The strip's height, in points.
    public static let height = 18.0
    /// The strip's font: the system font at 11 points.
    public static let font = Font.systemFont(ofSize: 11)

    /// The text shown: the full form, or the short one when the full one
    /// is wider than the strip.
    public var text: String
    /// The strip's width (the canvas's), in points.
    public var width: Double
    /// The text as a label of its own, 4 points in from the strip's left
    /// and `width` − 8 wide, as tall as the strip, white, truncated at the
    /// tail: what the painter draws, at the strip's origin plus (4, 0).
    public var label: SolvedView
}

extension SolvedLayout {
    /// The caption's text for this layout; `compact` is the short form
    /// for narrow canvases ("200 · label 3 · 1 unsatisfied").
    public func captionText(compact: Bool = false) -> String {
        let width = PointFormat.string(root.frame.width)
        var parts = [compact ? width : "width \(width)"]
        for view in visibleViews where view.kind == .label {
            guard let text = view.text, !text.lines.isEmpty else { continue }
            let count = text.lines.count
            parts.append(compact ? "\(view.displayName) \(count)"
                         : "\(view.displayName): \(count) line\(count == 1 ? "" : "s")")
        }
        let broken = unsatisfiedOptionalConstraints.map { solved in
            "\(solved.displayName) off by \(PointFormat.string(solved.error ?? 0))"
        }
        if compact {
            parts.append(broken.isEmpty ? "all hold" : "\(broken.count) unsatisfied")
        } else {
            parts.append(broken.isEmpty ? "all optional constraints hold" : "unsatisfied: " + broken.joined(separator: ", "))
        }
        return parts.joined(separator: " · ")
    }

    /// Lays the caption out for a strip `width` wide with `measurer` (the
    /// tree's text engine): a label of its own, laid out like any other.
    func measuredCaption(width: Double, measurer: TextMeasuring) -> SolvedCaption {
        let label = Label(text: captionText())
        label.textMeasurer = measurer
        label.font = SolvedCaption.font
        label.textColor = .white
        label.lineBreakMode = .byTruncatingTail
        // A narrow canvas gets the short form before anything is cut off.
        if label.measure(width: nil).size.width > width - 8 { label.text = captionText(compact: true) }
        let solved = label.solvedLayout(checkedWidth: width - 8, height: SolvedCaption.height)
        return SolvedCaption(text: label.text ?? "", width: width, label: solved.root)
    }
}

/// A tree's own constraints as visual format lines (``VisualFormatDescriber``):
/// what the gallery lists for an example.
public struct SolvedConstraintSummary: Sendable, Equatable {
    /// Each line and what `|` stands for in it (the superview, as it describes itself).
    public var visualFormat: [Line]
    /// The constraints no line holds, as equations.
    public var equations: [String]

    public struct Line: Sendable, Equatable {
        public var format: String
        public var superview: String?
    }

    init(_ constraints: [LayoutConstraint]) {
        let described = VisualFormatDescriber.describe(constraints)
        visualFormat = described.lines.map { Line(format: $0.format, superview: $0.superview.map { "\($0)" }) }
        equations = described.unmatched.map(\.equation)
    }
}
