import Cassowary

/// One of the four numbers of a view's frame, as an ambiguity report names it.
public enum FrameAttribute: String, Sendable, CaseIterable {
    case minX, minY, width, height
}

/// The values an attribute can take; a nil end is unbounded.
public struct ValueRange: Equatable, Sendable, CustomStringConvertible {
    public var lower: Double?
    public var upper: Double?

    public init(lower: Double?, upper: Double?) {
        self.lower = lower
        self.upper = upper
    }

    /// Whether only one value is possible (within a millionth of a point).
    public var isSingleValue: Bool {
        guard let lower, let upper else { return false }
        return upper - lower <= AmbiguityAnalysis.tolerance
    }

    /// `[10, 70]`, `[50, +∞)`, `(-∞, +∞)`.
    public var description: String {
        let low = lower.map { "[\(formatPoints($0))" } ?? "(-∞"
        let high = upper.map { "\(formatPoints($0))]" } ?? "+∞)"
        return "\(low), \(high)"
    }
}

/// A frame attribute that the constraints do not determine.
public struct AmbiguousAttribute: CustomStringConvertible {
    public let view: View
    public let attribute: FrameAttribute
    /// The value the engine's solution gives it (frame coordinates: the
    /// origin relative to the superview).
    public let value: Double
    /// Every value it can take while every required constraint holds and
    /// every priority level keeps its optimal error.
    public let range: ValueRange

    /// `box.minY can be any value in (-∞, +∞); laid out at 0`.
    public var description: String {
        "\(view).\(attribute.rawValue) can be any value in \(range); laid out at \(formatPoints(value))"
    }
}

/// The ambiguous attributes of a view tree (see `View.ambiguityReport()`).
public struct AmbiguityReport: CustomStringConvertible {
    public var attributes: [AmbiguousAttribute]

    public var isEmpty: Bool { attributes.isEmpty }

    /// The ambiguous views, parents before children.
    public var views: [View] {
        var seen = Set<ObjectIdentifier>()
        return attributes.map(\.view).filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    public var description: String {
        guard !attributes.isEmpty else { return "No ambiguous layout." }
        var lines = ["Ambiguous layout: these attributes can take other values that satisfy every required constraint "
            + "and keep every priority level's error at its optimum:"]
        lines += attributes.map { "    \($0)" }
        return lines.joined(separator: "\n")
    }
}

/// Finds the frame attributes the constraints leave free.
///
/// ## What "ambiguous" means
///
/// The engine solves a lexicographic linear program: required constraints
/// must hold; then the total error of the highest optional priority level
/// is minimised, then the next level's with the higher ones kept at their
/// optimum, and so on. Its answer is one optimal vertex. The layout is
/// ambiguous when another point is optimal too — the same error at every
/// level — with a different frame. That is exactly the case of two equal
/// wishes that cannot both be met (two labels hugging at the same priority)
/// and of a view nothing positions at all.
///
/// ## How the range is found
///
/// For an attribute `f` (a linear expression in the solver's variables), its
/// range over the optimal set is `[min f, max f]` subject to the required
/// constraints and "every level's error equals its optimum". Rather than
/// pinning each level's error total with extra constraints, the analysis
/// uses the solver's own ordering: on a copy of the engine's solver
/// (`Solver.copy()`: the same tableau, already optimal), it adds one probe
///
///     f <= current - R   at priority 0   (for the minimum; >= current + R for the maximum)
///
/// Priority 0 is a level below every level the engine uses (layout
/// priorities are clamped to 1...1000), so the solver first keeps every
/// existing level at its optimum — that is what the lexicographic order
/// means — and only then minimises the probe's error, `f - (current - R)`,
/// which is minimising `f` over the optimal set. Starting from the optimal
/// basis, this takes a few pivots; the probe is removed again before the
/// next one. The copy never touches the engine.
///
/// If the probe's error reaches zero, `f` can go at least `R` beyond its
/// current value in that direction; the range is then reported as
/// unbounded on that side. `R` is 10^6 points: a layout whose true bound
/// lies that far away would need constants of that size. Otherwise the
/// probe stops at the true bound, exactly (up to the solver's tolerance).
///
/// Attributes are in frame terms: a view's origin relative to its
/// superview (as in UIKit), so a view tied rigidly to an ambiguous parent
/// is not itself reported; width and height are the frame's.
///
/// ## Only where it can matter
///
/// Most attributes need no probe: the tableau tells at once which ones take
/// one value over the optimal set and which ones a free variable moves
/// without bound (`Solver.freedom()`, `SolutionFreedom`); a probe runs only
/// for the rest, on a copy made at the first one. What the probes may spend
/// together is bounded (`workLimit`, in the solver's cell operations):
/// past it the remaining undecided attributes are left out and
/// `notAnalysed` counts them, which the solved layout reports as one issue.
///
/// The analysis reads the engine's last solve: lay out first.
final class AmbiguityAnalysis {
    /// How far a probe looks; reaching it counts as unbounded.
    static let reach = 1e6
    /// Ranges narrower than this are one value.
    static let tolerance = 1e-6
    /// The cell operations all probes together may take, rows written out
    /// included (`Solver.totalWork`; about a second of probing; the
    /// examples' analyses take far less).
    static let workLimit = 400_000_000

