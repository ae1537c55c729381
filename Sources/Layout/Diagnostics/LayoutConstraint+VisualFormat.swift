/// Constraints written the way Auto Layout logs them: in the visual format
/// language (VFL) when one VFL string says exactly what the constraint says,
/// as an equation otherwise.
///
/// The printer handles single constraints only, the shapes VFL can express:
///
/// - a width or height against a constant, with its relation and priority:
///   `H:[label(>=85@750)]`, `V:[box(40)]`;
/// - a width or height equal to another view's (multiplier 1, constant 0):
///   `H:[a(==b)]`;
/// - the space between two siblings, trailing edge to leading edge (or
///   bottom to top): `H:[label]-(8)-[field]`, `V:[label]-(16)-[button]`;
/// - the space between a view and its superview's edge: `H:|-(8)-[label]`,
///   `V:[button]-(8)-|`.
///
/// Left and right (rather than leading and trailing) get UIKit's `(LTR)`
/// suffix. Anything else — centres, baselines, margins, multipliers, layout
/// guides, views that are neither siblings nor superview and subview —
/// falls back to `equation`.
extension LayoutConstraint {
    /// The constraint in the visual format language, or nil when VFL cannot say it.
    public var visualFormat: String? { visualFormatParts()?.format }

    /// `visualFormat` where it fits, else `equation`.
    public var readableEquation: String { visualFormat ?? equation }

    /// One line of a conflict report: kind, identifier, readable equation,
    /// what `|` stands for, and the file and line that made the constraint
    /// (the user's constraints; generated ones say where they come from by
    /// their kind instead).
    ///
    ///     <LayoutConstraint 'gap' H:|-(8)-[label] (Names: '|':card) (App/Card.swift:12)>
    ///     <ContentSizeConstraint H:[label(>=85@750)]>
    public var diagnosticDescription: String {
        let parts = visualFormatParts()
        var text = "<\(kindName) "
        if let identifier { text += "'\(identifier)' " }
        text += parts?.format ?? equation
        if let bar = parts?.superview { text += " (Names: '|':\(bar))" }
        if origin == .user { text += " (\(file):\(line))" }
        return text + ">"
    }

    /// The class name UIKit would print for a constraint of this origin.
    var kindName: String { origin.className }

    /// Which axes the constraint acts along (an aspect ratio acts along both).
    func acts(along axis: LayoutConstraintAxis) -> Bool {
        [firstAttribute, secondAttribute].contains { attribute in
            switch attribute {
            case .width: return axis == .horizontal
            case .height: return axis == .vertical
            case .notAnAttribute: return false
            default:
                return attribute.kind == (axis == .horizontal ? .horizontalPosition : .verticalPosition)
            }
        }
    }

    // MARK: The printer

    /// The VFL string and, when it uses `|`, the superview it stands for.
    private func visualFormatParts() -> (format: String, superview: View?)? {
        guard invalidReason == nil, let first = firstItem as? View else { return nil }
        let predicateTail = priority.isRequired ? "" : "@\(priority)"

        // A size against a constant.
        guard let secondItem else {
            guard let axis = Self.dimensionAxis(firstAttribute) else { return nil }
            return ("\(axis)[\(first)(\(relationPrefix(relation))\(formatPoints(constant))\(predicateTail))]", nil)
        }
        guard let second = secondItem as? View, multiplier == 1 else { return nil }

        // A size equal to (at least, at most) another view's same size.
        if let axis = Self.dimensionAxis(firstAttribute) {
            guard secondAttribute == firstAttribute, constant == 0, first !== second else { return nil }
            let relation = self.relation == .equal ? "==" : self.relation.rawValue
            return ("\(axis)[\(first)(\(relation)\(second)\(predicateTail))]", nil)
        }

        // Spacing: which of the two is in brackets and which is `|`.
        let firstIsBar: Bool, secondIsBar: Bool
        if second === first.superview {
            (firstIsBar, secondIsBar) = (false, true)
        } else if first === second.superview {
            (firstIsBar, secondIsBar) = (true, false)
        } else if first !== second, let parent = first.superview, parent === second.superview {
            (firstIsBar, secondIsBar) = (false, false)
        } else {
            return nil
        }
        guard let a = Self.edge(firstAttribute, bar: firstIsBar), let b = Self.edge(secondAttribute, bar: secondIsBar),
              a.axis == b.axis, a.absolute == b.absolute, a.opensGap != b.opensGap else { return nil }

        // `[X]-(gap)-[Y]` says `Y.start - X.end relation gap`. The constraint
        // says `first relation second + constant`: if `first` is the later
        // edge that is the same thing; if it is the earlier one, the sides
        // swap, so the relation flips and the constant changes sign.
        let gapRelation: LayoutRelation, gap: Double
        let before: String, after: String
        func element(_ view: View, isBar: Bool) -> String { isBar ? "|" : "[\(view)]" }
        if a.opensGap {  // first is X (before the gap)
            gapRelation = Self.flipped(relation)
            gap = -constant
            before = element(first, isBar: firstIsBar)
            after = element(second, isBar: secondIsBar)
        } else {
            gapRelation = relation
            gap = constant
            before = element(second, isBar: secondIsBar)
            after = element(first, isBar: firstIsBar)
        }
        let format = "\(a.axis)\(before)-(\(relationPrefix(gapRelation))\(formatPoints(gap))\(predicateTail))-\(after)"
            + (a.absolute ? "(LTR)" : "")
        let bar = firstIsBar ? first : secondIsBar ? second : nil
        return (format, bar)
    }

    /// `H:` for a width, `V:` for a height, nil for anything else.
    private static func dimensionAxis(_ attribute: LayoutAttribute) -> String? {
        switch attribute {
        case .width: return "H:"
        case .height: return "V:"
        default: return nil
        }
    }

    /// An edge as VFL sees it. `opensGap` is true for the edge a gap starts
    /// from: a bracketed view's trailing or bottom edge, the superview's
    /// leading or top edge (`|-`); false for the edge it ends at.
    private static func edge(_ attribute: LayoutAttribute, bar: Bool)
        -> (axis: String, absolute: Bool, opensGap: Bool)?
    {
        let isStartEdge: Bool, axis: String, absolute: Bool
        switch attribute {
        case .leading: (isStartEdge, axis, absolute) = (true, "H:", false)
        case .trailing: (isStartEdge, axis, absolute) = (false, "H:", false)
        case .left: (isStartEdge, axis, absolute) = (true, "H:", true)
        case .right: (isStartEdge, axis, absolute) = (false, "H:", true)
        case .top: (isStartEdge, axis, absolute) = (true, "V:", false)
        case .bottom: (isStartEdge, axis, absolute) = (false, "V:", false)
        default: return nil
        }
        return (axis, absolute, bar ? isStartEdge : !isStartEdge)
    }

    private static func flipped(_ relation: LayoutRelation) -> LayoutRelation {
        switch relation {
        case .equal: return .equal
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }

    private func relationPrefix(_ relation: LayoutRelation) -> String {
        relation == .equal ? "" : relation.rawValue
    }
}

extension ConstraintOrigin {
    /// The class name UIKit would print for a constraint of this origin.
    var className: String {
        switch self {
        case .user: return "LayoutConstraint"
        case .contentSize: return "ContentSizeConstraint"
        case .autoresizing: return "AutoresizingMaskConstraint"
        case .marginsGuide: return "MarginsGuideConstraint"
        case .stackView: return "StackViewConstraint"
        case .fitting: return "FittingConstraint"
        case .system(let name): return name
        }
    }
}
