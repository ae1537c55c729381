import CorpusViews
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

extension Corpus {
    @MainActor @Suite struct ComposeViewControllerTests {
        func makeController() -> ComposeViewController {
            let controller = ComposeViewController()
            controller.loadViewIfNeeded()
            return controller
        }

        /// The send button's action sends another one up the chain from the
        /// toolbar controller: toolbar → its view's superview → the compose controller.
        @Test func sendTravelsUpFromTheToolbarController() {
            let controller = makeController()
            controller.toolbarViewController.sendButton.sendActions(for: .touchUpInside)
            #expect(controller.receivedActions.map(\.name) == ["send"])
            #expect(controller.receivedActions.first?.sender as AnyObject === controller.toolbarViewController)
        }

        /// The attach button has no target: the button is the sender, and the
        /// chain goes button → stack view → toolbar view → toolbar controller → compose view → compose controller.
        @Test func nilTargetedButtonFindsTheComposer() {
            let controller = makeController()
            let button = controller.toolbarViewController.attachButton
            #expect(button.allTargets.contains { $0.base is NSNull })  // the responder chain
            button.sendActions(for: .touchUpInside)
            #expect(controller.receivedActions.map(\.name) == ["attachment"])
            #expect(controller.receivedActions.first?.sender as AnyObject === button)
        }

        /// A toolbar on its own reaches no one: the action is dropped, as UIKit drops it.
        @Test func toolbarAloneIsNotHandled() {
            let toolbar = ComposeToolbarViewController()
            toolbar.loadViewIfNeeded()
            toolbar.sendButton.sendActions(for: .touchUpInside)
            toolbar.attachButton.sendActions(for: .touchUpInside)
            let handled = UIApplication.shared.sendAction(
                #selector(ComposeToolbarActions.composeToolbarDidRequestSend(_:)), to: nil, from: toolbar, for: nil)
            #expect(!handled)
        }

        @Test func applicationSendActionFromAChildView() {
            let controller = makeController()
            let handled = UIApplication.shared.sendAction(
                #selector(ComposeToolbarActions.composeToolbarDidRequestAttachment(_:)), to: nil,
                from: controller.toolbarViewController.characterCountLabel, for: nil)
            #expect(handled)
            #expect(controller.receivedActions.first?.sender as AnyObject === controller.toolbarViewController.characterCountLabel)
        }

        @Test func snapshot() {
            let controller = makeController()
            controller.toolbarViewController.updateCharacterCount(17)
            assertSnapshot(of: controller, as: .image(on: .iPhoneSe), named: "iPhoneSe")
        }
    }
}