    private let engineSolver: Solver
    private let freedom: SolutionFreedom
    /// The engine's solver copied, made at the first probe.
    private var probeSolver: Solver?
    private var probeWork = 0
    /// Attributes probed, and attributes left undecided past the limit.
    private(set) var probed = 0
    private(set) var notAnalysed = 0

    /// The cell operations this analysis's probes may take.
    let workLimit: Int

    init(engine: LayoutEngine, workLimit: Int = AmbiguityAnalysis.workLimit) {
        engineSolver = engine.solver
        freedom = engineSolver.freedom()
        self.workLimit = workLimit
    }

    private var solver: Solver {
        if let probeSolver { return probeSolver }
        let copy = engineSolver.copy()
        probeSolver = copy
        return copy
    }

    /// The expression of a frame attribute and the constant that turns its
    /// value into frame coordinates (alignment-rectangle insets).
    private static func expression(_ attribute: FrameAttribute, of view: View) -> Expression {
        let v = view.layoutVariables
        let insets = view.alignmentRectInsets
        switch attribute {
        case .minX:
            var e = v.left - insets.left
            if let parent = view.superview {
                e = e - (parent.layoutVariables.left - parent.alignmentRectInsets.left)
            }
            return e
        case .minY:
            var e = v.top - insets.top
            if let parent = view.superview {
                e = e - (parent.layoutVariables.top - parent.alignmentRectInsets.top)
            }
            return e
        case .width: return v.width + (insets.left + insets.right)
        case .height: return v.height + (insets.top + insets.bottom)
        }
    }

    /// The value of one attribute in the engine's solution.
    func value(_ attribute: FrameAttribute, of view: View) -> Double { value(Self.expression(attribute, of: view)) }

    private func value(_ expression: Expression, in solver: Solver? = nil) -> Double {
        let solver = solver ?? engineSolver
        return expression.terms.reduce(expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }

    /// The range of one attribute of one view, and its current value; nil
    /// when it needs a probe and the probes' work limit is spent.
    func range(of attribute: FrameAttribute, of view: View) -> (value: Double, range: ValueRange)? {
        let f = Self.expression(attribute, of: view)
        let current = value(f)
        switch freedom.movement(of: f) {
        case .fixed: return (current, ValueRange(lower: current, upper: current))
        case .unbounded: return (current, ValueRange(lower: nil, upper: nil))
        case .undecided:
            guard probeWork <= workLimit else {
                notAnalysed += 1
                return nil
            }
            probed += 1
            let before = solver.totalWork
            defer { probeWork += solver.totalWork - before }
            return (current, ValueRange(lower: extreme(f, current: current, downward: true),
                                        upper: extreme(f, current: current, downward: false)))
        }
    }

    /// The smallest (or largest) value of `f` over the optimal set, nil if
    /// it reaches `reach` away.
    private func extreme(_ f: Expression, current: Double, downward: Bool) -> Double? {
        let target = downward ? current - Self.reach : current + Self.reach
        let probe = Constraint(f - target, downward ? .lessThanOrEqual : .greaterThanOrEqual, priority: 0,
                               name: "ambiguity probe")
        do {
            try solver.add(probe)
        } catch {
            return current  // not expected: an optional constraint is never refused
        }
        let reached = value(f, in: solver)
        try? solver.remove(probe)
        if downward ? reached <= target + Self.tolerance : reached >= target - Self.tolerance { return nil }
        return reached
    }

    /// The issue to report when the limit left attributes out.
    var limitIssue: LayoutIssue? {
        notAnalysed == 0 ? nil : .ambiguityNotAnalysed(probed: probed, skipped: notAnalysed, workLimit: workLimit)
    }

    /// The attributes of `view` that are not determined.
    func ambiguousAttributes(of view: View) -> [AmbiguousAttribute] {
        FrameAttribute.allCases.compactMap { attribute in
            guard let (value, range) = range(of: attribute, of: view), !range.isSingleValue else { return nil }
            return AmbiguousAttribute(view: view, attribute: attribute, value: value, range: range)
        }
    }
}

extension View {
    /// Whether the constraints leave this view's frame undetermined: some
    /// other frame satisfies every required constraint and keeps every
    /// priority level's error at its optimum (UIKit's `hasAmbiguousLayout`).
    /// Reads the last solve: lay out first.
    public var hasAmbiguousLayout: Bool {
        !AmbiguityAnalysis(engine: engine).ambiguousAttributes(of: self).isEmpty
    }

