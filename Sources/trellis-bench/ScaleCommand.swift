import ArgumentParser
import Foundation
import JSONSupport
import Layout

#if canImport(Glibc)
import Glibc
#endif

/// `trellis-bench scale` (issue 15): how Trellis grows with the work —
/// trees of 100 to 10,000 views, a gallery of 1,000 scene files through
/// `trellis verify` and `trellis docs` with one job and with every core,
/// and a sweep's memory at 200 and at 10,000 frames.
struct ScaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scale",
        abstract: "Trees of 100–10,000 views, a 1,000-scene gallery (verify, docs), a 10,000-frame sweep's memory.",
        discussion: """
            tree     a list of rows (a wrapping label, a spacer and a button in
                     a container: 4 views a row, trellis-bench layout's rows)
                     of 100, 1,000 and 10,000 views, built and laid out at
                     375 points, each in a fresh process (this executable
                     run again), as the CLI lays out one scene a run, in
                     --rounds rounds of every size in turn; the median
                     time and the growth exponent k (time ~ views^k) from
                     1,000 to 10,000 (of the medians, and of each round),
                     in wall time and in the thread's CPU time; the same
                     tree laid out again in its process (warm); beside it the
                     same tree as a bare constraint system (TreeSystem),
                     solved by Trellis's solver and by kiwisolver
                     (python3 scripts/kiwi_tree.py, when kiwisolver is
                     installed)
            gallery  1,000 generated scene files (cards of one to three
                     wrapping labels, small sweeps) run through the trellis
                     beside this executable: verify (after recording), then
                     docs, each with --jobs 1 and with every core, --repeat
                     times in turn; the medians of wall time and CPU time
                     (user, system, both) per scene and of peak resident
                     memory
            sweep    trellis sweep of the wrap-demo example over 200 and
                     10,000 frames: peak resident memory of each

            Files go to --work-directory: /dev/shm by default where it
            exists, so that system time is Trellis's, not a disk's (on an
            ext4 disk, creating the gallery's 17,000 files took 2.5 to 8.6 s
            of kernel time, most of it in the inode allocator, more
            when as many had just been deleted; docs/benchmarks.md).

            Build both first: swift build -c release.

            Examples:
              trellis-bench scale --quick
              trellis-bench scale --json results.json
            """
    )

    @Flag(help: "100 scenes, trees to 1,000 views, 2,000 frames: a quick look, not a measurement.")
    var quick = false

    @Option(help: ArgumentHelp("Only these parts (repeatable): tree, gallery, sweep.", valueName: "part"))
    var only: [String] = []

    @Option(help: ArgumentHelp("The tree sizes, in views (repeatable; default 100, 1,000 and 10,000).", valueName: "n"))
    var views: [Int] = []

    @Option(help: ArgumentHelp("How many times each gallery run is made; the medians are reported (default 3, 1 with --quick).",
                               valueName: "n"))
    var `repeat`: Int?

    @Option(help: ArgumentHelp("Where the scene files, snapshots, galleries and sweeps are written (default /dev/shm where it exists, else the temporary directory).",
                               valueName: "directory"))
    var workDirectory: String?

    @Option(help: ArgumentHelp("kiwisolver's side of the tree (default: scripts/kiwi_tree.py in the source tree this was built from).",
                               valueName: "path"))
    var kiwiScript: String?

    @Option(help: ArgumentHelp("The largest tree kiwisolver solves (default 1,000 views: kiwi is cubic here, seconds at 1,000 views, hours at 10,000).",
                               valueName: "n"))
    var kiwiViews = 1_000

    @Flag(help: "Do not run kiwisolver on the tree's system.")
    var noKiwi = false

    @Option(help: ArgumentHelp("Keep the trees' systems here, as tree-N.json (kiwi_oracle.py's format).", valueName: "directory"))
    var treeSystems: String?

    @Option(help: ArgumentHelp("Rounds of the trees, each every size in turn; the medians are reported (default 5, 1 with --quick).",
                               valueName: "n"))
    var rounds: Int?

    /// Inside a bench: lay out one tree of this many views in this process
    /// and print its times as JSON (`TreeProcess`).
    @Option(help: .hidden)
    var treeChild: Int?

    /// With --tree-child: trees laid out unmeasured first (the order
    /// experiments of docs/benchmarks.md, "benchorder").
    @Option(help: .hidden)
    var treeChildAfter: [Int] = []

    var repeats: Int { `repeat` ?? (quick ? 1 : 3) }
    var treeRounds: Int { rounds ?? (quick ? 1 : 5) }

    /// `--work-directory`, or /dev/shm (memory: no disk's allocator in
    /// the system time), or the temporary directory.
    var work: String {
        if let workDirectory { return workDirectory }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: "/dev/shm", isDirectory: &isDirectory), isDirectory.boolValue,
           FileManager.default.isWritableFile(atPath: "/dev/shm") {
            return "/dev/shm"
        }
        return FileManager.default.temporaryDirectory.path
    }

    @OptionGroup var jsonOption: JSONOption

    func validate() throws {
        for size in views where size < LayoutWorkload.viewsPerRow || size > 100_000 {
            throw ValidationError("--views: \(size) is not a tree size from \(LayoutWorkload.viewsPerRow) to 100000")
        }
        for size in treeChildAfter + (treeChild.map { [$0] } ?? [])
        where size < LayoutWorkload.viewsPerRow || size > 100_000 {
            throw ValidationError("--tree-child: \(size) is not a tree size from \(LayoutWorkload.viewsPerRow) to 100000")
        }
        if treeChild == nil, !treeChildAfter.isEmpty {
            throw ValidationError("--tree-child-after needs --tree-child")
        }
        for part in only where !["tree", "gallery", "sweep"].contains(part) {
            throw ValidationError("unknown part '\(part)'; one of tree, gallery, sweep")
        }
        if let count = rounds, !(1...100).contains(count) {
            throw ValidationError("--rounds: \(count) is not a count from 1 to 100")
        }
        if let count = `repeat`, !(1...100).contains(count) {
            throw ValidationError("--repeat: \(count) is not a count from 1 to 100")
        }
        if let workDirectory {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: workDirectory, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--work-directory: \(workDirectory) is not a directory")
            }
        }
    }

    func runs(_ part: String) -> Bool { only.isEmpty || only.contains(part) }

    func run() throws {
        if let treeChild {
            FileHandle.standardOutput.write(Data((JSONWriter.dump(TreeProcess.measureHere(views: treeChild, after: treeChildAfter)) + "\n").utf8))
            return
        }
        let output = jsonOption.output
        var document: [(String, JSONValue)] = [
            ("benchmark", .string("scale")), ("machine", MachineInfo.json),
            ("configuration", .string(BenchOutput.configuration)), ("work_directory", .string(work)),
        ]
        // The trellis runs first, while this process is small: posix_spawn
        // shares this process's memory until the exec, and Linux starts the
        // child's peak (ru_maxrss) at this process's peak then. After the
        // 10,000-view tree (1.7 GB) every run reported 1.7 GB.
        if runs("gallery") || runs("sweep") {
            let trellis = try Self.trellisExecutable()
            if runs("gallery") { document.append(("gallery", try gallery(trellis, output))) }
            if runs("sweep") { document.append(("sweep", try sweep(trellis, output))) }
        }
        if runs("tree") { document.append(("tree", try tree(output))) }
        try output.write(.object(document))
    }

    /// CPU time of this thread: on a machine shared with other work, what
    /// the layout itself cost, without the waits for a core.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    // MARK: A gallery of scene files

    func gallery(_ trellis: String, _ output: BenchOutput) throws -> JSONValue {
        let count = quick ? 100 : 1_000
        let folder = URL(fileURLWithPath: work).appendingPathComponent("trellis-bench-scale-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenes = folder + "/scenes", snapshots = folder + "/snapshots"
        try FileManager.default.createDirectory(atPath: scenes, withIntermediateDirectories: true)
        for index in 0..<count {
            try Self.scene(index).write(toFile: scenes + String(format: "/card-%04d.yaml", index), atomically: false, encoding: .utf8)
        }
        output.say("gallery: \(count) scenes in \(work), medians of \(repeats); per scene: wall ms, CPU ms (user + system); peak MB")
        _ = try Self.measure(trellis, ["verify", scenes, "--snapshots", snapshots, "--record", "all"])
        let cores = ParallelJobs.cores
        let configurations = [("verify", 1), ("verify", cores), ("docs", 1), ("docs", cores)]
        // Round by round, every configuration in turn: a machine that
        // slows for a while slows one run of each, not every run of one.
        var runs = [[Measured]](repeating: [], count: configurations.count)
        for round in 0..<repeats {
            for (k, (command, jobs)) in configurations.enumerated() {
                let gallery = folder + "/gallery-\(jobs)-\(round)"
                let arguments = command == "verify"
                    ? ["verify", scenes, "--snapshots", snapshots, "--jobs", "\(jobs)"]
                    : ["docs", scenes, "-o", gallery, "--jobs", "\(jobs)"]
                let run = try Self.measure(trellis, arguments)
                guard run.status == 0 else { throw ValidationError("trellis \(command) exited with \(run.status)") }
                runs[k].append(run)
                if command == "docs" { try? FileManager.default.removeItem(atPath: gallery) }  // 17,000 files a run
            }
        }
        var rows: [JSONValue] = []
        for (k, (command, jobs)) in configurations.enumerated() {
            func perScene(_ value: (Measured) -> Double) -> Double { SolverResult.median(runs[k].map(value)) / Double(count) * 1000 }
            let wall = perScene(\.wall), cpu = perScene { $0.user + $0.system }
            let user = perScene(\.user), system = perScene(\.system)
            let peak = SolverResult.median(runs[k].map(\.peakMB))
            output.say(String(format: "  %-6@ --jobs %d  %8.2f  %8.2f (%.2f + %.2f)  %7.1f", command as NSString, jobs, wall, cpu,
                              user, system, peak))
            rows.append(.object([
                ("command", .string(command)), ("jobs", .number(Double(jobs))), ("scenes", .number(Double(count))),
                ("runs", .number(Double(runs[k].count))),
                ("wall_ms_per_scene", .number(wall)), ("cpu_ms_per_scene", .number(cpu)),
                ("user_ms_per_scene", .number(user)), ("system_ms_per_scene", .number(system)), ("peak_mb", .number(peak)),
            ]))
        }
        return .array(rows)
    }

    /// Scene `index`: a card of one to three wrapping labels, a sweep of
    /// three widths, every tenth with a state.
    static func scene(_ index: Int) -> String {
        let words = ["Auto", "Layout", "solves", "constraints", "for", "every", "view", "in", "the", "tree", "at", "each", "width"]
        let labels = 1 + index % 3
        var text = """
            canvas: { width: 320 }
            sweep: { from: 240, to: 400, step: 80 }
            views:
              - card: { background: white, margins: 12 }
                children:

            """
        var constraints = ["  - H:|-16-[card]-16-|", "  - card.top == root.top + 16"]
        for k in 0..<labels {
            let sentence = (0..<(4 + (index + k) % 11)).map { words[($0 + index + k) % words.count] }.joined(separator: " ")
            text += "      - l\(k): { type: label, text: \"\(sentence)\", lines: 0 }\n"
            constraints.append("  - l\(k).leading == card.leadingMargin")
            constraints.append("  - l\(k).trailing == card.trailingMargin")
            constraints.append(k == 0 ? "  - l0.top == card.topMargin" : "  - l\(k).top == l\(k - 1).bottom + 8")
        }
        constraints.append("  - card.bottomMargin == l\(labels - 1).bottom")
        text += "constraints:\n" + constraints.joined(separator: "\n") + "\n"
        if index % 10 == 0 { text += "states:\n  short:\n    texts: { l0: \"Short\" }\n" }
        return text
    }

    // MARK: A long sweep's memory

    func sweep(_ trellis: String, _ output: BenchOutput) throws -> JSONValue {
        let folder = URL(fileURLWithPath: work).appendingPathComponent("trellis-bench-sweep-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var rows: [JSONValue] = []
        output.say("sweep: wrap-demo from 200 to 600; frames, seconds, peak MB")
        for frames in quick ? [200, 2_000] : [200, 10_000] {
            // Exactly `frames` widths: the last is a step short of 600 (a
            // sweep's end is a frame of its own when a step lands on it).
            let step = 400 / Double(frames)
            let to = 200 + step * Double(frames - 1)
            let run = try Self.measure(trellis, ["sweep", "--example", "wrap-demo", "--from", "200", "--to", "\(to)",
                                                 "--step", "\(step)", "-o", folder + "/s.gif"])
            guard run.status == 0 else { throw ValidationError("trellis sweep exited with \(run.status)") }
            output.say(String(format: "  %6d  %8.2f  %7.1f", frames, run.wall, run.peakMB))
            rows.append(.object([("frames", .number(Double(frames))), ("seconds", .number(run.wall)), ("peak_mb", .number(run.peakMB))]))
        }
        return .array(rows)
    }

    // MARK: Running trellis

    struct Measured {
        var status: Int32
        var wall: Double
        /// CPU seconds in the process and in the kernel for it.
        var user: Double
        var system: Double
        var peakMB: Double
    }

    /// Runs `trellis arguments` with its output discarded; its wall time,
    /// CPU time (user and system) and peak resident memory (wait4's rusage).
    /// Spawned with posix_spawn, not Foundation's Process: Process reaps
    /// its child itself, and wait4 then finds no child to report on.
    static func measure(_ trellis: String, _ arguments: [String]) throws -> Measured {
        try measure(trellis, arguments, capturing: false).0
    }

    /// As `measure(_:_:)`; with `capturing`, also what the child printed on
    /// its standard output (read to the end before the child is reaped).
    static func measure(_ trellis: String, _ arguments: [String], capturing: Bool) throws -> (Measured, [UInt8]) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipeEnds: [Int32] = [-1, -1]
        if capturing {
            guard pipe(&pipeEnds) == 0 else { throw ValidationError("cannot make a pipe: \(String(cString: strerror(errno)))") }
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
            posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([trellis] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        let clock = ContinuousClock(), start = clock.now
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, trellis, &actions, nil, argv, environ)
        if capturing { close(pipeEnds[1]) }
        guard spawned == 0 else {
            if capturing { close(pipeEnds[0]) }
            throw ValidationError("cannot run \(trellis): \(String(cString: strerror(spawned)))")
        }
        var output: [UInt8] = []
        if capturing {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(pipeEnds[0], &buffer, buffer.count)
                if count > 0 { output += buffer[0..<count] } else if count == 0 || errno != EINTR { break }
            }
            close(pipeEnds[0])
        }
        var status: Int32 = 0
        var usage = rusage()
        // wait4 both reaps the child and reports its own resources, whatever
        // other children this process has had.
        while wait4(pid, &status, 0, &usage) != pid {
            guard errno == EINTR else { throw ValidationError("could not wait for trellis: \(String(cString: strerror(errno)))") }
        }
        let wall = Stopwatch.seconds(clock.now - start)
        let seconds = { (t: timeval) in Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (Measured(status: exit, wall: wall, user: seconds(usage.ru_utime), system: seconds(usage.ru_stime),
                         peakMB: Double(usage.ru_maxrss) / 1024), output)
    }

    /// The `trellis` built beside this executable.
    static func trellisExecutable() throws -> String {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let path = directory.appendingPathComponent("trellis").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw ValidationError("no trellis beside trellis-bench at \(path): build it first (swift build -c release)")
        }
        return path
    }
}

/// The cores `--jobs` uses by default (`ParallelWork.defaultJobs`).
enum ParallelJobs {
    static var cores: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}
