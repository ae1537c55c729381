import Cassowary

/// The constraint solver of one view tree, kept in step with the tree's
/// constraints (UIKit's `NSISEngine`).
///
/// Changes are applied incrementally: the tree marks what changed (a view's
/// intrinsic size, hugging or frame, a constraint activated or changed, a
/// subtree added or removed; `PendingChanges`), a pass rebuilds the
/// Cassowary form of those alone (`LayoutEngine+SyncChanges.swift`), and
/// only the equations that changed go in or out of the solver. A change
/// the tree cannot pin down (a direction, margins, a layout guide) asks for
/// a full sync, which rebuilds every constraint's form. The root's size is
/// an edit variable, so a new width is a suggested value and a dual-simplex
/// re-solve, never a new system.
final class LayoutEngine {
    // `solver` and `owners` are unchecked for exclusivity (issue 32: read
    // or set for every constraint a sync adds, their dynamic checks were
    // about 1 % of a large tree's layout). No access can overlap another:
    // `solver` is only read (the reference, then a call on the solver),
    // assigned, or passed to `isKnownUniquelyReferenced`; `owners` only
    // has entries read and set, which runs no code of ours (a replaced
    // `LayoutConstraint` has no deinit, and its items are unowned).
    @exclusivity(unchecked) private(set) var solver = Solver()
    /// The root of the laid-out tree (a fitting engine's root is the fitted view).
    unowned let root: View
    /// The constraints in the solver, in the order they went in, found by
    /// the slot each keeps (issue 32: no hashing in a large tree's syncs).
    let installed = InstalledConstraints()
    /// The tree's constraint behind each installed solver constraint, to
    /// name a conflict's constraints: nil until the first conflict, then
    /// kept in step with `installed`. A tree without conflicts (most) pays
    /// no dictionary entry per constraint (tens of thousands in a long list).
    @exclusivity(unchecked) private var owners: [ObjectIdentifier: LayoutConstraint]?
    /// What changed since the last sync; everything, at first.
    var pending = PendingChanges()
    var needsSync: Bool { !pending.isEmpty }
    /// The constraints whose solver form can change with nothing marked
    /// (`dependsOnMeasuring`) among those the last sync wanted: every
    /// incremental sync asks them again, as a full one does.
    var measuring: [ObjectIdentifier: LayoutConstraint] = [:]
    private var rootWidth: Variable?
    private var rootHeight: Variable?
    private var rootOrigin: [Cassowary.Constraint] = []
    /// Temporary constraints of a fitting pass (`systemLayoutSizeFitting`).
    var extraConstraints: [LayoutConstraint] = []
    /// Generated constraints kept per item and kind, so their identity is stable.
    private var generated: [GeneratedKey: LayoutConstraint] = [:]
    var brokenConstraints: [LayoutConstraint] = []
    /// Conflicts already reported: the constraints involved and the one broken.
    private var reportedConflicts: Set<[ObjectIdentifier]> = []
    var reportedInvalid: Set<ObjectIdentifier> = []
    var issues: [LayoutIssue] = []
    /// How many times the last solve re-measured wrapping views.
    private(set) var lastWrapIterations = 0
    /// How many times the solver was built afresh (`rebuildIsCheaper`).
    private(set) var rebuilds = 0
    /// How many syncs were full and how many incremental (for tests).
    private(set) var fullSyncs = 0
    var incrementalSyncs = 0

    /// A constraint in the solver: the tree's, and its solver form (held
    /// once, by the signature: an entry is two references, not three, to
    /// retain and release per constraint).
    struct Installed {
        let constraint: LayoutConstraint
        let signature: Signature
        var solverConstraint: Cassowary.Constraint { signature.equation }
    }

    /// What a solver constraint says, compared to find the constraints whose
    /// equation changed since the last pass (a constant, a priority, an
    /// intrinsic size or a baseline moved): its terms, constant, relation
    /// and priority, exactly. Compared term by term in place: every
    /// constraint is compared on every pass, so nothing is copied.
    struct Signature: Equatable {
        let equation: Cassowary.Constraint

        init(_ constraint: Cassowary.Constraint) {
            equation = constraint
        }

        static func == (a: Signature, b: Signature) -> Bool {
            a.equation.expression.constant == b.equation.expression.constant && a.sameButForConstant(b)
        }

