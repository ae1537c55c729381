/// The constraints in one engine's solver, each with the solver form it
/// went in as (`LayoutEngine.Installed`), in the order they went in.
///
/// A constraint finds its entry through the slot it keeps
/// (`LayoutConstraint.installedSlot`), not through a hash of its identity:
/// a 10,000-view tree has 57,500 of them, and a dictionary looked them up
/// in hash order, each lookup a bucket and an entry in cold memory, on
/// every full sync, every rebuild and the solved layout's read-out; its
/// teardown released them in that order too (issue 32). Here the entries
/// are an array walked in the order the tree's constraints were added,
/// and released in that order.
///
/// A constraint keeps one slot, for the first table that takes it. Another
/// table that takes it while the first holds it (a fitting engine's subtree,
/// a view moved to another tree before its old tree synced) finds it by
/// identity instead. A slot names the table (by a number no other table in
/// the process gets, not by its address, which a later table may reuse)
/// and the table's generation, which `removeAll` moves on: a slot left
/// behind by it is no longer good, and is taken again when the constraint
/// goes back in. Finding a slot reads nothing but the constraint.
import Locking

final class InstalledConstraints {
    // `entries`, `count`, `bySharedIdentity` and `generation` are unchecked for exclusivity
    // (issue 32: their dynamic checks were about 1 % of a large tree's
    // layout). No access to them can overlap another: each is a read, an
    // assignment or a standard-library mutation (append, subscript set,
    // `Optional.take`) that calls no code of ours, and what an entry
    // releases (a `LayoutConstraint`, a solver constraint) has no deinit
    // that reaches back here (a constraint's items are unowned).
    /// Where entries left: nil until the table is compacted.
    @exclusivity(unchecked) private(set) var entries: [LayoutEngine.Installed?] = []
    /// How many entries are not nil.
    @exclusivity(unchecked) private(set) var count = 0
    /// The slots of constraints whose own slot another table holds.
    @exclusivity(unchecked) private var bySharedIdentity: [ObjectIdentifier: Int] = [:]

    /// Moved on by `removeAll`: the slots taken before it are stale.
    @exclusivity(unchecked) private var generation = 0

    /// This table's number, never 0 (no table's) and never another's.
    private let tag = InstalledConstraints.tags.withLock { last in
        last += 1
        return last
    }

    private static let tags = Locked(0)

    deinit { giveUpAll() }

    /// Lets go of every entry, in the order they went in, and of every slot
    /// it holds (a table gone must not leave slots a new table at the same
    /// address would take for its own). The engine calls it before its
    /// solver goes, so the solver's constraints are freed in the order
    /// they were added.
    func giveUpAll() {
        for index in entries.indices {
            // Moved out, not copied: its references are let go of here,
            // once, while the constraint is warm from the check.
            if let entry = entries[index].take(), holds(entry.constraint) { entry.constraint.installedTable = 0 }
        }
        entries = []
        count = 0
        bySharedIdentity = [:]
    }

    /// Whether `constraint`'s slot is one of this table's now.
    private func holds(_ constraint: LayoutConstraint) -> Bool {
        constraint.installedTable == tag && constraint.installedGeneration == generation
    }

    var isEmpty: Bool { count == 0 }

    /// The entry of `constraint`, or nil when it is not installed here.
    subscript(constraint: LayoutConstraint) -> LayoutEngine.Installed? {
        slot(of: constraint).flatMap { entries[$0] }
    }

    private func slot(of constraint: LayoutConstraint) -> Int? {
        if holds(constraint) { return constraint.installedSlot }
        // This table's stale slot: the constraint is not in it (a
        // constraint that came back took a slot of this generation).
        if constraint.installedTable == tag { return nil }
        return bySharedIdentity.isEmpty ? nil : bySharedIdentity[ObjectIdentifier(constraint)]
    }

    /// Installs `entry`, or replaces its constraint's entry in place.
    func set(_ entry: LayoutEngine.Installed) {
        let constraint = entry.constraint
        if let slot = slot(of: constraint) {
            entries[slot] = entry
            return
        }
        let slot = entries.count
        entries.append(entry)
        count += 1
        if constraint.installedTable == 0 || constraint.installedTable == tag {
            constraint.installedTable = tag
            constraint.installedGeneration = generation
            constraint.installedSlot = slot
        } else {
            bySharedIdentity[ObjectIdentifier(constraint)] = slot
        }
    }

    /// Takes `constraint`'s entry out, and returns it.
    @discardableResult
    func remove(_ constraint: LayoutConstraint) -> LayoutEngine.Installed? {
        guard let entry = take(constraint) else { return nil }
        if entries.count >= 64 && entries.count > 2 * count { compact() }
        return entry
    }

    /// Takes `constraint`'s entry out, moved (not copied: a copy would
    /// retain its solver form, cold in a large tree), and returns it; the
    /// table is not compacted, for a caller that is about to empty it
    /// (`LayoutEngine.everythingWanted`, before a rebuild).
    @discardableResult
    func take(_ constraint: LayoutConstraint) -> LayoutEngine.Installed? {
        guard let slot = slot(of: constraint), let entry = entries[slot].take() else { return nil }
        count -= 1
        if holds(constraint) {
            constraint.installedTable = 0
        } else {
            bySharedIdentity[ObjectIdentifier(constraint)] = nil
        }
        return entry
    }

    /// Empties the table, keeping no room (a rebuild fills it again). The
    /// slots the constraints keep are not visited (a large tree's every
    /// constraint, cold): a new generation makes them stale, and they are
    /// taken again as the constraints go back in.
    func removeAll() {
        entries = []
        count = 0
        bySharedIdentity = [:]
        generation += 1
    }

    func reserveCapacity(_ capacity: Int) {
        entries.reserveCapacity(capacity)
    }

    /// Every entry, in the order they went in.
    var all: [LayoutEngine.Installed] { entries.compactMap { $0 } }

    /// Drops the holes, keeping the order; each constraint's slot follows.
    private func compact() {
        let live = entries.compactMap { $0 }
        entries = []
        entries.reserveCapacity(live.count)
        for (slot, entry) in live.enumerated() {
            entries.append(entry)
            let constraint = entry.constraint
            if holds(constraint) {
                constraint.installedSlot = slot
            } else {
                bySharedIdentity[ObjectIdentifier(constraint)] = slot
            }
        }
    }
}
