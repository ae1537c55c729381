import Cassowary

/// The four unknowns of an item's alignment rectangle, in the coordinates
/// of the root of its view tree.
public final class LayoutVariables: Sendable {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    init(name: String) {
        left = Variable("\(name).minX")
        top = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }
}

/// Something constraints can tie: a view or a layout guide.
public protocol LayoutItem: AnyObject, CustomStringConvertible {
    var layoutVariables: LayoutVariables { get }
    /// The view the item belongs to: the view itself, or a guide's owner.
    var owningView: View? { get }
}

extension LayoutItem {
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }

    /// Where this view's own coordinates start along an axis, in root
    /// coordinates: its frame's left (right, `mirrored` for leading and
    /// trailing right to left) or top edge, outside its alignment rectangle.
    func originExpression(horizontal: Bool, mirrored: Bool) -> Expression {
        let v = layoutVariables
        let insets = (self as? View)?.alignmentRectInsets ?? .zero
        if !horizontal { return v.top - insets.top }
        return mirrored ? v.left + v.width + insets.right : v.left - insets.left
    }

    /// The expression for `attribute` of this item, in root coordinates:
    /// leading and trailing read in `direction` when given (the direction
    /// of the view whose content a constraint arranges), else in this
    /// item's own.
    func expression(for attribute: LayoutAttribute, direction: UserInterfaceLayoutDirection? = nil) -> Expression {
        let v = layoutVariables
        let view = self as? View
        // Asked only by the attributes that read it: the direction walks up
        // the tree, and every constraint is rebuilt on every layout pass.
        var rightToLeft: Bool {
            if let direction { return direction == .rightToLeft }
            return (view ?? owningView)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        }
        var margins: EdgeInsets { view?.resolvedLayoutMargins ?? .zero }
        switch attribute {
        case .left: return Expression(v.left)
        case .right: return v.left + v.width
        case .top: return Expression(v.top)
        case .bottom: return v.top + v.height
        case .width: return Expression(v.width)
        case .height: return Expression(v.height)
        case .centerX: return v.left + 0.5 * v.width
        case .centerY: return v.top + 0.5 * v.height
        case .leading: return rightToLeft ? v.left + v.width : Expression(v.left)
        case .trailing: return rightToLeft ? Expression(v.left) : v.left + v.width
        case .firstBaseline:
            // The baseline of the view `forFirstBaselineLayout` names (an
            // inner label of a custom view, a stack view's arranged view).
            if let view, case let inner = view.firstBaselineView, inner !== view {
                return inner.expression(for: .firstBaseline)
            }
            return v.top + (view?.firstBaselineOffsetFromTop ?? 0)
        case .lastBaseline:
            if let view, case let inner = view.lastBaselineView, inner !== view {
                return inner.expression(for: .lastBaseline)
            }
            return v.top + v.height - (view?.lastBaselineOffsetFromBottom ?? 0)
        case .leftMargin: return v.left + margins.left
        case .rightMargin: return v.left + v.width - margins.right
        case .topMargin: return v.top + margins.top
        case .bottomMargin: return v.top + v.height - margins.bottom
        case .leadingMargin:
            return rightToLeft ? v.left + v.width - margins.right : v.left + margins.left
        case .trailingMargin:
            return rightToLeft ? v.left + margins.left : v.left + v.width - margins.right
        case .centerXWithinMargins:
            return v.left + margins.left + 0.5 * (v.width - margins.left - margins.right)
        case .centerYWithinMargins:
            return v.top + margins.top + 0.5 * (v.height - margins.top - margins.bottom)
        case .notAnAttribute:
            return Expression()
        }
    }
}
