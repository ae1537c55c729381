import ArgumentParser
import Foundation
import ImageCodecs
import Layout
import Render
import TrellisUIKit

/// `trellis-bench uikit`: whole screens snapshotted as ClientTests'
/// `ScreenSnapshotTests` snapshots them: each screen shown on three
/// devices, light and dark, at two Dynamic Type sizes (12 pictures), laid
/// out, painted and encoded as the palette PNG that `.image(on:)` records;
/// or, with `--test`, compared with its reference as a passing snapshot
/// test compares it, the old way or TrellisTesting's.
struct UIKitSnapshotBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uikit",
        abstract: "Time TrellisUIKit screens snapshotted to PNG bytes in memory, as a snapshot test suite does.",
        discussion: """
            Three screens (UIKitBenchScreens: a settings table under a large
            title, a feed of a compositional layout, a tab bar holding both),
            each made once a round and shown on the iPhone SE, 13 and 15 Pro
            Max, light and dark, at the large and the extra-extra-extra-large
            Dynamic Type sizes, as SnapshotMatrix shows it: 36 pictures a
            round, each laid out, painted at scale 1 and encoded as the
            palette PNG that swift-snapshot-testing's `.image(on:)` records.
            Reported: the CPU time of this thread (CLOCK_THREAD_CPUTIME_ID)
            per round, median and fastest, split into showing (making the
            controller, traits, `layoutIfNeeded`), solving the layout,
            painting and PNG encoding; the pictures' total bytes and a
            digest of their bytes (FNV-1a, 64 bits), so that a change that
            must not change a byte can be checked: the digest is the same.

            --test encoded|colors|draft: each round is a snapshot test suite that
            passes: every picture's reference is recorded (encoded at level
            9) before the rounds, and each round's picture is compared with
            it instead of being only encoded. `encoded`: as TrellisTesting
            did before perf32, the picture encoded at level 9 and its bytes
            compared with the reference's; `colors`: as perf32 left it, the
            picture's palette image stored uncompressed (DraftPNG) and both
            read as palette images and compared colour by colour; `draft`:
            as it does now, the draft's stored rows compared with the
            inflated reference's where the palettes are the same (perf33),
            colour by colour where not. The PNG
            stage is then the making and the comparing; the digest is the
            references'. A picture that does not match stops the run.

            Examples:
              trellis-bench uikit
              trellis-bench uikit --test encoded --runs 3
              trellis-bench uikit --test colors --runs 3
              trellis-bench uikit --test draft --runs 3
              trellis-bench uikit --runs 5 --json -
              trellis-bench uikit --runs 1 --png-dir /tmp/uikit-pngs
            """
    )

    @Option(help: ArgumentHelp("Rounds over the 36 pictures (default 5).", valueName: "n"))
    var runs = 5

    @Option(help: ArgumentHelp("Also write each picture of the last round to this folder, as NAME.png.", valueName: "dir"))
    var pngDir: String?

    @Option(help: ArgumentHelp("Compare each picture with its reference as a passing test does: encoded, colors or draft.",
                               valueName: "way"))
    var test: Way?

    /// How a snapshot test settles a picture (`--test`).
    enum Way: String, ExpressibleByArgument, Codable {
        case encoded, colors, draft
    }

    @OptionGroup var jsonOption: JSONOption

    struct Result: Codable {
        var runs: Int
        /// `--test`'s way; nil: the pictures only encoded.
        var test: Way?
        var pictures: Int
        var medianCPUMs: Double
        var fastestCPUMs: Double
        /// Medians of the stages' CPU time a round.
        var showCPUMs: Double
        var solveCPUMs: Double
        var paintCPUMs: Double
        var pngEncodeCPUMs: Double
        var pngBytes: Int
        /// FNV-1a (64 bits) of every picture's bytes in order, in hexadecimal.
        var pngDigest: String
    }

    func validate() throws {
        guard (1...1_000).contains(runs) else { throw ValidationError("--runs: expected 1 to 1000, found \(runs)") }
    }

    func run() throws {
        let result = try MainActor.assumeIsolated { try measure() }
        let table = String(format: "%d pictures, %d runs: CPU median %.2f ms a round (fastest %.2f): show %.2f, solve %.2f, "
                           + "paint %.2f, %@ %.2f; %d bytes, digest %@",
                           result.pictures, result.runs, result.medianCPUMs, result.fastestCPUMs, result.showCPUMs,
                           result.solveCPUMs, result.paintCPUMs,
                           result.test.map { "compared (\($0.rawValue))" } ?? "PNG encode", result.pngEncodeCPUMs, result.pngBytes, result.pngDigest)
        try jsonOption.output.write(table: table, encoding: result)
    }

    @MainActor
    private func measure() throws -> Result {
        var totals: [Double] = []
        var stages: [[Double]] = [[], [], [], []]
        var pictures = 0, bytes = 0
        var digest: UInt64 = 0xcbf2_9ce4_8422_2325
        let references = try test == nil ? [] : Self.references()
        for round in 0..<runs {
            var lap = Self.threadCPUSeconds()
            let start = lap
            var roundStages = [0.0, 0.0, 0.0, 0.0]
            func split(_ stage: Int) {
                let now = Self.threadCPUSeconds()
                roundStages[stage] += (now - lap) * 1000
                lap = now
            }
            var written: [(String, [UInt8])] = []
            pictures = 0; bytes = 0; digest = 0xcbf2_9ce4_8422_2325
            for screen in UIKitBenchScreens.all {
                let controller = screen.make()
                split(0)
                for cell in UIKitBenchScreens.matrix {
                    let view = controller.trellis.show(size: cell.size, traits: cell.traits, safeAreaInsets: cell.safeArea)
                    split(0)
                    let layout = view.trellis.layoutView.solvedLayout(checkedWidth: Double(view.bounds.width),
                                                                      height: Double(view.bounds.height))
                    split(1)
                    let canvas = try SceneRenderer(scale: 1).render(layout)
                    split(2)
                    let png: [UInt8]
                    if let test {
                        let reference = references[pictures]
                        png = reference
                        guard Self.passes(canvas, reference: reference, test) else {
                            throw ValidationError("\(screen.name)-\(cell.name) does not match its reference")
                        }
                    } else {
                        png = canvas.palettePNGData()
                    }
                    split(3)
                    pictures += 1
                    bytes += png.count
                    for byte in png { digest = (digest ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
                    if round == runs - 1, pngDir != nil { written.append(("\(screen.name)-\(cell.name)", png)) }
                }
            }
            totals.append((lap - start) * 1000)
            for stage in 0..<4 { stages[stage].append(roundStages[stage]) }
            if let pngDir, round == runs - 1 {
                try FileManager.default.createDirectory(atPath: pngDir, withIntermediateDirectories: true)
                for (name, png) in written {
                    try Data(png).write(to: URL(fileURLWithPath: pngDir).appendingPathComponent(name + ".png"))
                }
            }
        }
        return Result(runs: runs, test: test, pictures: pictures, medianCPUMs: Self.median(totals), fastestCPUMs: totals.min()!,
                      showCPUMs: Self.median(stages[0]), solveCPUMs: Self.median(stages[1]),
                      paintCPUMs: Self.median(stages[2]), pngEncodeCPUMs: Self.median(stages[3]), pngBytes: bytes,
                      pngDigest: String(digest, radix: 16))
    }

    /// Every picture of a round encoded as its reference, in the rounds' order.
    @MainActor
    private static func references() throws -> [[UInt8]] {
        var references: [[UInt8]] = []
        for screen in UIKitBenchScreens.all {
            let controller = screen.make()
            for cell in UIKitBenchScreens.matrix {
                let view = controller.trellis.show(size: cell.size, traits: cell.traits, safeAreaInsets: cell.safeArea)
                let layout = view.trellis.layoutView.solvedLayout(checkedWidth: Double(view.bounds.width),
                                                                  height: Double(view.bounds.height))
                references.append(try SceneRenderer(scale: 1).render(layout).palettePNGData())
            }
        }
        return references
    }

    /// Whether a passing snapshot test would pass `canvas` against
    /// `reference`, settled `way`: the reference's bytes, or its colours.
    private static func passes(_ canvas: Canvas, reference: [UInt8], _ way: Way) -> Bool {
        switch way {
        case .encoded: return canvas.palettePNGData() == reference
        case .colors: return DraftPNG.matchesColorByColor(canvas.draftPNGData(), reference: reference)
        case .draft: return DraftPNG.matches(canvas.draftPNGData(), reference: reference)
        }
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
