import Layout

/// Where things are after layout, in the root's coordinates: what overlays,
/// captions and critical-width searches measure.
struct LayoutGeometry {
    private(set) var frames: [ObjectIdentifier: Rect] = [:]
    let views: [View]

    init(root: View) {
        var views: [View] = []
        var frames: [ObjectIdentifier: Rect] = [:]
        func visit(_ view: View, _ origin: Point, visible: Bool) {
            let frame = Rect(origin: origin, size: view.frame.size)
            frames[ObjectIdentifier(view)] = frame
            if visible && !view.isHidden { views.append(view) }
            for sub in view.subviews {
                visit(sub, Point(x: origin.x + sub.frame.minX, y: origin.y + sub.frame.minY), visible: visible && !view.isHidden)
            }
        }
        visit(root, .zero, visible: true)
        self.views = views
        self.frames = frames
    }

    func frame(of view: View) -> Rect { frames[ObjectIdentifier(view)] ?? .zero }

    /// The alignment rectangle of a view or a guide.
    func alignmentRect(of item: LayoutItem) -> Rect? {
        if let view = item as? View { return view.alignmentRect(forFrame: frame(of: view)) }
        if let guide = item as? LayoutGuide, let owner = guide.owningView {
            let origin = frame(of: owner).origin
            return Rect(x: origin.x + guide.layoutFrame.minX, y: origin.y + guide.layoutFrame.minY,
                        width: guide.layoutFrame.width, height: guide.layoutFrame.height)
        }
        return nil
    }

    /// The value of an attribute (a position in root coordinates, or a size).
    func value(of item: LayoutItem, _ attribute: LayoutAttribute) -> Double? {
        guard let rect = alignmentRect(of: item) else { return nil }
        let view = item as? View
        let margins = view?.layoutMargins ?? .zero
        let rightToLeft = (view ?? item.owningView)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch attribute {
        case .left: return rect.minX
        case .right: return rect.maxX
        case .top: return rect.minY
        case .bottom: return rect.maxY
        case .leading: return rightToLeft ? rect.maxX : rect.minX
        case .trailing: return rightToLeft ? rect.minX : rect.maxX
        case .width: return rect.width
        case .height: return rect.height
        case .centerX: return rect.midX
        case .centerY: return rect.midY
        case .firstBaseline: return view?.firstBaselineOffsetFromTop.map { rect.minY + $0 } ?? rect.maxY
        case .lastBaseline: return view?.lastBaselineOffsetFromBottom.map { rect.maxY - $0 } ?? rect.maxY
        case .leftMargin: return rect.minX + margins.left
        case .rightMargin: return rect.maxX - margins.right
        case .topMargin: return rect.minY + margins.top
        case .bottomMargin: return rect.maxY - margins.bottom
        case .leadingMargin: return rightToLeft ? rect.maxX - margins.right : rect.minX + margins.left
        case .trailingMargin: return rightToLeft ? rect.minX + margins.left : rect.maxX - margins.right
        case .centerXWithinMargins: return rect.minX + margins.left + (rect.width - margins.left - margins.right) / 2
        case .centerYWithinMargins: return rect.minY + margins.top + (rect.height - margins.top - margins.bottom) / 2
        case .notAnAttribute: return nil
        }
    }

    /// How far a constraint is from holding, in points (0 when it holds).
    func error(of constraint: LayoutConstraint) -> Double? {
        guard let first = value(of: constraint.firstItem, constraint.firstAttribute) else { return nil }
        var second = 0.0
        if let item = constraint.secondItem {
            guard let value = value(of: item, constraint.secondAttribute) else { return nil }
            second = value
        }
        // Mirrored coordinates right to left, as the engine reads leading/trailing.
        let mirrored = (constraint.firstAttribute.isDirectionalAttribute || constraint.secondAttribute.isDirectionalAttribute)
            && constraint.firstItem.owningView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let sign: Double = mirrored ? -1 : 1
        let difference = sign * first - sign * constraint.multiplier * second - constraint.constant
        switch constraint.relation {
        case .equal: return abs(difference)
        case .lessThanOrEqual: return max(0, difference)
        case .greaterThanOrEqual: return max(0, -difference)
        }
    }

    /// Every constraint installed in the tree, in tree order.
    static func constraints(in root: View) -> [LayoutConstraint] {
        root.subtree.flatMap(\.constraints)
    }
}

extension LayoutAttribute {
    var isDirectionalAttribute: Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }
}
