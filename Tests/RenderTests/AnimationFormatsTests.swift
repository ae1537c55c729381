import CWebP
import CZlib
import Foundation
import ImageCodecs
import Render
import Testing

/// Frames of 16 × 8 pixels: a grey and white striped background (so that
/// a changed rectangle holds unchanged pixels of two colours) and a red
/// square 3 pixels wide moving right, then a blue one.
private func movingSquare(at x0: Int, _ color: UInt32 = 0xFFFF0000) -> [UInt32] {
    (0..<128).map { i in
        let x = i % 16, y = i / 16
        if x >= x0 && x < x0 + 3 && y >= 2 && y < 5 { return color }
        return (x + y) % 2 == 0 ? 0xFF808080 : 0xFFFFFFFF
    }
}

private let inputs = [movingSquare(at: 1), movingSquare(at: 4), movingSquare(at: 9), movingSquare(at: 9, 0xFF0000FF)]

private func temporary(_ ext: String) -> String { NSTemporaryDirectory() + "trellis-anim-\(UUID().uuidString).\(ext)" }

private func write(_ format: AnimationFormat, _ frames: [[UInt32]], delay: Int = 4, heldPixelLimit: Int? = nil) throws -> [UInt8] {
    try AnimationFormatsTests.encoded(format, frames, delays: frames.map { _ in delay }, width: 16, height: 8,
                                      heldPixelLimit: heldPixelLimit)
}

