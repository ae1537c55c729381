/// Constraints regrouped into visual format lines, as one would have written
/// them: `|-8-[label]-8-|` for a leading and a trailing constraint to the
/// superview, `V:|-8-[label]-16-[button]-8-|` for a chain of tops and
/// bottoms, `[button(100)]` for a fixed width. (``LayoutConstraint/visualFormat``
/// prints one constraint at a time; this joins them into chains.)
///
/// What fits: spaces between a view's edge and its superview's or a
/// sibling's (leading/trailing, top/bottom, multiplier 1), a width or height
/// against a constant, a width or height related to a sibling's. What does
/// not (centres, baselines, margins, left/right, multipliers, guides) is
/// returned in `unmatched`, in the order given.
public enum VisualFormatDescriber {
    /// One visual format line and the constraints it stands for.
    public struct Line: Equatable, CustomStringConvertible {
        public var format: String
        /// What `|` stands for, when the line has one.
        public var superview: View?
        public var constraints: [LayoutConstraint]

        public var description: String { format }

        public static func == (a: Line, b: Line) -> Bool {
            a.format == b.format && a.superview === b.superview
                && a.constraints.count == b.constraints.count && zip(a.constraints, b.constraints).allSatisfy { $0 === $1 }
        }
    }

    public struct Description {
        /// Horizontal lines first, then vertical; each in the order of its first constraint.
        public var lines: [Line]
        public var unmatched: [LayoutConstraint]
    }

    /// Groups `constraints` (typically a tree's active user constraints) into lines.
    public static func describe(_ constraints: [LayoutConstraint]) -> Description {
        var gaps: [Gap] = [], sizes: [Size] = [], unmatched: [LayoutConstraint] = []
        for (index, constraint) in constraints.enumerated() {
            if let gap = Gap(constraint, index: index) {
                gaps.append(gap)
            } else if let size = Size(constraint, index: index) {
                sizes.append(size)
            } else {
                unmatched.append(constraint)
            }
        }
        var lines: [(axis: Axis, first: Int, line: Line)] = []
        for axis in [Axis.horizontal, .vertical] {
            var builder = ChainBuilder(gaps: gaps.filter { $0.axis == axis }, sizes: sizes.filter { $0.axis == axis })
            lines += builder.lines().map { (axis, $0.first, $0.line) }
        }
        lines.sort { ($0.axis.rawValue, $0.first) < ($1.axis.rawValue, $1.first) }
        return Description(lines: lines.map(\.line), unmatched: unmatched)
    }

    // MARK: Pieces

    enum Axis: Int {
        case horizontal, vertical
        var prefix: String { self == .horizontal ? "H:" : "V:" }
    }

    /// A bracketed view or a superview's edge (`|`).
    enum Node {
        case view(View)
        case bar(View)

        func same(as other: Node) -> Bool {
            switch (self, other) {
            case let (.view(a), .view(b)), let (.bar(a), .bar(b)): return a === b
            default: return false
            }
        }
    }

    /// `before-(gap)-after`: `after.start − before.end RELATION gap`.
    struct Gap {
        var axis: Axis
        var before: Node
        var after: Node
        var relation: LayoutRelation
        var gap: Double
        var priority: LayoutPriority
        var constraint: LayoutConstraint
        var index: Int

        init?(_ constraint: LayoutConstraint, index: Int) {
            guard constraint.invalidReason == nil, constraint.multiplier == 1,
                  let first = constraint.firstItem as? View, let second = constraint.secondItem as? View, first !== second,
                  let a = Self.edge(constraint.firstAttribute), let b = Self.edge(constraint.secondAttribute),
                  a.axis == b.axis else { return nil }
            let firstNode: Node, secondNode: Node
            if second === first.superview {
                (firstNode, secondNode) = (.view(first), .bar(second))
            } else if first === second.superview {
                (firstNode, secondNode) = (.bar(first), .view(second))
            } else if let parent = first.superview, parent === second.superview {
                (firstNode, secondNode) = (.view(first), .view(second))
            } else {
                return nil
            }
            // The edge a gap opens from: a view's end edge or the bar's start edge.
            func opensGap(_ node: Node, isStart: Bool) -> Bool {
                if case .bar = node { return isStart }
                return !isStart
            }
            let firstOpens = opensGap(firstNode, isStart: a.isStart)
            guard firstOpens != opensGap(secondNode, isStart: b.isStart) else { return nil }
            // `first RELATION second + constant`. When `first` is the later
            // edge that is `first − second RELATION constant` already; when
            // it is the earlier one the sides swap: the relation flips and
            // the constant changes sign.
            if firstOpens {
                (before, after) = (firstNode, secondNode)
                relation = Self.flipped(constraint.relation)
                gap = -constraint.constant
            } else {
                (before, after) = (secondNode, firstNode)
                relation = constraint.relation
                gap = constraint.constant
            }
            axis = a.axis
            priority = constraint.priority
            self.constraint = constraint
            self.index = index
        }

        /// Leading/trailing and top/bottom only: left and right do not flip
        /// for right-to-left text, which VFL's `|` and `-` would suggest.
        static func edge(_ attribute: LayoutAttribute) -> (axis: Axis, isStart: Bool)? {
            switch attribute {
            case .leading: return (.horizontal, true)
            case .trailing: return (.horizontal, false)
            case .top: return (.vertical, true)
            case .bottom: return (.vertical, false)
            default: return nil
            }
        }

        static func flipped(_ relation: LayoutRelation) -> LayoutRelation {
            switch relation {
            case .equal: return .equal
            case .lessThanOrEqual: return .greaterThanOrEqual
            case .greaterThanOrEqual: return .lessThanOrEqual
            }
        }

