import Foundation
import ImageCodecs
import Layout
import Locking
@testable import Render
import Testing

/// A sweep's pass streamed through its workers (`FrameStream`): frames
/// appended once each, in order, never more than the window painted ahead
/// of the encoders, and the first failure by frame thrown with nothing
/// appended from it on, whichever worker met which failure first.
@Suite struct FrameStreamTests {
    /// Frame k is a white canvas 8 + k points wide and 4 tall (no canvas
    /// size is given: each frame is its layout's size), so its pixel count
    /// names it: 4 × (8 + k). Widths in `tooWide` are past `Canvas.maximumSide`:
    /// painting them fails, naming the width.
    private func layouts(_ count: Int, tooWide: [Int: Double] = [:]) -> [SolvedLayout] {
        (0..<count).map { k in
            let root = View(name: "frame \(k)")
            root.frame = Rect(x: 0, y: 0, width: tooWide[k] ?? Double(8 + k), height: 4)
            root.backgroundColor = .white
            root.layoutIfNeeded()
            return root.solvedLayout()
        }
    }

    /// Records which frames it was given, in order (by their pixel count);
    /// its coding of a frame is that frame's index. Adding frame `failsAt` fails.
    private final class RecordingEncoder: AnimationEncoder, @unchecked Sendable {
        let record = Locked([Int]())
        let failsAt: Int?
        private var started = false

        init(failsAt: Int? = nil) { self.failsAt = failsAt }

        static func index(_ rgb: [UInt32]) -> Int { rgb.count / 4 - 8 }

        private func append(_ index: Int) throws(CodecError) {
            if index == failsAt { throw .noFrames }
            record.withLock { $0.append(index) }
        }

        func addFrame(_ pixels: [UInt32], delay: Int) throws(CodecError) { try addOpaqueFrames([pixels], delays: [delay]) }

        func addOpaqueFrames(_ rgbs: [[UInt32]], delays: [Int]) throws(CodecError) {
            for rgb in rgbs { try append(Self.index(rgb)) }
            started = true
        }

        func finish() throws(CodecError) {}

        func opaqueFrameCoding(surveying: Bool) -> OpaqueFrameCoding? {
            guard started else { return nil }
            return OpaqueFrameCoding(code: { _, _, rgb, earlier, _ in
                // Coded against the frame before it, always.
                precondition(Self.index(earlier) == Self.index(rgb) - 1, "frame \(Self.index(rgb)) coded against \(Self.index(earlier))")
                return Self.index(rgb)
            }, add: { [self] coded, delays, last throws(CodecError) in
                precondition(coded.count == delays.count && Self.index(last) == coded.last as? Int, "the last frame's pixels")
                for case let index as Int in coded { try append(index) }
            })
        }
    }

    private func stream(_ encoder: RecordingEncoder, jobs: Int, _ layouts: [SolvedLayout]) -> FrameStream {
        FrameStream(renderer: SceneRenderer(), canvasSize: nil, encoders: [encoder], jobs: jobs, pixelsPerFrame: 64,
                    framesAJob: false, surveying: false)
    }

    @Test(arguments: [(1, 2), (2, 3), (3, 3), (7, 2), (12, 3), (31, 2), (1, 1), (9, 1)])
    func everyFrameIsAppendedOnceInOrderAndNoFurtherThanTheWindowAhead(count: Int, jobs: Int) throws {
        let layouts = layouts(count), encoder = RecordingEncoder()
        let stream = stream(encoder, jobs: jobs, layouts)
        // Two frames a job; one job paints a frame at a time.
        #expect(stream.window == (jobs > 1 ? 2 * jobs : 1))
        let ahead = Locked(0)
        var reported: [Int] = []
        try stream.run(count: count, delays: Array(repeating: 4, count: count), layout: { _, k in
            // Claimed while fewer than the window are painted and not appended.
            let appended = encoder.record.withLock { $0.count }
            ahead.withLock { $0 = max($0, k - appended + 1) }
            return layouts[k]
        }, appended: { reported.append($0) })
        #expect(encoder.record.withLock { $0 } == Array(0..<count))
        #expect(reported == Array(1...count))
        #expect(ahead.withLock { $0 } <= stream.window)
    }

    /// Frames 5 and 8 cannot be painted: frame 5's failure is thrown (with
    /// two or three jobs, whichever met its failure first; one job meets it
    /// in order), and frames 0–4 alone were appended.
    @Test(arguments: [1, 2, 3])
    func theFirstPaintingFailureByFrameIsThrown(jobs: Int) throws {
        for _ in 0..<5 {
            let layouts = layouts(12, tooWide: [5: 20005, 8: 20008]), encoder = RecordingEncoder()
            #expect {
                try stream(encoder, jobs: jobs, layouts).run(count: 12, delays: Array(repeating: 4, count: 12)) { _, k in layouts[k] }
            } throws: { error in
                "\(error)".contains("20005")
            }
            #expect(encoder.record.withLock { $0 } == Array(0..<5))
        }
    }

    /// Adding frame 6 fails and frame 9 cannot be painted: the encoder's
    /// failure, at the earlier frame, is thrown, with frames 0–5 appended.
    @Test(arguments: [1, 2, 3])
    func anEncodersFailureBeforeAPaintingOneIsThrown(jobs: Int) throws {
        let layouts = layouts(12, tooWide: [9: 20009]), encoder = RecordingEncoder(failsAt: 6)
        #expect(throws: RenderError.codec(.noFrames)) {
            try stream(encoder, jobs: jobs, layouts).run(count: 12, delays: Array(repeating: 4, count: 12)) { _, k in layouts[k] }
        }
        #expect(encoder.record.withLock { $0 } == Array(0..<6))
    }

    /// Frame 5 cannot be painted, and is met while frame 3 is still being
    /// laid out; adding frame 3 then fails in the encoder. The frames
    /// before a painting failure still go to the encoders, so the earlier
    /// failure (3) is the one thrown. (Stopping every append at the first
    /// failure met threw frame 5's, or, as here with three jobs once in a
    /// full test run, frame 9's before frame 6's.)
    @Test func framesBeforeAPaintingFailureAreStillAppended() throws {
        for _ in 0..<3 {
            let layouts = layouts(8, tooWide: [5: 20005]), encoder = RecordingEncoder(failsAt: 3)
            let fiveAsked = DispatchSemaphore(value: 0)
            #expect(throws: RenderError.codec(.noFrames)) {
                try stream(encoder, jobs: 2, layouts).run(count: 8, delays: Array(repeating: 4, count: 8)) { _, k in
                    if k == 5 { fiveAsked.signal() }
                    if k == 3 {
                        // Frame 5's failure first, when the window lets another worker reach it.
                        _ = fiveAsked.wait(timeout: .now() + 1)
                        Thread.sleep(forTimeInterval: 0.02)
                    }
                    return layouts[k]
                }
            }
            #expect(encoder.record.withLock { $0 } == Array(0..<3))
        }
    }

    /// The first frame failing: thrown before any worker starts, nothing appended.
    @Test func aFailingFirstFrameIsThrown() throws {
        let layouts = layouts(4, tooWide: [0: 20000]), encoder = RecordingEncoder()
        #expect {
            try stream(encoder, jobs: 2, layouts).run(count: 4, delays: Array(repeating: 4, count: 4)) { _, k in layouts[k] }
        } throws: { error in
            "\(error)".contains("20000")
        }
        #expect(encoder.record.withLock { $0 }.isEmpty)
    }
}
