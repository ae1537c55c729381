import Cassowary

/// What changed in a tree since its engine last synced: the views whose
/// generated constraints may differ, and the constraints activated,
/// deactivated or changed; or everything, when the tree could not say
/// (a direction, margins, a layout guide), which a full sync handles.
///
/// Views that left the tree are kept by identifier only (with their
/// margins guides'): a removed view must be freed when its owner lets it
/// go, not when the tree next lays out, and the sync that takes its
/// constraints out of the solver must not read it (constraints hold their
/// items unowned). The constraints are kept (they hold no view). The root
/// is a flag: the engine belongs to it.
struct PendingChanges {
    private(set) var everything = true
    private(set) var rootChanged = false
    /// Views in the tree whose generated constraints may have changed.
    private(set) var views: [ObjectIdentifier: View] = [:]
    /// Views that left the tree, and the margins guides of those that have one.
    private(set) var departed: Set<ObjectIdentifier> = []
    private(set) var departedGuides: [ObjectIdentifier: ObjectIdentifier] = [:]
    private(set) var constraints: [ObjectIdentifier: LayoutConstraint] = [:]

    init(everything: Bool = true) { self.everything = everything }

    var isEmpty: Bool { !everything && !rootChanged && views.isEmpty && departed.isEmpty && constraints.isEmpty }

    mutating func markEverything() {
        guard !everything else { return }
        self = PendingChanges()
    }

    mutating func markRoot() { if !everything { rootChanged = true } }

    mutating func mark(_ view: View) {
        if !everything { views[ObjectIdentifier(view)] = view }
    }

    mutating func mark(_ constraint: LayoutConstraint) {
        if !everything { constraints[ObjectIdentifier(constraint)] = constraint }
    }

    /// `view` is leaving the tree: no longer held here.
    mutating func markDeparted(_ view: View) {
        guard !everything else { return }
        let id = ObjectIdentifier(view)
        views[id] = nil
        departed.insert(id)
        if view.hasMarginsGuide { departedGuides[id] = ObjectIdentifier(view.layoutMarginsGuide) }
    }
}

/// Where a constraint comes in the order a full sync adds them: generated
/// constraints by view (parents before children) and kind, then the
/// user's by activation. An incremental sync adds what changed in this
/// order, so the solver sees the same additions in the same order as if
/// every constraint had been compared.
private struct SyncOrder: Comparable {
    var group: Int
    var major: Int
    var minor: Int

    static func < (a: SyncOrder, b: SyncOrder) -> Bool {
        (a.group, a.major, a.minor) < (b.group, b.major, b.minor)
    }
}

