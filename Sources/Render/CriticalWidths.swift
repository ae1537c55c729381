import Layout

/// The widths where a layout changes shape: a label's line count, the set
/// of optional constraints that do not hold, a group of views switching
/// from one row to two. Found by sampling, then bisection.
public enum CriticalWidths {
    /// One change: at `width` (to within the precision) the layout's shape
    /// becomes different from just below it.
    public struct Change: Equatable, Sendable, CustomStringConvertible {
        public var width: Double
        public var what: [String]
        public var description: String { "\(formatted(width)): " + what.joined(separator: "; ") }
    }

    /// The shape of a laid-out tree, compared between widths.
    struct Shape: Equatable {
        var facts: [String: String]
    }

    /// Lays `root` out across `from`…`to` (sampled every `step`) and returns
    /// every width where the shape changes, each to within `precision`.
    /// The root is left laid out at `to`.
    public static func find(
        in root: View, from: Double, to: Double, step: Double = 1, precision: Double = 1.0 / 64,
        painter: Painter = Painter()
    ) -> [Change] {
        let low = min(from, to), high = max(from, to)
        let step = max(abs(step), precision)
        var changes: [Change] = []
        var previousWidth = low
        var previous = shape(of: root, at: low, painter: painter)
        var width = low
        while width < high {
            width = min(high, width + step)
            let current = shape(of: root, at: width, painter: painter)
            if current != previous {
                // Bisect between the last two samples.
                var a = previousWidth, b = width
                let below = previous
                while b - a > precision {
                    let middle = (a + b) / 2
                    if shape(of: root, at: middle, painter: painter) == below { a = middle } else { b = middle }
                }
                let after = shape(of: root, at: b, painter: painter)
                changes.append(Change(width: b, what: differences(below, after)))
            }
            previous = current
            previousWidth = width
        }
        _ = shape(of: root, at: to, painter: painter)
        return changes
    }

    static func shape(of root: View, at width: Double, painter: Painter) -> Shape {
        root.frame = Rect(x: 0, y: 0, width: width, height: root.frame.height)
        root.layoutIfNeeded()
        let geometry = LayoutGeometry(root: root)
        var facts: [String: String] = [:]
        for view in geometry.views {
            if let label = view as? Label, let (_, layout) = painter.textLayout(of: label, in: label.bounds) {
                facts["\(label) lines"] = "\(layout.lines.count)"
            }
            let visible = view.subviews.filter { !$0.isHidden }
            if visible.count > 1 {
                let rows = Set(visible.map { ($0.frame.minY * 64).rounded() }).count
                if rows != visible.count || rows == 1 { facts["\(view) rows"] = "\(rows)" }
            }
        }
        for constraint in LayoutGeometry.constraints(in: root) where !constraint.priority.isRequired {
            if let error = geometry.error(of: constraint), error > 0.5 {
                facts["\(constraint.identifier ?? constraint.equation) broken"] = "yes"
            }
        }
        return Shape(facts: facts)
    }

    static func differences(_ before: Shape, _ after: Shape) -> [String] {
        let keys = Set(before.facts.keys).union(after.facts.keys).sorted()
        return keys.compactMap { key in
            let a = before.facts[key], b = after.facts[key]
            guard a != b else { return nil }
            if key.hasSuffix(" broken") {
                let name = String(key.dropLast(" broken".count))
                return b == nil ? "\(name) holds" : "\(name) breaks"
            }
            return "\(key) \(a ?? "-") → \(b ?? "-")"
        }
    }

    public static func formatted(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
