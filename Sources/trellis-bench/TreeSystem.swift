import Cassowary
import JSONSupport
import Layout

/// The scale bench's tree (`LayoutWorkload.makeTree`) as the solver sees
/// it, so that kiwisolver can solve the same chains (`scripts/kiwi_tree.py`):
/// four variables a view (x, y, width, height), every row's constraints as
/// `LayoutWorkload` writes them, and each label's and button's content size
/// (its frame in a solved layout at the same width) as the layout engine
/// states it, hugging and compression resistance at the view's priorities.
/// The root's width first (an edit at 999, suggested), then the generated
/// constraints, then the written ones in order, as the engine adds them.
struct TreeSystem {
    struct Equation {
        var terms: [(coefficient: Double, variable: String)]
        var constant: Double
        var relation: Relation
        /// 1000 is required.
        var priority: Double
    }

    let rows: Int
    let width: Double
    private(set) var equations: [Equation] = []

    init(rows: Int, width: Double) {
        self.rows = rows
        self.width = width
        let root = LayoutWorkload.makeTree(width: width, rows: rows)
        _ = root.solvedLayout()
        var generated: [Equation] = []
        var written: [Equation] = [Self.eq([(1, "root.x")], 0, .equal), Self.eq([(1, "root.y")], 0, .equal)]
        for (index, row) in root.subviews.enumerated() {
            let r = "row\(index)", label = "label\(index)", spacer = "spacer\(index)", button = "button\(index)"
            for view in row.subviews where view.name == label || view.name == button {
                for axis in [LayoutConstraintAxis.horizontal, .vertical] {
                    let size = axis == .horizontal ? view.frame.size.width : view.frame.size.height
                    let variable = "\(view.name ?? "").\(axis == .horizontal ? "width" : "height")"
                    generated.append(Self.eq([(1, variable)], -size, .lessThanOrEqual,
                                             Double(view.contentHuggingPriority(for: axis).rawValue)))
                    generated.append(Self.eq([(1, variable)], -size, .greaterThanOrEqual,
                                             Double(view.contentCompressionResistancePriority(for: axis).rawValue)))
                }
            }
            func bottom(_ v: String) -> [(Double, String)] { [(1, "\(v).y"), (1, "\(v).height")] }
            func centerY(_ v: String) -> [(Double, String)] { [(1, "\(v).y"), (0.5, "\(v).height")] }
            func minus(_ terms: [(Double, String)]) -> [(Double, String)] { terms.map { (-$0.0, $0.1) } }
            written += [
                Self.eq([(1, "\(label).x"), (-1, "\(r).x")], -8, .equal),
                Self.eq([(1, "\(label).y"), (-1, "\(r).y")], -8, .equal),
                Self.eq(bottom(r) + minus(bottom(label)), -8, .greaterThanOrEqual),
                Self.eq([(1, "\(spacer).x"), (-1, "\(label).x"), (-1, "\(label).width")], 0, .equal),
                Self.eq([(1, "\(spacer).x"), (1, "\(spacer).width"), (-1, "\(button).x")], 0, .equal),
                Self.eq([(1, "\(spacer).width")], -8, .greaterThanOrEqual),
                Self.eq([(1, "\(spacer).height")], -1, .equal),
                Self.eq(centerY(spacer) + minus(centerY(r)), 0, .equal),
                Self.eq([(1, "\(button).x"), (1, "\(button).width"), (-1, "\(r).x"), (-1, "\(r).width")], 8, .equal),
                Self.eq(centerY(button) + minus(centerY(r)), 0, .equal),
                Self.eq(bottom(r) + minus(bottom(button)), -8, .greaterThanOrEqual),
                Self.eq([(1, "\(r).height")], 0, .equal, Double(LayoutPriority.fittingSizeLevel.rawValue)),
                Self.eq([(1, "\(r).x"), (-1, "root.x")], -8, .equal),
                Self.eq([(1, "\(r).x"), (1, "\(r).width"), (-1, "root.x"), (-1, "root.width")], 8, .equal),
                Self.eq([(1, "\(r).y")] + minus(index == 0 ? [(1, "root.y")] : bottom("row\(index - 1)")), -8, .equal),
            ]
        }
        equations = generated + written
    }

    private static func eq(_ terms: [(Double, String)], _ constant: Double, _ relation: Relation,
                           _ priority: Double = 1000) -> Equation {
        Equation(terms: terms.map { (coefficient: $0.0, variable: $0.1) }, constant: constant, relation: relation, priority: priority)
    }

    /// The system in `trellis solve`'s and kiwi_oracle.py's format.
    var json: JSONValue {
        let constraints: [JSONValue] = equations.map { equation in
            .object([
                ("terms", .array(equation.terms.map { .array([.number($0.coefficient), .string($0.variable)]) })),
                ("constant", .number(equation.constant)),
                ("op", .string(equation.relation.rawValue)),
                ("strength", equation.priority >= 1000 ? .string("required") : .number(equation.priority)),
            ])
        }
        return .object([
            ("description", .string("trellis-bench scale: the tree of \(rows * LayoutWorkload.viewsPerRow) views as the solver sees it")),
            ("constraints", .array(constraints)),
            ("edits", .array([.object([("var", .string("root.width")), ("strength", .number(999)), ("value", .number(width))])])),
        ])
    }

    /// Builds a Cassowary solver from nothing (the width's edit and value,
    /// then every equation) and reads every variable, as kiwi_tree.py does
    /// with kiwi. Returns the wall time and the thread's CPU time.
    func solveWithCassowary() -> (wall: Double, cpu: Double) {
        var variables: [String: Variable] = [:]
        func variable(_ name: String) -> Variable {
            if let known = variables[name] { return known }
            let made = Variable(name)
            variables[name] = made
            return made
        }
        let constraints = equations.map { equation in
            Constraint(Expression(equation.terms.map { Term(variable($0.variable), $0.coefficient) }, constant: equation.constant),
                       equation.relation, priority: Priority(equation.priority))
        }
        let rootWidth = variable("root.width")
        let all = Array(variables.values)
        let cpuStart = ScaleCommand.threadCPUSeconds()
        let wall = Stopwatch.time {
            let solver = Solver()
            try? solver.addEditVariable(rootWidth, priority: 999)
            try? solver.suggestValue(width, for: rootWidth)
            for constraint in constraints { try? solver.add(constraint) }
            var sum = 0.0
            for variable in all { sum += solver.value(of: variable) }
            precondition(sum.isFinite)
        }
        return (wall, ScaleCommand.threadCPUSeconds() - cpuStart)
    }
}
