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
        public var description: String { "\(PointFormat.string(width)): " + what.joined(separator: "; ") }
    }

    /// The shape of a laid-out tree, compared between widths: facts by
    /// name ("label lines": "3", "stack rows": "2", "tall broken": "yes").
    public struct Shape: Equatable, Sendable {
        public var facts: [String: String]
    }

    /// Lays `root` out across `from`…`to` (sampled every `step`) and returns
    /// every width where the shape changes, each to within `precision`.
    /// The root is left laid out at `to`; its height is left to its content
    /// unless `height` is given.
    ///
    /// - Throws: ``RenderError/criticalWidths(_:)`` when a width is not a
    ///   finite number of at least 0, when `step` or `precision` is not a
    ///   finite number greater than 0, or when the widths are so large that
    ///   a step no longer moves them (the search would never end).
    public static func find(
        in root: View, from: Double, to: Double, step: Double = 1, precision: Double = 1.0 / 64, height: Double? = nil
    ) throws(RenderError) -> [Change] {
        for (name, width) in [("from", from), ("to", to)] where !(width.isFinite && width >= 0) {
            throw .criticalWidths(.badWidth(name: name, value: width))
        }
        guard precision.isFinite, precision > 0 else {
            throw .criticalWidths(.badPrecision(precision))
        }
        guard step.isFinite else {
            throw .criticalWidths(.badStep(step))
        }
        let low = min(from, to), high = max(from, to)
        let step = max(abs(step), precision)
        // Past 2⁵³ × step a sample plus the step is the sample again.
        guard high + step > high, low + precision > low else {
            throw .criticalWidths(.tooLargeToStep(high: high, step: step))
        }
        // Shapes ask only which optional constraints are unsatisfied.
        func shapeAt(_ width: Double) -> Shape {
            shape(of: root.solvedLayout(checkedWidth: width, height: height, constraints: .optional))
        }
        var changes: [Change] = []
        var previousWidth = low
        var previous = shapeAt(low)
        var width = low
        while width < high {
            width = min(high, width + step)
            let current = shapeAt(width)
            if current != previous {
                // Bisect between the last two samples.
                var a = previousWidth, b = width, above = current
                let below = previous
                while b - a > precision {
                    let middle = (a + b) / 2
                    let shape = shapeAt(middle)
                    if shape == below { a = middle } else { (b, above) = (middle, shape) }
                }
                changes.append(Change(width: b, what: differences(below, above)))
            }
            previous = current
            previousWidth = width
        }
        _ = shapeAt(to)
        return changes
    }

    /// What counts as the layout's shape: each shown label's line count,
    /// how many rows a view's shown subviews form, and which optional
    /// constraints do not hold.
    public static func shape(of layout: SolvedLayout) -> Shape {
        var facts: [String: String] = [:]
        for view in layout.visibleViews {
            if view.kind == .label, let text = view.text, !text.lines.isEmpty {
                facts["\(view.displayName) lines"] = "\(text.lines.count)"
            }
            let shown = view.children.map { layout.views[$0] }.filter { !$0.isHidden }
            if shown.count > 1 {
                let rows = Set(shown.map { ($0.frame.minY * 64).rounded() }).count
                if rows != shown.count || rows == 1 { facts["\(view.displayName) rows"] = "\(rows)" }
            }
        }
        for solved in layout.unsatisfiedOptionalConstraints {
            facts["\(solved.displayName) broken"] = "yes"
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
}
