import CGIF
import Foundation
import ImageCodecs
import Render
import Testing

/// Decodes a GIF with giflib and composites its frames (disposal "do not
/// dispose", transparency) into full RGB images, to check what a viewer shows.
func decodeGIF(_ path: String) -> (frames: [[UInt32]], delays: [Int], width: Int, height: Int, loops: Bool)? {
    var error: Int32 = 0
    guard let gif = DGifOpenFileName(path, &error), DGifSlurp(gif) == GIF_OK else { return nil }
    defer { DGifCloseFile(gif, &error) }
    let width = Int(gif.pointee.SWidth), height = Int(gif.pointee.SHeight)
    var canvas = [UInt32](repeating: 0, count: width * height)
    var frames: [[UInt32]] = [], delays: [Int] = []
    var loops = false
    for k in 0..<Int(gif.pointee.ImageCount) {
        let image = gif.pointee.SavedImages[k]
        var gcb = GraphicsControlBlock()
        DGifSavedExtensionToGCB(gif, Int32(k), &gcb)
        for e in 0..<Int(image.ExtensionBlockCount) where image.ExtensionBlocks[e].Function == APPLICATION_EXT_FUNC_CODE {
            loops = true
        }
        let map = image.ImageDesc.ColorMap ?? gif.pointee.SColorMap!
        let d = image.ImageDesc
        for y in 0..<Int(d.Height) {
            for x in 0..<Int(d.Width) {
                let index = Int(image.RasterBits[y * Int(d.Width) + x])
                if index == Int(gcb.TransparentColor) { continue }
                let c = map.pointee.Colors[index]
                canvas[(Int(d.Top) + y) * width + Int(d.Left) + x] = UInt32(c.Red) << 16 | UInt32(c.Green) << 8 | UInt32(c.Blue)
            }
        }
        frames.append(canvas)
        delays.append(Int(gcb.DelayTime))
    }
    return (frames, delays, width, height, loops)
}

@Suite struct GIFEncoderTests {
    /// Three 8 × 4 frames of flat colours (few colours: exact palettes): a red
    /// square moving right over white; the last frame repeats the second.
    @Test func framesRoundTripExactly() throws {
        func frame(squareAt x0: Int) -> [UInt32] {
            (0..<32).map { i in (i % 8 >= x0 && i % 8 < x0 + 2 && i / 8 < 2) ? 0xFFFF0000 : 0xFFFFFFFF }
        }
        let path = NSTemporaryDirectory() + "trellis-gif-\(UUID().uuidString).gif"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let encoder = try GIFEncoder(path: path, width: 8, height: 4)
        let inputs = [frame(squareAt: 0), frame(squareAt: 3), frame(squareAt: 3)]
        for input in inputs { try encoder.addFrame(input, delay: 4) }
        try encoder.finish()
        let decoded = try #require(decodeGIF(path))
        // The repeated frame only lengthens the one before it.
        #expect(decoded.frames.count == 2)
        #expect(decoded.delays == [4, 8])
        #expect(decoded.loops)
        #expect(decoded.frames[0] == inputs[0].map { $0 & 0xFFFFFF })
        #expect(decoded.frames[1] == inputs[1].map { $0 & 0xFFFFFF })
    }

