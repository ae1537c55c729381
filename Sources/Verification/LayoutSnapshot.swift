import Layout

/// A laid-out tree as text, for snapshots a reviewer can read in a diff:
/// the tree with frames (UIKit's `_autolayoutTrace`, ambiguity marked), each
/// label's lines, and the engine's complaints (conflicts, loops).
///
///     width 320, state collapsed
///     •<View: root> (0, 0, 320, 0)
///     |   *<Label: label> (8, 16, 304, 19)
///     |   *<View: footer> (0, 40, 320, 44); hidden = YES
///     label: 1 line
///       1 66.2 "Some text"
///     issue: …
///
/// ``LayoutSnapshotDiff`` reads two of these back and says what changed in
/// layout terms.
public enum LayoutSnapshot {
    /// Lays `root` out at `width` (and `height`, or as tall as it needs
    /// when nil) and describes the result. `state` only names the block.
    public static func text(of root: View, width: Double, height: Double? = nil, state: String? = nil) -> String {
        text(of: root.solvedLayout(checkedWidth: width, height: height, analyzingAmbiguity: true, constraints: .none), state: state)
    }

    /// Describes a solved layout (analysed for ambiguity, or the trace
    /// marks none). `state` only names the block.
    ///
    /// - Parameter rootAsPictured: the root's frame drawn as large as the
    ///   picture (`layout.size`: as tall as its content when no height was
    ///   asked), as `trellis layout` and `trellis render` show it; without,
    ///   the tree's own frame, as UIKit's `_autolayoutTrace` prints it (0
    ///   tall for a root given no height).
    public static func text(of layout: SolvedLayout, state: String? = nil, rootAsPictured: Bool = false) -> String {
        var shown = layout
        if rootAsPictured { shown.views[0].frame.size = layout.size }
        var trace = shown.autolayoutTrace(marksHidden: true)
        if layout.requestedHeight == nil { trace = withoutRootHeightAmbiguity(trace, root: layout.root.displayName) }
        var lines = ["width \(format(layout.size.width))" + (state.map { ", state \($0)" } ?? ""), trace]
        let places = viewPlaces(layout)
        var labelsSeen: [String: Int] = [:]
        for view in layout.visibleViews where view.kind == .label {
            let drawn = view.text ?? .empty
            var name = view.name ?? "Label"
            // One numbering for labels and frames: the reader numbers
            // same-named labels by their place among the labels listed, and
            // frames among all views; where the two differ (a hidden label
            // or another view of the name before this one) the label line
            // says its place among the views, `ListLabel#4`, as its frame
            // line's key reads.
            labelsSeen[name, default: 0] += 1
            if name == (view.name ?? view.typeName), let place = places[view.index], place != labelsSeen[name] {
                name += "#\(place)"
            }
            // A label that shrank its text to fit says by how much (before
            // ", truncated", which the snapshot's reader looks for last).
            lines.append("\(name): \(drawn.lines.count) line\(drawn.lines.count == 1 ? "" : "s")"
                         + (drawn.scale < 1 ? ", drawn at scale \(PointFormat.string(drawn.scale, decimals: 3))" : "")
                         + (drawn.isTruncated ? ", truncated" : ""))
            for (index, line) in drawn.lines.enumerated() {
                lines.append("  \(index + 1) \(format(line.width)) \"\(line.text)\"")
            }
        }
        for issue in layout.issues {
            lines.append("issue: \(issue)")
        }
        return lines.joined(separator: "\n")
    }

    /// Each view's place (1, 2, …) among the views of its trace key (its
    /// name, else its type), in the trace's order: what the reader numbers
    /// frame lines by.
    static func viewPlaces(_ layout: SolvedLayout) -> [Int: Int] {
        var seen: [String: Int] = [:]
        var places: [Int: Int] = [:]
        for view in layout.views {
            let key = view.name ?? view.typeName
            seen[key, default: 0] += 1
            places[view.index] = seen[key]
        }
        return places
    }

    /// A root laid out "as tall as its content" has no constraint on its
    /// height, which the trace rightly calls ambiguous; a snapshot of such a
    /// root would say so in every block, so it is left out (as `trellis
    /// check` leaves it out).
    static func withoutRootHeightAmbiguity(_ trace: String, root: String) -> String {
        var lines = trace.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.first, let marker = first.range(of: " - AMBIGUOUS LAYOUT for ") else { return trace }
        let own = "\(root).height"
        let rest = first[marker.upperBound...].components(separatedBy: ", ").filter { $0 != own }
        lines[0] = String(first[..<marker.lowerBound]) + (rest.isEmpty ? "" : " - AMBIGUOUS LAYOUT for " + rest.joined(separator: ", "))
        return lines.joined(separator: "\n")
    }

    /// Points to a tenth: finer than any visible change, coarse enough to
    /// be the same on every machine with the same fonts.
    public static func format(_ value: Double) -> String { PointFormat.string(value, decimals: 1) }
}
