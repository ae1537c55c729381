import Layout

/// Evaluates a hierarchy's required constraints on the frames Interface
/// Builder saved, to find hierarchies whose saved frames contradict their
/// own constraints (a frame not updated, a conflict IB resolved by breaking
/// a constraint).
///
/// Attributes are read on alignment rectangles (a switch's is 2 points
/// narrower than its frame, a slider's 2 points in at each side), in the
/// root's coordinates. Only what the file fixes is evaluated: edges,
/// centres and sizes of views, and the root's safe area and old layout
/// guides; margins, baselines, a subview's safe area and a scroll view's
/// content area depend on values the file does not hold, and are skipped.
struct IBSavedFrameCheck {
    let hierarchy: IBHierarchy
    /// Saved alignment rectangles in the root's coordinates, by id.
    private(set) var rects: [String: Rect] = [:]
    private var scrollViews = Set<String>()
    private var ancestors: [String: [String]] = [:]

    init(hierarchy: IBHierarchy) {
        self.hierarchy = hierarchy
        let size = hierarchy.size
        rects[hierarchy.root.id] = Rect(x: 0, y: 0, width: size.width, height: size.height)
        collect(hierarchy.root, origin: Point(x: 0, y: 0), path: [], isRoot: true)
        let insets = hierarchy.safeAreaInsets
        for guide in hierarchy.root.guides where guide.kind == .safeArea {
            rects[guide.id] = Rect(x: insets.left, y: insets.top, width: size.width - insets.left - insets.right,
                                   height: size.height - insets.top - insets.bottom)
        }
        for guide in hierarchy.controller?.layoutGuides ?? [] {
            rects[guide.id] = guide.kind == .topLayoutGuide
                ? Rect(x: 0, y: 0, width: size.width, height: insets.top)
                : Rect(x: 0, y: size.height - insets.bottom, width: size.width, height: insets.bottom)
        }
    }

    private mutating func collect(_ element: IBView, origin: Point, path: [String], isRoot: Bool) {
        var origin = origin
        if !isRoot, let frame = element.frame {
            origin = Point(x: origin.x + frame.minX, y: origin.y + frame.minY)
            let insets = IBSavedFrameCheck.alignmentInsets(element.kind)
            rects[element.id] = Rect(x: origin.x + insets.left, y: origin.y + insets.top,
                                     width: frame.width - insets.left - insets.right,
                                     height: frame.height - insets.top - insets.bottom)
        }
        if element.kind == .scrollView { scrollViews.insert(element.id) }
        ancestors[element.id] = path
        for subview in element.subviews { collect(subview, origin: origin, path: path + [element.id], isRoot: false) }
    }

    /// The alignment insets the builder gives a class (IBTreeBuilder).
    static func alignmentInsets(_ kind: IBViewKind) -> EdgeInsets {
        switch kind {
        case .switch: return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        case .slider: return EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        default: return .zero
        }
    }

    /// `id: first.attribute == second.attribute + c (saved: 24 against 25)` for each
    /// required constraint the saved frames break by more than the tolerance.
    func brokenConstraints() -> [String] {
        var broken: [String] = []
        for element in hierarchy.root.subtree {
            for constraint in element.constraints where constraint.priority.isRequired {
                guard let lhs = value(constraint.firstItem, constraint.firstAttribute, other: constraint.secondItem) else { continue }
                var rhs = constraint.constant
                if let second = constraint.secondItem {
                    guard let value = value(second, constraint.secondAttribute, other: constraint.firstItem) else { continue }
                    rhs += constraint.multiplier * value
                }
                let tolerance = IBComparison.tolerance
                let holds = switch constraint.relation {
                case .equal: abs(lhs - rhs) <= tolerance
                case .lessThanOrEqual: lhs <= rhs + tolerance
                case .greaterThanOrEqual: lhs >= rhs - tolerance
                }
                if !holds {
                    broken.append("\(constraint.id) (line \(constraint.line)): \(constraint.firstItem).\(constraint.firstAttribute) "
                        + "\(constraint.relation.rawValue) \(constraint.secondItem.map { "\(formatNumber(constraint.multiplier))×\($0).\(constraint.secondAttribute) + " } ?? "")"
                        + "\(formatNumber(constraint.constant)): saved frames give \(formatNumber(lhs)) against \(formatNumber(rhs))")
                }
            }
        }
        return broken
    }

    /// An attribute's value on the saved frames, or nil when the file does
    /// not fix it.
    func value(_ id: String, _ attribute: LayoutAttribute, other: String?) -> Double? {
        guard let rect = rects[id] else { return nil }
        // A scroll view's edges, seen from its content, are the content area.
        if scrollViews.contains(id), let other, ancestors[other]?.contains(id) == true {
            let edges: Set<LayoutAttribute> = [.left, .right, .top, .bottom, .leading, .trailing]
            if edges.contains(attribute) { return nil }
        }
        switch attribute {
        case .left, .leading: return rect.minX
        case .right, .trailing: return rect.maxX
        case .top: return rect.minY
        case .bottom: return rect.maxY
        case .centerX: return rect.minX + rect.width / 2
        case .centerY: return rect.minY + rect.height / 2
        case .width: return rect.width
        case .height: return rect.height
        default: return nil
        }
    }
}

/// A number as IB writes it: no trailing `.0`, at most 2 decimals.
func formatNumber(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }  // checked: whole and within ±1e15
    return String(rounded)
}
