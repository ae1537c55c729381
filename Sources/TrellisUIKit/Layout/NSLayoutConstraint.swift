import Layout

/// A relation between two items' attributes (UIKit's `NSLayoutConstraint`):
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
///
/// It wraps a Layout constraint, which Trellis's engine solves. Every
/// initialiser takes two extra defaulted arguments, `file` and `line`,
/// which your code never passes: they record where the constraint was
/// written, and Trellis names that place when the constraint breaks.
@preconcurrency @MainActor
open class NSLayoutConstraint: @preconcurrency CustomStringConvertible {
    /// The Layout constraint this one is (replaced once, before it is first
    /// activated, when it ties a scroll view's edge to its content).
    private(set) var constraint: LayoutConstraint {
        didSet { rememberItems() }
    }
    /// The items as UIKit objects, not kept (UIKit's are weak): nil once
    /// freed. Layout's constraint refers to its items without keeping them
    /// and cannot tell when they are gone.
    private weak var firstUIKitItem: AnyObject?
    private weak var secondUIKitItem: AnyObject?

    init(wrapping constraint: LayoutConstraint) {
        self.constraint = constraint
        constraint.counterpart = self
        rememberItems()
    }

    /// Called while the items exist: a constraint is made from them, or
    /// wrapped when reached from a view that has it.
    private func rememberItems() {
        firstUIKitItem = uiKitObject(for: constraint.firstItem)
        secondUIKitItem = constraint.secondItem.map(uiKitObject(for:)) ?? nil
    }

    /// The façade for a Layout constraint: the one made for it, or a new
    /// one when that one is gone (its identity is not kept in that case).
    static func wrapping(_ constraint: LayoutConstraint) -> NSLayoutConstraint {
        (constraint.counterpart as? NSLayoutConstraint) ?? NSLayoutConstraint(wrapping: constraint)
    }

    /// UIKit's designated initialiser. `view1` and `view2` are views or
    /// layout guides; anything else is reported as a layout issue (UIKit
    /// raises) and the constraint never takes part.
    public convenience init(
        item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
        toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat,
        file: String = #fileID, line: UInt = #line
    ) {
        let first = layoutItem(of: view1, file: file, line: line)
        let second = view2.map { layoutItem(of: $0, file: file, line: line) }
        self.init(wrapping: LayoutConstraint(
            item: first, attribute: attr1.layoutAttribute, relatedBy: relation.layoutRelation, toItem: second,
            attribute: attr2.layoutAttribute, multiplier: Double(multiplier), constant: Double(c), file: file, line: line))
    }

    /// Nil once the item is freed, as UIKit's weak `firstItem`.
    public var firstItem: AnyObject? { firstUIKitItem }
    public var secondItem: AnyObject? { secondUIKitItem }
    public var firstAttribute: NSLayoutConstraint.Attribute { Attribute(constraint.firstAttribute) }
    public var secondAttribute: NSLayoutConstraint.Attribute { Attribute(constraint.secondAttribute) }
    public var relation: NSLayoutConstraint.Relation { Relation(constraint.relation) }
    public var multiplier: CGFloat { CGFloat(constraint.multiplier) }

    public var constant: CGFloat {
        get { CGFloat(constraint.constant) }
        set { constraint.constant = Double(newValue) }
    }

    public var priority: UILayoutPriority {
        get { UILayoutPriority(layout: constraint.priority) }
        set { constraint.priority = newValue.layoutPriority }
    }

    public var identifier: String? {
        get { constraint.identifier }
        set { constraint.identifier = newValue }
    }

    /// Kept for source compatibility; nothing is archived here.
    public var shouldBeArchived = false

    public var isActive: Bool {
        get { constraint.isActive }
        set {
            if newValue { readScrollViewEdgesAsContent() }
            constraint.isActive = newValue
        }
    }

    /// UIKit reads a scroll view's edges, tied to a view inside it, as the
    /// content area's (see ``UIScrollView``); known only once both are in
    /// the tree, so done at activation.
    private func readScrollViewEdgesAsContent() {
        guard !constraint.isActive, let rewritten = UIScrollView.contentRelative(constraint) else { return }
        constraint.counterpart = nil
        constraint = rewritten
        rewritten.counterpart = self
    }

