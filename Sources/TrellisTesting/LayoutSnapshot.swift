import Layout

/// A laid-out tree as text, for snapshots a reviewer can read in a diff:
/// the tree with frames (UIKit's `_autolayoutTrace`, ambiguity marked), each
/// label's lines, and the engine's complaints (conflicts, loops).
public enum LayoutSnapshot {
    /// Lays `root` out at `width` (and `height`, or as tall as it needs
    /// when nil) and describes the result.
    public static func text(of root: View, width: Double, height: Double? = nil) -> String {
        root.frame = Rect(x: 0, y: 0, width: width, height: height ?? root.frame.height)
        root.layoutIfNeeded()
        var lines = ["width \(format(width))", root.autolayoutTrace()]
        for view in root.subtree {
            guard let label = view as? Label, !label.isHidden else { continue }
            let drawn = label.drawnText
            let name = label.name ?? "Label"
            lines.append("\(name): \(drawn.lines.count) line\(drawn.lines.count == 1 ? "" : "s")"
                         + (drawn.isTruncated ? ", truncated" : ""))
            for (index, line) in drawn.lines.enumerated() {
                lines.append("  \(index + 1) \(format(line.width)) \"\(line.text)\"")
            }
        }
        for issue in root.layoutIssues {
            lines.append("issue: \(issue)")
        }
        return lines.joined(separator: "\n")
    }

    /// Points to a tenth: finer than any visible change, coarse enough to
    /// be the same on every machine with the same fonts.
    static func format(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
    }
}
