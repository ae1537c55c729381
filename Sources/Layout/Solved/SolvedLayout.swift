/// A laid-out view tree as one value: every view's frame (in its
/// superview's and in the root's coordinates), alignment rectangle,
/// visibility and look; each label's and button title's text exactly as it
/// is drawn; every constraint with how far it is from holding; the issues
/// the engine reported; and, when asked for, the ambiguity.
///
/// Everything downstream of layout reads this value, never the tree: the
/// painter and its overlays, the caption, critical widths, snapshots,
/// `trellis layout --json`, `trellis check` and the gallery. So a picture,
/// its caption and a report cannot disagree about a label's lines.
///
/// It is a plain `Sendable` value: copies of what those readers need (ids,
/// names, frames, text, constraints' equations and where they were
/// written, the issues' text), no reference into the tree, so it can go to
/// another thread and outlive the tree.
///
///     let layout = try root.solvedLayout(width: 320)
///     for view in layout.views where view.text != nil { print(view.displayName, view.text!.lines.count) }
public struct SolvedLayout: Sendable {
    /// The picture's size: the root's width, and its height as asked for
    /// or, when none was (a height of 0), the larger of the root's solved
    /// height and the bottom of its lowest visible view.
    public var size: Size
    /// Depth first, parents before children, subviews in order: the order
    /// they are painted in. The root is first.
    public var views: [SolvedView]
    /// Every constraint installed in the tree (the user's, a stack view's),
    /// in tree order; those a conflict broke are marked. Only the optional
    /// ones when the layout was made with `constraints: .optional`.
    public var constraints: [SolvedConstraint]
    /// What the engine worked around: conflicts, loops, invalid constraints.
    public var issues: [SolvedIssue]
    /// The attributes the constraints leave free; nil unless the layout was
    /// made with `analyzingAmbiguity: true` (it probes the solver once per
    /// attribute, too slow for every frame of a sweep).
    public var ambiguity: [SolvedAmbiguousAttribute]?
    /// The user's constraints regrouped into visual format lines, and those
    /// that fit none as equations (``VisualFormatDescriber``); nil unless
    /// the layout was made with `describingConstraints: true`.
    public var constraintSummary: SolvedConstraintSummary? = nil
    /// The caption strip's text, measured with the tree's text engine; nil
    /// unless the layout was made with a `captionWidth` (what the
    /// `.caption` overlay draws).
    public var caption: SolvedCaption? = nil
    /// The height the root was asked to have, or nil (as tall as its content).
    public var requestedHeight: Double?

    /// Which constraints a solved layout evaluates.
    public enum CapturedConstraints: Sendable {
        /// Every constraint in the tree.
        case all
        /// Only those below required priority: enough for
        /// ``unsatisfiedOptionalConstraints``, for a search that lays the
        /// tree out at many widths and asks only that (critical widths).
        /// Each constraint costs a few solution lookups, and most are required.
        case optional
        /// None: a picture without the constraints or caption overlays
        /// reads no constraint (each costs its equation's text too).
        case none
    }

    public var root: SolvedView { views[0] }

    /// The views that are drawn: neither they nor an ancestor hidden.
    public var visibleViews: [SolvedView] { views.filter(\.isVisible) }

    /// The entry of a view of the tree (found by its identity).
    public subscript(view: View) -> SolvedView? {
        let id = ObjectIdentifier(view)
        return views.first { $0.id == id }
    }

    /// The first view with this name.
    public func view(named name: String) -> SolvedView? {
        views.first { $0.name == name }
    }

    /// The bounding box of the root and every visible view, from the root's origin.
    public var contentSize: Size {
        var size = root.frame.size
        for view in views where view.isVisible {
            size.width = max(size.width, view.frameInRoot.maxX)
            size.height = max(size.height, view.frameInRoot.maxY)
        }
        return size
    }

    /// Roughly the memory the value holds, in bytes, on the high side: its
    /// views (with their names), their lines and the glyphs those keep
    /// alive (about 96 bytes a byte of text), its constraints (with their
    /// equations). What a caller keeping many bounds itself by.
    public var estimatedByteCount: Int {
        var bytes = MemoryLayout<SolvedLayout>.stride + views.count * (MemoryLayout<SolvedView>.stride + 96)
            + constraints.count * (MemoryLayout<SolvedConstraint>.stride + 96)
        for view in views {
            for line in view.text?.lines ?? [] { bytes += MemoryLayout<MeasuredLine>.stride + 96 * line.text.utf8.count }
            // Recorded drawing: each command and each path element it holds.
            for placed in view.drawings { bytes += placed.drawing.estimatedByteCount }
        }
        return bytes
    }

    /// The optional constraints off by more than half a point.
    public var unsatisfiedOptionalConstraints: [SolvedConstraint] {
        constraints.filter(\.isUnsatisfiedOptional)
    }

    /// The conflicts among required constraints, each with the one broken.
    public var conflicts: [SolvedConflict] {
        issues.compactMap { issue in
            if case let .unsatisfiable(report) = issue.kind { return report }
            return nil
        }
    }

    /// Whether the view at `index` is `ancestor` or inside it.
    public func isView(_ index: Int, inside ancestor: Int) -> Bool {
        var current: Int? = index
        while let candidate = current {
            if candidate == ancestor { return true }
            current = views[candidate].parent
        }
        return false
    }

    /// The tree as UIKit's `_autolayoutTrace` prints it (see
    /// `View.autolayoutTrace()`), ambiguous attributes marked when the
    /// layout was analysed for them.
    public var autolayoutTrace: String { autolayoutTrace(from: 0) }

    /// The trace of `top`'s subtree, indented from `top`.
    public func autolayoutTrace(from top: View) -> String {
        guard let first = self[top] else { return "" }
        return autolayoutTrace(from: first.index)
    }

    /// The trace with each view hidden itself (`isHidden`) marked as
    /// UIKit's `recursiveDescription` marks it, `; hidden = YES` after the
    /// frame: the layout text of snapshots (scene37; `_autolayoutTrace`
    /// marks none, and a hidden view keeps its frame).
    public func autolayoutTrace(marksHidden: Bool) -> String { autolayoutTrace(from: 0, marksHidden: marksHidden) }

    /// The trace of the subtree of the view at index `top`, indented from it.
    public func autolayoutTrace(from top: Int, marksHidden: Bool = false) -> String {
        var byView: [Int: [SolvedAmbiguousAttribute]] = [:]
        for attribute in ambiguity ?? [] {
            byView[attribute.viewIndex, default: []].append(attribute)
        }
        let first = views[top]
        return views.filter { isView($0.index, inside: top) }.map { solved in
            var line = String(repeating: "|   ", count: solved.depth - first.depth)
            if solved.parent == nil {
                line += "•"
            } else if !solved.translatesAutoresizingMaskIntoConstraints {
                line += "*"
            }
            line += "<\(solved.typeName)" + (solved.name.map { ": \($0)" } ?? "") + "> \(solved.frame)"
            if marksHidden, solved.isHidden { line += "; hidden = YES" }
            if let ambiguous = byView[solved.index], !ambiguous.isEmpty {
                line += " - AMBIGUOUS LAYOUT for "
                    + ambiguous.map { "\($0.viewName).\($0.attribute.rawValue)" }.joined(separator: ", ")
            }
            return line
        }.joined(separator: "\n")
    }
}
