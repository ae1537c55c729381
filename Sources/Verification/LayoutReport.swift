import Layout

/// What `trellis layout` prints about a solved layout: every view's frame
/// in root coordinates, baselines, label lines as drawn, and the engine's
/// complaints. A view of `SolvedLayout` for printing; it computes nothing.
public struct LayoutReport {
    public struct Line: Equatable, Sendable {
        public var text: String
        public var width: Double
        /// In root coordinates.
        public var baseline: Double
    }

    public struct ViewEntry: Equatable, Sendable {
        public var depth: Int
        public var name: String
        public var type: String
        public var frame: Rect
        public var isHidden: Bool
        public var firstBaseline: Double?
        public var lastBaseline: Double?
        /// Labels only; nil for other views.
        public var lines: [Line]?
        /// Whether part of the label's text is not shown (cut off or truncated).
        public var truncated: Bool?
        public var missingGlyphs: Int
    }

    public var width: Double
    public var height: Double
    public var views: [ViewEntry]
    public var conflicts: [String]
    public var ambiguous: [String]
    /// The engine's other complaints, as `trellis check` lists them
    /// (`issue:`): a font that is not installed, a root size the required
    /// constraints do not allow, a layout that did not settle, …
    public var issues: [String]

    /// - Parameter layout: solved with `analyzingAmbiguity: true`. Without
    ///   a requested height the root's height is its content's, and its
    ///   being free is not reported as ambiguous.
    public init(_ layout: SolvedLayout) {
        width = layout.size.width
        height = layout.size.height
        views = layout.views.map { view in
            var frame = view.frameInRoot
            if view.parent == nil { frame.size = layout.size }
            let hasText = view.kind != .view
            var entry = ViewEntry(
                depth: view.depth, name: view.name ?? "", type: view.typeName, frame: frame, isHidden: view.isHidden,
                firstBaseline: hasText || view.hasOwnFirstBaseline ? view.firstBaseline : nil,
                lastBaseline: hasText || view.hasOwnLastBaseline ? view.lastBaseline : nil,
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
        ambiguous = (layout.ambiguity ?? [])
            .filter { layout.requestedHeight != nil || !($0.viewIndex == 0 && $0.attribute == .height) }
            .map(\.description)
        // Past its work limit the analysis names what it left out.
        issues = []
        for issue in layout.issues {
            switch issue.kind {
            case .ambiguityNotAnalysed: ambiguous.append(issue.description)
            case .unsatisfiable: break  // in conflicts
            default:
                // Each once: a pass that repeats a complaint (the root's size) adds nothing.
                if !issues.contains(issue.description) { issues.append(issue.description) }
            }
        }
    }
}
