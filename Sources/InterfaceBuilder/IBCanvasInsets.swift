import Layout

/// The safe area insets of a hierarchy's canvas, as its saved frames show
/// them.
///
/// The file does not store the canvas's safe area: it follows from the
/// device, the bars IB simulates, and the Xcode version (a 6.1-inch iPhone's
/// top inset is 44 points in some and 48 in others; a modal sheet has no
/// status bar). ``IBDevice`` gives a table's value; where a required
/// constraint ties a view to the root's safe area (or to the old top and
/// bottom layout guides) with a multiplier of 1, the view's saved frame
/// gives the inset IB's canvas had, and that inset is taken instead (the
/// most frequent value when several constraints say). The comparison lists
/// each hierarchy where this differs from the table.
enum IBCanvasInsets {
    static func inferred(for hierarchy: IBHierarchy) -> EdgeInsets {
        let check = IBSavedFrameCheck(hierarchy: hierarchy)
        let size = hierarchy.size
        var guideKinds: [String: IBLayoutGuideKind] = [:]
        for guide in hierarchy.root.guides where guide.kind == .safeArea { guideKinds[guide.id] = .safeArea }
        for guide in hierarchy.controller?.layoutGuides ?? [] { guideKinds[guide.id] = guide.kind }
        var votes: [String: [Double: Int]] = [:]
        func vote(_ edge: String, _ value: Double) {
            votes[edge, default: [:]][(value * 2).rounded() / 2, default: 0] += 1
        }
        for element in hierarchy.root.subtree {
            for constraint in element.constraints
            where constraint.priority.isRequired && constraint.relation == .equal && constraint.multiplier == 1 {
                guard let secondID = constraint.secondItem else { continue }
                let pairs = [(constraint.firstItem, constraint.firstAttribute, secondID, constraint.secondAttribute, constraint.constant),
                             (secondID, constraint.secondAttribute, constraint.firstItem, constraint.firstAttribute, -constraint.constant)]
                for (guideID, guideAttribute, otherID, otherAttribute, constant) in pairs {
                    guard let kind = guideKinds[guideID], guideKinds[otherID] == nil,
                          let other = check.value(otherID, otherAttribute, other: guideID) else { continue }
                    // guide.attribute = other.attribute + constant (as seen from the guide's side).
                    let position = other + constant
                    switch (kind, guideAttribute) {
                    case (.safeArea, .top): vote("top", position)
                    case (.safeArea, .bottom): vote("bottom", size.height - position)
                    case (.safeArea, .left), (.safeArea, .leading): vote("left", position)
                    case (.safeArea, .right), (.safeArea, .trailing): vote("right", size.width - position)
                    case (.topLayoutGuide, .bottom): vote("top", position)
                    case (.bottomLayoutGuide, .top): vote("bottom", size.height - position)
                    default: break
                    }
                }
            }
        }
        func winner(_ edge: String, _ fallback: Double) -> Double {
            guard let counts = votes[edge] else { return fallback }
            // The most frequent; on a tie, the table's value if it is among them, else the smallest.
            let best = counts.values.max() ?? 0
            let candidates = counts.filter { $0.value == best }.map(\.key).sorted()
            return candidates.contains(fallback) ? fallback : candidates[0]
        }
        let table = hierarchy.safeAreaInsets
        return EdgeInsets(top: winner("top", table.top), left: winner("left", table.left),
                          bottom: winner("bottom", table.bottom), right: winner("right", table.right))
    }

    /// The root's layout margins on the canvas, edge by edge, as the saved
    /// frames show them: where a required constraint with a multiplier of 1
    /// ties a view to the root's `leadingMargin`, `topMargin`, … The file
    /// does not store them either: they come from the device's system
    /// minimum (16 or 20 points, by IB's rules for freeform sizes), the
    /// safe area (with a status bar or without) and the cell or view a
    /// top-level object is. nil for an edge no such constraint fixes.
    static func inferredRootMargins(for hierarchy: IBHierarchy) -> IBCanvasMargins {
        let check = IBSavedFrameCheck(hierarchy: hierarchy)
        let rootID = hierarchy.root.id
        let size = hierarchy.size
        var votes: [String: [Double: Int]] = [:]
        for element in hierarchy.root.subtree {
            for constraint in element.constraints
            where constraint.priority.isRequired && constraint.relation == .equal && constraint.multiplier == 1 {
                guard let secondID = constraint.secondItem else { continue }
                let pairs = [(constraint.firstItem, constraint.firstAttribute, secondID, constraint.secondAttribute, constraint.constant),
                             (secondID, constraint.secondAttribute, constraint.firstItem, constraint.firstAttribute, -constraint.constant)]
                for (marginID, marginAttribute, otherID, otherAttribute, constant) in pairs where marginID == rootID && otherID != rootID {
                    guard let other = check.value(otherID, otherAttribute, other: rootID) else { continue }
                    // root.margin = other.attribute + constant.
                    let position = ((other + constant) * 2).rounded() / 2
                    let edge: (String, Double)? = switch marginAttribute {
                    case .topMargin: ("top", position)
                    case .bottomMargin: ("bottom", size.height - position)
                    case .leftMargin, .leadingMargin: ("left", position)
                    case .rightMargin, .trailingMargin: ("right", size.width - position)
                    default: nil
                    }
                    if let (name, value) = edge { votes[name, default: [:]][value, default: 0] += 1 }
                }
            }
        }
        func winner(_ edge: String) -> Double? {
            guard let counts = votes[edge], let best = counts.values.max() else { return nil }
            return counts.filter { $0.value == best }.map(\.key).min()  // the most frequent; on a tie, the smallest
        }
        return IBCanvasMargins(top: winner("top"), left: winner("left"), bottom: winner("bottom"), right: winner("right"))
    }
}

/// A root's layout margins on Interface Builder's canvas, where its saved
/// frames show them (`IBCanvasInsets/inferredRootMargins(for:)`).
public struct IBCanvasMargins: Equatable, Sendable {
    public var top: Double?
    public var left: Double?
    public var bottom: Double?
    public var right: Double?

    public init(top: Double? = nil, left: Double? = nil, bottom: Double? = nil, right: Double? = nil) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}