/// An APNG decoder of what `APNGEncoder` writes (8-bit RGBA, RGB with a tRNS key colour, or palette,
/// dispose "none", blend source or over): each frame as the viewer's
/// canvas after it, 0xRRGGBB, with its delay in hundredths.
private func decodeAPNG(_ png: [UInt8]) throws -> (frames: [[UInt32]], delays: [Int], plays: Int) {
    func int(_ at: Int) -> Int { png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    var offset = 8
    var width = 0, height = 0, colourType = 0, palette: [UInt32] = [], transparent: Set<Int> = [], plays = -1
    var key: UInt32?
    var canvas: [UInt32] = [], frames: [[UInt32]] = [], delays: [Int] = []
    var frame = (x: 0, y: 0, w: 0, h: 0, blend: 0)
    while offset < png.count {
        let length = int(offset)
        let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
        let data = Array(png[(offset + 8)..<(offset + 8 + length)])
        // The CRC covers the type and the data.
        let crc = (Array(type.utf8) + data).withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        #expect(UInt32(crc) == UInt32(int(offset + 8 + length)), "\(type)'s CRC")
        offset += 12 + length
        func be(_ at: Int) -> Int { data[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        switch type {
        case "IHDR":
            width = be(0); height = be(4); colourType = Int(data[9])
            canvas = [UInt32](repeating: 0, count: width * height)
        case "acTL": plays = be(4)
        case "PLTE": palette = stride(from: 0, to: data.count, by: 3).map { UInt32(data[$0]) << 16 | UInt32(data[$0 + 1]) << 8 | UInt32(data[$0 + 2]) }
        case "tRNS" where colourType == 2: key = UInt32(data[1]) << 16 | UInt32(data[3]) << 8 | UInt32(data[5])
        case "tRNS": transparent = Set(data.indices.filter { data[$0] == 0 })
        case "fcTL":
            frame = (be(12), be(16), be(4), be(8), Int(data[25]))
            delays.append(Int(data[20]) << 8 | Int(data[21]))
            #expect(data[22] == 0 && data[23] == 100, "delays in hundredths")
        case "IDAT", "fdAT":
            let compressed = type == "fdAT" ? Array(data.dropFirst(4)) : data
            let bpp = colourType == 6 ? 4 : colourType == 2 ? 3 : 1
            let stride = frame.w * bpp
            var raw = [UInt8](repeating: 0, count: (stride + 1) * frame.h)
            var size = uLong(raw.count)
            let status = raw.withUnsafeMutableBufferPointer { out in
                compressed.withUnsafeBufferPointer { uncompress(out.baseAddress, &size, $0.baseAddress, uLong($0.count)) }
            }
            try #require(status == Z_OK && Int(size) == raw.count)
            var above = [UInt8](repeating: 0, count: stride)
            for y in 0..<frame.h {
                var row = Array(raw[(y * (stride + 1) + 1)..<((y + 1) * (stride + 1))])
                let filter = raw[y * (stride + 1)]
                for k in 0..<stride {
                    let a = k >= bpp ? row[k - bpp] : 0, b = above[k], c = k >= bpp ? above[k - bpp] : 0
                    let p = Int(a) + Int(b) - Int(c)
                    let paeth = abs(p - Int(a)) <= abs(p - Int(b)) && abs(p - Int(a)) <= abs(p - Int(c)) ? a
                        : abs(p - Int(b)) <= abs(p - Int(c)) ? b : c
                    row[k] = row[k] &+ [0, a, b, UInt8((Int(a) + Int(b)) / 2), paeth][Int(filter)]
                }
                for x in 0..<frame.w {
                    let color: UInt32?
                    if bpp == 4 {
                        color = row[x * 4 + 3] == 0 ? nil : UInt32(row[x * 4]) << 16 | UInt32(row[x * 4 + 1]) << 8 | UInt32(row[x * 4 + 2])
                    } else if bpp == 3 {
                        let rgb = UInt32(row[x * 3]) << 16 | UInt32(row[x * 3 + 1]) << 8 | UInt32(row[x * 3 + 2])
                        color = rgb == key ? nil : rgb
                    } else {
                        color = transparent.contains(Int(row[x])) ? nil : palette[Int(row[x])]
                    }
                    let i = (frame.y + y) * width + frame.x + x
                    if let color { canvas[i] = color } else if frame.blend == 0 { canvas[i] = 0 }
                }
                above = row
            }
            frames.append(canvas)
        default: break
        }
    }
    return (frames, delays, plays)
}

/// Every frame of an animated WebP as libwebp's WebPAnimDecoder composes it, 0xRRGGBB, with its end time in ms.
private func decodeWebP(_ bytes: [UInt8]) throws -> (frames: [[UInt32]], timestamps: [Int]) {
    var options = WebPAnimDecoderOptions()
    try #require(WebPAnimDecoderOptionsInit(&options) != 0)
    options.color_mode = MODE_RGBA
    options.use_threads = 0
    return try bytes.withUnsafeBufferPointer { buffer in
        var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
        let decoder = try #require(WebPAnimDecoderNew(&data, &options))
        defer { WebPAnimDecoderDelete(decoder) }
        var info = WebPAnimInfo()
        try #require(WebPAnimDecoderGetInfo(decoder, &info) != 0)
        #expect(info.loop_count == 0)
        var frames: [[UInt32]] = [], timestamps: [Int] = []
        while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
            var rgba: UnsafeMutablePointer<UInt8>?
            var timestamp: Int32 = 0
            try #require(WebPAnimDecoderGetNext(decoder, &rgba, &timestamp) != 0)
            let pixels = try #require(rgba)
            let count = Int(info.canvas_width * info.canvas_height)
            frames.append((0..<count).map { i in
                #expect(pixels[i * 4 + 3] == 255, "opaque")
                return UInt32(pixels[i * 4]) << 16 | UInt32(pixels[i * 4 + 1]) << 8 | UInt32(pixels[i * 4 + 2])
            })
            timestamps.append(Int(timestamp))
        }
        return (frames, timestamps)
    }
}

@Suite struct AnimationFormatsTests {
    /// The file an encoder of `format` writes for `frames`; an APNG held
    /// up to `heldPixelLimit` pixels when given (0: streamed).
    static func encoded(_ format: AnimationFormat, _ frames: [[UInt32]], delays: [Int], width: Int, height: Int,
                      heldPixelLimit: Int? = nil, effort: EncodingEffort = .default) throws -> [UInt8] {
        let path = temporary(format.rawValue)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let descriptor = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o644)
        let encoder = try format.encoder(descriptor: descriptor, path: path, width: width, height: height, effort: effort)
        if let heldPixelLimit { try #require(encoder as? APNGEncoder).heldPixelLimit = heldPixelLimit }
        for (frame, delay) in zip(frames, delays) { try encoder.addFrame(frame, delay: delay) }
        try encoder.finish()
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func theExtensionChoosesTheFormat() throws {
        #expect(try AnimationFormat(path: "a/b.gif") == .gif)
        #expect(try AnimationFormat(path: "B.WEBP") == .webp)
        #expect(try AnimationFormat(path: "x.apng") == .apng)
        #expect(try AnimationFormat(path: "x.png") == .apng)
        #expect(throws: CodecError.unknownFormat(path: "out.jpg", found: "jpg")) { try AnimationFormat(path: "out.jpg") }
        #expect(CodecError.unknownFormat(path: "out.jpg", found: "jpg").description
            == "cannot tell the animation's format from \".jpg\" in out.jpg: expected .gif, .webp, .apng or .png")
        #expect(throws: CodecError.unknownFormat(path: "dir.gif/out", found: nil)) { try AnimationFormat(path: "dir.gif/out") }
        #expect(CodecError.unknownFormat(path: "dir.gif/out", found: nil).description
            == "cannot tell the animation's format from no extension in dir.gif/out: expected .gif, .webp, .apng or .png")
        // An empty path and a folder are named as what they are, not as "no extension in ".
        #expect(throws: CodecError.unknownFormat(path: "", found: nil)) { try AnimationFormat(path: "") }
        #expect(CodecError.unknownFormat(path: "", found: nil).description
            == "expected a file name ending in .gif, .webp, .apng or .png, found an empty path")
        #expect(throws: CodecError.unknownFormat(path: "out/", found: nil)) { try AnimationFormat(path: "out/") }
        #expect(CodecError.unknownFormat(path: "out/", found: nil).description
            == "out/ names a folder: expected a file name ending in .gif, .webp, .apng or .png")
    }

    /// The APNG's frames, decoded by the decoder above, are the inputs
    /// (flattened onto white) and the GIF's frames, decoded by giflib;
    /// the repeated last-but-one frame only lengthens a delay in both.
    @Test(arguments: [nil, 0])
    func apngFramesAreTheGIFsFrames(heldPixelLimit: Int?) throws {
        let frames = inputs + [inputs[3]]
        let png = try write(.apng, frames, heldPixelLimit: heldPixelLimit)
        // Five colours: a palette, held or streamed.
        #expect(png[25] == 3)
        let apng = try decodeAPNG(png)
        let expected = inputs.map { $0.map { $0 & 0xFF_FFFF } }
        #expect(apng.frames == expected)
        #expect(apng.delays == [4, 4, 4, 8])
        #expect(apng.plays == 0)

        let path = temporary("gif")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(write(.gif, frames)).write(to: URL(fileURLWithPath: path))
        let gif = try #require(decodeGIF(path))
        #expect(gif.frames == apng.frames)
        #expect(gif.delays == apng.delays)
    }

    /// Two frames in which every pixel changes: no frame can leave a pixel
    /// transparent, so the held APNG has no tRNS. Its palette is the two
    /// colours, equally used, ordered by value, around index 1, the slot
    /// kept for transparency while frames were coded, left unused (black)
    /// rather than coding every frame again without it.
    @Test func apngWithoutUnchangedPixelsHasNoTransparency() throws {
        let red = [UInt32](repeating: 0xFFFF_0000, count: 128), blue = [UInt32](repeating: 0xFF00_00FF, count: 128)
        let png = try write(.apng, [red, blue])
        let chunks = chunkTypes(png)
        #expect(!chunks.contains("tRNS"))
        let palette = try #require(chunkData(png, "PLTE"))
        #expect(palette == [0, 0, 255, 0, 0, 0, 255, 0, 0])
        #expect(try decodeAPNG(png).frames == [red, blue].map { $0.map { $0 & 0xFF_FFFF } })
    }

    private func chunkTypes(_ png: [UInt8]) -> [String] {
        var types: [String] = [], offset = 8
        while offset + 8 <= png.count {
            let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }

    private func chunkData(_ png: [UInt8], _ type: String) -> [UInt8]? {
        var offset = 8
        while offset + 8 <= png.count {
            let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self) == type {
                return Array(png[(offset + 8)..<(offset + 8 + length)])
            }
            offset += 12 + length
        }
        return nil
    }

    /// More colours than a palette holds (about 300), in frames so small
    /// that a 768-byte palette would not pay: the APNG stays RGBA (the
    /// palette pass keeps a file only when smaller), and exact.
    @Test func apngOfManyColoursStaysExact() throws {
        let first: [UInt32] = (0..<128).map { 0xFF00_0000 | UInt32($0) * 0x010101 }
        let second: [UInt32] = (0..<128).map { $0 < 64 ? 0xFF00_0000 | UInt32($0) * 0x010100 : first[$0] }
        let third: [UInt32] = (0..<128).map { 0xFF00_0000 | (UInt32($0) + 128) * 0x000101 }
        let apng = try decodeAPNG(write(.apng, [first, second, third]))
        #expect(apng.frames == [first, second, third].map { $0.map { $0 & 0xFF_FFFF } })
    }

    /// The file an encoder writes after a survey of every frame (what a
    /// sweep does), the frames then added in batches of `batch`.
    static func surveyed(_ format: AnimationFormat, _ frames: [[UInt32]], width: Int, height: Int, batch: Int,
                         jobs: Int = 1) throws -> [UInt8] {
        let path = temporary(format.rawValue)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let descriptor = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o644)
        let encoder = try format.encoder(descriptor: descriptor, path: path, width: width, height: height, jobs: jobs)
        #expect(encoder.wantsSurvey)
        let batches = stride(from: 0, to: frames.count, by: batch).map { Array(frames[$0..<min(frames.count, $0 + batch)]) }
        for frames in batches { encoder.survey(frames) }
        for frames in batches { try encoder.addFrames(frames, delays: frames.map { _ in 4 }) }
        try encoder.finish()
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// A surveyed APNG of at most 256 colours is coded with its palette
    /// as the frames come: byte for byte the file held frames make, with
    /// any batches and jobs.
    @Test(arguments: [1, 2, 5])
    func aSurveyedAPNGIsTheHeldOne(batch: Int) throws {
        let frames = inputs + [inputs[3], inputs[0]]
        let held = try write(.apng, frames)
        #expect(try Self.surveyed(.apng, frames, width: 16, height: 8, batch: batch, jobs: batch == 5 ? 2 : 1) == held)
    }

    /// A surveyed APNG of more colours than a palette holds (320) is
    /// drawn in 255 of them, chosen by median cut over all its frames:
    /// every pixel within 2 of its colour in each channel, and a frame
    /// that changed nothing is still only a longer delay.
    @Test func aSurveyedAPNGOfManyColoursIsCutToAPalette() throws {
        let first: [UInt32] = (0..<128).map { 0xFF00_0000 | UInt32($0) * 0x010101 }
        let second: [UInt32] = (0..<128).map { 0xFF00_0000 | (UInt32($0) + 128) * 0x010101 }
        let third: [UInt32] = (0..<128).map { $0 < 64 ? 0xFF00_0000 | UInt32($0) * 4 << 16 : second[$0] }
        let frames = [first, second, third, third]
        let png = try Self.surveyed(.apng, frames, width: 16, height: 8, batch: 2)
        #expect(png[25] == 3)
        let apng = try decodeAPNG(png)
        #expect(apng.delays == [4, 4, 8])
        for (decoded, input) in zip(apng.frames, [first, second, third]) {
            for (a, b) in zip(decoded, input) {
                #expect([16, 8, 0].allSatisfy { abs(Int(a >> $0 & 0xFF) - Int(b >> $0 & 0xFF)) <= 2 })
            }
        }
    }

    /// A surveyed APNG of exactly 256 colours has no palette entry left
    /// for transparency: it is written as RGB (colour type 2) with a colour
    /// it never draws (0x000001: 0 is drawn) as tRNS's transparent key,
    /// smaller than the palette form here (768 bytes of PLTE), and exact.
    @Test func aSurveyedAPNGOfExactly256ColoursIsKeyedRGB() throws {
        let first: [UInt32] = (0..<256).map { 0xFF00_0000 | UInt32($0) * 0x010101 }
        // Four pixels of rows 2 and 4 take other greys: the rectangle
        // between them holds unchanged pixels of many colours.
        let second = first.indices.map { [34, 40, 66, 72].contains($0) ? first[($0 + 128) % 256] : first[$0] }
        var third = second
        third[100] = first[0]
        let frames = [first, second, third]
        let png = try Self.surveyed(.apng, frames, width: 16, height: 16, batch: 2)
        #expect(png[25] == 2)
        #expect(chunkTypes(png).contains("tRNS") && !chunkTypes(png).contains("PLTE"))
        #expect(chunkData(png, "tRNS") == [0, 0, 0, 0, 0, 1])
        let apng = try decodeAPNG(png)
        #expect(apng.frames == frames.map { $0.map { $0 & 0xFF_FFFF } })
        #expect(apng.delays == [4, 4, 4])
    }

    /// libwebp's own decoder composes the WebP's frames into the inputs,
    /// each ending where the delays say.
    @Test func webpFramesDecodeWithLibwebp() throws {
        let webp = try decodeWebP(write(.webp, inputs, delay: 5))
        #expect(webp.frames == inputs.map { $0.map { $0 & 0xFF_FFFF } })
        #expect(webp.timestamps == [50, 100, 150, 200])
    }

    /// The first frame whole, replacing; the red square's
    /// rectangles after it, their corners even (x 1 → 0), each replacing
    /// or blended over the frame before (unchanged pixels transparent),
    /// whichever is smaller; a frame identical to the one before only
    /// lengthens it.
    @Test func heldWebPStoresChangedRectangles() throws {
        let frames = inputs + [inputs[3]]
        let bytes = try write(.webp, frames, delay: 5)
        var offset = 12, rectangles: [[Int]] = [], flags: [UInt8] = [], durations: [Int] = []
        func int(_ at: Int, _ count: Int) -> Int { (0..<count).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        while offset < bytes.count {
            let type = String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self), size = int(offset + 4, 4)
            if type == "ANMF" {
                let at = offset + 8
                rectangles.append([2 * int(at, 3), 2 * int(at + 3, 3), int(at + 6, 3) + 1, int(at + 9, 3) + 1])
                durations.append(int(at + 12, 3))
                flags.append(bytes[at + 15])
            }
            offset += 8 + size + size % 2
        }
        // Square 3 × 3 at rows 2–4, x 1 → 4 → 9: changed columns 1–6,
        // then 4–11, then (blue) 9–11.
        #expect(rectangles == [[0, 0, 16, 8], [0, 2, 7, 3], [4, 2, 8, 3], [8, 2, 4, 3]])
        #expect(flags.first == 0x02 && flags.allSatisfy { $0 == 0x00 || $0 == 0x02 })
        #expect(durations == [50, 50, 50, 100])
        let webp = try decodeWebP(bytes)
        #expect(webp.frames == frames.dropLast().map { $0.map { $0 & 0xFF_FFFF } })
    }

    /// Frames of more than 256 colours are libwebp's bitstreams, in the
    /// same file, still exact at every effort (libwebp's quality 24 or
    /// 100); the last frame (a few colours changed) is Trellis's again.
    @Test(arguments: EncodingEffort.allCases)
    func webpOfManyColoursStaysExact(effort: EncodingEffort) throws {
        var many = (0..<2).map { f in (0..<128 * 4).map { UInt32(0xFF00_0000) | UInt32($0 * 97 + f * 5) } }
        many.append(many[1].enumerated().map { $0 < 40 ? 0xFF12_3456 : $1 })
        let bytes = try AnimationFormatsTests.encoded(.webp, many, delays: [4, 4, 4], width: 32, height: 16, effort: effort)
        #expect(try decodeWebP(bytes).frames == many.map { $0.map { $0 & 0xFF_FFFF } })
    }

    /// The effort asked of a WebP reaches its encoder (and so libwebp).
    @Test(arguments: EncodingEffort.allCases)
    func webpEncoderTakesTheEffort(effort: EncodingEffort) throws {
        let path = temporary("webp")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let descriptor = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o644)
        let encoder = try AnimationFormat.webp.encoder(descriptor: descriptor, path: path, width: 4, height: 4, effort: effort)
        #expect(try #require(encoder as? WebPEncoder).effort == effort)
    }

    /// Same frames, same bytes, in every format.
    @Test(arguments: AnimationFormat.allCases)
    func repeatRendersAreByteIdentical(_ format: AnimationFormat) throws {
        let first = try write(format, inputs), second = try write(format, inputs)
        #expect(first == second)
        #expect(first.count > 50)
    }
}
