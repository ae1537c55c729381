import Layout

/// What `trellis layout` prints about a solved layout: every view's frame
/// in root coordinates, baselines, label lines as drawn, and the engine's
/// complaints. A view of `SolvedLayout` for printing; it computes nothing.
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
        /// Whether part of the label's text is not shown (cut off or truncated).
        var truncated: Bool?
        var missingGlyphs: Int
    }

    var width: Double
    var height: Double
    var views: [ViewEntry]
    var conflicts: [String]
    var ambiguous: [String]

    /// - Parameter layout: solved with `analyzingAmbiguity: true`. Without
    ///   a requested height the root's height is its content's, and its
    ///   being free is not reported as ambiguous.
    init(_ layout: SolvedLayout) {
        width = layout.size.width
        height = layout.size.height
        views = layout.views.map { view in
            var frame = view.frameInRoot
            if view.parent == nil { frame.size = layout.size }
            let hasText = view.kind != .view
            var entry = ViewEntry(
                depth: view.depth, name: view.name ?? "", type: view.typeName, frame: frame, isHidden: view.isHidden,
                firstBaseline: hasText || view.view.firstBaselineOffsetFromTop != nil ? view.firstBaseline : nil,
                lastBaseline: hasText || view.view.lastBaselineOffsetFromBottom != nil ? view.lastBaseline : nil,
                lines: nil, truncated: nil, missingGlyphs: view.text?.missingGlyphs ?? 0)
            if view.kind == .label {
                let text = view.text ?? .empty
                let top = frame.minY + text.origin.y
                entry.lines = text.lines.map { Line(text: $0.text, width: $0.width, baseline: top + $0.baseline) }
                entry.truncated = text.isTruncated
            }
            return entry
        }
        conflicts = layout.conflicts.map(\.description)
        let root = layout.root.view
        ambiguous = (layout.ambiguity?.attributes ?? [])
            .filter { layout.requestedHeight != nil || !($0.view === root && $0.attribute == .height) }
            .map(\.description)
    }
}
