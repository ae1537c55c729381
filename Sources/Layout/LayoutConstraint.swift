import Cassowary

/// Where a constraint came from: the user, or the engine on the user's behalf.
/// When required constraints conflict, the engine never breaks one it made
/// itself before one the user wrote.
public enum ConstraintOrigin: Sendable, Equatable {
    /// Written by the user (code, a scene file, VFL).
    case user
    /// A view's intrinsic content size: hugging (`<=`) or compression resistance (`>=`).
    case contentSize
    /// `translatesAutoresizingMaskIntoConstraints`: the view's frame as constraints.
    case autoresizing
    /// The layout margins guide following its view's margins.
    case marginsGuide
    /// Made by a stack view for its arranged subviews (`UISV-*`).
    case stackView
    /// A temporary constraint of `systemLayoutSizeFitting`.
    case fitting
    /// Made by another API for its own layout, named as it names it
    /// (TrellisUIKit's safe area and cell content views:
    /// `UIViewSafeAreaLayoutGuide-top`).
    case system(String)

    public var isGenerated: Bool { self != .user }
}

/// `firstItem.firstAttribute RELATION multiplier × secondItem.secondAttribute + constant`
/// at a priority (UIKit's `NSLayoutConstraint`).
///
/// Activating a constraint installs it on the closest common ancestor of its
/// items; changing its constant or priority takes effect at the next layout
/// pass. Each constraint remembers the file and line that made it, for
/// conflict reports.
public final class LayoutConstraint: CustomStringConvertible {
    // The engine fields come first, beside the object's header: a large
    // tree's syncs, read-out and teardown touch each constraint once, cold,
    // and these reads then share the cache line its reference count is on.
    /// The table of installed constraints (`InstalledConstraints`, one an
    /// engine) that keeps this constraint at `installedSlot`, in its
    /// `installedGeneration`: found without hashing. 0 when none does;
    /// another table that takes the constraint meanwhile keeps it by
    /// identity instead.
    ///
    /// Unchecked for exclusivity (issue 32): every access is a plain read or
    /// assignment of an Int, never inout or a mutating call, so no access
    /// lasts long enough to overlap another; the dynamic checks cost about
    /// 50 instructions each, several a constraint in each sync and read-out.
    @exclusivity(unchecked) var installedTable = 0
    @exclusivity(unchecked) var installedGeneration = 0
    @exclusivity(unchecked) var installedSlot = 0
    /// The order of activation, for the rule that breaks the newest conflicting constraint.
    var activationOrder = 0
    /// The items are not kept (UIKit's are weak): a view keeps its
    /// constraints, and a constraint on the view itself would otherwise
    /// keep its tree alive for ever. Read them only while the tree exists.
    /// (Unowned, not weak: a weak reference gives its object a side table,
    /// and every retain and release of a view then takes the slow path.)
    public unowned let firstItem: LayoutItem
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    public unowned let secondItem: LayoutItem?
    public let secondAttribute: LayoutAttribute
    /// Fixed at creation, except in a constraint whose terms follow the tree (`liveTerms`).
    public internal(set) var multiplier: Double
    public var constant: Double {
        get { storedConstant }
        set { if newValue != storedConstant { storedConstant = newValue; owner?.setNeedsUpdateLayoutEngine(for: self) } }
    }
    public var priority: LayoutPriority {
        get { storedPriority }
        set { if newValue != storedPriority { storedPriority = newValue; owner?.setNeedsUpdateLayoutEngine(for: self) } }
    }
    // Stored apart so that `liveTerms` can bring them up to date during a
    // sync without asking for another one.
    private var storedConstant: Double
    private var storedPriority: LayoutPriority
    /// A name for reports (UIKit's `identifier`).
    public var identifier: String?
    /// Where the constraint was made.
    public let file: String
    public let line: UInt
    public internal(set) var origin: ConstraintOrigin = .user
    /// The object another API shows for this constraint (TrellisUIKit's `NSLayoutConstraint`).
    package weak var counterpart: AnyObject?
    /// Why the constraint cannot be used (mixed axes, size tied to a position…), or nil.
    public let invalidReason: String?

