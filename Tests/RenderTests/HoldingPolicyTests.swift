import Render
import Testing

/// Which of a sweep's height-pass layouts are held until painted
/// (`HoldingPolicy`): the first `floor` bytes always, past them only
/// layouts dear to solve, never past the cap the frames in flight leave.
@Suite struct HoldingPolicyTests {
    private let policy = HoldingPolicy(floor: 1000, cap: 5000, nanosecondsPerByte: 4, framesInFlight: 3)

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
        // 14 MB of room less three frames of 2 MB: 8 MB.
        fitted.fit(frameBytes: 2 << 20)
        #expect(fitted.cap == 8 << 20)
        // Frames that fill the room leave the floor.
        fitted.fit(frameBytes: 5 << 20)
        #expect(fitted.cap == 1000)
        // A fixed budget (no frames in flight counted) keeps its cap.
        var fixed = HoldingPolicy(floor: 3000, cap: 3000, nanosecondsPerByte: 0, framesInFlight: nil)
        fixed.fit(frameBytes: 5 << 20)
        #expect(fixed.cap == 3000)
        #expect(HoldingPolicy.room == 14 << 20)
    }
}