        /// The same equation but for its constant: the solver can move it in place.
        func differsOnlyInConstant(from other: Signature) -> Bool {
            equation.expression.constant != other.equation.expression.constant && sameButForConstant(other)
        }

        private func sameButForConstant(_ other: Signature) -> Bool {
            let a = equation, b = other.equation
            guard a.relation == b.relation, a.priority.rawValue == b.priority.rawValue,
                  a.expression.terms.count == b.expression.terms.count else { return false }
            for (x, y) in zip(a.expression.terms, b.expression.terms)
            where x.variable !== y.variable || x.coefficient != y.coefficient {
                return false
            }
            return true
        }
    }

    /// Drops the generated constraints kept for an item that left the tree
    /// (a view's content size and autoresizing ones, or a margins guide's).
    func forgetGenerated(of item: ObjectIdentifier, guides: Bool) {
        let kinds: [GeneratedKind] = guides ? [.mgLeft, .mgRight, .mgTop, .mgBottom]
            : [.hugH, .hugV, .resistH, .resistV, .arLeft, .arTop, .arWidth, .arHeight,
               .arLeftFlexible, .arTopFlexible, .arWidthFlexible, .arHeightFlexible]
        for kind in kinds { generated[GeneratedKey(item: item, kind: kind)] = nil }
    }

    private struct GeneratedKey: Hashable {
        let item: ObjectIdentifier
        let kind: GeneratedKind
    }

    /// Which generated constraint of an item (an enum, not a string: the
    /// keys are hashed for every view on every pass).
    enum GeneratedKind: UInt8 {
        case hugH, hugV, resistH, resistV, arLeft, arTop, arWidth, arHeight, mgLeft, mgRight, mgTop, mgBottom
        // Autoresizing along an axis the mask makes flexible: tied to the
        // superview's far edge or length with a multiplier (another shape
        // of constraint, so another key).
        case arLeftFlexible, arTopFlexible, arWidthFlexible, arHeightFlexible
    }

    /// A fitting engine sizes a subtree on its own: no root size, no
    /// frames marked for layout.
    let isFitting: Bool

    init(root: View, fitting: Bool = false) {
        self.root = root
        isFitting = fitting
    }

    /// The solver constraints go with the solver, in the order they were
    /// added: `installed` lets go first (in the same order), so the solver
    /// holds the last reference (issue 32: a large tree's teardown walks
    /// memory forwards instead of touching each constraint cold at random).
    deinit {
        installed.giveUpAll()
    }

    /// Every constraint in the solver, with where it came from.
    var installedConstraints: [LayoutConstraint] {
        installed.all.map(\.constraint).sorted { ($0.origin == .user ? 1 : 0, $0.activationOrder) < ($1.origin == .user ? 1 : 0, $1.activationOrder) }
    }

    /// Asks for a full sync: every constraint's form rebuilt and compared.
    func setNeedsSync() { pending.markEverything() }

    /// The generated constraints of `view` (its intrinsic size, hugging,
    /// compression resistance, autoresizing frame) may have changed.
    func setNeedsSync(of view: View) {
        if view === root { pending.markRoot() } else { pending.mark(view) }
    }

    /// `constraint` was activated, deactivated, or its constant or priority changed.
    func setNeedsSync(of constraint: LayoutConstraint) { pending.mark(constraint) }

    /// `view`'s subtree joined the tree: its views and the constraints
    /// installed on them go in at the next sync.
    func setNeedsSync(ofAddedSubtree view: View) {
        guard !pending.everything else { return }
        for member in view.subtree {
            setNeedsSync(of: member)
            for constraint in member.constraints { pending.mark(constraint) }
        }
    }

    /// `view`'s subtree is leaving the tree: its views' generated
    /// constraints and the constraints installed on them go out at the
    /// next sync (unless it comes back first).
    func setNeedsSync(ofRemovedSubtree view: View) {
        // Its generated constraints name its superview, unowned: made
        // again wherever it is added next (a view moved to a new superview
        // in one layout pass, its old one freed, is not "departed" at the
        // sync, and reusing them read the freed superview: held-out corpus
        // 18's TagListView). Its subviews keep their superviews.
        forgetGenerated(of: ObjectIdentifier(view), guides: false)
        guard !pending.everything else { return }
        for member in view.subtree {
            pending.markDeparted(member)
            for constraint in member.constraints { pending.mark(constraint) }
        }
    }

