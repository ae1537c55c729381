import CorpusViews
import Foundation
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

extension Corpus {
    @MainActor @Suite struct UndoToastViewTests {
        @Test func dismissesItselfAfterTheDelay() {
            let toast = UndoToastView()
            var dismissals = 0
            toast.onDismiss = { dismissals += 1 }
            toast.show(message: "Note moved to trash", duration: 0.05)
            #expect(toast.isShowing)
            #expect(!toast.isHidden)
            #expect(runRunLoop(until: { !toast.isShowing }))
            #expect(toast.isHidden)
            #expect(dismissals == 1)
        }

        /// The countdown is the duration given, not the next pass of the run loop.
        @Test func staysUntilTheDelay() {
            let toast = UndoToastView()
            toast.show(message: "Note moved to trash", duration: 30)
            runRunLoop(for: 0.2)
            #expect(toast.isShowing)
            NSObject.cancelPreviousPerformRequests(withTarget: toast)
        }

        @Test func showingAgainRestartsTheCountdown() {
            let toast = UndoToastView()
            var dismissals = 0
            toast.onDismiss = { dismissals += 1 }
            toast.show(message: "Note moved to trash", duration: 0.05)
            toast.show(message: "2 notes moved to trash", duration: 1.5)
            runRunLoop(for: 0.2)
            #expect(toast.isShowing)  // the first countdown was cancelled
            #expect(runRunLoop(until: { !toast.isShowing }))
            runRunLoop(for: 0.1)
            #expect(dismissals == 1)
            #expect(toast.messageLabel.text == "2 notes moved to trash")
        }

        @Test func undoCancelsTheDelayedDismissal() {
            let toast = UndoToastView()
            var undoSenders: [UIButton] = []
            var dismissals = 0
            toast.onUndo = { undoSenders.append($0) }
            toast.onDismiss = { dismissals += 1 }
            toast.show(message: "Note moved to trash", duration: 0.05)
            toast.undoButton.sendActions(for: .touchUpInside)
            #expect(undoSenders.count == 1)
            #expect(undoSenders.first === toast.undoButton)
            #expect(dismissals == 1)
            runRunLoop(for: 0.2)
            #expect(dismissals == 1)
        }

        @Test func snapshot() {
            let toast = UndoToastView(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
            toast.show(message: "Note moved to trash", duration: 60)
            assertSnapshot(of: toast, as: .image, named: "shown")
            NSObject.cancelPreviousPerformRequests(withTarget: toast)
        }
    }
}
