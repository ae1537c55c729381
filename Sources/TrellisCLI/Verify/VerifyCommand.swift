import FileSafety
import JSONSupport
import ArgumentParser
import Examples
import Foundation
import Render
import Scene
import Verification

/// `trellis verify Fixtures --snapshots Snapshots`: snapshot testing for
/// scene files, without writing Swift.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check scene files (and the examples) against their recorded snapshots.",
        discussion: """
            For each scene (every *.yaml, *.xib and *.storyboard in a directory
            given, or the files given) and, with --examples, each built-in
            example, lays the tree out and compares it with the references in
            SNAPSHOTS/scenes/NAME/ (SNAPSHOTS/examples/NAME/):
              layout.txt     critical widths of the sweep, then frames, label
                             lines and issues at key widths in every state
              sweep.txt      one line a width over the whole sweep
              STATE-W.png    palette PNGs at the key widths in every state,
                             and at each critical width, with frame outlines
            A difference is reported in layout terms ("label line 2 now breaks
            before 'wrapping' (reference: …)", "label.height 57 → 76", the
            first differing width of the sweep, the pixels that changed).

            --record missing writes references that do not exist yet; failed
            rewrites those that differ; all rewrites everything. Without it
            nothing is written, and a scene without references fails with
            the command that records them. --report DIR writes a static HTML
            report of the failures (reference, actual, diff image and a
            slider; text diffs); DIR must be new, empty, or a report Trellis
            wrote (it holds a .trellis-output marker), and apart from
            SNAPSHOTS and the inputs. It is replaced whole when complete.

            Examples:
              trellis verify Fixtures --examples --snapshots Snapshots
              trellis verify Fixtures/stack-hide.yaml --snapshots Snapshots \\
                  --report out/report
              trellis verify Fixtures/new-scene.yaml --snapshots Snapshots --record missing
              trellis verify Fixtures --examples --shard 2/4   # the second of 4 CI jobs

            An Interface Builder file is laid out as `trellis layout` lays it
            out (docs/interface-builder.md): its first hierarchy, or the one
            --view ID or --scene ID picks in each such file (its references
            then go under scenes/NAME-ID).

            --shard i/n verifies every n-th scene from the i-th (scene files
            sorted, then the examples): n jobs with 1/n … n/n verify all.

            Exit status: 0 everything matches (or was recorded as asked);
            1 a reference differs or is missing; 2 bad arguments or a scene
            file with an error (file:line:column: message).
            """
    )

    @Argument(help: ArgumentHelp("Scene files (.yaml, .yml, .json, .xib, .storyboard), or directories of them (their *.yaml, *.xib, *.storyboard).", valueName: "scenes"))
    var inputs: [String] = []

    @OptionGroup var hierarchy: HierarchyOptions

    @Flag(help: "Verify every built-in example too (trellis examples).")
    var examples = false

    @Option(help: ArgumentHelp("The references' directory.", valueName: "dir"))
    var snapshots: String = "Snapshots"

    @Option(help: ArgumentHelp("Write references: missing, failed or all.", valueName: "mode"))
    var record: RecordMode = .never

    @Option(help: ArgumentHelp("Write an HTML report of the failures to this directory.", valueName: "dir"))
    var report: String?

    @Option(help: Shard.help, transform: Shard.parse)
    var shard: Shard?

    @Option(help: ArgumentHelp("Scenes verified at once (default: one per core); the output is the same.", valueName: "n"))
    var jobs: Int?

    func validate() throws {
        try OptionCheck.check(jobs, "--jobs", in: 1...1024, expected: "a whole number of jobs from 1 to 1024")
    }

    struct Request {
        var plans: [SnapshotPlan]
        var record: RecordMode
    }

    /// Validation in one typed-throws method (see RenderCommand.request()).
    func request() throws(LayoutInputError) -> Request {
        if inputs.isEmpty && !examples {
            throw LayoutInputError.usage(option: "", message: MissingInput.scenes)
        }
        // Checked once here: a file where the folder should be would
        // otherwise fail every scene's every reference, in Foundation's words.
        if snapshots.isEmpty {
            throw LayoutInputError(option: "--snapshots", message: "the path is empty; give the references folder (made when missing)")
        }
        var info = stat()
        let found = stat(snapshots, &info) == 0
        let failure = found ? 0 : errno
        if found ? info.st_mode & S_IFMT != S_IFDIR : failure == ENOTDIR {
            let what = found ? "is not a folder" : "is inside a file, not a folder"
            throw LayoutInputError(option: "--snapshots", message: "\(snapshots) \(what); give the references folder (made when missing)")
        }
        if report == "-" {
            throw LayoutInputError(option: "--report", message: "- is not standard output here: a report is a folder of pages; give the folder's name")
        }
        if let report, let refusal = OutputFolder.refusal(
            report, protected: [("the references folder (--snapshots)", snapshots)] + inputs.map { ("the input", $0) }) {
            throw LayoutInputError(option: "--report", message: refusal.description)
        }
        var plans: [SnapshotPlan] = []
        for path in try SceneFiles.expand(inputs) {
            let named = try SceneFiles.loadNamed(path, hierarchy: hierarchy)
            let plan = named.scene.map(SnapshotPlan.init(scene:))
                ?? SnapshotPlan(file: named.scenario, name: named.name, argument: named.argument)
            // Two files of one name (a/card.yaml, b/card.yaml) would record
            // into one folder, each over the other, and then both fail:
            // refused as `docs` refuses two pages of one name.
            if let other = plans.first(where: { $0.folder == plan.folder }) {
                throw LayoutInputError(option: "", message: "\(path): another scene file has the name \(plan.name) (\(other.argument)); "
                    + "its references need a folder of their own")
            }
            plans.append(plan)
        }
        if examples { plans += Examples.all.map(SnapshotPlan.init(example:)) }
        if let shard { plans = shard.select(plans) }
        // Nothing to compare with and nothing to record: one message, not
        // one "no references" per scene (a mistyped path failed every
        // scene). Checked once the scenes are known good, so that their
        // own errors come first, as the other arguments' do.
        if !found, failure == ENOENT, record == .never {
            throw LayoutInputError(option: "--snapshots", message: "\(snapshots) does not exist, so there are no references "
                + "to verify against; give the references folder, or record them there with --record missing")
        }
        return Request(plans: plans, record: record)
    }

    func run() throws {
        let request: Request
        do {
            request = try self.request()
        } catch {
            fail("error: \(error)", status: error.exitStatus)
        }
        // What is recorded is staged beside its place and committed once,
        // at the end, with interruptions held off: a SIGTERM at any moment
        // leaves the previous references all as they were, or all new.
        let verifier = Verifier(directory: snapshots, record: request.record, defersCommit: true)
        var results: [VerificationResult] = []
        ParallelWork.run(count: request.plans.count, jobs: jobs ?? ParallelWork.defaultJobs) { index in
            verifier.verify(request.plans[index])
        } deliver: { _, result in
            results.append(result)
            StandardStreams.print(summary(of: result))
            printFailures(result.failures, of: result.plan)
        }
        let before = results.map(\.failures.count)
        if results.contains(where: \.isStaged), !verifier.commit(&results) {
            Interruption.yieldToTheHandler()
        }
        // A rename that failed at the commit (rare: the folder changed under the run).
        for (result, count) in zip(results, before) where result.failures.count > count {
            printFailures(Array(result.failures[count...]), of: result.plan)
        }
        let failing = results.filter { !$0.failures.isEmpty }.count
        let recorded = results.map(\.recorded.count).reduce(0, +)
        StandardStreams.print("\(results.count - failing) of \(results.count) match" + (recorded > 0 ? "; \(counted(recorded, "reference")) written" : ""))
        if let report {
            do {
                try VerificationReport.write(results, snapshots: snapshots, to: report)
                StandardStreams.print("report: \((report as NSString).appendingPathComponent("index.html"))")
            } catch {
                fail("error: could not write the report to \(report): \(error)", status: 1)
            }
        }
        if failing > 0 {
            if report == nil { print("(--report DIR writes the pictures: reference, actual, difference)") }
            throw ExitCode(1)
        }
    }

    private func printFailures(_ failures: [SnapshotFailure], of plan: SnapshotPlan) {
        for failure in failures {
            StandardStreams.print("  ✗ \(failure.file)")
            StandardStreams.print((failure.message + advice(for: failure, of: plan))
                    .split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }
                    .joined(separator: "\n"))
        }
    }

    /// What to run about a failure, in this command's words.
    private func advice(for failure: SnapshotFailure, of plan: SnapshotPlan) -> String {
        let command = "trellis verify \(plan.argument) --snapshots \(snapshots)"
        switch failure.kind {
        case .noReferences, .noReference: return "\n  \(command) --record missing"
        case .unused: return "\n  \(command) --record failed"
        case .mismatch: return ""
        }
    }

    private func summary(of result: VerificationResult) -> String {
        var line = result.failures.isEmpty ? "ok   " : "FAIL "
        line += "\(result.plan.argument) (\(result.plan.folder), \(counted(result.checked.count, "file"))"
        if !result.recorded.isEmpty { line += ", \(result.recorded.count) written" }
        if !result.removed.isEmpty { line += ", \(result.removed.count) removed" }
        return line + ")"
    }
}
