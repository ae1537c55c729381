import ArgumentParser
import FileSafety
import Foundation
import Render
import TrellisUIKit

/// `trellis-bench table`: a table of 10,000 rows, its first screen laid
/// out and painted, as a snapshot test of a long list does.
struct TableBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "table",
        abstract: "Time the first screen of a 10,000-row UITableView: made, laid out and painted.",
        discussion: """
            Each run makes a plain UITableView 390 × 844 points (an iPhone
            14's screen) whose data source has 10,000 subtitle rows (a title
            and a detail line, reused cells), lays it out and paints it to a
            PNG at 2×, as `view.trellis.pngData(width:height:)` does. Only the
            rows the bounds show are made: the run fails if the data source
            was asked for more cells than fit. Reported: the median and the
            fastest of the runs' wall time and CPU time (this thread's,
            CLOCK_THREAD_CPUTIME_ID: one core's work) to make, lay out and
            paint the table on a canvas, split into its stages, then the PNG
            encoding apart, and the cells made. The budget (issue 30): 50 ms
            of one core.

            Examples:
              trellis-bench table
              trellis-bench table --runs 50 --json -
            """
    )

    @Option(help: ArgumentHelp("How many tables to make and paint (default 21).", valueName: "n"))
    var runs = 21

    @OptionGroup var jsonOption: JSONOption

    struct Result: Codable {
        var rows: Int
        var runs: Int
        var cellsMade: Int
        /// Made, laid out and painted on a canvas: the budget's work.
        var medianWallMs: Double
        var fastestWallMs: Double
        var medianCPUMs: Double
        var fastestCPUMs: Double
        var budgetMs: Double
        /// Medians of the stages' CPU time.
        var makeAndLayoutCPUMs: Double
        var solveCPUMs: Double
        var paintCPUMs: Double
        /// Encoding the canvas as a PNG, after the budget's work.
        var pngEncodeCPUMs: Double
        var pngBytes: Int
    }

    func validate() throws {
        guard (1...10_000).contains(runs) else { throw ValidationError("--runs: expected 1 to 10000, found \(runs)") }
    }

    func run() throws {
        let result = try MainActor.assumeIsolated { try measure() }
        let table = String(format: "rows %d, %d runs: %d cells made; made, laid out and painted: wall median %.2f ms (fastest %.2f), "
                           + "CPU median %.2f ms (fastest %.2f; budget %.0f ms): make and layout %.2f, solve %.2f, paint %.2f; "
                           + "then PNG encode %.2f ms, %d bytes",
                           result.rows, result.runs, result.cellsMade, result.medianWallMs, result.fastestWallMs,
                           result.medianCPUMs, result.fastestCPUMs, result.budgetMs, result.makeAndLayoutCPUMs,
                           result.solveCPUMs, result.paintCPUMs, result.pngEncodeCPUMs, result.pngBytes)
        try jsonOption.output.write(table: table, encoding: result)
    }

    @MainActor
    private func measure() throws -> Result {
        let rows = 10_000
        var wall: [Double] = [], cpu: [Double] = []
        var stages: [[Double]] = [[], [], [], []]
        var cells = 0, bytes = 0
        for _ in 0..<runs {
            let source = SubtitleRows(count: rows)
            let clock = ContinuousClock(), start = clock.now
            var lap = Self.threadCPUSeconds()
            let cpuStart = lap
            func split(_ stage: Int) {
                let now = Self.threadCPUSeconds()
                stages[stage].append((now - lap) * 1000)
                lap = now
            }
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
            table.dataSource = source
            table.layoutIfNeeded()
            split(0)
            let layout = try table.trellis.solvedLayout(width: 390, height: 844)
            split(1)
            let canvas = try SceneRenderer(scale: 2).render(layout)
            split(2)
            wall.append(Stopwatch.seconds(clock.now - start) * 1000)
            cpu.append((lap - cpuStart) * 1000)
            let png = try canvas.pngData()
            split(3)
            cells = table.trellis.cellRequests
            bytes = png.count
            // Rows not yet measured count as the 44-point estimate and measured
            // ones are taller here: 844 / 44 = 19.2, so at most rows 0…19 are made.
            guard cells <= 20 else { throw ValidationError("the table made \(cells) cells; at most 20 fit its bounds") }
        }
        return Result(rows: rows, runs: runs, cellsMade: cells, medianWallMs: Self.median(wall), fastestWallMs: wall.min()!,
                      medianCPUMs: Self.median(cpu), fastestCPUMs: cpu.min()!, budgetMs: 50,
                      makeAndLayoutCPUMs: Self.median(stages[0]), solveCPUMs: Self.median(stages[1]),
                      paintCPUMs: Self.median(stages[2]), pngEncodeCPUMs: Self.median(stages[3]), pngBytes: bytes)
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// This thread's CPU time (user and system), in seconds.
    private static func threadCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}

/// `count` rows of subtitle cells, dequeued and reused as an app's are.
@MainActor
private final class SubtitleRows: NSObject, UITableViewDataSource {
    let count: Int

    init(count: Int) { self.count = count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "row")
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        cell.detailTextLabel?.text = "Detail text of row \(indexPath.row + 1), a line of its own"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
