import Foundation
import ImageCodecs
import Layout
import Render
import Scene
import Testing
import TrellisTestSupport

/// A sweep's frames are painted and encoded on several threads, and the
/// file is byte for byte the one a single thread writes (issue 15).
@Suite struct ParallelSweepTests {
    private func temporary(_ name: String) -> String { NSTemporaryDirectory() + "trellis-parallel-\(UUID().uuidString)-\(name)" }

    private func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }

    /// The article card (a headline that shrinks to fit over a hyphenated,
    /// justified body) swept with one job and with three, in every format.
    @Test(arguments: ["gif", "apng", "webp"])
    func aSweepIsTheSameWithAnyNumberOfJobs(format: String) throws {
        let scene = try Scene.load(contentsOf: fixtures + "/article.yaml")
        // WebP encodes slowly: fewer frames.
        let plan = try SweepPlan(from: 200, to: 480, step: format == "webp" ? 10 : 3, pingpong: true)
        let renderer = SceneRenderer(background: scene.background)
        var files: [[UInt8]] = []
        for jobs in [1, 3] {
            let root = scene.makeRoot(width: 200)
            let path = temporary("article.\(format)")
            defer { try? FileManager.default.removeItem(atPath: path) }
            var reported: [Int] = []
            try renderer.sweep(root, plan: plan, to: path, jobs: jobs) { done, total in
                #expect(total == plan.widths.count)
                reported.append(done)
            }
            #expect(reported == Array(1...plan.widths.count), "progress once a frame, in order (\(jobs) jobs)")
            files.append(try bytes(path))
        }
        #expect(files[0].count > 1000)
        #expect(files[0] == files[1], "\(format): \(files[0].count) bytes with 1 job, \(files[1].count) with 3")
    }

    /// With a tree a job (`trees`), the widths are solved on every job,
    /// each on a tree of its own: the file is byte for byte the one a
    /// single job writes on one tree, in every format, with the height
    /// found over the sweep (the first frames held from it) and with the
    /// height given (every frame solved by the job that paints it); a
    /// ping-pong sweeps each width twice, on whichever tree is free.
    @Test(arguments: ["gif", "apng", "webp"])
    func widthsSolvedOnATreeAJobWriteTheSameFile(format: String) throws {
        let scene = try Scene.load(contentsOf: fixtures + "/article.yaml")
        let measurer = TextContext.measurer
        let trees = TreeFactory { scene.makeRoot(width: 200, measurer: measurer) }
        let plan = try SweepPlan(from: 200, to: 480, step: format == "webp" ? 10 : 3, pingpong: true)
        let renderer = SceneRenderer(background: scene.background)
        for height in [nil, 700] as [Double?] {
            var files: [[UInt8]] = []
            for jobs in [1, 3] {
                let path = temporary("trees.\(format)")
                defer { try? FileManager.default.removeItem(atPath: path) }
                var reported: [Int] = []
                try renderer.sweep(scene.makeRoot(width: 200), plan: plan, height: height, to: path, jobs: jobs, trees: trees) { done, _ in
                    reported.append(done)
                }
                #expect(reported == Array(1...plan.widths.count), "progress once a frame, in order (\(jobs) jobs)")
                files.append(try bytes(path))
            }
            #expect(files[0].count > 1000)
            let found = height.map { "\($0)" } ?? "found"
            #expect(files[0] == files[1], "\(format), height \(found): \(files[0].count) bytes with 1 job, \(files[1].count) with 3 trees")
        }
    }

    /// Streamed (`FrameStream`), sweeps of one frame, of fewer frames than
    /// jobs, and of odd counts write the file one job writes, in every
    /// format, with the layouts solved in order on one thread and on a tree a job.
    @Test(arguments: ["gif", "apng", "webp"])
    func fewAndOddFrameCountsAreTheSameWithAnyNumberOfJobs(format: String) throws {
        let scene = try Scene.load(contentsOf: fixtures + "/article.yaml")
        let measurer = TextContext.measurer
        let renderer = SceneRenderer(background: scene.background)
        for count in [1, 2, 5, 9] {
            let plan = try SweepPlan(from: 240, to: 240 + Double(count - 1) * 13, step: 13)
            #expect(plan.widths.count == count)
            var files: [[UInt8]] = []
            for (jobs, trees) in [(1, false), (3, false), (3, true), (2, true)] {
                let path = temporary("few.\(format)")
                defer { try? FileManager.default.removeItem(atPath: path) }
                var reported: [Int] = []
                try renderer.sweep(scene.makeRoot(width: 240), plan: plan, to: path, jobs: jobs,
                                   trees: trees ? TreeFactory { scene.makeRoot(width: 240, measurer: measurer) } : nil) { done, _ in
                    reported.append(done)
                }
                #expect(reported == Array(1...count), "progress once a frame, in order (\(jobs) jobs)")
                files.append(try bytes(path))
            }
            for (k, file) in files.enumerated().dropFirst() {
                #expect(file == files[0], "\(format), \(count) frames, run \(k): \(file.count) bytes, one job \(files[0].count)")
            }
        }
    }

    /// The GIF at every effort, one job and three: the same bytes.
    @Test(arguments: EncodingEffort.allCases)
    func aGIFSweepIsTheSameWithAnyNumberOfJobsAtEveryEffort(effort: EncodingEffort) throws {
        let scene = try Scene.load(contentsOf: fixtures + "/article.yaml")
        let plan = try SweepPlan(from: 200, to: 480, step: 7)
        let renderer = SceneRenderer(background: scene.background)
        var files: [[UInt8]] = []
        for jobs in [1, 3] {
            let path = temporary("article-\(effort).gif")
            defer { try? FileManager.default.removeItem(atPath: path) }
            try renderer.sweep(scene.makeRoot(width: 200), plan: plan, to: path, jobs: jobs, effort: effort)
            files.append(try bytes(path))
        }
        #expect(files[0].count > 1000)
        #expect(files[0] == files[1], "\(effort): \(files[0].count) bytes with 1 job, \(files[1].count) with 3")
    }

    /// A state animation (each state held, tweens between) likewise.
    @Test func aStateAnimationIsTheSameWithAnyNumberOfJobs() throws {
        let scene = try Scene.load(contentsOf: fixtures + "/article.yaml")
        let states = [nil] + scene.states.map(\.name)
        let layouts = states.map { scene.makeRoot(width: 320, state: $0).solvedLayout() }
        let animation = StateAnimation(states: layouts, holdFrames: 3, tweenFrames: 5, delay: 4)
        let size = Size(width: 320, height: layouts.map(\.contentSize.height).max()!)
        var files: [[UInt8]] = []
        for jobs in [1, 4] {
            let path = temporary("states.gif")
            defer { try? FileManager.default.removeItem(atPath: path) }
            try animation.render(with: SceneRenderer(background: scene.background), canvasSize: size, to: path, jobs: jobs)
            files.append(try bytes(path))
        }
        #expect(files[0] == files[1])
    }

    /// Frames 24 × 6: a striped background and a 4-pixel square that moves,
    /// stands still (an identical frame only lengthens the one before, also
    /// across batches) and changes colour (a frame with colours the global
    /// palette lacks carries its own).
    /// The APNG three ways: held whole (the palette written at the end),
    /// streamed from the first frame (`heldPixelLimit` 0), and held until
    /// the fifth frame outgrows the limit, then streamed: that file is the
    /// streamed one, byte for byte.
    /// The WebP: each frame encoded on its own thread.
    @Test(arguments: [(AnimationFormat.gif, nil), (.apng, nil), (.apng, 0), (.apng, 144 * 4), (.webp, nil)] as [(AnimationFormat, Int?)])
    func batchesWriteWhatSingleFramesWrite(format: AnimationFormat, heldPixelLimit: Int?) throws {
        func frame(_ x0: Int, _ color: UInt32) -> [UInt32] {
            (0..<144).map { i in
                let x = i % 24, y = i / 24
                if x >= x0 && x < x0 + 4 && y >= 1 && y < 5 { return color }
                return (x + y) % 2 == 0 ? 0xFF80_8080 : 0xFFFF_FFFF
            }
        }
        let positions = [0, 2, 2, 2, 5, 9, 9, 13, 17, 20, 20, 20, 20, 3]
        let colors: [UInt32] = [0xFFFF_0000, 0xFF00_00FF, 0xFF00_FF00, 0xFF12_3456]
        let frames = positions.enumerated().map { frame($0.element, colors[$0.offset % colors.count]) }
        let delays = positions.indices.map { 2 + $0 % 3 }
        func write(batches: [Int], jobs: Int, opaque: Bool = false) throws -> [UInt8] {
            let path = temporary("frames.\(format.rawValue)")
            defer { try? FileManager.default.removeItem(atPath: path) }
            let descriptor = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o644)
            let encoder = try format.encoder(descriptor: descriptor, path: path, width: 24, height: 6, jobs: jobs)
            if let heldPixelLimit { try #require(encoder as? APNGEncoder).heldPixelLimit = heldPixelLimit }
            var start = 0
            for size in batches {
                var batch = Array(frames[start..<(start + size)])
                if opaque {
                    // As a sweep hands them over: flattened where painted.
                    for k in batch.indices { AnimationPixels.flattenOntoWhite(&batch[k]) }
                    try encoder.addOpaqueFrames(batch, delays: Array(delays[start..<(start + size)]))
                } else {
                    try encoder.addFrames(batch, delays: Array(delays[start..<(start + size)]))
                }
                start += size
            }
            try encoder.finish()
            return try bytes(path)
        }
        let single = try write(batches: Array(repeating: 1, count: frames.count), jobs: 1)
        #expect(try write(batches: [frames.count], jobs: 4) == single)
        // Batches that start on an identical frame and on a new colour.
        #expect(try write(batches: [2, 1, 4, 3, 4], jobs: 3) == single)
        #expect(try write(batches: [1, 13], jobs: 2) == single)
        #expect(try write(batches: [2, 1, 4, 3, 4], jobs: 3, opaque: true) == single)
        if heldPixelLimit == 144 * 4 {
            let streamed = try AnimationFormatsTests.encoded(.apng, frames, delays: delays, width: 24, height: 6, heldPixelLimit: 0)
            #expect(single == streamed)
        }
    }

    /// The gallery's sweep: one pass writing a GIF, a WebP and an APNG
    /// from the same frames writes the files three sweeps write.
    @Test func oneSweepToSeveralFilesWritesWhatEachSweepWrites() throws {
        let scene = try Scene.load(contentsOf: fixtures + "/article.yaml")
        let plan = try SweepPlan(from: 240, to: 400, step: 40)
        let renderer = SceneRenderer(background: scene.background)
        let paths = ["gif", "webp", "apng"].map { temporary("together.\($0)") }
        defer { for path in paths { try? FileManager.default.removeItem(atPath: path) } }
        try renderer.sweep(scene.makeRoot(width: 240), plan: plan, to: paths, jobs: 2)
        for path in paths {
            let alone = temporary("alone." + (path.split(separator: ".").last.map(String.init) ?? ""))
            defer { try? FileManager.default.removeItem(atPath: alone) }
            try renderer.sweep(scene.makeRoot(width: 240), plan: plan, to: alone)
            #expect(try bytes(path) == bytes(alone), "\(path)")
        }
    }
}
