import Foundation
import Layout
@testable import Render
import Synchronization
import Testing

/// A sweep's batches coded on a thread of their own while the next is
/// painted (`EncodingThread`), and its frames painted straight into their
/// array (`Canvas.painting`).
@Suite struct EncodingThreadTests {
    /// Batches run one at a time, in the order they were handed over, and
    /// `finish` returns only when the last has run.
    @Test func batchesRunInOrderAndFinishWaitsForThem() throws {
        let thread = EncodingThread()
        defer { thread.stop() }
        let order = Mutex<[Int]>([])
        let running = Atomic(0)
        for batch in 0..<20 {
            try thread.submit {
                #expect(running.add(1, ordering: .relaxed).newValue == 1, "one batch at a time")
                // Long enough that the caller hands over the next while this one runs.
                Thread.sleep(forTimeInterval: 0.002)
                order.withLock { $0.append(batch) }
                running.subtract(1, ordering: .relaxed)
            }
        }
        try thread.finish()
        #expect(order.withLock { $0 } == Array(0..<20))
    }

    /// A batch that fails: the error comes back from the next hand-over (or
    /// from `finish`), and nothing handed over after it runs.
    @Test func theFirstErrorIsThrownAndNothingAfterItRuns() throws {
        let thread = EncodingThread()
        defer { thread.stop() }
        let ran = Mutex<[Int]>([])
        try thread.submit { ran.withLock { $0.append(0) } }
        try thread.submit { () throws(RenderError) in
            ran.withLock { $0.append(1) }
            throw .cairoPNG(status: 7)
        }
        var thrown: RenderError?
        do throws(RenderError) {
            for batch in 2..<10 { try thread.submit { ran.withLock { $0.append(batch) } } }
            try thread.finish()
        } catch {
            thrown = error
        }
        guard case .cairoPNG(status: 7)? = thrown else {
            Issue.record("expected the batch's error, got \(String(describing: thrown))")
            return
        }
        // A batch queued while the failing one ran is dropped too.
        #expect(ran.withLock { $0 } == [0, 1])
    }

    /// A frame painted into its array is the same pixels as the canvas's
    /// copy of them, with an opaque background and a clear one (whose
    /// memory starts zeroed) and at a scale that leaves a partly covered
    /// last column.
    @Test(arguments: [(Color.white, 1.0), (Color(red: 0, green: 0, blue: 0, alpha: 0), 1.0), (Color.white, 1.5)])
    func aFramePaintedIntoItsArrayIsTheCanvasPixels(background: Color, scale: Double) throws {
        let size = Size(width: 41, height: 17)
        func paint(_ canvas: Canvas) {
            canvas.fill(Rect(x: 3, y: 2, width: 20, height: 9), Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.5), cornerRadius: 4)
            canvas.fill(Rect(x: 30, y: 5, width: 11, height: 12), Color(red: 0.9, green: 0.1, blue: 0.1, alpha: 1))
        }
        let canvas = try Canvas(size: size, scale: scale, background: background)
        paint(canvas)
        let painted = try Canvas.painting(size: size, scale: scale, background: background, use: .still, paint)
        #expect(painted.count == canvas.width * canvas.height)
        #expect(painted == canvas.pixels())
        #expect(Set(painted).count > 2, "the picture has its background and both fills")
    }
}
