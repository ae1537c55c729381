@testable import Cassowary
import Testing

/// IdentityTable against Dictionary as the model: the same random inserts,
/// overwrites and removals (enough to force rebuilds and leave tombstones)
/// must give the same answers.
struct IdentityTableTests {
    @Test func agreesWithDictionaryUnderRandomEdits() {
        let objects = (0..<500).map { Variable("v\($0)") }
        var table = IdentityTable<Int>()
        var model: [ObjectIdentifier: Int] = [:]
        var random = SplitMix64(seed: 7)
        for step in 0..<20_000 {
            let id = ObjectIdentifier(objects[Int(random.next() % UInt64(objects.count))])
            switch random.next() % 3 {
            case 0, 1:
                table[id] = step
                model[id] = step
            default:
                #expect(table.removeValue(forKey: id) == model.removeValue(forKey: id))
            }
            #expect(table.count == model.count)
        }
        for object in objects {
            let id = ObjectIdentifier(object)
            #expect(table[id] == model[id])
        }
        #expect(table.unorderedValues.sorted() == model.values.sorted())
    }

    /// Reserving room (as `Solver.reserveCapacity(constraints:)` does)
    /// keeps what the table holds, tombstones and all, and what it answers.
    @Test func reservingKeepsEveryEntry() {
        let objects = (0..<300).map { Variable("v\($0)") }
        var table = IdentityTable<Int>()
        var model: [ObjectIdentifier: Int] = [:]
        for (k, object) in objects.enumerated() {
            table[ObjectIdentifier(object)] = k
            model[ObjectIdentifier(object)] = k
            if k % 3 == 0 {
                table[ObjectIdentifier(object)] = nil
                model[ObjectIdentifier(object)] = nil
            }
            if k == 150 { table.reserveCapacity(1_000) }
        }
        table.reserveCapacity(10)  // less than it holds: nothing to do
        #expect(table.count == model.count)
        for object in objects {
            #expect(table[ObjectIdentifier(object)] == model[ObjectIdentifier(object)])
        }
    }

    @Test func removedKeysCanComeBack() {
        let a = Variable("a"), b = Variable("b")
        var table = IdentityTable<String>()
        table[ObjectIdentifier(a)] = "a"
        table[ObjectIdentifier(b)] = "b"
        table[ObjectIdentifier(a)] = nil
        #expect(table[ObjectIdentifier(a)] == nil)
        #expect(table[ObjectIdentifier(b)] == "b")
        table[ObjectIdentifier(a)] = "again"
        #expect(table[ObjectIdentifier(a)] == "again")
        #expect(table.count == 2)
    }
}
