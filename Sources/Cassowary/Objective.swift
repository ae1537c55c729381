/// The objective as ordered priority levels, highest first.
///
/// Each level is an ordinary row (the sum of that level's error symbols,
/// expressed in the current parametric symbols). A symbol's reduced cost is
/// the vector of its coefficients across levels, compared lexicographically:
/// this is the "symbolic weight" of classic Cassowary, generalised from three
/// fixed strengths to every priority actually present. Levels appear when the
/// first constraint of a priority is added and vanish with the last one.
struct Objective {
    private(set) var priorities: [Double] = []
    var levels: [Row] = []
    /// Whether each level has a negative, non-dummy coefficient: the only
    /// levels where an entering symbol can be. Kept up to date by
    /// `noteChange(at:kinds:)`, so a solve that is already optimal does not
    /// scan every level's row.
    private(set) var mayHaveCandidate: [Bool] = []
    /// Set when a search found no entering symbol; cleared by any change
    /// that could make one appear (`noteChange`, a level removed). Most
    /// additions leave the objective alone, and a level whose negative
    /// coefficients are all blocked by higher levels would otherwise be
    /// rescanned after each of them.
    var isKnownOptimal = false
    private var users: [Int] = []

    var isEmpty: Bool { levels.isEmpty }

    /// The index of `priority`'s level, creating it (empty) if needed.
    mutating func retainLevel(_ priority: Double) -> Int {
        var index = 0
        while index < priorities.count, priorities[index] > priority { index += 1 }
        if index < priorities.count, priorities[index] == priority {
            users[index] += 1
            return index
        }
        priorities.insert(priority, at: index)
        levels.insert(Row(), at: index)
        mayHaveCandidate.insert(false, at: index)
        users.insert(1, at: index)
        return index
    }

    func levelIndex(_ priority: Double) -> Int? {
        priorities.firstIndex(of: priority)
    }

    /// Drops one user of the level; an unused level is removed.
    mutating func releaseLevel(_ priority: Double) {
        guard let index = levelIndex(priority) else { return }
        users[index] -= 1
        if users[index] == 0 {
            isKnownOptimal = false
            priorities.remove(at: index)
            levels.remove(at: index)
            mayHaveCandidate.remove(at: index)
            users.remove(at: index)
        }
    }

    /// Call after changing `levels[index]` other than by adding a positive
    /// coefficient.
    mutating func noteChange(at index: Int, kinds: [SymbolKind]) {
        isKnownOptimal = false
        mayHaveCandidate[index] = levels[index].cells.contains {
            $0.coefficient < 0 && kinds[Int($0.symbol)] != .dummy
        }
    }
}