    /// The solver's form of a constraint as installed at the last pass, or
    /// nil when it is not in the solver (broken, invalid, not yet synced).
    func installedSolverConstraint(for constraint: LayoutConstraint) -> Cassowary.Constraint? {
        installed[constraint]?.solverConstraint
    }

    // MARK: Solving

    /// Brings the solver up to date with the tree and solves, re-measuring
    /// views whose height depends on their solved width until nothing changes.
    /// Does nothing when nothing changed since the last solve.
    func update(layingOut running: View? = nil) {
        guard needsSync || root.frame.size != lastRootSize || !hasSolved else { return }
        hasSolved = true
        lastRootSize = root.frame.size
        if needsSync {
            // The root's size goes in before the constraints: a root whose
            // width is still free makes every new row's trailing edge trade
            // hugging against compression with every other row's, hundreds
            // of pivots each in a long list.
            if !isFitting { suggestRootSize() }
            sync()
        }
        if !isFitting { suggestRootSize() }
        var iterations = 0
        while true {
            let changed = root.subtree.filter { $0.refreshAfterSolve(in: self) }
            if changed.isEmpty { break }
            iterations += 1
            if iterations > 8 {
                issues.append(.didNotSettle(views: changed, iterations: iterations))
                break
            }
            // Only views re-measured: what else the tree wants is as it was
            // (nothing has run that could change it) unless a sync was asked.
            for view in changed {
                setNeedsSync(of: view)
                // A counterpart's intrinsic size may be made of its content's
                // (a button's of its title's): asked again too.
                var host = view.contentHost
                while let outer = host {
                    if outer.hasCounterpart { setNeedsSync(of: outer) }
                    host = outer.contentHost
                }
            }
            sync()
            if !isFitting { suggestRootSize() }
        }
        lastWrapIterations = iterations
        if !isFitting { root.markViewsWhoseSubviewsMoved(self, except: running) }
    }

    private var hasSolved = false
    private var lastRootSize = Size.zero

    /// The solved alignment rectangle of an item, in root coordinates.
    func alignmentRect(of item: LayoutItem) -> Rect {
        let v = item.layoutVariables
        return Rect(x: solver.value(of: v.left), y: solver.value(of: v.top),
                    width: solver.value(of: v.width), height: solver.value(of: v.height))
    }

    func value(of variable: Variable) -> Double { solver.value(of: variable) }

    private func suggestRootSize() {
        let size = root.frame.size
        if size.width > 0 {
            if rootWidth == nil {
                rootWidth = root.layoutVariables.width
                try? solver.addEditVariable(root.layoutVariables.width, priority: 999)
            }
            if solver.value(of: root.layoutVariables.width) != size.width || needsSuggestion {
                try? solver.suggestValue(size.width, for: root.layoutVariables.width)
            }
        } else if let width = rootWidth {
            // Back to 0: the width is the constraints' again, not the last one suggested.
            try? solver.removeEditVariable(width)
            rootWidth = nil
        }
        if size.height > 0 {
            if rootHeight == nil {
                rootHeight = root.layoutVariables.height
                try? solver.addEditVariable(root.layoutVariables.height, priority: 999)
            }
            if solver.value(of: root.layoutVariables.height) != size.height || needsSuggestion {
                try? solver.suggestValue(size.height, for: root.layoutVariables.height)
            }
        } else if let height = rootHeight {
            // Back to 0: as tall as the constraints and content make it, not
            // as tall as an earlier layout asked.
            try? solver.removeEditVariable(height)
            rootHeight = nil
        }
        needsSuggestion = false
    }

    private var needsSuggestion = true

    // MARK: Keeping the solver in step with the tree

