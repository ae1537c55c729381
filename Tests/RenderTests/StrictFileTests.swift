import Foundation
import ImageCodecs
import Layout
import Render
import Scene
import Testing
import TrellisTestSupport

/// Issue 33: every animation Trellis writes is a complete file of its
/// format, checked by `StrictFileReader` (length, type and CRC of every
/// PNG chunk, IEND last; GIF blocks to the trailer; RIFF sizes).
@Suite struct StrictFileTests {
    /// 16 × 8 frames: stripes and a square that moves, few colours (so the
    /// APNG takes a palette) or many (it stays RGBA).
    private static func frames(manyColours: Bool) -> [[UInt32]] {
        (0..<4).map { step in
            (0..<128).map { i in
                let x = i % 16, y = i / 16
                if x >= step * 3 && x < step * 3 + 3 && y >= 2 && y < 5 { return 0xFFFF_0000 }
                return manyColours ? 0xFF00_0000 | UInt32(i * 2 + step * 256) : (x + y) % 2 == 0 ? 0xFF80_8080 : 0xFFFF_FFFF
            }
        }
    }

    /// The APNG encoder's every way of finishing: held and written with
    /// its palette (`PaletteAPNG`), streamed then rewritten with a palette
    /// (`APNGPalette.indexed`, which lost IEND), streamed and deflated
    /// again (`APNGPalette.redeflated`).
    @Test(arguments: [(nil, false), (0, false), (0, true), (nil, true)] as [(Int?, Bool)])
    func everyAPNGEndsWithIEND(heldPixelLimit: Int?, manyColours: Bool) throws {
        let frames = Self.frames(manyColours: manyColours)
        let png = try AnimationFormatsTests.encoded(.apng, frames, delays: frames.map { _ in 4 }, width: 16, height: 8,
                                                    heldPixelLimit: heldPixelLimit)
        #expect(StrictFileReader.pngFault(png) == nil, "\(StrictFileReader.pngFault(png) ?? "")")
    }

    @Test(arguments: [AnimationFormat.gif, .webp])
    func gifAndWebPAreComplete(_ format: AnimationFormat) throws {
        for many in [false, true] {
            let frames = Self.frames(manyColours: many)
            let bytes = try AnimationFormatsTests.encoded(format, frames, delays: frames.map { _ in 4 }, width: 16, height: 8)
            let fault = format == .gif ? StrictFileReader.gifFault(bytes) : StrictFileReader.webpFault(bytes)
            #expect(fault == nil, "\(format): \(fault ?? "")")
        }
    }

    /// A real sweep of a scene to each format, as `trellis sweep -o x.apng` writes it.
    @Test(arguments: ["apng", "gif", "webp"])
    func aSceneSweepIsComplete(_ ext: String) throws {
        let scene = try Scene.load(contentsOf: fixtures + "/centered-label.yaml")
        let path = NSTemporaryDirectory() + "trellis-strict-\(UUID().uuidString).\(ext)"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try SceneRenderer(background: scene.background).sweep(scene.makeRoot(width: 200),
                                                               plan: SweepPlan(from: 200, to: 320, step: 8, pingpong: true), to: path)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let fault = switch ext {
        case "apng": StrictFileReader.pngFault(bytes)
        case "gif": StrictFileReader.gifFault(bytes)
        default: StrictFileReader.webpFault(bytes)
        }
        #expect(fault == nil, "\(ext): \(fault ?? "")")
    }

    /// The reader itself: a PNG cut before IEND, a bad CRC, a GIF without
    /// its trailer and a RIFF of the wrong size are faults.
    @Test func theReaderFindsFaults() throws {
        let frames = Self.frames(manyColours: false)
        let png = try AnimationFormatsTests.encoded(.apng, frames, delays: frames.map { _ in 4 }, width: 16, height: 8)
        #expect(StrictFileReader.pngFault(png) == nil)
        #expect(StrictFileReader.pngFault(Array(png.dropLast(12)))?.contains("IEND") == true)
        var corrupt = png
        corrupt[30] ^= 1
        #expect(StrictFileReader.pngFault(corrupt)?.contains("CRC") == true)
        let gif = try AnimationFormatsTests.encoded(.gif, frames, delays: frames.map { _ in 4 }, width: 16, height: 8)
        #expect(StrictFileReader.gifFault(gif) == nil)
        #expect(StrictFileReader.gifFault(Array(gif.dropLast())) != nil)
        let webp = try AnimationFormatsTests.encoded(.webp, frames, delays: frames.map { _ in 4 }, width: 16, height: 8)
        #expect(StrictFileReader.webpFault(webp) == nil)
        #expect(StrictFileReader.webpFault(Array(webp.dropLast(2))) != nil)
    }
}
