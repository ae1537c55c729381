import ImageCodecs
import Render
import Testing

/// Which of a sweep's height-pass layouts are held until painted
/// (`HoldingPolicy`): the first `floor` bytes always, past them only
/// layouts dear to solve, never past the cap the frames in flight leave.
@Suite struct HoldingPolicyTests {
    /// One job: two frames in flight (the one painted and the encoders' last).
    private let policy = HoldingPolicy(floor: 1000, cap: 5000, nanosecondsPerByte: 4, jobs: 1)

    @Test func theFloorIsHeldWhateverItCosts() {
        #expect(policy.holds(bytes: 600, medianRate: 0, heldBytes: 0))
        // Under the floor when it is weighed: held, though it ends past it (999 + 600).
        #expect(policy.holds(bytes: 600, medianRate: 0, heldBytes: 999))
        #expect(!policy.holds(bytes: 600, medianRate: 0, heldBytes: 1000))
    }

    @Test func pastTheFloorOnlyLayoutsDearToSolveAreHeld() {
        #expect(!policy.holds(bytes: 600, medianRate: 3.99, heldBytes: 2000))
        #expect(policy.holds(bytes: 600, medianRate: 4, heldBytes: 2000))
        // 4,400 + 600 is the cap exactly; one byte more is past it.
        #expect(policy.holds(bytes: 600, medianRate: 9, heldBytes: 4400))
        #expect(!policy.holds(bytes: 601, medianRate: 9, heldBytes: 4400))
        #expect(!policy.hasRoom(5000))
        #expect(policy.hasRoom(4999))
    }

    @Test func theCapIsTheRoomTheFramesInFlightLeave() {
        var fitted = policy
        // 14 MiB of room less two frames of 2 MiB (512 Ki pixels, 4 bytes each): 10 MiB.
        fitted.fit(framePixels: 512 << 10)
        #expect(fitted.cap == 10 << 20)
        #expect(!fitted.framesAJob)
        // Two frames of 7 MiB (1,792 Ki pixels) fill the room: nothing left, the floor included
        // (one job paints a frame at a time already).
        fitted.fit(framePixels: 1792 << 10)
        #expect(fitted.cap == 0 && fitted.floor == 0)
        #expect(!fitted.holds(bytes: 1, medianRate: 99, heldBytes: 0))
        #expect(!fitted.framesAJob)
        // A fixed budget (no jobs: no frames in flight counted) keeps its cap.
        var fixed = HoldingPolicy(floor: 3000, cap: 3000, nanosecondsPerByte: 0, jobs: nil)
        fixed.fit(framePixels: 1792 << 10)
        #expect(fixed.cap == 3000)
        #expect(HoldingPolicy.room == 14 << 20)
    }

    /// Two jobs: five frames in flight (a window of two a job and the
    /// encoders' last), four when they fill the room (a frame a job and one
    /// more, and the last); each job coding in 13 bytes a pixel and 1 MiB;
    /// the room is 14 MiB = 14,680,064 bytes.
    private func twoJobs(floor: Int) -> HoldingPolicy {
        HoldingPolicy(floor: floor, cap: 0, nanosecondsPerByte: 4, jobs: 2,
                      coding: CodingMemory(bytesPerPixel: 13, fixed: 1 << 20))
    }

    @Test func theCodersMemorySharesTheRoom() {
        var policy = twoJobs(floor: 1000)
        // 256 Ki pixels: frames of 1 MiB, five = 5 MiB; coders 2 × (13 × 262,144 + 1 MiB) = 8.5 MiB.
        // 13.5 MiB and the floor fit: two frames a job, 0.5 MiB left.
        policy.fit(framePixels: 256 << 10)
        #expect(!policy.framesAJob)
        #expect(policy.cap == 524_288 && policy.floor == 1000)
    }

    @Test func framesAndCodersThatFillTheRoomMakeABatchAFrameAJob() {
        var policy = twoJobs(floor: 1000)
        // 288 Ki pixels: frames of 1,179,648 bytes, coders 2 × (3,833,856 + 1,048,576) = 9,764,864;
        // five frames and the coders, 15,663,104, are past the room (14 MiB, 14,680,064): the window is a
        // frame a job and one more, and four frames in flight (4,718,592) with the coders leave 196,608.
        policy.fit(framePixels: 288 << 10)
        #expect(policy.framesAJob)
        #expect(policy.cap == 196_608 && policy.floor == 1000)
        // 384 Ki pixels: four frames of 1.5 MiB (6,291,456) and coders 2 × (5,111,808 + 1 MiB) = 12,320,768
        // are 18,612,224: nothing left, and the floor yields to it.
        policy.fit(framePixels: 384 << 10)
        #expect(policy.framesAJob)
        #expect(policy.cap == 0 && policy.floor == 0)
        #expect(!policy.holds(bytes: 1, medianRate: 99, heldBytes: 0))
        // A smaller canvas again: the floor asked for comes back.
        policy.fit(framePixels: 256 << 10)
        #expect(policy.floor == 1000 && !policy.framesAJob)
    }

    @Test func theFloorMustFitBesideTwoFramesAJob() {
        var policy = twoJobs(floor: 600_000)
        // 256 Ki pixels: 13.5 MiB (14,155,776) of frames and coders fit, but not with a 600,000-byte floor
        // (14,755,776): a frame a job and one more, four frames and the coders 12.5 MiB, 1.5 MiB left for layouts.
        policy.fit(framePixels: 256 << 10)
        #expect(policy.framesAJob)
        #expect(policy.cap == 1_572_864 && policy.floor == 600_000)
    }

    @Test func theWebPsCodingMemoryIsLibWebPsPerPixelAndFixed() {
        // massif: 4N + 4N + 4N + N a pixel; 1 MiB hash table + ~0.4 MB references.
        #expect(AnimationFormat.webp.codingMemory.bytes(pixels: 253_552) == 13 * 253_552 + 1_048_576 + 400_000)
        #expect(AnimationFormat.gif.codingMemory == CodingMemory.none && AnimationFormat.apng.codingMemory == CodingMemory.none)
        #expect((AnimationFormat.webp.codingMemory + CodingMemory.none) == AnimationFormat.webp.codingMemory)
    }
}