extension LayoutEngine {
    /// Brings the solver in step with what `changes` names: the marked
    /// views' generated constraints are rebuilt (a view whose intrinsic
    /// size changes says so with `invalidateIntrinsicContentSize()`, as
    /// UIKit asks; a wrapping view re-measured after a solve is marked by
    /// `update`); the constraints marked, those that read baselines or
    /// follow the tree (`measuring`) and those broken earlier get their
    /// solver form again. Everything else keeps its solver form unasked.
    /// When that moves as many constants as rebuilding costs
    /// (`rebuildIsCheaper`), the solver is built afresh from the installed
    /// forms and the new ones, in a full sync's order.
    func syncChanges(_ changes: PendingChanges) {
        var toAdd: [(SyncOrder, Change)] = []
        var toMove: [(SyncOrder, Change)] = []
        var gone: [LayoutConstraint] = []
        var kept = Set<ObjectIdentifier>()

        func consider(_ constraint: LayoutConstraint, _ order: SyncOrder) {
            let id = ObjectIdentifier(constraint)
            guard !kept.contains(id) else { return }
            guard let solverConstraint = constraint.solverConstraint() else {
                if let reason = constraint.invalidReason, reportedInvalid.insert(id).inserted {
                    issues.append(.invalidConstraint(constraint, reason: reason))
                }
                gone.append(constraint)
                return
            }
            let change = Change(constraint: constraint, signature: Signature(solverConstraint))
            kept.insert(id)
            if let current = installed[constraint] {
                if current.signature == change.signature { return }
                if !solverConstraint.isRequired, change.signature.differsOnlyInConstant(from: current.signature) {
                    toMove.append((order, change))
                    return
                }
            }
            toAdd.append((order, change))
        }

        // Generated constraints, in tree order (a full sync's order).
        var visited = Set<ObjectIdentifier>()
        for (index, view) in root.subtree.enumerated() {
            let id = ObjectIdentifier(view)
            let marked = view === root ? changes.rootChanged : changes.views[id] != nil
            if marked { visited.insert(id) }
            guard marked else { continue }
            let list = generatedConstraints(for: view)
            for constraint in lastGenerated[id] ?? [] where !list.contains(where: { $0 === constraint }) {
                gone.append(constraint)
            }
            lastGenerated[id] = list
            for (kind, constraint) in list.enumerated() { consider(constraint, SyncOrder(group: 0, major: index, minor: kind)) }
        }
        // Views that left (and are not back): their generated constraints
        // go, read by identity only, and are forgotten (a new view at the
        // same address must not find them).
        for id in changes.departed where !visited.contains(id) {
            for constraint in lastGenerated[id] ?? [] { gone.append(constraint) }
            lastGenerated[id] = nil
            forgetGenerated(of: id, guides: false)
            if let guide = changes.departedGuides[id] { forgetGenerated(of: guide, guides: true) }
        }

        // Installed constraints: marked, measuring, broken.
        var candidates = Array(changes.constraints.values)
        candidates += measuring.values
        candidates += brokenConstraints
        for constraint in candidates {
            let id = ObjectIdentifier(constraint)
            if wants(constraint) {
                if constraint.dependsOnMeasuring { measuring[id] = constraint }
                consider(constraint, SyncOrder(group: 2, major: constraint.activationOrder, minor: 0))
            } else {
                measuring[id] = nil
                gone.append(constraint)
            }
        }

        incrementalSyncs += 1
        let isKept = { (constraint: LayoutConstraint) in kept.contains(ObjectIdentifier(constraint)) }
        if Self.rebuildIsCheaper(moving: toMove.count) {
            // Everything in again, in a full sync's order: the forms just
            // made for what changed, the installed ones for the rest.
            var changed: [ObjectIdentifier: Change] = [:]
            changed.reserveCapacity(toAdd.count + toMove.count)
            for (_, change) in toAdd + toMove { changed[ObjectIdentifier(change.constraint)] = change }
            toAdd = []
            toMove = []
            var wanted = everythingWanted(changed: &changed)
            startAfresh()
            var none: [Change] = [], noneGone: [LayoutConstraint] = []
            apply(adding: &wanted, moving: &none, removing: &noneGone, isKept: isKept)
            return
        }
        toAdd.sort { $0.0 < $1.0 }
        toMove.sort { $0.0 < $1.0 }
        var adding = toAdd.map(\.1), moving = toMove.map(\.1)
        var leaving = gone.filter { !kept.contains(ObjectIdentifier($0)) }
        toAdd = []
        toMove = []
        apply(adding: &adding, moving: &moving, removing: &leaving, isKept: isKept)
    }

    /// Every constraint the tree wants in its solver form, in the order
    /// `desiredConstraints` gives (generated ones by view, the fitting
    /// engine's own, then the user's by activation): `changed`'s new form,
    /// else the installed one. One the tree wants that is neither is
    /// invalid, or left out by its live terms, and a full sync would skip
    /// it too (one broken earlier was a candidate, so it is in `changed`).
    ///
    /// The forms are moved out of `changed` and out of `installed` (which
    /// `startAfresh` empties next), not copied: a copy retains each
    /// constraint's solver form, cold in a large tree, and the list's end
    /// releases it again (issue 32).
    private func everythingWanted(changed: inout [ObjectIdentifier: Change]) -> [Change] {
        var generatedList: [Change] = []
        var user: [(order: Int, change: Change)] = []
        // About what is installed: one array grown once, not doubled.
        generatedList.reserveCapacity(installed.count + changed.count)
        user.reserveCapacity(installed.count + changed.count)
        func form(of constraint: LayoutConstraint) -> Change? {
            if !changed.isEmpty, let change = changed.removeValue(forKey: ObjectIdentifier(constraint)) {
                // Its old form goes too (`startAfresh` would drop it).
                installed.take(constraint)
                return change
            }
            return installed.take(constraint)
        }
        for view in root.subtree {
            for constraint in lastGenerated[ObjectIdentifier(view)] ?? [] {
                if let change = form(of: constraint) { generatedList.append(change) }
            }
            for constraint in view.constraints where !isFitting || wants(constraint) {
                if let change = form(of: constraint) { user.append((constraint.activationOrder, change)) }
            }
        }
        // Sorted by the order read once above, not read again from both
        // constraints in every comparison (cold in a large tree): the same
        // stable sort on the same keys, so the same order.
        user.sort { $0.order < $1.order }
        generatedList += extraConstraints.compactMap(form(of:))
        user.drainInOrder { generatedList.append($0.change) }
        return generatedList
    }

    /// Whether the tree wants a constraint installed on a view: active, on
    /// a view of this engine's tree (a fitting engine's subtree, which then
    /// holds both its items).
    private func wants(_ constraint: LayoutConstraint) -> Bool {
        guard let owner = constraint.owner, owner.isDescendant(of: root) else { return false }
        return true
    }
}