    /// Every constraint the tree wants, generated ones first, then the
    /// user's in the order they were activated.
    private func desiredConstraints() -> [LayoutConstraint] {
        var generatedList: [LayoutConstraint] = []
        var user: [(order: Int, constraint: LayoutConstraint)] = []
        let views = root.subtree
        generatedList.reserveCapacity(2 * views.count)
        user.reserveCapacity(3 * views.count)
        // A fitting engine only takes constraints inside its subtree. A
        // root's tree holds every item of the constraints installed in it
        // (a constraint is installed on a common ancestor of its items, and
        // leaves with them), so only a fitting engine asks.
        let inTree = isFitting ? Set(views.map(ObjectIdentifier.init)) : nil
        lastGenerated = [:]
        lastGenerated.reserveCapacity(views.count)
        for view in views {
            let list = generatedConstraints(for: view)
            lastGenerated[ObjectIdentifier(view)] = list
            generatedList += list
            for constraint in view.constraints {
                if let inTree {
                    if let other = constraint.secondItem?.owningView, !inTree.contains(ObjectIdentifier(other)) { continue }
                    if let first = constraint.firstItem.owningView, !inTree.contains(ObjectIdentifier(first)) { continue }
                }
                user.append((constraint.activationOrder, constraint))
            }
        }
        // Sorted by the order read once above: a comparison that read it
        // from both constraints touched each of a large tree's constraints
        // again, cold, in the sort's order (issue 32). The same stable sort
        // on the same keys, so the same order.
        user.sort { $0.order < $1.order }
        generatedList.reserveCapacity(generatedList.count + extraConstraints.count + user.count)
        generatedList += extraConstraints
        user.drainInOrder { generatedList.append($0.constraint) }
        return generatedList
    }

    /// The generated constraints of each view at the last pass.
    var lastGenerated: [ObjectIdentifier: [LayoutConstraint]] = [:]

    /// Brings the solver in step with the tree: only what was marked
    /// changed (`syncChanges`) unless a full sync was asked for.
    func sync() {
        if rootOrigin.isEmpty {
            let v = root.layoutVariables
            rootOrigin = [v.left == 0, v.top == 0]
            for constraint in rootOrigin { try? solver.add(constraint) }
        }
        let changes = pending
        pending = PendingChanges(everything: false)
        // A constraint the engine made that a conflict broke is retried on
        // every full sync in its place among the generated ones: rare
        // enough to leave to the full sync.
        if changes.everything || brokenConstraints.contains(where: { $0.owner == nil }) {
            syncEverything()
        } else {
            syncChanges(changes)
        }
    }

    /// One constraint to add or move: the tree's and its new solver form,
    /// two references (the signature holds the form).
    typealias Change = Installed

    /// Rebuilds the solver form of every constraint the tree wants and
    /// compares it with what is installed.
    func syncEverything() {
        fullSyncs += 1
        var desired = desiredConstraints()
        // With nothing installed (a first layout) everything wanted is
        // added and nothing is gone: no table of what is kept (57,500
        // entries at 10,000 views), unless a broken constraint asks.
        let firstSync = installed.isEmpty
        let tracksKept = !firstSync || !brokenConstraints.isEmpty
        var keep = Set<ObjectIdentifier>()
        if tracksKept { keep.reserveCapacity(desired.count) }
        var toAdd: [Change] = []
        // Optional constraints whose constant alone changed (an intrinsic
        // size re-measured at a new width): moved in place, not re-added.
        var toMove: [Change] = []
        // Every constraint that can go in, in order: what a new solver takes.
        var wanted: [Change] = []
        wanted.reserveCapacity(desired.count)
        measuring = [:]
        // Drained, not read and dropped: each constraint is let go of while
        // it is warm (`drainInOrder`).
        desired.drainInOrder { constraint in
            let id = ObjectIdentifier(constraint)
            if constraint.dependsOnMeasuring { measuring[id] = constraint }
            guard let solverConstraint = constraint.solverConstraint() else {
                if let reason = constraint.invalidReason, reportedInvalid.insert(id).inserted {
                    issues.append(.invalidConstraint(constraint, reason: reason))
                }
                return
            }
            let change = Change(constraint: constraint, signature: Signature(solverConstraint))
            if tracksKept { keep.insert(id) }
            wanted.append(change)
            if firstSync { return }
            if let current = installed[constraint] {
                if current.signature == change.signature { return }
                if !solverConstraint.isRequired, change.signature.differsOnlyInConstant(from: current.signature) {
                    toMove.append(change)
                    return
                }
            }
            toAdd.append(change)
        }
        if firstSync {
            toAdd = wanted
        } else if Self.rebuildIsCheaper(moving: toMove.count) {
            startAfresh()
            toAdd = wanted
            toMove = []
        }
        // `toAdd` alone holds its list now, so `apply` drains it in place.
        wanted = []
        var gone = Array(installed.all.lazy.map(\.constraint).filter { !keep.contains(ObjectIdentifier($0)) })
        apply(adding: &toAdd, moving: &toMove, removing: &gone) { keep.contains(ObjectIdentifier($0)) }
    }

