import Locking
import FileSafety
import Testing

/// Work spread over threads comes back in index order, each piece once.
@Suite struct ParallelWorkTests {
    @Test(arguments: [1, 2, 4, 64])
    func resultsArriveInOrder(jobs: Int) {
        var delivered: [(Int, Int)] = []
        // Pieces that finish out of order: the early ones take longest.
        ParallelWork.run(count: 40, jobs: jobs) { index in
            var sum = 0
            for k in 0..<((40 - index) * 2_000) { sum &+= k }
            return index * index + (sum == -1 ? 1 : 0)
        } deliver: { index, square in
            delivered.append((index, square))
        }
        #expect(delivered.map(\.0) == Array(0..<40))
        #expect(delivered.map(\.1) == (0..<40).map { $0 * $0 })
    }

    @Test func everyPieceRunsOnce() {
        let runs = Locked([Int](repeating: 0, count: 100))
        ParallelWork.run(count: 100, jobs: 3) { index in
            runs.withLock { $0[index] += 1 }
        } deliver: { _, _ in }
        #expect(runs.withLock { $0 } == [Int](repeating: 1, count: 100))
    }

    @Test func nothingToDo() {
        var calls = 0
        ParallelWork.run(count: 0, jobs: 4) { _ in 0 } deliver: { _, _ in calls += 1 }
        #expect(calls == 0)
    }
}