    public var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor(constraint.firstItem, constraint.firstAttribute)
    }

    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        constraint.secondItem.map { NSLayoutAnchor($0, constraint.secondAttribute) }
    }

    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        LayoutConstraint.deactivate(constraints.map(\.constraint))
    }

    /// The constraints a line of the visual format language describes, not
    /// activated. Where UIKit raises for a format that does not parse,
    /// Trellis reports a layout issue on the views' tree (with the format,
    /// the place in it and the file and line of the call) and returns no
    /// constraints. Metrics may be `CGFloat`, `Double`, `Int` or `NSNumber`.
    public class func constraints(
        withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any]?, views: [String: Any], file: String = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        var items: [String: LayoutItem] = [:]
        for (name, value) in views { items[name] = layoutItem(of: value, file: file, line: line) }
        var numbers: [String: Double] = [:]
        for (name, value) in metrics ?? [:] {
            switch value {
            case let v as CGFloat: numbers[name] = Double(v)
            case let v as Double: numbers[name] = v
            case let v as Int: numbers[name] = Double(v)
            case let v as Float: numbers[name] = Double(v)
            case let v as NSNumber: numbers[name] = v.doubleValue
            default: break  // a metric that is not a number: the parser names it as unknown
            }
        }
        do {
            return try LayoutConstraint.constraints(
                withVisualFormat: format, options: opts,
                metrics: numbers, views: items, file: file, line: line
            ).map(NSLayoutConstraint.init(wrapping:))
        } catch {
            let view = items.values.compactMap(\.owningView).first
            view?.recordLayoutIssue(.rejectedCall("Unable to parse constraint format: \(error)", file: file, line: line))
            return []
        }
    }

    public var description: String { constraint.description.replacingOccurrences(of: "<LayoutConstraint", with: "<NSLayoutConstraint") }
}

extension NSLayoutConstraint {
    /// The part of an item a constraint ties, with UIKit's raw values.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline,
             firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin,
             centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// UIKit's alias for `lastBaseline`.
        public static let baseline = Attribute.lastBaseline

        init(_ attribute: LayoutAttribute) {
            switch attribute {
            case .left: self = .left
            case .right: self = .right
            case .top: self = .top
            case .bottom: self = .bottom
            case .leading: self = .leading
            case .trailing: self = .trailing
            case .width: self = .width
            case .height: self = .height
            case .centerX: self = .centerX
            case .centerY: self = .centerY
            case .lastBaseline: self = .lastBaseline
            case .firstBaseline: self = .firstBaseline
            case .leftMargin: self = .leftMargin
            case .rightMargin: self = .rightMargin
            case .topMargin: self = .topMargin
            case .bottomMargin: self = .bottomMargin
            case .leadingMargin: self = .leadingMargin
            case .trailingMargin: self = .trailingMargin
            case .centerXWithinMargins: self = .centerXWithinMargins
            case .centerYWithinMargins: self = .centerYWithinMargins
            case .notAnAttribute: self = .notAnAttribute
            }
        }

        var layoutAttribute: LayoutAttribute {
            switch self {
            case .left: return .left
            case .right: return .right
            case .top: return .top
            case .bottom: return .bottom
            case .leading: return .leading
            case .trailing: return .trailing
            case .width: return .width
            case .height: return .height
            case .centerX: return .centerX
            case .centerY: return .centerY
            case .lastBaseline: return .lastBaseline
            case .firstBaseline: return .firstBaseline
            case .leftMargin: return .leftMargin
            case .rightMargin: return .rightMargin
            case .topMargin: return .topMargin
            case .bottomMargin: return .bottomMargin
            case .leadingMargin: return .leadingMargin
            case .trailingMargin: return .trailingMargin
            case .centerXWithinMargins: return .centerXWithinMargins
            case .centerYWithinMargins: return .centerYWithinMargins
            case .notAnAttribute: return .notAnAttribute
            }
        }
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        init(_ relation: LayoutRelation) {
            switch relation {
            case .lessThanOrEqual: self = .lessThanOrEqual
            case .equal: self = .equal
            case .greaterThanOrEqual: self = .greaterThanOrEqual
            }
        }

        var layoutRelation: LayoutRelation {
            switch self {
            case .lessThanOrEqual: return .lessThanOrEqual
            case .equal: return .equal
            case .greaterThanOrEqual: return .greaterThanOrEqual
            }
        }
    }

    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1

        var layoutAxis: LayoutConstraintAxis { self == .horizontal ? .horizontal : .vertical }
        init(_ axis: LayoutConstraintAxis) { self = axis == .horizontal ? .horizontal : .vertical }
    }

    /// Options of the visual format language, with UIKit's raw values:
    /// Layout's own (one declaration of the bits; `opts` cross unchanged).
    public typealias FormatOptions = LayoutConstraint.FormatOptions
}

/// What constraints in Layout tie for a UIKit object: a view's node or a
/// guide's Layout guide.
@preconcurrency @MainActor
protocol LayoutItemOwner: AnyObject {
    var layoutItem: LayoutItem { get }
}

/// The Layout item for something UIKit code passes as a constraint's item.
/// Anything that is not a view or a guide becomes a guide owned by no view,
/// so its constraint never installs, and the call is reported.
@MainActor
func layoutItem(of object: Any, file: String, line: UInt) -> LayoutItem {
    if let owner = object as? LayoutItemOwner { return owner.layoutItem }
    let stray = LayoutGuide(identifier: "<\(type(of: object))>")
    // No view to report on: the constraint's activation finds no owning view.
    _ = file; _ = line
    return stray
}

/// The UIKit object for a Layout item: its view or guide façade.
@MainActor
func uiKitObject(for item: LayoutItem) -> AnyObject? {
    if let view = item as? View { return view.counterpart as? UIView }
    if let guide = item as? LayoutGuide { return guide.counterpart as? UILayoutGuide }
    return nil
}