    /// Frames after the first that all draw in the same two colours, which
    /// the first frame lacks: streaming, each would carry them in a local
    /// table; once finished, every colour goes in the global table
    /// (`GIFTableMerge`), no frame carries a table, and every frame still
    /// decodes to its input.
    @Test func everyColourGoesInTheGlobalTable() throws {
        let white: UInt32 = 0xFFFFFFFF, red: UInt32 = 0xFFFF0000, blue: UInt32 = 0xFF0000FF, green: UInt32 = 0xFF00FF00
        let first: [UInt32] = (0..<32).map { $0 % 8 < 2 ? red : white }
        func split(_ left: UInt32, _ right: UInt32) -> [UInt32] { (0..<32).map { $0 % 8 < 4 ? left : right } }
        let inputs = [first] + (0..<6).map { $0 % 2 == 0 ? split(blue, green) : split(green, blue) }
        let path = NSTemporaryDirectory() + "trellis-gif-\(UUID().uuidString).gif"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let encoder = try GIFEncoder(path: path, width: 8, height: 4)
        for input in inputs { try encoder.addFrame(input, delay: 4) }
        try encoder.finish()
        let decoded = try #require(decodeGIF(path))
        #expect(decoded.frames == inputs.map { $0.map { $0 & 0xFFFFFF } })

        var error: Int32 = 0
        let gif = try #require(DGifOpenFileName(path, &error))
        defer { DGifCloseFile(gif, &error) }
        #expect(DGifSlurp(gif) == GIF_OK)
        let global = try #require(gif.pointee.SColorMap)
        let globalColors = (0..<Int(global.pointee.ColorCount)).map { k in
            let c = global.pointee.Colors[k]
            return UInt32(c.Red) << 16 | UInt32(c.Green) << 8 | UInt32(c.Blue)
        }
        for color: UInt32 in [0xFFFFFF, 0xFF0000, 0x0000FF, 0x00FF00] { #expect(globalColors.contains(color)) }
        let local = (0..<Int(gif.pointee.ImageCount)).filter { gif.pointee.SavedImages[$0].ImageDesc.ColorMap != nil }
        #expect(local.isEmpty, "frames still carrying a table: \(local)")
    }

    /// More colours than one table holds: a first frame of 200 greys, then
    /// frames alternating between two pictures in 100 other colours. Every
    /// frame decodes exactly (each has at most 255 colours), and the 100
    /// colours are stored once or twice, not once a frame (768 bytes each).
    @Test func framesBeyondOneTableStayExact() throws {
        let width = 20, height = 10
        let first: [UInt32] = (0..<(width * height)).map { 0xFF00_0000 | UInt32($0) << 16 | UInt32($0) << 8 | UInt32($0) }
        func colours(_ shift: Int) -> [UInt32] {
            (0..<(width * height)).map { i in 0xFF00_0000 | 0x0000_FF00 | UInt32((i / 2 + shift) % 100) }
        }
        let inputs = [first] + (0..<6).map { colours($0 % 2 == 0 ? 0 : 50) }
        let path = NSTemporaryDirectory() + "trellis-gif-\(UUID().uuidString).gif"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let encoder = try GIFEncoder(path: path, width: width, height: height)
        for input in inputs { try encoder.addFrame(input, delay: 4) }
        try encoder.finish()
        let decoded = try #require(decodeGIF(path))
        #expect(decoded.frames == inputs.map { $0.map { $0 & 0xFFFFFF } })
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        // 768 for the global table, at most two more tables, and the pixels.
        #expect(size < 3 * 768 + 7 * width * height)
    }

    /// Every effort draws the same frames: a first frame in two colours,
    /// then a bar that moves and changes colour (later frames need local
    /// tables while streaming). `.default` keeps the second encoding only
    /// when smaller, so it is never larger than `.fast`.
    @Test(arguments: EncodingEffort.allCases)
    func everyEffortDrawsTheSameFrames(effort: EncodingEffort) throws {
        let width = 40, height = 12
        let palette: [UInt32] = [0xFFFF0000, 0xFF00FF00, 0xFF0000FF, 0xFF808080]
        let inputs: [[UInt32]] = (0..<9).map { k in
            (0..<(width * height)).map { i in
                let x = i % width, y = i / width
                if k == 0 { return x < 20 ? 0xFFFFFFFF : 0xFF000000 }
                return x >= 3 * k && x < 3 * k + 6 && y > 2 ? palette[k % 4] : (x < 20 ? 0xFFFFFFFF : 0xFF000000)
            }
        }
        var sizes: [EncodingEffort: Int] = [:]
        for level in [EncodingEffort.fast, effort] {
            let path = NSTemporaryDirectory() + "trellis-gif-\(UUID().uuidString).gif"
            defer { try? FileManager.default.removeItem(atPath: path) }
            let encoder = try GIFEncoder(path: path, width: width, height: height)
            encoder.effort = level
            for input in inputs { try encoder.addFrame(input, delay: 4) }
            try encoder.finish()
            let decoded = try #require(decodeGIF(path))
            #expect(decoded.frames == inputs.map { $0.map { $0 & 0xFFFFFF } }, "\(level)")
            sizes[level] = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        }
        if effort == .default { #expect(sizes[.default]! <= sizes[.fast]!) }
    }

    /// A survey (what a sweep does at `.default` effort) puts the colours
    /// later frames draw in the global table from the first frame on, and
    /// draws the same pixels as streaming: a first frame in two colours,
    /// frames of a bar in colours it lacks (streamed, each carries a local
    /// table), then a frame of 300 new colours (more than a table holds:
    /// drawn in the first frame's nearest colours, white or black, both
    /// ways) and one that only moves the bar.
    @Test func aSurveyedFileDrawsWhatTheStreamedOneDraws() throws {
        let width = 40, height = 12
        let colours: [UInt32] = [0xFFFF0000, 0xFF00FF00, 0xFF0000FF]
        var inputs: [[UInt32]] = (0..<6).map { k in
            (0..<(width * height)).map { i in
                let x = i % width
                if k > 0, x >= 4 * k, x < 4 * k + 8 { return colours[k % 3] }
                return x < 20 ? 0xFFFFFFFF : 0xFF000000
            }
        }
        // 300 greys from dark to light (30 a row for 10 rows).
        inputs.append((0..<(width * height)).map { i in
            let x = i % width, y = i / width
            guard x >= 5, x < 35, y < 10 else { return inputs[5][i] }
            let v = UInt32(20 + (y * 30 + x - 5) * 2 / 3)
            return 0xFF00_0000 | v << 16 | v << 8 | (v + UInt32(x % 2))
        })
        inputs.append(inputs[2])
        var files: [String: (frames: [[UInt32]], tables: Int)] = [:]
        for surveyed in [false, true] {
            let file = try encodeSurveyed(inputs, surveyed: surveyed ? inputs.count : 0, width: width, height: height,
                                          effort: surveyed ? .default : .fast)
            files[surveyed ? "surveyed" : "streamed"] = (file.frames, file.localTables)
        }
        let streamed = try #require(files["streamed"]), surveyed = try #require(files["surveyed"])
        #expect(surveyed.frames == streamed.frames)
        // The frames of at most 255 colours are exact.
        for k in [0, 1, 2, 3, 4, 5, 7] { #expect(surveyed.frames[k] == inputs[k].map { $0 & 0xFFFFFF }, "frame \(k)") }
        // The greys are drawn in white or black, the first frame's colours.
        #expect(Set(surveyed.frames[6]).isSubset(of: [0xFFFFFF, 0x000000] + colours.map { $0 & 0xFFFFFF }))
        // Streamed, the bar's frames carry tables of their own; surveyed, none does.
        #expect(streamed.tables > 0)
        #expect(surveyed.tables == 0)
    }

    /// A caller that surveys other frames than it adds breaks
    /// ``GIFEncoder/survey(_:)``'s promise; the survey's counts, which the
    /// frames are coded with (`GIFEncoder.surveyedCounts`), must still never
    /// draw a pixel wrong. Surveyed: a red bar moving right. Added: a blue
    /// bar moving left (colours the survey never saw, so its counts have
    /// none of them), one frame moving a green bar of the survey's pixel
    /// count (24 changed pixels, as the survey's frame 1), and one of the
    /// survey's own frames in another place. Every frame decodes exact.
    @Test func aSurveyOfOtherFramesStillDrawsTheAddedOnes() throws {
        let width = 24, height = 6
        func frame(bar: UInt32?, at x0: Int) -> [UInt32] {
            (0..<(width * height)).map { i in
                let x = i % width
                if let bar, x >= x0, x < x0 + 4 { return 0xFF00_0000 | bar }
                return x < 12 ? 0xFFFFFFFF : 0xFF000000
            }
        }
        let surveyed = [frame(bar: nil, at: 0)] + (1..<5).map { frame(bar: 0xCC0000, at: 2 * $0) }
        let added = [frame(bar: nil, at: 0), frame(bar: 0x0000CC, at: 16), frame(bar: 0x0000CC, at: 14),
                     frame(bar: 0x00CC00, at: 14), frame(bar: 0xCC0000, at: 2), frame(bar: 0xCC0000, at: 20)]
        let path = NSTemporaryDirectory() + "trellis-gif-\(UUID().uuidString).gif"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let encoder = try GIFEncoder(path: path, width: width, height: height)
        encoder.survey(surveyed)
        try encoder.addFrames(added, delays: added.map { _ in 4 })
        try encoder.finish()
        let decoded = try #require(decodeGIF(path))
        #expect(decoded.frames.count == added.count)
        for (k, input) in added.enumerated() { #expect(decoded.frames[k] == input.map { $0 & 0xFFFFFF }, "frame \(k)") }
    }

    /// Local tables in a surveyed file, decoded frames and the global table's size.
    /// (The first `surveyed` frames are shown to `survey`; none: streamed.)
    private func encodeSurveyed(_ inputs: [[UInt32]], surveyed: Int, width: Int, height: Int,
                                effort: EncodingEffort = .default) throws
        -> (frames: [[UInt32]], localTables: Int, globalColours: Int) {
        let path = NSTemporaryDirectory() + "trellis-gif-\(UUID().uuidString).gif"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let encoder = try GIFEncoder(path: path, width: width, height: height)
        #expect(encoder.wantsSurvey)
        encoder.effort = effort
        if surveyed > 0 { encoder.survey(Array(inputs.prefix(surveyed))) }
        try encoder.addFrames(inputs, delays: inputs.map { _ in 4 })
        try encoder.finish()
        let decoded = try #require(decodeGIF(path))
        var error: Int32 = 0
        let gif = try #require(DGifOpenFileName(path, &error))
        defer { DGifCloseFile(gif, &error) }
        #expect(DGifSlurp(gif) == GIF_OK)
        let tables = (0..<Int(gif.pointee.ImageCount)).filter { gif.pointee.SavedImages[$0].ImageDesc.ColorMap != nil }.count
        return (decoded.frames, tables, Int(try #require(gif.pointee.SColorMap).pointee.ColorCount))
    }

    /// 128 colours, then 128 others over half the pixels: 256 in all, so
    /// the global table holds all 256 (as gifsicle -O3 makes it;
    /// layout-cycle's sweep is such a file); then every pixel changed to
    /// another of the 256 (a frame that uses every index, so none is left
    /// for transparency: drawn whole), and back. With 255 at most, the
    /// second frame carried a local table of its own (768 bytes more).
    @Test func twoHundredFiftySixColoursShareOneTable() throws {
        let width = 16, height = 16
        let first: [UInt32] = (0..<256).map { 0xFF00_0000 | UInt32($0 % 128) << 16 | 0x40 }
        let second: [UInt32] = (0..<256).map { $0 < 128 ? first[$0] : 0xFF00_0000 | UInt32($0 - 128) << 8 | 0x80 }
        let shifted = (0..<256).map { second[($0 + 1) % 256] }
        let inputs = [first, second, shifted, first]
        let file = try encodeSurveyed(inputs, surveyed: inputs.count, width: width, height: height)
        #expect(file.globalColours == 256)
        #expect(file.localTables == 0)
        for (k, input) in inputs.enumerated() { #expect(file.frames[k] == input.map { $0 & 0xFFFFFF }, "frame \(k)") }
    }

    /// Frames the survey did not see (against `survey`'s contract) are
    /// still written, never a crash: a frame of 256 new colours after a
    /// table of 256 is drawn in the nearest colours with an index left free.
    @Test func anUnsurveyedFrameOfTwoHundredFiftySixColoursIsDrawn() throws {
        let width = 16, height = 16
        let first: [UInt32] = (0..<256).map { 0xFF00_0000 | UInt32($0 % 128) << 16 | 0x40 }
        let second: [UInt32] = (0..<256).map { $0 < 128 ? first[$0] : 0xFF00_0000 | UInt32($0 - 128) << 8 | 0x80 }
        let greys: [UInt32] = (0..<256).map { 0xFF00_0000 | UInt32($0) << 16 | UInt32($0) << 8 | UInt32(255 - $0) }
        let file = try encodeSurveyed([first, second, greys], surveyed: 2, width: width, height: height)
        #expect(file.globalColours == 256)
        #expect(file.frames.count == 3)
        #expect(file.frames[1] == second.map { $0 & 0xFFFFFF })
    }

    /// The same frames give the same bytes: nothing depends on hashing
    /// order, addresses or time.
    @Test func repeatRendersAreByteIdentical() throws {
        var files: [Data] = []
        for _ in 0..<2 {
            let path = NSTemporaryDirectory() + "trellis-gif-\(UUID().uuidString).gif"
            defer { try? FileManager.default.removeItem(atPath: path) }
            let encoder = try GIFEncoder(path: path, width: 40, height: 30)
            for k in 0..<12 {
                let frame: [UInt32] = (0..<1200).map { i in
                    let x = i % 40, y = i / 40
                    return x > k * 3 && y % 7 < 3 ? 0xFF00_0000 | UInt32((x * 37 + y * 11 + k) % 300) * 0x010203 : 0xFFFF_FFFF
                }
                try encoder.addFrame(frame, delay: 4)
            }
            try encoder.finish()
            files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect(files[0] == files[1])
        #expect(files[0].count > 100)
    }

    @Test func manyColoursStayClose() throws {
        // 600 distinct greys in one frame: median cut to 255, each pixel within a few levels.
        let width = 30, height = 20
        let input: [UInt32] = (0..<(width * height)).map { i in
            let v = UInt32(i * 255 / (width * height - 1))
            return 0xFF00_0000 | v << 16 | v << 8 | UInt32(i % 3)
        }
        let path = NSTemporaryDirectory() + "trellis-gif-\(UUID().uuidString).gif"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let encoder = try GIFEncoder(path: path, width: width, height: height)
        try encoder.addFrame(input, delay: 10)
        try encoder.finish()
        let decoded = try #require(decodeGIF(path))
        for (a, b) in zip(decoded.frames[0], input) {
            for shift in [16, 8, 0] as [UInt32] {
                #expect(abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)) <= 4)
            }
        }
    }
}

@Suite struct SweepPlanTests {
    @Test func widthsAndDelays() throws {
        let plan = try SweepPlan(from: 200, to: 210, step: 2, fps: 25, pingpong: false, holdEnds: 500)
        #expect(plan.widths == [200, 202, 204, 206, 208, 210])
        // 25 fps: 4 hundredths; ends held 50 more.
        #expect(plan.delays == [54, 4, 4, 4, 4, 54])
        let back = try SweepPlan(from: 200, to: 206, step: 2, pingpong: true)
        #expect(back.widths == [200, 202, 204, 206, 204, 202])
        let down = try SweepPlan(from: 206, to: 200, step: -3)
        #expect(down.widths == [206, 203, 200])
    }

    @Test func badPlansAreRefused() {
        #expect(throws: SweepPlanError.zeroStep) { try SweepPlan(from: 200, to: 300, step: 0) }
        #expect(throws: SweepPlanError.wrongWay(step: -2, from: 200, to: 300)) {
            try SweepPlan(from: 200, to: 300, step: -2)
        }
        // Longer than a GIF frame can show (and, in hundredths, than an Int holds).
        #expect(throws: SweepPlanError.holdOutOfRange) {
            try SweepPlan(from: 200, to: 300, step: 2, holdEnds: 1e300)
        }
        #expect(throws: SweepPlanError.framesPerSecond) {
            try SweepPlan(from: 200, to: 300, step: 2, fps: .nan)
        }
        // A GIF delay of 1e302 hundredths: no Int holds it.
        #expect(throws: SweepPlanError.framesPerSecond) {
            try SweepPlan(from: 200, to: 300, step: 2, fps: 1e-300)
        }
        #expect(throws: SweepPlanError.tooManyFrames(20_001)) {
            try SweepPlan(from: 1, to: 20001, step: 1)
        }
        // 10³⁰² frames: more than an Int counts, refused rather than a crash.
        #expect(throws: SweepPlanError.tooManyFrames(nil)) {
            try SweepPlan(from: 200, to: 300, step: 1e-300)
        }
        // The plan's own words (a command line words them with its options).
        #expect(SweepPlanError.wrongWay(step: -2, from: 200, to: 300).description == "a step of -2.0 goes the wrong way from 200.0 to 300.0")
        #expect(SweepPlanError.holdOutOfRange.description == "the hold at the ends must be from 0 to 655350 milliseconds")
        #expect(SweepPlanError.tooManyFrames(nil).description == "the sweep would have more frames than can be counted; at most 10000")
    }
}
