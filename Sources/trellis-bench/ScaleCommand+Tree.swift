import Foundation
import JSONSupport

/// `trellis-bench scale`'s trees: each size and round in a process of its
/// own (`TreeProcess`), rounds interleaved across the sizes, kiwisolver on
/// the same chains beside them.
extension ScaleCommand {
    /// The two sizes the growth exponent is taken between: 1,000 views and
    /// the largest when both are run, else the two largest.
    static func exponentSizes(_ sizes: [Int]) -> (from: Int, to: Int)? {
        guard sizes.count >= 2 else { return nil }
        let largest = sizes.count - 1
        if let thousand = sizes.firstIndex(of: 1_000), thousand < largest { return (thousand, largest) }
        return (largest - 1, largest)
    }

    /// time ~ views^k between two sizes.
    static func growthExponent(_ a: Double, _ b: Double, views: (Int, Int)) -> Double {
        log(b / a) / log(Double(views.1) / Double(views.0))
    }

    func tree(_ output: BenchOutput) throws -> JSONValue {
        let sizes = (!views.isEmpty ? views : quick ? [100, 1_000] : [100, 1_000, 10_000]).sorted()
        let rounds = treeRounds
        let kiwi = KiwiTreeRunner(script: kiwiScript, skip: noKiwi, keepIn: treeSystems)
        output.say("tree: views; median ms of \(rounds) rounds (each round every size in turn, so a machine that slows "
                   + "for a while slows one run of each), each tree in a fresh process, as the CLI lays out one scene a run: "
                   + "build and lay out at 375 points, wall and thread CPU; the same system in Trellis's solver alone and "
                   + "in kiwisolver")
        // A process each (`TreeProcess`): in one process a tree's time
        // depended on the sizes run before it (docs/benchmarks.md,
        // "benchorder"), so the figure depended on the sizes asked for.
        var samples = [[TreeProcess.Sample]](repeating: [], count: sizes.count)
        for _ in 0..<rounds {
            for (k, views) in sizes.enumerated() { samples[k].append(try TreeProcess.measure(views: views)) }
        }
        func medians(_ value: (TreeProcess.Sample) -> Double) -> [Double] { samples.map { SolverResult.median($0.map(value)) } }
        let wall = medians(\.wall), cpu = medians(\.cpu), solverWall = medians(\.solverWall), solverCPU = medians(\.solverCPU)
        let faults = medians(\.faults), peak = medians(\.peakMB), warmWall = medians(\.warmWall), warmCPU = medians(\.warmCPU)
        // kiwi is cubic on this tree (8 ms of CPU at 100 views, 7 s at 1,000):
        // it runs up to --kiwi-views, at most 3 times, after Trellis's rounds.
        // Its systems are built here, after the children, so that this
        // process's own peak (which a spawned child starts from) stays small.
        let kiwiMedians: [Double?] = sizes.map { views in
            guard views <= kiwiViews, !noKiwi || treeSystems != nil else { return nil }
            return kiwi.median(TreeSystem(rows: views / LayoutWorkload.viewsPerRow, width: 375), repeats: min(rounds, 3), work: work)
        }
        let kiwiCPU: [Double?] = sizes.enumerated().map { k, views in kiwiMedians[k] == nil ? nil : kiwi.cpuMedians[views] }
        for (k, views) in sizes.enumerated() {
            let kiwiText = kiwiMedians[k].map { String(format: "%10.2f", $0 * 1000) } ?? "         —"
            let kiwiCPUText = kiwiCPU[k].map { String(format: " (CPU %.2f)", $0 * 1000) } ?? ""
            output.say(String(format: "  %6d views  %10.2f ms (CPU %10.2f)   solver %9.2f ms (CPU %9.2f)   kiwi %@ ms%@", views,
                              wall[k] * 1000, cpu[k] * 1000, solverWall[k] * 1000, solverCPU[k] * 1000, kiwiText as NSString,
                              kiwiCPUText as NSString))
        }
        output.say("  warm (the same tree again in its process, text shaped and heap grown; not a user's figure):")
        for (k, views) in sizes.enumerated() {
            output.say(String(format: "  %6d views  %10.2f ms (CPU %10.2f)", views, warmWall[k] * 1000, warmCPU[k] * 1000))
        }
        if let reason = kiwi.failure {
            output.say("  kiwi: not run (\(reason))")
        } else if let skipped = sizes.last, skipped > kiwiViews {
            let above = sizes.filter { $0 > kiwiViews }.map(String.init).joined(separator: ", ")
            // The estimate from the largest size kiwi solved here, cubic.
            var estimate = ""
            if let k = sizes.indices.last(where: { kiwiMedians[$0] != nil }), let measured = kiwiMedians[k] {
                let seconds = measured * pow(Double(skipped) / Double(sizes[k]), 3)
                estimate = ", so about \(Self.duration(seconds)) at \(skipped) views from its \(Self.duration(measured)) at \(sizes[k])"
            }
            output.say("  kiwi: not run at \(above) views: above --kiwi-views \(kiwiViews) (kiwi is cubic on this tree\(estimate); "
                       + "a larger --kiwi-views runs it)")
        }
        var fields: [(String, JSONValue)] = [
            ("views", .array(sizes.map { .number(Double($0)) })),
            ("rounds", .number(Double(rounds))),
            ("median_ms", .array(wall.map { .number($0 * 1000) })),
            ("cpu_median_ms", .array(cpu.map { .number($0 * 1000) })),
            ("solver_median_ms", .array(solverWall.map { .number($0 * 1000) })),
            ("solver_cpu_median_ms", .array(solverCPU.map { .number($0 * 1000) })),
            ("kiwi_median_ms", .array(kiwiMedians.map { $0.map { .number($0 * 1000) } ?? .null })),
            ("kiwi_cpu_median_ms", .array(kiwiCPU.map { $0.map { .number($0 * 1000) } ?? .null })),
            ("measured_in", .string("a fresh process per size and round")),
            ("minor_faults_median", .array(faults.map { .number($0) })),
            ("process_peak_mb_median", .array(peak.map { .number($0) })),
            ("warm_median_ms", .array(warmWall.map { .number($0 * 1000) })),
            ("warm_cpu_median_ms", .array(warmCPU.map { .number($0 * 1000) })),
        ]
        if let engine = kiwi.engine { fields.append(("kiwi_engine", .string(engine))) }
        if let reason = kiwi.failure { fields.append(("kiwi_not_run", .string(reason))) }
        fields.append(("kiwi_views", .number(Double(kiwiViews))))
        if let (a, b) = Self.exponentSizes(sizes) {
            let pair = (sizes[a], sizes[b])
            func exponent(_ m: [Double]) -> Double { Self.growthExponent(m[a], m[b], views: pair) }
            // Each round's own exponents too: how far one run can wander.
            func perRound(_ value: (TreeProcess.Sample) -> Double) -> [Double] {
                zip(samples[a], samples[b]).map { Self.growthExponent(value($0), value($1), views: pair) }
            }
            let measures: [(String, String, [Double], (TreeProcess.Sample) -> Double)] = [
                ("wall", "exponent", wall, \.wall), ("CPU", "cpu_exponent", cpu, \.cpu),
                ("solver", "solver_exponent", solverWall, \.solverWall), ("solver CPU", "solver_cpu_exponent", solverCPU, \.solverCPU),
                ("warm", "warm_exponent", warmWall, \.warmWall), ("warm CPU", "warm_cpu_exponent", warmCPU, \.warmCPU),
            ]
            output.say("  exponent from \(pair.0) to \(pair.1) views, of the medians (each round's):")
            for (label, key, m, value) in measures {
                let rounds = perRound(value)
                output.say(String(format: "    %-10@ %.2f  (%@)", label as NSString, exponent(m),
                                  rounds.map { String(format: "%.2f", $0) }.joined(separator: ", ") as NSString))
                fields.append((key, .number(exponent(m))))
                fields.append((key + "_rounds", .array(rounds.map { .number($0) })))
            }
            fields.append(("exponent_views", .array([.number(Double(pair.0)), .number(Double(pair.1))])))
            // kiwi's exponent between the two largest sizes it solved.
            let ran = sizes.indices.filter { kiwiMedians[$0] != nil }
            if ran.count >= 2, let last = kiwiMedians[ran[ran.count - 1]], let before = kiwiMedians[ran[ran.count - 2]] {
                let (a, b) = (sizes[ran[ran.count - 2]], sizes[ran[ran.count - 1]])
                let k = Self.growthExponent(before, last, views: (a, b))
                output.say(String(format: "  kiwi: exponent %.2f from %d to %d views", k, a, b))
                fields.append(("kiwi_exponent", .number(k)))
                fields.append(("kiwi_exponent_views", .array([.number(Double(a)), .number(Double(b))])))
            }
        }
        return .object(fields)
    }

    /// A duration in words: "0.05 s", "24 s", "40 min", "7 h".
    static func duration(_ seconds: Double) -> String {
        seconds < 1 ? String(format: "%.2f s", seconds) : seconds < 120 ? String(format: "%.0f s", seconds)
            : seconds < 7_200 ? String(format: "%.0f min", seconds / 60) : String(format: "%.0f h", seconds / 3_600)
    }
}
