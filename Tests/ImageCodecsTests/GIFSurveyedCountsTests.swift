import Foundation
@testable import ImageCodecs
import Testing

/// A surveyed GIF's frames coded with the survey's colour counts
/// (`GIFEncoder.surveyedCounts`): kept within a budget, and the same file
/// whether a frame's counts were kept or counted again.
@Suite struct GIFSurveyedCountsTests {
    private let width = 24, height = 6

    /// White left half, black right half; from frame 1 on, a bar four
    /// pixels wide at x = 2k in a colour of its own (two frames a colour).
    private func frames() -> [[UInt32]] {
        let bars: [UInt32] = [0xCC0000, 0x00CC00, 0x0000CC]
        return (0..<7).map { k in
            (0..<(width * height)).map { i in
                let x = i % width
                if k > 0, x >= 2 * k, x < 2 * k + 4 { return bars[(k - 1) / 2] }
                return x < 12 ? 0xFFFFFF : 0x000000
            }
        }
    }

    /// The file, surveyed with every frame, under `budget` colours kept;
    /// and how many frames' counts were kept.
    private func encode(budget: Int) throws -> (bytes: [UInt8], kept: Int) {
        let path = NSTemporaryDirectory() + "trellis-gif-counts-\(UUID().uuidString).gif"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let encoder = try GIFEncoder(path: path, width: width, height: height)
        encoder.keptColorsBudget = budget
        let inputs = frames()
        encoder.surveyOpaque(Array(inputs.prefix(3)))
        encoder.surveyOpaque(Array(inputs.dropFirst(3)))
        let kept = encoder.surveyedCounts.count
        try encoder.addOpaqueFrames(inputs, delays: inputs.map { _ in 5 })
        try encoder.finish()
        return ([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), kept)
    }

    /// Frame 0 draws 2 colours (white, black); frame 1 changes 24 pixels
    /// (x = 2…5, white before) to red: 1 colour; each later
    /// frame draws its bar's colour and the white or black uncovered at its
    /// left (frame 2: red over x = 6, 7 and white at x = 2, 3: 2 colours).
    /// A budget of 0 keeps none, of 3 frames 0 and 1 (2 + 1 colours, frame 2's
    /// 2 more do not fit, and no frame after one that did not), the default
    /// all 7: the same file each time.
    @Test func keptOrCountedAgainTheSameFile() throws {
        let none = try encode(budget: 0), some = try encode(budget: 3), all = try encode(budget: 1 << 20)
        #expect(none.kept == 0)
        #expect(some.kept == 2)
        #expect(all.kept == 7)
        #expect(none.bytes.count > 100)
        #expect(some.bytes == none.bytes)
        #expect(all.bytes == none.bytes)
    }
}
