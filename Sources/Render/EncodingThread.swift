import Foundation

/// A sweep's encoders fed on a thread of their own, one batch at a time
/// and in order, while the caller paints the next batch (`FrameBatch`).
///
/// With every batch painted and then coded in turn, each step ended at a
/// barrier: the threads of a batch's painting, of its flattening and of
/// its coding each waited for the slowest frame, and for the frames'
/// hand-over to the file in order, with a core idle meanwhile (on two
/// cores, a 1,000-frame wrap-demo GIF spent 0.7 s of its 3.6 in that
/// wait). With painting and coding overlapped, either fills the other's
/// gaps. The encoder sees the same batches in the same order, so the file
/// is the same bytes.
///
/// At most one batch waits while one is coded: ``submit(_:)`` waits for the
/// queue to be empty, so memory holds two batches, not a sweep's worth.
final class EncodingThread: @unchecked Sendable {
    /// A batch's work for the encoders, run on the thread.
    typealias Work = () throws(RenderError) -> Void

    /// A `Work` handed to the thread: the encoders it touches are touched
    /// only there until ``finish()`` or ``stop()`` returns.
    private struct Job: @unchecked Sendable {
        let run: Work
    }

    private let condition = NSCondition()
    /// Waiting to run (guarded by `condition`).
    private var queued: Job?
    private var running = false
    private var stopping = false
    private var ended = false
    /// The first error the work threw: nothing after it runs.
    private var failure: RenderError?

    init() {
        let thread = Thread { [self] in
            while true {
                condition.lock()
                while queued == nil && !stopping { condition.wait() }
                guard let job = queued else {
                    ended = true
                    condition.broadcast()
                    condition.unlock()
                    return
                }
                queued = nil
                running = true
                let failed = failure != nil
                condition.broadcast()
                condition.unlock()
                var error: RenderError?
                if !failed {
                    do throws(RenderError) { try job.run() } catch let thrown { error = thrown }
                }
                condition.lock()
                running = false
                if failure == nil { failure = error }
                condition.broadcast()
                condition.unlock()
            }
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Runs `work` after the work before it, once the queue is free; throws
    /// the error of work before it instead.
    func submit(_ work: @escaping Work) throws(RenderError) {
        condition.lock()
        defer { condition.unlock() }
        while queued != nil && failure == nil { condition.wait() }
        if let failure { throw failure }
        queued = Job(run: work)
        condition.broadcast()
    }

    /// Waits for every batch handed over to be coded; throws the first error.
    func finish() throws(RenderError) {
        condition.lock()
        defer { condition.unlock() }
        while queued != nil || running { condition.wait() }
        if let failure { throw failure }
    }

    /// Ends the thread once its work is done: the encoders are the caller's again.
    func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        while !ended { condition.wait() }
        condition.unlock()
    }
}