    /// The range of values one frame attribute can take (the origin relative
    /// to the superview), and the value the layout gave it.
    /// Past the analysis's work limit (not for one attribute) the range is
    /// the whole line.
    public func range(of attribute: FrameAttribute) -> (value: Double, range: ValueRange) {
        let analysis = AmbiguityAnalysis(engine: engine)
        return analysis.range(of: attribute, of: self)
            ?? (analysis.value(attribute, of: self), ValueRange(lower: nil, upper: nil))
    }

    /// The undetermined attributes of this view and its descendants, each
    /// with every value it could take (see `AmbiguityAnalysis`).
    public func ambiguityReport() -> AmbiguityReport {
        let analysis = AmbiguityAnalysis(engine: engine)
        return AmbiguityReport(attributes: subtree.flatMap { analysis.ambiguousAttributes(of: $0) })
    }
}

extension AmbiguityAnalysis {
    /// The frames of every view under `root` in the optimal solution closest
    /// to `attribute` of `view` being `target` (closest: the probe at
    /// priority 0 keeps every real level optimal, as for ranges).
    func frames(moving attribute: FrameAttribute, of view: View, to target: Double,
                in root: View) -> [(View, Rect)] {
        let probe = Constraint(Self.expression(attribute, of: view) - target, .equal, priority: 0, name: "exercise")
        guard (try? solver.add(probe)) != nil else { return [] }
        defer { try? solver.remove(probe) }
        func alignmentRect(_ view: View) -> Rect {
            let v = view.layoutVariables
            return Rect(x: solver.value(of: v.left), y: solver.value(of: v.top),
                        width: solver.value(of: v.width), height: solver.value(of: v.height))
        }
        return root.subtree.dropFirst().compactMap { view in
            guard let parent = view.superview else { return nil }
            let frame = view.frame(forAlignmentRect: alignmentRect(view))
            let origin = parent.frame(forAlignmentRect: alignmentRect(parent)).origin
            return (view, Rect(x: frame.minX - origin.x, y: frame.minY - origin.y, width: frame.width, height: frame.height))
        }
    }
}

extension View {
    /// Moves this view to another layout that satisfies the constraints just
    /// as well (UIKit's `exerciseAmbiguityInLayout()`), to see what is
    /// ambiguous: its first ambiguous attribute goes to the end of its range
    /// farthest from its current value (an unbounded side counts as 100
    /// points away), and every frame in the tree is set from that solution.
    /// Only frames change; the next layout pass puts the engine's solution
    /// back. Returns false when the view is not ambiguous.
    @discardableResult
    public func exerciseAmbiguityInLayout() -> Bool {
        let analysis = AmbiguityAnalysis(engine: engine)
        guard let ambiguous = analysis.ambiguousAttributes(of: self).first else { return false }
        let low = ambiguous.range.lower ?? ambiguous.value - 100
        let high = ambiguous.range.upper ?? ambiguous.value + 100
        let target = ambiguous.value - low >= high - ambiguous.value ? low : high
        for (view, frame) in analysis.frames(moving: ambiguous.attribute, of: self, to: target, in: rootView)
        where view.frame != frame {
            view.takeSolvedFrame(frame)
        }
        for view in rootView.subtree { view.setNeedsLayout() }
        return true
    }
}
