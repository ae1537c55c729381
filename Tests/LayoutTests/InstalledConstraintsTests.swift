import Testing
@testable import Layout

/// The engine's table of installed constraints (`InstalledConstraints`):
/// found by the slot each constraint keeps, with a second table that takes
/// a constraint the first holds finding it by identity, and the order the
/// constraints went in kept through removals.
@Suite struct InstalledConstraintsTests {
    /// `count` width constraints of their own views (kept alive with them).
    func constraints(_ count: Int) -> (views: [View], constraints: [LayoutConstraint]) {
        let views = (0..<count).map { View(name: "v\($0)") }
        return (views, views.enumerated().map { $1.widthAnchor.constraint(equalToConstant: Double($0)) })
    }

    func entry(_ constraint: LayoutConstraint) throws -> LayoutEngine.Installed {
        let form = try #require(constraint.solverConstraint())
        return LayoutEngine.Installed(constraint: constraint, signature: LayoutEngine.Signature(form))
    }

    @Test func findsWhatWentInAndNothingElse() throws {
        let (views, list) = constraints(3)
        let table = InstalledConstraints()
        try table.set(entry(list[0]))
        try table.set(entry(list[2]))
        #expect(table.count == 2)
        #expect(table[list[0]]?.constraint === list[0])
        #expect(table[list[1]] == nil)
        #expect(table[list[2]]?.constraint === list[2])
        #expect(table.all.map(\.constraint).elementsEqual([list[0], list[2]], by: ===))
        _ = views
    }

    @Test func aSecondTableFindsASharedConstraintByIdentity() throws {
        let (views, list) = constraints(4)
        let first = InstalledConstraints(), second = InstalledConstraints()
        for constraint in list { try first.set(entry(constraint)) }
        try second.set(entry(list[3]))
        try second.set(entry(list[1]))
        #expect(second[list[1]]?.constraint === list[1])
        #expect(second[list[3]]?.constraint === list[3])
        #expect(second[list[0]] == nil)
        // The first table's slots are untouched by the second's.
        for constraint in list { #expect(first[constraint]?.constraint === constraint) }
        // Out of the first: the second still finds it, and a third table
        // can take the slot it gave up.
        first.remove(list[1])
        #expect(first[list[1]] == nil)
        #expect(second[list[1]]?.constraint === list[1])
        let third = InstalledConstraints()
        try third.set(entry(list[1]))
        #expect(third[list[1]]?.constraint === list[1])
        #expect(second[list[1]]?.constraint === list[1])
        second.remove(list[1])
        #expect(second[list[1]] == nil)
        #expect(third[list[1]]?.constraint === list[1])
        _ = views
    }

    @Test func removalsKeepTheOrderThroughCompaction() throws {
        let (views, list) = constraints(300)
        let table = InstalledConstraints()
        for constraint in list { try table.set(entry(constraint)) }
        // Two of every three out: enough holes to compact more than once.
        for (index, constraint) in list.enumerated() where index % 3 != 0 { table.remove(constraint) }
        let left = list.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
        #expect(table.count == left.count)
        #expect(table.entries.count < list.count)
        #expect(table.all.map(\.constraint).elementsEqual(left, by: ===))
        for (index, constraint) in list.enumerated() {
            #expect((table[constraint] != nil) == (index % 3 == 0))
        }
        _ = views
    }

    @Test func aSlotLeftByRemoveAllIsNotTrusted() throws {
        let (views, list) = constraints(3)
        let table = InstalledConstraints()
        for constraint in list { try table.set(entry(constraint)) }
        table.removeAll()
        #expect(table.isEmpty)
        // list[2] back alone: it takes slot 0, where list[0]'s stale slot
        // also points.
        try table.set(entry(list[2]))
        #expect(table[list[0]] == nil)
        #expect(table[list[1]] == nil)
        #expect(table[list[2]]?.constraint === list[2])
        // And a stale slot is taken again, not kept by identity.
        try table.set(entry(list[0]))
        #expect(table[list[0]]?.constraint === list[0])
        #expect(table.all.map(\.constraint).elementsEqual([list[2], list[0]], by: ===))
        _ = views
    }

    @Test func aTableGoneGivesItsSlotsBack() throws {
        let (views, list) = constraints(2)
        var first: InstalledConstraints? = InstalledConstraints()
        for constraint in list { try first?.set(entry(constraint)) }
        first = nil
        #expect(list.allSatisfy { $0.installedTable == 0 })
        // So a new table takes their slots, not the identity table.
        let second = InstalledConstraints()
        try second.set(entry(list[0]))
        #expect(list[0].installedTable != 0)
        #expect(second[list[0]]?.constraint === list[0])
        _ = views
    }
}
