import Testing
@testable import TrellisUIKit

/// `UIWindow()` is `UIView()`'s zero rectangle (docs/uikit.md, "The app, its
/// scene"): Apple's `init()` page gives no frame, so Trellis does not invent
/// the screen's; `UIWindow(windowScene:)` is the one that is as large as the
/// screen. Looked at by newuser14 (issue 30), after a helper drew a
/// `UIWindow()` 1 × 1.
@MainActor @Suite struct WindowDefaultFrameTests {
    /// (A scene window is not made here: it would join the shared
    /// `trellisMain` scene's `windows` for the rest of the run.)
    @Test func plainWindowIsZeroSized() {
        #expect(UIWindow().frame == .zero)
        let window = UIWindow()
        window.frame = UIScreen.main.bounds  // what a helper that draws one writes
        #expect(window.bounds.size == UIScreen.main.bounds.size)
    }
}
