/// The symbols that may enter the basis, best first: a binary heap ordered
/// by the priority of the first level naming each (highest first), then by
/// symbol (lowest first), which is the entering rule's order
/// (`Objective.enteringSymbol`).
///
/// The search used to keep its candidates in a list and look at all of
/// them at every pivot: a probe of the ambiguity analysis leaves many
/// symbols with a negative cost at its level, and each pivot looked at
/// every one of them again (cli38: `trellis check` of a 500-label list,
/// 48 s of a debug build's CPU, 5× the 250-label list's 9 s). A heap looks
/// at the ones a pivot touched and at its top. An entry goes stale when
/// its symbol's cost changes; every change but one is announced by a touch,
/// which pushes the symbol again with its new key: the exception, the
/// entering symbol's own cost becoming 0 as it turns basic, only ever
/// takes a symbol out of the running. So an entry is checked when it comes
/// to the top, and dropped unless its key still holds.
struct EnteringCandidates {
    private var entries: [(priority: Double, symbol: Symbol)] = []

    var isEmpty: Bool { entries.isEmpty }

    /// Whether `a` comes before `b`.
    private static func precedes(_ a: (priority: Double, symbol: Symbol), _ b: (priority: Double, symbol: Symbol)) -> Bool {
        a.priority > b.priority || (a.priority == b.priority && a.symbol < b.symbol)
    }

    mutating func push(priority: Double, symbol: Symbol) {
        entries.append((priority, symbol))
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(entries[child], entries[parent]) else { break }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    /// The best entry, left in place.
    var top: (priority: Double, symbol: Symbol)? { entries.first }

    mutating func removeTop() {
        guard !entries.isEmpty else { return }
        let last = entries.removeLast()
        guard !entries.isEmpty else { return }
        entries[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var best = parent
            if left < entries.count, Self.precedes(entries[left], entries[best]) { best = left }
            if right < entries.count, Self.precedes(entries[right], entries[best]) { best = right }
            if best == parent { return }
            entries.swapAt(parent, best)
            parent = best
        }
    }
}
