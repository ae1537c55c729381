import Foundation

/// Says on standard error why a test stopped when a notification Trellis
/// posts for the test never returns. Every notification TrellisUIKit posts
/// to the app's observers goes through it: the keyboard's, a text field's
/// and a text view's editing and text changes, the device's orientation
/// change and the menu controller's show and hide (newuser38: each waits
/// for a `queue: .main` observer the same way). Each is posted after the
/// poster's state is set, so an observer reads the new state.
///
/// Swift Testing runs a `@MainActor` test on a worker thread draining the
/// main queue, not on the main thread. An observer added with
/// `addObserver(forName:object:queue: .main, using:)`, the usual spelling
/// of keyboard avoidance, is then not on the "current" queue, so
/// swift-corelibs-foundation adds its block to `OperationQueue.main` and
/// waits for it, and the main queue is busy running the test: the post
/// never returns, silently (newuser37's sign-up form). Nothing can run the
/// block instead, so a watch started before the post reports it once the
/// post has taken `patience` seconds; a post that returns says nothing.
final class NotificationStallWatch: @unchecked Sendable {
    /// How long a post may take before the report (a post runs observers'
    /// blocks only, which take milliseconds).
    nonisolated(unsafe) static var patience: TimeInterval = 5
    /// Where the report goes; tests catch it here.
    nonisolated(unsafe) static var report: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data("\(message)\n".utf8))
    }

    private let lock = NSLock()
    private var returned = false

    /// Posts `name` from `object` through `center`, watched.
    static func post(_ name: Notification.Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil,
                     in center: NotificationCenter = .default) {
        let watch = NotificationStallWatch()
        let report = Self.report
        let message = """
            TrellisUIKit: posting \(name.rawValue) has not returned after \(patience) s. An observer added \
            with addObserver(forName:object:queue: .main, using:) cannot run while a @MainActor Swift Testing \
            test holds the main queue on Linux (Foundation waits for OperationQueue.main): the test is stuck. \
            Add the observer with queue: nil, whose block runs at once on the posting thread \
            (docs/uikit.md, "The app, its scene, feedback and the keyboard").
            """
        DispatchQueue.global().asyncAfter(deadline: .now() + patience) {
            if !watch.hasReturned { report(message) }
        }
        center.post(name: name, object: object, userInfo: userInfo)
        watch.lock.withLock { watch.returned = true }
    }

    private var hasReturned: Bool { lock.withLock { returned } }
}
