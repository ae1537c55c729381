import ArgumentParser
import Foundation
import JSONSupport
import Layout

#if canImport(Glibc)
import Glibc
#endif

/// One of `trellis-bench scale`'s trees measured as a user meets it: laid
/// out in a process of its own (the CLI lays out one scene a run). The
/// bench runs its own executable with the hidden `--tree-child N`, which
/// lays out the tree once, then the same chains as a bare system in
/// Trellis's solver, and prints one JSON object.
///
/// Why a process each (docs/benchmarks.md, "benchorder"): in one process a
/// tree's time depended on the run before it, by the heap it left (glibc's
/// free lists and the pages already faulted in): a 1,000-view tree after a
/// 100-view run and after a 1,000-view run differed by a tenth, so the
/// exponent depended on which sizes were asked for.
enum TreeProcess {
    /// What one child measured.
    struct Sample {
        var wall: Double, cpu: Double, solverWall: Double, solverCPU: Double
        /// Minor page faults while the tree was built and laid out.
        var faults: Double
        /// The same tree again in the same process, right after the first:
        /// the text shaped and the heap grown (the old bench's figure).
        var warmWall: Double, warmCPU: Double
        /// The child's peak resident memory (wait4's rusage), MB.
        var peakMB: Double
    }

    // MARK: In the child

    /// Lays out `after`'s trees unmeasured (an experiment's heap), then the
    /// tree of `views` twice, the first as a user meets it and the second
    /// warm, then its bare system, all measured. The 25-row warm-up first
    /// loads the fonts, as `trellis-bench layout` does: a font's loading is
    /// not the tree's cost.
    static func measureHere(views: Int, after: [Int]) -> JSONValue {
        _ = LayoutWorkload.makeTree(width: 375, rows: 25).solvedLayout()
        for size in after { _ = LayoutWorkload.makeTree(width: 375, rows: size / LayoutWorkload.viewsPerRow).solvedLayout() }
        func measured() -> (wall: Double, cpu: Double, faults: Int) {
            let faultsStart = minorFaults()
            let cpuStart = ScaleCommand.threadCPUSeconds()
            let wall = Stopwatch.time { layOutMeasuredTree(views: views) }
            return (wall, ScaleCommand.threadCPUSeconds() - cpuStart, minorFaults() - faultsStart)
        }
        let (wall, cpu, faults) = measured()
        let warm = measured()
        // The same chains as a bare constraint system, after the tree (its
        // construction lays the tree out once more, unmeasured).
        let (solverWall, solverCPU) = TreeSystem(rows: views / LayoutWorkload.viewsPerRow, width: 375).solveWithCassowary()
        return .object([
            ("views", .number(Double(views))), ("after", .array(after.map { .number(Double($0)) })),
            ("wall_ms", .number(wall * 1000)), ("cpu_ms", .number(cpu * 1000)),
            ("solver_wall_ms", .number(solverWall * 1000)), ("solver_cpu_ms", .number(solverCPU * 1000)),
            ("minor_faults", .number(Double(faults))),
            ("warm_wall_ms", .number(warm.wall * 1000)), ("warm_cpu_ms", .number(warm.cpu * 1000)),
            ("warm_minor_faults", .number(Double(warm.faults))),
        ])
    }

    /// The measured work, build to teardown, in a function of its own so
    /// that callgrind can count it alone (`--toggle-collect='*layOutMeasured*'`:
    /// the mangled name abbreviates "Tree", so the whole name matches nothing).
    @inline(never)
    static func layOutMeasuredTree(views: Int) {
        _ = LayoutWorkload.makeTree(width: 375, rows: views / LayoutWorkload.viewsPerRow).solvedLayout()
    }

    private static func minorFaults() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_minflt
    }

    // MARK: In the bench

    /// Runs `trellis-bench scale --tree-child views` and reads its sample.
    static func measure(views: Int, after: [Int] = []) throws -> Sample {
        let executable = try selfExecutable()
        let arguments = ["scale", "--tree-child", "\(views)"] + after.flatMap { ["--tree-child-after", "\($0)"] }
        let (run, output) = try ScaleCommand.measure(executable, arguments, capturing: true)
        guard run.status == 0 else { throw ValidationError("trellis-bench scale --tree-child \(views) exited with \(run.status)") }
        guard case let .object(members) = try JSONParser.parse(Array(output)) else {
            throw ValidationError("trellis-bench scale --tree-child \(views) printed no JSON object")
        }
        func number(_ key: String) throws -> Double {
            guard let member = members.first(where: { $0.0 == key }), case let .number(value) = member.1 else {
                throw ValidationError("trellis-bench scale --tree-child \(views) printed no \(key)")
            }
            return value
        }
        return Sample(wall: try number("wall_ms") / 1000, cpu: try number("cpu_ms") / 1000,
                      solverWall: try number("solver_wall_ms") / 1000, solverCPU: try number("solver_cpu_ms") / 1000,
                      faults: try number("minor_faults"), warmWall: try number("warm_wall_ms") / 1000,
                      warmCPU: try number("warm_cpu_ms") / 1000, peakMB: run.peakMB)
    }

    /// This executable (/proc/self/exe: the file itself, whatever the
    /// working directory or the name it was started by).
    static func selfExecutable() throws -> String {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        let path = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw ValidationError("cannot find trellis-bench's own executable to run a tree in")
        }
        return path
    }
}
