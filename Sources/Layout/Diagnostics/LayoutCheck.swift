/// What `trellis check` looks for, for any view tree: conflicts, issues,
/// ambiguity, text that does not fit, views that leave their superview;
/// width by width, with consecutive widths that find the same things
/// folded into ranges.
///
///     let report = LayoutCheck.run(card, widths: Array(stride(from: 200.0, through: 600, by: 4)))
///     print(report.text)   // "200–316: ok", "320–600: 1 finding" …
public enum LayoutCheck {
    /// Everything worth reporting about one solved layout, in a stable
    /// order. Ambiguity is reported only when the layout was analysed for
    /// it (`solvedLayout(…, analyzingAmbiguity: true)`). A root laid out
    /// without a height is as tall as its content by design: its height
    /// being free, or its content reaching below it, is not reported.
    public static func findings(in layout: SolvedLayout) -> [String] {
        let heightGiven = layout.requestedHeight != nil
        var result: [String] = []
        for issue in layout.issues {
            switch issue.kind {
            case .unsatisfiable(let report):
                result.append("conflict: \(report.constraints.count) required constraints cannot all hold; broke \(report.broken)")
            case .rootSizeNotHonoured where !heightGiven:
                continue
            default:
                result.append("issue: \(issue)")
            }
        }
        for attribute in layout.ambiguity ?? [] {
            if !heightGiven, attribute.viewIndex == 0, attribute.attribute == .height { continue }
            // A hidden view's frame is not seen: its ambiguity does not matter.
            if !layout.views[attribute.viewIndex].isVisible { continue }
            result.append("ambiguous: \(attribute.viewName).\(attribute.attribute.rawValue)")
        }
        for view in layout.visibleViews {
            if let text = view.text {
                var sides: [String] = []
                if text.isTruncatedHorizontally { sides.append("width") }
                if text.isTruncatedVertically { sides.append("height") }
                if !sides.isEmpty {
                    result.append("truncated: \(view.displayName) (its text does not fit its \(sides.joined(separator: " or ")))")
                }
            }
            if view.frame.width < -0.5 || view.frame.height < -0.5 {
                result.append("negative: \(view.displayName) is \(PointFormat.string(view.frame.width)) × \(PointFormat.string(view.frame.height))")
            }
            guard let parentIndex = view.parent else { continue }
            let superview = layout.views[parentIndex]
            let f = view.frame, bounds = superview.frame.size
            var edges: [String] = []
            if f.minX < -0.5 { edges.append("left") }
            if f.minY < -0.5 { edges.append("top") }
            if f.maxX > bounds.width + 0.5 { edges.append("right") }
            if f.maxY > bounds.height + 0.5, superview.parent != nil || heightGiven { edges.append("bottom") }
            if !edges.isEmpty {
                result.append("outside: \(view.displayName) leaves \(superview.displayName) (\(edges.joined(separator: ", ")))")
            }
        }
        return result
    }

    /// Consecutive widths with the same findings.
    public struct Range: Equatable, Sendable {
        public var first: Double
        public var last: Double
        public var findings: [String]
    }

    /// A check across widths.
    public struct Report: Equatable, Sendable {
        public var title: String
        public var ranges: [Range]

        /// Nothing was found at any width.
        public var isClean: Bool { ranges.allSatisfy(\.findings.isEmpty) }

        /// `200–316: 2 findings` and the findings, indented; then a summary.
        public var text: String {
            var out = title + "\n"
            for range in ranges {
                let widths = range.first == range.last ? PointFormat.string(range.first)
                    : PointFormat.string(range.first) + "–" + PointFormat.string(range.last)
                if range.findings.isEmpty {
                    out += "\(widths): ok\n"
                } else {
                    out += "\(widths): \(range.findings.count) finding\(range.findings.count == 1 ? "" : "s")\n"
                    for finding in range.findings {
                        out += "  " + finding.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n    ") + "\n"
                    }
                }
            }
            let kinds = Set(ranges.flatMap(\.findings)).count
            out += kinds == 0 ? "no findings\n" : "\(kinds) distinct finding\(kinds == 1 ? "" : "s")\n"
            return out
        }
    }

    /// Checks the layouts `layout(width)` gives at each width, in order.
    /// The closure lays out (and analyses for ambiguity) as it sees fit: a
    /// fresh tree per width, or one tree re-solved.
    public static func run(title: String, widths: [Double], layout: (Double) -> SolvedLayout) -> Report {
        var ranges: [Range] = []
        for width in widths {
            let findings = findings(in: layout(width))
            if let last = ranges.last, last.findings == findings {
                ranges[ranges.count - 1].last = width
            } else {
                ranges.append(Range(first: width, last: width, findings: findings))
            }
        }
        let count = "\(widths.count) width\(widths.count == 1 ? "" : "s")"
        let span = widths.isEmpty ? "" : ", \(PointFormat.string(widths.first!)) to \(PointFormat.string(widths.last!))"
        return Report(title: title + ": " + count + span, ranges: ranges)
    }

    /// Checks `root`'s tree at each width, re-solving it (its height left
    /// to its content when `height` is nil), ambiguity included.
    public static func run(_ root: View, widths: [Double], height: Double? = nil) -> Report {
        run(title: "check \(root.rootView)", widths: widths) { width in
            root.solvedLayout(checkedWidth: width, height: height, analyzingAmbiguity: true, constraints: .none)
        }
    }
}