    /// The view the constraint is installed on while active. Not weak (a
    /// weak reference gives the view a side table: see `View.superview`):
    /// `uninstall` clears it, and so does the owner's deinit.
    unowned(unsafe) var owner: View?

    /// The terms of a constraint the engine generates from sizes that change
    /// between passes: a stack view's proportions and order follow its
    /// arranged views' current intrinsic sizes (and priorities). Read each
    /// time the engine turns the constraint into the solver's form, which
    /// every pass that changes an intrinsic size does; nil leaves the
    /// constraint out of that pass (a view without an intrinsic size).
    var liveTerms: (() -> LiveTerms?)?

    struct LiveTerms {
        var multiplier: Double
        var constant: Double
        var priority: LayoutPriority
    }

    public init(
        item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: LayoutItem?, attribute secondAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
        file: String = #fileID, line: UInt = #line
    ) {
        firstItem = item
        firstAttribute = attribute
        self.relation = relation
        secondItem = toItem
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        storedConstant = constant
        storedPriority = .required
        self.file = file
        self.line = line
        if toItem == nil, secondAttribute != .notAnAttribute {
            invalidReason = "\(secondAttribute) needs a second item"
        } else if !multiplier.isFinite || !constant.isFinite {
            invalidReason = "the multiplier and the constant must be finite numbers"
        } else {
            invalidReason = LayoutAttribute.incompatibility(attribute, self.secondAttribute)
        }
    }

    // MARK: Activation

    /// Whether the constraint takes part in layout (installed on the closest
    /// common ancestor of its items).
    public var isActive: Bool {
        get { owner != nil }
        set { if newValue { activate() } else { deactivate() } }
    }

    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    private func activate() {
        guard owner == nil else { return }
        guard let view = firstItem.owningView else { return }
        var ancestor: View? = view
        if let other = secondItem?.owningView { ancestor = view.closestCommonAncestor(with: other) }
        guard let ancestor else {
            view.rootView.recordIssue(.noCommonAncestor(self))
            return
        }
        ancestor.install(self)
    }

    private func deactivate() {
        owner?.uninstall(self)
    }