        /// `-8-`, `-(>=8)-`, `-(8@250)-`, or nothing for a required flush edge.
        var connection: String {
            if relation == .equal, priority.isRequired {
                if gap == 0 { return "" }
                if gap > 0 { return "-\(formatPoints(gap))-" }
            }
            return "-(\(predicate(relation, formatPoints(gap), priority)))-"
        }
    }

    /// A width or height: against a constant, or related to a sibling's.
    struct Size {
        var axis: Axis
        var view: View
        var predicate: String
        var constraint: LayoutConstraint
        var index: Int

        init?(_ constraint: LayoutConstraint, index: Int) {
            guard constraint.invalidReason == nil, let view = constraint.firstItem as? View else { return nil }
            switch constraint.firstAttribute {
            case .width: axis = .horizontal
            case .height: axis = .vertical
            default: return nil
            }
            if let other = constraint.secondItem {
                guard let other = other as? View, other !== view, other.superview === view.superview,
                      constraint.secondAttribute == constraint.firstAttribute,
                      constraint.multiplier == 1, constraint.constant == 0 else { return nil }
                let relation = constraint.relation == .equal ? "==" : constraint.relation.rawValue
                predicate = relation + "\(other)" + (constraint.priority.isRequired ? "" : "@\(constraint.priority)")
            } else {
                predicate = VisualFormatDescriber.predicate(constraint.relation, formatPoints(constraint.constant), constraint.priority)
            }
            self.view = view
            self.constraint = constraint
            self.index = index
        }
    }

    /// `8`, `>=8`, `8@250`: VFL's predicate (`==` is implied).
    static func predicate(_ relation: LayoutRelation, _ value: String, _ priority: LayoutPriority) -> String {
        (relation == .equal ? "" : relation.rawValue) + value + (priority.isRequired ? "" : "@\(priority)")
    }

    /// Joins one axis's gaps into chains, each starting where nothing leads
    /// into it (at `|` when there is one), each gap and size used once.
    struct ChainBuilder {
        var gaps: [Gap]
        var sizes: [Size]
        var usedGaps: [Bool]
        var usedSizes: [Bool]

        init(gaps: [Gap], sizes: [Size]) {
            self.gaps = gaps
            self.sizes = sizes
            usedGaps = Array(repeating: false, count: gaps.count)
            usedSizes = Array(repeating: false, count: sizes.count)
        }

        mutating func lines() -> [(first: Int, line: Line)] {
            var lines: [(first: Int, line: Line)] = []
            // First the chains' true starts, then what is left (a second
            // branch from a view already placed, a cycle).
            for pass in 0..<2 {
                for i in gaps.indices where !usedGaps[i] {
                    if pass == 0, case .view = gaps[i].before, hasPredecessor(i) { continue }
                    lines.append(chain(from: i))
                }
            }
            for i in sizes.indices where !usedSizes[i] {
                lines.append(sizeLine(for: sizes[i].view))
            }
            return lines
        }

        private func hasPredecessor(_ i: Int) -> Bool {
            gaps.indices.contains { !usedGaps[$0] && $0 != i && gaps[$0].after.same(as: gaps[i].before) }
        }

        private mutating func chain(from start: Int) -> (first: Int, line: Line) {
            usedGaps[start] = true
            var placed: [View] = [], constraints: [LayoutConstraint] = []
            var text = gaps[start].axis.prefix + element(gaps[start].before, placed: &placed, constraints: &constraints)
            var current = start
            while true {
                let gap = gaps[current]
                constraints.append(gap.constraint)
                text += gap.connection + element(gap.after, placed: &placed, constraints: &constraints)
                guard case .view(let view) = gap.after,
                      let next = gaps.indices.first(where: { j in
                          guard !usedGaps[j], gaps[j].before.same(as: .view(view)) else { return false }
                          if case .view(let v) = gaps[j].after { return !placed.contains { $0 === v } }
                          return true
                      }) else { break }
                usedGaps[next] = true
                current = next
            }
            // Sizes folded into the brackets belong to the line too.
            constraints = constraints.sorted { index(of: $0) < index(of: $1) }
            let bar = [gaps[start].before, gaps[current].after].compactMap { node -> View? in
                if case .bar(let view) = node { return view }
                return nil
            }.first
            let parent = bar ?? placed.first?.superview
            return (constraints.map(index(of:)).min() ?? gaps[start].index,
                    Line(format: text, superview: bar == nil ? nil : parent, constraints: constraints))
        }

        /// `|` or `[view]`, with the view's unused size predicates the first time it appears.
        private mutating func element(_ node: Node, placed: inout [View], constraints: inout [LayoutConstraint]) -> String {
            switch node {
            case .bar: return "|"
            case .view(let view):
                var predicates: [String] = []
                if !placed.contains(where: { $0 === view }) {
                    placed.append(view)
                    for i in sizes.indices where !usedSizes[i] && sizes[i].view === view {
                        usedSizes[i] = true
                        predicates.append(sizes[i].predicate)
                        constraints.append(sizes[i].constraint)
                    }
                }
                return "[\(view)" + (predicates.isEmpty ? "" : "(" + predicates.joined(separator: ",") + ")") + "]"
            }
        }

        private mutating func sizeLine(for view: View) -> (first: Int, line: Line) {
            var placed: [View] = [], constraints: [LayoutConstraint] = []
            let axis = sizes.first { $0.view === view }!.axis
            let text = axis.prefix + element(.view(view), placed: &placed, constraints: &constraints)
            return (constraints.map(index(of:)).min()!, Line(format: text, superview: nil, constraints: constraints))
        }

        private func index(of constraint: LayoutConstraint) -> Int {
            gaps.first { $0.constraint === constraint }?.index ?? sizes.first { $0.constraint === constraint }!.index
        }
    }
}
