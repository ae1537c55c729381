import TrellisUIKit
import XCTest

// The two spellings docs/snapshots.md ("XCTest, `@MainActor` and Linux")
// gives for XCTest classes that use UIKit in Swift 6 mode. A `@MainActor`
// class with a synchronous test method is what they replace: on Linux it
// stops the whole test binary before any test runs ("Could not cast value
// of type '(…) -> @Swift.MainActor () -> ()'", signal 6, swift-corelibs-
// xctest's cast of SwiftPM's discovered list), so it cannot be here; were
// either class below to turn into it, no test of this package would run.

/// A view 200 × 60 holding one 20 inset on every side: its frame is
/// (20, 20, 160, 20), by hand.
@MainActor private func insetFrame() -> CGRect {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    let inner = UIView()
    inner.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(inner)
    NSLayoutConstraint.activate([
        inner.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        inner.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        inner.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        inner.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
    ])
    root.layoutIfNeeded()
    return inner.frame
}

/// A `@MainActor` class whose test methods are `async`: SwiftPM's discovery
/// wraps each in `asyncTest`, which takes it without the failing cast.
@MainActor
final class MainActorAsyncXCTestTests: XCTestCase {
    func testAnAsyncMethodOfAMainActorClassRuns() async {
        XCTAssertTrue(Thread.isMainThread)
        XCTAssertEqual(insetFrame(), CGRect(x: 20, y: 20, width: 160, height: 20))
    }
}

/// A class that is not `@MainActor`, its synchronous methods entering the
/// main actor: XCTest runs them on the main thread, so the assumption holds.
final class AssumedMainActorXCTestTests: XCTestCase {
    func testASynchronousMethodAssumingTheMainActorRuns() {
        XCTAssertTrue(Thread.isMainThread)
        let frame = MainActor.assumeIsolated { insetFrame() }
        XCTAssertEqual(frame, CGRect(x: 20, y: 20, width: 160, height: 20))
    }
}