    /// Takes out `removing` and the old form of what `adding` replaces,
    /// moves constants, then adds, in that order; `isKept` tells the
    /// constraints the tree still wants (a broken one is retried when
    /// something left). The three lists are drained: each change is let go
    /// of as soon as it is in (`drainInOrder`), not in a second pass over a
    /// large tree's constraints after they have gone cold.
    func apply(adding toAdd: inout [Change], moving toMove: inout [Change], removing gone: inout [LayoutConstraint],
               isKept: (LayoutConstraint) -> Bool) {
        // Out first: what is gone, and the old form of what changed (none
        // when nothing is installed: a first layout, a rebuild).
        var removedSomething = false
        func takeOut(_ constraint: LayoutConstraint) {
            guard let entry = installed.remove(constraint) else { return }
            try? solver.remove(entry.solverConstraint)
            owners?[ObjectIdentifier(entry.solverConstraint)] = nil
            removedSomething = true
        }
        gone.drainInOrder(takeOut)
        if !installed.isEmpty {
            for change in toAdd { takeOut(change.constraint) }
        }
        // A constraint broken earlier gets another chance when something left.
        if removedSomething {
            let replaced = Set(toAdd.map { ObjectIdentifier($0.constraint) })
            let retry = brokenConstraints.filter(isKept)
            brokenConstraints = []
            for constraint in retry where installed[constraint] == nil
                && !replaced.contains(ObjectIdentifier(constraint)) {
                if let solverConstraint = constraint.solverConstraint() {
                    toAdd.append(Change(constraint: constraint, signature: Signature(solverConstraint)))
                }
            }
        }
        brokenConstraints.removeAll { !isKept($0) }
        toMove.drainInOrder { change in
            let constraint = change.constraint, solverConstraint = change.solverConstraint
            guard let current = installed[constraint] else { return }
            do {
                try solver.replace(current.solverConstraint, with: solverConstraint)
                owners?[ObjectIdentifier(current.solverConstraint)] = nil
                installed.set(change)
                owners?[ObjectIdentifier(solverConstraint)] = constraint
            } catch {
                // Not expected for an optional constraint; take the long way.
                for stale in [current.solverConstraint, solverConstraint] where solver.contains(stale) {
                    try? solver.remove(stale)
                }
                owners?[ObjectIdentifier(current.solverConstraint)] = nil
                installed.remove(constraint)
                add(change)
            }
        }
        // Grown once, not doubled step by step: each doubling of a large
        // table rehashes it and frees the old one (which makes glibc
        // consolidate its free lists).
        installed.reserveCapacity(installed.entries.count + toAdd.count)
        solver.reserveCapacity(constraints: installed.count + toAdd.count + rootOrigin.count)
        toAdd.drainInOrder(add)
        needsSuggestion = true
    }

    /// Whether moving `moving` constants costs more than solving the system
    /// afresh. A moved constant is a dual-simplex re-solve whose pivots reach
    /// every row below it in a chain, each pivot up to the whole tableau; a
    /// new system is about the cost of one such tableau. So a list of n
    /// rows whose labels wrap anew (a first layout: labels measured on one
    /// line, then at their width) cost n³ moved (127 s for 2,500 rows) and
    /// n² built afresh. A few moves (a sweep's frame, a label's new text, a
    /// small scene's every label) stay incremental.
    static func rebuildIsCheaper(moving: Int) -> Bool {
        moving >= 32
    }

    /// A new solver holding the root's size and origin, as the first pass
    /// begins; `sync` then adds every constraint in order.
    func startAfresh() {
        rebuilds += 1
        // The old solver's room is reused when nothing else holds it (an
        // ambiguity analysis may): a first layout builds its solver twice,
        // and a fresh one grew every table again while the old one's were
        // freed (issue 32).
        if isKnownUniquelyReferenced(&solver) { solver.reset() } else { solver = Solver() }
        installed.removeAll()
        owners = nil
        rootWidth = nil
        rootHeight = nil
        needsSuggestion = true
        if !isFitting { suggestRootSize() }
        for constraint in rootOrigin { try? solver.add(constraint) }
    }

