/// A laid-out view tree as one value: every view's frame (in its
/// superview's and in the root's coordinates), alignment rectangle,
/// visibility and look; each label's and button title's text exactly as it
/// is drawn; every constraint with how far it is from holding; the issues
/// the engine reported; and, when asked for, the ambiguity.
///
/// Everything downstream of layout reads this value, never the tree: the
/// painter and its overlays, the caption, critical widths, snapshots,
/// `trellis layout --json` and `trellis check`. So a picture, its caption
/// and a report cannot disagree about a label's lines.
///
///     let layout = root.solvedLayout(width: 320)
///     for view in layout.views where view.text != nil { print(view.displayName, view.text!.lines.count) }
public struct SolvedLayout {
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
    public var issues: [LayoutIssue]
    /// The attributes the constraints leave free; nil unless the layout was
    /// made with `analyzingAmbiguity: true` (it probes the solver once per
    /// attribute, too slow for every frame of a sweep).
    public var ambiguity: AmbiguityReport?
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
    }

    public var root: SolvedView { views[0] }

    /// The views that are drawn: neither they nor an ancestor hidden.
    public var visibleViews: [SolvedView] { views.filter(\.isVisible) }

    /// The entry of a view of the tree.
    public subscript(view: View) -> SolvedView? {
        views.first { $0.view === view }
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

    /// The optional constraints off by more than half a point.
    public var unsatisfiedOptionalConstraints: [SolvedConstraint] {
        constraints.filter(\.isUnsatisfiedOptional)
    }

    /// The conflicts among required constraints, each with the one broken.
    public var conflicts: [ConflictReport] {
        issues.compactMap { issue in
            if case let .unsatisfiable(report) = issue { return report }
            return nil
        }
    }

    /// The tree as UIKit's `_autolayoutTrace` prints it (see
    /// `View.autolayoutTrace()`), ambiguous attributes marked when the
    /// layout was analysed for them.
    public var autolayoutTrace: String { autolayoutTrace(from: root.view) }

    /// The trace of `top`'s subtree, indented from `top`.
    public func autolayoutTrace(from top: View) -> String {
        var byView: [ObjectIdentifier: [AmbiguousAttribute]] = [:]
        for attribute in ambiguity?.attributes ?? [] {
            byView[ObjectIdentifier(attribute.view), default: []].append(attribute)
        }
        guard let first = self[top] else { return "" }
        return views.filter { $0.view.isDescendant(of: top) }.map { solved in
            var line = String(repeating: "|   ", count: solved.depth - first.depth)
            if solved.parent == nil {
                line += "•"
            } else if !solved.translatesAutoresizingMaskIntoConstraints {
                line += "*"
            }
            line += "<\(solved.typeName)" + (solved.name.map { ": \($0)" } ?? "") + "> \(solved.frame)"
            if let ambiguous = byView[ObjectIdentifier(solved.view)], !ambiguous.isEmpty {
                line += " - AMBIGUOUS LAYOUT for "
                    + ambiguous.map { "\(solved.view).\($0.attribute.rawValue)" }.joined(separator: ", ")
            }
            return line
        }.joined(separator: "\n")
    }
}
