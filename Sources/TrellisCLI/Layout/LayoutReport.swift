import Layout

/// What `trellis layout` prints about a laid-out tree: every view's frame in
/// root coordinates, baselines, label lines, and the engine's complaints.
struct LayoutReport {
    struct Line {
        var text: String
        var width: Double
        /// In root coordinates.
        var baseline: Double
    }

    struct ViewEntry {
        var depth: Int
        var name: String
        var type: String
        var frame: Rect
        var isHidden: Bool
        var firstBaseline: Double?
        var lastBaseline: Double?
        /// Labels only; nil for other views.
        var lines: [Line]?
        /// Whether the label's text is taller than the label (cut off) or truncated.
        var truncated: Bool?
        var missingGlyphs: Int
    }

    var width: Double
    var height: Double
    var views: [ViewEntry]
    var conflicts: [String]
    var ambiguous: [String]

    /// - Parameter requestedHeight: the root's height if one was asked for;
    ///   otherwise the report's height is the bottom of the lowest view.
    init(root: View, requestedHeight: Double?) {
        var entries: [ViewEntry] = []
        func visit(_ view: View, depth: Int, origin: Point) {
            let frame = Rect(x: origin.x + view.frame.minX, y: origin.y + view.frame.minY,
                             width: view.frame.width, height: view.frame.height)
            entries.append(Self.entry(for: view, depth: depth, frame: frame))
            for subview in view.subviews { visit(subview, depth: depth + 1, origin: frame.origin) }
        }
        visit(root, depth: 0, origin: .zero)
        width = root.frame.width
        height = requestedHeight ?? entries.dropFirst().map(\.frame.maxY).max() ?? 0
        entries[0].frame.size.height = height
        views = entries
        conflicts = root.layoutIssues.compactMap { issue in
            if case .unsatisfiable = issue { return issue.description } else { return nil }
        }
        // Each frame attribute the constraints leave open, with its range.
        // Without --height the root's height is free by design (the report
        // uses the content's), so it is not counted.
        ambiguous = root.ambiguityReport().attributes
            .filter { requestedHeight != nil || !($0.view === root && $0.attribute == .height) }
            .map(\.description)
    }

    private static func entry(for view: View, depth: Int, frame: Rect) -> ViewEntry {
        var entry = ViewEntry(
            depth: depth, name: view.name ?? "", type: String(describing: type(of: view)), frame: frame,
            isHidden: view.isHidden,
            firstBaseline: view.firstBaselineOffsetFromTop.map { frame.minY + $0 },
            lastBaseline: view.lastBaselineOffsetFromBottom.map { frame.maxY - $0 },
            lines: nil, truncated: nil, missingGlyphs: 0)
        if let label = view as? Label {
            let text = label.drawnText
            // Where the text's top sits: UILabel centres text in a taller label.
            let textTop = (entry.firstBaseline ?? frame.minY) - (text.lines.first?.baseline ?? 0)
            entry.lines = text.lines.map { Line(text: $0.text, width: $0.width, baseline: textTop + $0.baseline) }
            entry.truncated = text.isTruncated || text.size.height > frame.height + 0.5
            entry.missingGlyphs = text.missingGlyphs
        } else if let button = view as? Button {
            entry.missingGlyphs = button.titleMeasurement.missingGlyphs
        }
        return entry
    }
}
