import Foundation
import ImageCodecs
import Testing

/// A sweep codes each frame on the thread that painted it
/// (`OpaqueFrameCoding`), in whatever order the threads finish, and the
/// encoders add the results in order: the file is the one their own batch
/// coding writes, surveyed (GIF, APNG) or not.
@Suite struct OpaqueFrameCodingTests {
    private func frame(_ x0: Int, _ color: UInt32) -> [UInt32] {
        var pixels: [UInt32] = (0..<144).map { i in
            let x = i % 24, y = i / 24
            if x >= x0 && x < x0 + 4 && y >= 1 && y < 5 { return color }
            return (x + y) % 2 == 0 ? 0xFF80_8080 : 0xFFFF_FFFF
        }
        AnimationPixels.flattenOntoWhite(&pixels)
        return pixels
    }

    /// `frameByFrame`: the first batch through `surveyOpaque`/`addOpaqueFrames`
    /// (it sets the palette up), every later one coded a frame at a time,
    /// last frame first, on the workers in turn.
    private func write(_ format: AnimationFormat, surveyed: Bool, frameByFrame: Bool) throws -> [UInt8] {
        let positions = [0, 2, 2, 2, 5, 9, 9, 13, 17, 20, 20, 20, 20, 3]
        let colors: [UInt32] = [0xFFFF_0000, 0xFF00_00FF, 0xFF00_FF00, 0xFF12_3456]
        let frames = positions.enumerated().map { frame($0.element, colors[$0.offset % colors.count]) }
        let delays = positions.indices.map { 2 + $0 % 3 }
        let batches = [2, 1, 4, 3, 4], jobs = 3
        let path = NSTemporaryDirectory() + "trellis-frame-coding-\(UUID().uuidString).\(format.rawValue)"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let encoder = try format.encoder(descriptor: open(path, O_RDWR | O_CREAT | O_TRUNC, 0o644), path: path, width: 24, height: 6,
                                         jobs: jobs)
        for surveying in surveyed ? [true, false] : [false] {
            var start = 0
            for (n, size) in batches.enumerated() {
                let range = start..<(start + size)
                let batch = Array(frames[range]), batchDelays = Array(delays[range])
                if frameByFrame, n > 0 {
                    let coding = try #require(encoder.opaqueFrameCoding(surveying: surveying), "\(format) batch \(n)")
                    var coded = [(any Sendable)?](repeating: nil, count: size)
                    for k in batch.indices.reversed() {
                        coded[k] = coding.code(k % jobs, start + k, batch[k], k == 0 ? frames[start - 1] : batch[k - 1], batchDelays[k])
                    }
                    try coding.add(coded.map { $0! }, batchDelays, batch[size - 1])
                } else if surveying {
                    #expect(n > 0 || encoder.opaqueFrameCoding(surveying: true) == nil, "no frame surveyed yet: nothing to compare with")
                    encoder.surveyOpaque(batch)
                } else {
                    #expect(n > 0 || encoder.opaqueFrameCoding(surveying: false) == nil, "no frame added yet: no palette")
                    try encoder.addOpaqueFrames(batch, delays: batchDelays)
                }
                start += size
            }
        }
        try encoder.finish()
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test(arguments: [(AnimationFormat.gif, true), (.gif, false), (.apng, true), (.webp, false)] as [(AnimationFormat, Bool)])
    func framesCodedOneAtATimeWriteTheBatchesFile(format: AnimationFormat, surveyed: Bool) throws {
        let batched = try write(format, surveyed: surveyed, frameByFrame: false)
        #expect(batched.count > 100)
        #expect(try write(format, surveyed: surveyed, frameByFrame: true) == batched)
    }
}
