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
