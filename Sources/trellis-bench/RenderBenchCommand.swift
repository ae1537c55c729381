import ArgumentParser
import Examples
import FileSafety
import Foundation
import ImageCodecs
import Layout
import Render

/// `trellis-bench render`: frames per second and peak memory of width
/// sweeps, split into layout, paint and encode.
struct RenderBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Time width sweeps of breakable-constraints: layout, paint and GIF encoding per frame.",
        discussion: """
            Two sweeps of the breakable-constraints example in one process:
              200 frames   widths 200, 202, …, 598
              1000 frames  widths 200, 200.4, …, 599.6
            Each frame sets the root's width, lays out (a re-solve), paints on a
            598-wide canvas and streams to the GIF encoder, as `trellis sweep`
            does. Reported per sweep: frames per second, the time per frame of
            each stage, peak resident memory (getrusage, after the sweep), the
            GIF's size, and gifsicle -O3's size of the same GIF when gifsicle
            is installed.

            Examples:
              trellis-bench render
              trellis-bench render --json      (JSON on stdout, table on stderr)
            """
    )

    @OptionGroup var jsonOption: JSONOption

    struct Run: Codable {
        var frames: Int
        var framesPerSecond: Double
        var layoutMsPerFrame: Double
        var paintMsPerFrame: Double
        var encodeMsPerFrame: Double
        var peakMemoryMB: Double
        var gifBytes: Int
        var gifsicleBytes: Int?
    }

    func run() throws {
        let example = Examples.named("breakable-constraints")!
        let runs = [try sweep(example, plan: SweepPlan(from: 200, to: 598, step: 2)),
                    try sweep(example, plan: SweepPlan(from: 200, to: 599.6, step: 0.4))]
        var lines = ["frames  fps     layout ms  paint ms  encode ms  peak MB  GIF bytes  gifsicle -O3  ratio"]
        for r in runs {
            let ratio = r.gifsicleBytes.map { String(format: "%.3f", Double(r.gifBytes) / Double($0)) } ?? "-"
            lines.append(String(format: "%-7d %-7.1f %-10.3f %-9.3f %-10.3f %-8.1f %-10d %-13@ %@", r.frames,
                                r.framesPerSecond, r.layoutMsPerFrame, r.paintMsPerFrame, r.encodeMsPerFrame,
                                r.peakMemoryMB, r.gifBytes, r.gifsicleBytes.map(String.init) ?? "-", ratio))
        }
        let table = lines.joined(separator: "\n")
        try jsonOption.output.write(table: table, encoding: ["results": runs])
    }

    private func sweep(_ example: Example, plan: SweepPlan) throws -> Run {
        let root = example.makeRoot(width: plan.widths[0])
        var height = 0.0
        for width in [plan.widths.min()!, plan.widths.max()!] {
            height = max(height, root.solvedLayout(checkedWidth: width).contentSize.height)
        }
        let canvasSize = Size(width: plan.widths.max()!, height: height)
        let renderer = SceneRenderer()
        let probe = try Canvas(size: canvasSize)
        // Created exclusively under a random name: nothing planted in the
        // shared temporary folder is followed.
        let (path, descriptor) = try AtomicFile.create(for: NSTemporaryDirectory() + "trellis-bench.gif")
        defer { AtomicFile.discard(path) }
        let encoder = try GIFEncoder(descriptor: descriptor, path: path, width: probe.width, height: probe.height)
        let clock = ContinuousClock()
        var layout = Duration.zero, paint = Duration.zero, encode = Duration.zero
        for (index, width) in plan.widths.enumerated() {
            layout += clock.measure {
                root.frame = Rect(x: 0, y: 0, width: width, height: 0)
                root.layoutIfNeeded()
            }
            var pixels: [UInt32] = []
            // Reading the solved tree (its text as drawn) is part of painting it.
            paint += clock.measure { pixels = (try? renderer.render(root.solvedLayout(), canvasSize: canvasSize))?.pixels() ?? [] }
            try encode += clock.measure { try encoder.addFrame(pixels, delay: plan.delays[index]) }
        }
        try encode += clock.measure { try encoder.finish() }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let frames = Double(plan.widths.count)
        func ms(_ d: Duration) -> Double { Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15 }
        let total = ms(layout + paint + encode)
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        return Run(frames: plan.widths.count, framesPerSecond: frames / (total / 1e3),
                   layoutMsPerFrame: ms(layout) / frames, paintMsPerFrame: ms(paint) / frames,
                   encodeMsPerFrame: ms(encode) / frames, peakMemoryMB: Double(usage.ru_maxrss) / 1024,
                   gifBytes: bytes, gifsicleBytes: gifsicleSize(of: path))
    }

    /// The size of `gifsicle -O3` of the GIF, if gifsicle is installed.
    private func gifsicleSize(of path: String) -> Int? {
        let output = path + ".O3.gif"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gifsicle", "-O3", path, "-o", output]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? nil
    }
}
