import Foundation
import Testing

/// Issue 33: `trellis solve` of 100,000 chained equalities (8 MB, under the
/// 64 MiB input limit) ran past 60 s and 9 GB, and 100,000 equalities on
/// one variable at 999 priorities past 60 s. The chain now solves (the
/// solver keeps a chain's rows short); the equalities, quadratic in the
/// simplex (kiwi's too), stop at the solver's limits with one message
/// naming them. The inputs are made here, not committed.
@Suite struct SolveLimitsEndToEndTests {
    /// `{"constraints": [...]}` with one line per constraint.
    static func system(_ constraints: [String]) -> String {
        "{\"constraints\": [\n" + constraints.joined(separator: ",\n") + "\n]}\n"
    }

    func solve(_ json: String) throws -> TrellisProcess.Outcome {
        let folder = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(json.utf8).write(to: folder.appendingPathComponent("s.json"))
        return try TrellisProcess.run(["solve", "s.json"], directory: folder)
    }

    /// x0 == 0, then x[i] == x[i+1] + 1: by hand, x[i] = -i (kiwi agrees).
    @Test func aChainOf100000EqualitiesSolves() throws {
        let n = 100_000
        let links = (0..<n).map { "{\"name\": \"c\($0)\", \"terms\": [[1, \"x\($0)\"], [-1, \"x\($0 + 1)\"]], \"constant\": -1, \"op\": \"==\"}" }
        let outcome = try solve(Self.system(["{\"name\": \"pin\", \"terms\": [[1, \"x0\"]], \"op\": \"==\"}"] + links))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let result = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let steps = try #require(result["steps"] as? [[String: Any]])
        let values = try #require(steps.first?["values"] as? [String: Double])
        #expect(values.count == n + 1)
        #expect((0...n).allSatisfy { values["x\($0)"] == -Double($0) })
        #expect((steps.first?["violated"] as? [Any])?.isEmpty == true)
    }

    /// x == i at priority 1 + i mod 999, for 100,000 values of i: the
    /// objective's levels are sparse now (each names its own few errors,
    /// not a slot for every symbol), so the memory limit no longer stops
    /// it; the simplex's quadratic work on one variable does.
    @Test func equalitiesAt999PrioritiesStopAtTheWorkLimit() throws {
        let constraints = (0..<100_000).map {
            "{\"name\": \"c\($0)\", \"terms\": [[1, \"x\"]], \"constant\": \(-$0), \"op\": \"==\", \"strength\": \(1 + $0 % 999)}"
        }
        let outcome = try solve(Self.system(constraints))
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.hasPrefix("error: s.json: the solve was stopped after 100000000 cell operations, its work limit "
            + "(SolverLimits.work)"), "\(outcome.stderr)")
        #expect(outcome.stderr.hasSuffix("nothing printed (ConstraintSystemRunner.limits)\n"), "\(outcome.stderr)")
    }
}
