import Foundation

/// The inserts, deletes and moves of one batch of updates to a table or
/// collection view, checked against the data source's counts as UIKit
/// checks them when the batch ends: a count after the update must be the
/// count before it plus what was inserted or moved in, minus what was
/// deleted or moved out ("In addition to modifying the table's rows,
/// update your table's data source to reflect your changes",
/// `performBatchUpdates(_:completion:)`). UIKit raises
/// NSInternalInconsistencyException with the reason `problem(after:)`
/// gives; Trellis records it as a layout issue.
struct BatchUpdate {
    /// "row" (tables) or "item" (collection views).
    let noun: String
    /// "table view" or "collection view".
    let container: String
    /// Rows or items per section before the batch.
    let before: [Int]
    private(set) var insertedSections = IndexSet()
    private(set) var deletedSections = IndexSet()
    /// Counts by section: inserted and moved in by the sections after the
    /// update, deleted and moved out by those before it (UIKit's numbering).
    private var inserted: [Int: Int] = [:], deleted: [Int: Int] = [:]
    private var movedIn: [Int: Int] = [:], movedOut: [Int: Int] = [:]
    /// A section moved: the check of rows is left out (it would need the move's mapping).
    private var movesSections = false

    init(noun: String, container: String, before: [Int]) {
        self.noun = noun
        self.container = container
        self.before = before
    }

    mutating func insert(_ indexPaths: [IndexPath]) { for path in indexPaths { inserted[path.section, default: 0] += 1 } }
    mutating func delete(_ indexPaths: [IndexPath]) { for path in indexPaths { deleted[path.section, default: 0] += 1 } }
    mutating func move(from source: IndexPath, to destination: IndexPath) {
        movedOut[source.section, default: 0] += 1
        movedIn[destination.section, default: 0] += 1
    }
    mutating func insertSections(_ sections: IndexSet) { insertedSections.formUnion(sections) }
    mutating func deleteSections(_ sections: IndexSet) { deletedSections.formUnion(sections) }
    mutating func moveSection() { movesSections = true }

    /// UIKit's reason for raising, or nil when the counts add up.
    func problem(after: [Int]) -> String? {
        let expectedSections = before.count + insertedSections.count - deletedSections.count
        if after.count != expectedSections {
            return "Invalid update: invalid number of sections. The number of sections contained in the \(container) after the "
                + "update (\(after.count)) must be equal to the number of sections contained in the \(container) before the update "
                + "(\(before.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, "
                + "\(deletedSections.count) deleted)."
        }
        guard !movesSections else { return nil }
        // Sections that stay, in order, before and after the update.
        let kept = before.indices.filter { !deletedSections.contains($0) }
        let keptAfter = after.indices.filter { !insertedSections.contains($0) }
        for (old, new) in zip(kept, keptAfter) {
            let plus = inserted[new, default: 0], minus = deleted[old, default: 0]
            let movedInto = movedIn[new, default: 0], movedOutOf = movedOut[old, default: 0]
            guard after[new] != before[old] + plus - minus + movedInto - movedOutOf else { continue }
            return "Invalid update: invalid number of \(noun)s in section \(new). The number of \(noun)s contained in an existing "
                + "section after the update (\(after[new])) must be equal to the number of \(noun)s contained in that section before "
                + "the update (\(before[old])), plus or minus the number of \(noun)s inserted or deleted from that section (\(plus) "
                + "inserted, \(minus) deleted) and plus or minus the number of \(noun)s moved into or out of that section "
                + "(\(movedInto) moved in, \(movedOutOf) moved out)."
        }
        return nil
    }
}
