import Layout

/// What `trellis check` found, width by width, grouped into ranges of
/// consecutive widths with the same findings.
struct CheckReport {
    struct Range {
        var first: Double
        var last: Double
        var findings: [String]
    }

    var title: String
    var ranges: [Range] = []

    var isClean: Bool { ranges.allSatisfy(\.findings.isEmpty) }

    init(request: CheckCommand.Request) {
        let widths = request.widths
        title = "check \(request.source.name)" + (request.state.map { " (state \($0))" } ?? "")
            + ": \(widths.count) width\(widths.count == 1 ? "" : "s"), \(LayoutReport.points(widths.first!)) to \(LayoutReport.points(widths.last!))"
        for width in widths {
            let root = request.source.makeRoot(width: width, height: request.height, state: request.state)
            let findings = Self.findings(root, heightGiven: request.height != nil)
            if let last = ranges.last, last.findings == findings {
                ranges[ranges.count - 1].last = width
            } else {
                ranges.append(Range(first: width, last: width, findings: findings))
            }
        }
    }

    /// `200–316: 2 findings` and the findings, indented; then a summary.
    var text: String {
        var out = title + "\n"
        for range in ranges {
            let widths = range.first == range.last ? LayoutReport.points(range.first)
                : LayoutReport.points(range.first) + "–" + LayoutReport.points(range.last)
            if range.findings.isEmpty {
                out += "\(widths): ok\n"
            } else {
                out += "\(widths): \(range.findings.count) finding\(range.findings.count == 1 ? "" : "s")\n"
                for finding in range.findings { out += "  " + finding.replacingOccurrences(of: "\n", with: "\n    ") + "\n" }
            }
        }
        let kinds = Set(ranges.flatMap(\.findings)).count
        out += kinds == 0 ? "no findings\n" : "\(kinds) distinct finding\(kinds == 1 ? "" : "s")\n"
        return out
    }

    /// Everything worth reporting about one laid-out tree, in a stable order.
    static func findings(_ root: View, heightGiven: Bool) -> [String] {
        var result: [String] = []
        for issue in root.layoutIssues {
            switch issue {
            case .unsatisfiable(let report):
                result.append("conflict: \(report.constraints.count) required constraints cannot all hold; broke \(report.broken)")
            case .rootSizeNotHonoured where !heightGiven:
                continue
            default:
                result.append("issue: \(issue)")
            }
        }
        for attribute in root.ambiguityReport().attributes {
            if !heightGiven, attribute.view === root, attribute.attribute == .height { continue }
            // A hidden view's frame is not seen: its ambiguity does not matter.
            if sequence(first: attribute.view, next: \.superview).contains(where: \.isHidden) { continue }
            result.append("ambiguous: \(attribute.view).\(attribute.attribute.rawValue)")
        }
        func visit(_ view: View) {
            guard !view.isHidden else { return }
            if let label = view as? Label { truncation(of: label, text: label.drawnText, width: view.frame.width, height: view.frame.height) }
            if let button = view as? Button {
                let insets = button.contentEdgeInsets
                truncation(of: button, text: button.titleMeasurement, width: button.frame.width - insets.left - insets.right,
                           height: button.frame.height - insets.top - insets.bottom)
            }
            if let superview = view.superview, view !== root {
                let f = view.frame, b = superview.bounds
                var edges: [String] = []
                if f.minX < -0.5 { edges.append("left") }
                if f.minY < -0.5 { edges.append("top") }
                if f.maxX > b.width + 0.5 { edges.append("right") }
                if f.maxY > b.height + 0.5, superview !== root || heightGiven { edges.append("bottom") }
                if !edges.isEmpty {
                    result.append("outside: \(view) leaves \(superview) (\(edges.joined(separator: ", ")))")
                }
            }
            for subview in view.subviews { visit(subview) }
        }
        func truncation(of view: View, text: TextMeasurement, width: Double, height: Double) {
            var sides: [String] = []
            if text.isTruncated || text.lines.contains(where: { $0.width > width + 0.5 }) { sides.append("width") }
            if text.size.height > height + 0.5 { sides.append("height") }
            if !sides.isEmpty { result.append("truncated: \(view) (its text does not fit its \(sides.joined(separator: " or ")))") }
        }
        visit(root)
        return result
    }
}
