/// Looking at a laid-out tree: UIKit's `_autolayoutTrace` and
/// `constraintsAffectingLayout(for:)`.
extension View {
    /// The subtree, one line per view, indented by depth (UIKit's
    /// `_autolayoutTrace`):
    ///
    ///     •<View: root> (0, 0, 375, 600)
    ///     |   *<MyView: myView> (8, 8, 359, 64)
    ///     |   |   *<Label: label> (8, 8, 343, 10)
    ///     |   |   *<View: box> (8, 0, 100, 0) - AMBIGUOUS LAYOUT for box.minY, box.height
    ///
    /// Each line gives the view's class, its name when it has one, and its
    /// frame. `•` marks the root of the tree (the view that hosts the layout
    /// engine), `*` a view laid out by constraints
    /// (`translatesAutoresizingMaskIntoConstraints == false`); a view whose
    /// frame is kept as it is set has no mark. A view whose frame the
    /// constraints do not determine ends with `- AMBIGUOUS LAYOUT for` and
    /// the attributes left free (see `ambiguityReport()` for their ranges).
    /// Reads the last layout pass.
    public func autolayoutTrace() -> String {
        let analysis = AmbiguityAnalysis(engine: engine)
        var lines: [String] = []
        func visit(_ view: View, depth: Int) {
            var line = String(repeating: "|   ", count: depth)
            if view.superview == nil {
                line += "•"
            } else if !view.translatesAutoresizingMaskIntoConstraints {
                line += "*"
            }
            line += "<\(type(of: view))" + (view.name.map { ": \($0)" } ?? "") + "> \(view.frame)"
            let ambiguous = analysis.ambiguousAttributes(of: view)
            if !ambiguous.isEmpty {
                line += " - AMBIGUOUS LAYOUT for " + ambiguous.map { "\(view).\($0.attribute.rawValue)" }
                    .joined(separator: ", ")
            }
            lines.append(line)
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// The constraints in the engine (the user's and the generated ones:
    /// content size, autoresizing, margins guide) that involve this view
    /// along `axis` — those that name it as an item, with an attribute of
    /// that axis (a width is horizontal, a height vertical). Generated
    /// constraints come first, then the user's in the order they were
    /// activated; constraints broken by a conflict are not in the engine and
    /// not listed. Reads the last layout pass (UIKit's
    /// `constraintsAffectingLayout(for:)`, which also lists constraints that
    /// reach the view through others; this lists the direct ones).
    public func constraintsAffectingLayout(for axis: LayoutConstraintAxis) -> [LayoutConstraint] {
        let involved = engine.installedConstraints.filter { constraint in
            (constraint.firstItem === self || constraint.secondItem === self) && constraint.acts(along: axis)
        }
        // The engine keeps constraints in a dictionary: order them by a key
        // of their own (generated ones have no activation order).
        func key(_ c: LayoutConstraint) -> (Int, Int, Int, Int, Int) {
            let origins: [ConstraintOrigin] = [.contentSize, .autoresizing, .marginsGuide, .stackView, .fitting, .user]
            let relations: [LayoutRelation] = [.lessThanOrEqual, .equal, .greaterThanOrEqual]
            return (c.origin == .user ? 1 : 0, c.activationOrder, origins.firstIndex(of: c.origin) ?? 0,
                    LayoutAttribute.allCases.firstIndex(of: c.firstAttribute) ?? 0, relations.firstIndex(of: c.relation) ?? 0)
        }
        return involved.sorted { key($0) < key($1) }
    }
}