    /// Adds a constraint; a required one that conflicts is resolved by
    /// breaking the newest user-written constraint in the conflict.
    private func add(_ change: Change) {
        let constraint = change.constraint, solverConstraint = change.solverConstraint
        var attempts = 0
        while attempts < 16 {
            attempts += 1
            do {
                try solver.add(solverConstraint)
                installed.set(change)
                owners?[ObjectIdentifier(solverConstraint)] = constraint
                return
            } catch {
                guard case let .unsatisfiableConstraint(_, conflicting) = error else { return }
                if owners == nil {
                    owners = Dictionary(installed.all.map { (ObjectIdentifier($0.solverConstraint), $0.constraint) },
                                        uniquingKeysWith: { first, _ in first })
                }
                let others = conflicting.compactMap { owners?[ObjectIdentifier($0)] }
                let set = others + [constraint]
                let victim = set.filter { $0.origin == .user }.max { $0.activationOrder < $1.activationOrder } ?? constraint
                report(ConflictReport(constraints: set, broken: victim))
                brokenConstraints.append(victim)
                if victim === constraint { return }
                // Take the victim out and try again.
                if let entry = installed.remove(victim) {
                    try? solver.remove(entry.solverConstraint)
                    owners?[ObjectIdentifier(entry.solverConstraint)] = nil
                }
            }
        }
    }

    private func report(_ conflict: ConflictReport) {
        let key = conflict.constraints.map(ObjectIdentifier.init).sorted()
            + [ObjectIdentifier(conflict.broken)]
        if reportedConflicts.insert(key).inserted { issues.append(.unsatisfiable(conflict)) }
    }

    // MARK: Generated constraints

    func generatedConstraint(
        _ item: LayoutItem, _ kind: GeneratedKind, _ origin: ConstraintOrigin,
        make: () -> LayoutConstraint
    ) -> LayoutConstraint {
        let key = GeneratedKey(item: ObjectIdentifier(item), kind: kind)
        if let existing = generated[key] { return existing }
        let constraint = make()
        constraint.origin = origin
        generated[key] = constraint
        return constraint
    }

    /// Content-size, autoresizing and margins-guide constraints of a view,
    /// with constants and priorities brought up to date.
    func generatedConstraints(for view: View) -> [LayoutConstraint] {
        var list: [LayoutConstraint] = []
        let size = view.currentIntrinsicContentSize()
        view.appliedIntrinsicSize = size
        for (axis, dimension, value) in [(LayoutConstraintAxis.horizontal, LayoutAttribute.width, size.width),
                                         (.vertical, .height, size.height)]
            where value >= 0 && !((view.superview as? StackView)?.setsAsideContentSize(of: view, along: axis) ?? false) {
            let horizontal = axis == .horizontal
            let hug = generatedConstraint(view, horizontal ? .hugH : .hugV, .contentSize) {
                LayoutConstraint(item: view, attribute: dimension, relatedBy: .lessThanOrEqual, toItem: nil,
                                 attribute: .notAnAttribute, constant: value)
            }
            hug.constant = value
            hug.priority = view.contentHuggingPriority(for: axis)
            let resist = generatedConstraint(view, horizontal ? .resistH : .resistV, .contentSize) {
                LayoutConstraint(item: view, attribute: dimension, relatedBy: .greaterThanOrEqual, toItem: nil,
                                 attribute: .notAnAttribute, constant: value)
            }
            resist.constant = value
            resist.priority = view.contentCompressionResistancePriority(for: axis)
            list += [hug, resist]
        }
        if view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview, view !== root {
            list += autoresizingConstraints(of: view, in: superview)
        }
        if view.hasMarginsGuide {
            let guide = view.layoutMarginsGuide
            for (kind, attribute, margin) in [(GeneratedKind.mgLeft, LayoutAttribute.left, LayoutAttribute.leftMargin),
                                              (.mgRight, .right, .rightMargin), (.mgTop, .top, .topMargin),
                                              (.mgBottom, .bottom, .bottomMargin)] {
                list.append(generatedConstraint(guide, kind, .marginsGuide) {
                    LayoutConstraint(item: guide, attribute: attribute, relatedBy: .equal, toItem: view, attribute: margin)
                })
            }
        }
        return list
    }
}