    /// Sets the priority and returns the same constraint, for chaining:
    /// `a.constraint(equalTo: b).withPriority(.defaultLow).isActive = true`.
    ///
    /// It changes this constraint; it makes no copy. UIKit has no
    /// `withPriority`: ported code brings it as an extension on
    /// `NSLayoutConstraint` that sets `priority` and returns `self`, and code
    /// written against that keeps the receiver, as in
    /// `c.withPriority(900).isActive = true` followed later by
    /// `c.isActive = false` or `c.constant = 20`. A copy would leave `c`
    /// inactive at its old priority and a second, unreachable constraint in
    /// the layout; so Trellis does what that extension does.
    @discardableResult
    public func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
        self.priority = priority
        return self
    }

    /// Marks a constraint another API makes for its own layout.
    package func markSystem(_ name: String) -> LayoutConstraint {
        origin = .system(name)
        return self
    }

    /// Sets the identifier and returns the same constraint, for chaining.
    @discardableResult
    public func identified(_ identifier: String) -> LayoutConstraint {
        self.identifier = identifier
        return self
    }

    // MARK: For the solver

    /// The constraint as a Cassowary constraint, or nil if it is invalid.
    /// Whether the solver form can change with no change to the constraint:
    /// it reads a baseline (which moves when a label is re-measured) or
    /// follows the tree (`liveTerms`).
    var dependsOnMeasuring: Bool {
        liveTerms != nil || firstAttribute.isBaseline || secondAttribute.isBaseline
    }

    func solverConstraint() -> Cassowary.Constraint? {
        guard invalidReason == nil else { return nil }
        if let liveTerms {
            guard let terms = liveTerms(), terms.multiplier.isFinite, terms.constant.isFinite else { return nil }
            // Stored directly: this is the sync another one would be asked for.
            multiplier = terms.multiplier
            storedConstant = terms.constant
            storedPriority = terms.priority
        }
        // Right to left, a constraint on leading or trailing is read in
        // mirrored x coordinates, as UIKit reads it: `a.leading == b.leading
        // + 10` puts a 10 points in from b's right edge, and `>=` means
        // "further in the reading direction", i.e. further left.
        let directional = firstAttribute.isDirectional || secondAttribute.isDirectional
        let arranging = directional ? arrangingDirection : nil
        let mirrored = directional
            && (arranging ?? firstItem.owningView?.effectiveUserInterfaceLayoutDirection) == .rightToLeft
        let sign: Double = mirrored ? -1 : 1
        var expression = sign * firstItem.expression(for: firstAttribute, direction: arranging)
        if let secondItem {
            expression = expression - (sign * multiplier) * secondItem.expression(for: secondAttribute, direction: arranging)
            // Positions are the solver's in root coordinates; UIKit reads a
            // constraint in its items' closest common ancestor's (the view
            // it is installed on): `dot.centerX == 0.5 × box.right` puts the
            // dot half-way across box wherever box is. With a multiplier of
            // 1 the origins cancel; otherwise the ancestor's origin stays.
            if multiplier != 1, firstAttribute.kind == .horizontalPosition || firstAttribute.kind == .verticalPosition,
               let space = coordinateSpace(secondItem) {
                expression = expression - (sign * (1 - multiplier)) * space.originExpression(
                    horizontal: firstAttribute.kind == .horizontalPosition, mirrored: mirrored)
            }
        }
        expression = expression - constant
        let solverRelation: Cassowary.Relation
        switch relation {
        case .equal: solverRelation = .equal
        case .lessThanOrEqual: solverRelation = .lessThanOrEqual
        case .greaterThanOrEqual: solverRelation = .greaterThanOrEqual
        }
        let level = min(1000, max(1, Double(priority.rawValue)))
        return Cassowary.Constraint(expression, solverRelation, priority: Priority(level), name: identifier ?? "")
    }

    /// The direction leading and trailing are read in when the first item's
    /// view takes no direction from its superview
    /// (`View.inheritsSuperviewDirection` false, TrellisUIKit's views): the
    /// direction of the view whose content the constraint arranges, the one
    /// it is installed on (its items' closest common ancestor), so a
    /// container forced right to left flips its subviews' places while
    /// they keep their own direction. Nil otherwise: each item reads its
    /// own, and the first item's mirrors the constraint (scene files).
    private var arrangingDirection: UserInterfaceLayoutDirection? {
        guard let first = firstItem.owningView, !first.inheritsSuperviewDirection else { return nil }
        return (owner ?? first).effectiveUserInterfaceLayoutDirection
    }

    /// The view whose coordinates the constraint is read in: where it is
    /// installed, else its items' closest common ancestor.
    private func coordinateSpace(_ secondItem: LayoutItem) -> View? {
        if let owner { return owner }
        guard let first = firstItem.owningView, let second = secondItem.owningView else { return nil }
        return first.closestCommonAncestor(with: second)
    }

    // MARK: Description

    /// The constraint as an equation: `label.top == myView.top + 8 @250`.
    public var equation: String {
        // The attributes' raw values are their names: interpolating the
        // enums themselves would reflect on them, and a solved layout asks
        // every constraint's equation.
        var text = "\(firstItem).\(firstAttribute.rawValue) \(relation.rawValue) "
        if let secondItem {
            text += multiplier == 1 ? "" : "\(formatPoints(multiplier)) * "
            text += "\(secondItem).\(secondAttribute.rawValue)"
            if constant != 0 { text += constant < 0 ? " - \(formatPoints(-constant))" : " + \(formatPoints(constant))" }
        } else {
            text += formatPoints(constant)
        }
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }

    /// UIKit's log shape: `<LayoutConstraint 'buttonTop' label.bottom == button.top - 16 (Example.swift:42)>`.
    public var description: String {
        let name = identifier.map { "'\($0)' " } ?? ""
        let kind = kindName
        return "<\(kind) \(name)\(equation)\(origin == .user ? " (\(file):\(line))" : "")>"
    }
}
