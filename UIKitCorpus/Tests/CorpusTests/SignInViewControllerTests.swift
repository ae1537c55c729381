import CorpusViews
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

extension Corpus {
    @MainActor @Suite struct SignInViewControllerTests {
        func makeController() -> (SignInViewController, () -> [SignInViewController.Request]) {
            let controller = SignInViewController()
            var requests: [SignInViewController.Request] = []
            controller.onRequest = { requests.append($0) }
            controller.loadViewIfNeeded()
            return (controller, { requests })
        }

        @Test func outletsAreConnected() {
            let (controller, _) = makeController()
            #expect(controller.titleLabel != nil)
            #expect(controller.emailField != nil)
            #expect(controller.passwordField != nil)
            #expect(controller.signInButton != nil)
            #expect(controller.forgotPasswordButton != nil)
            #expect(controller.formStackView.arrangedSubviews.count == 7)
            #expect(controller.socialButtons.count == 2)
            // The weak outlets live as long as the view holds them.
            #expect(controller.emailField.superview === controller.formStackView)
        }

        @Test func editingChangedEnablesSignIn() {
            let (controller, _) = makeController()
            #expect(!controller.signInButton.isEnabled)
            controller.emailField.text = "merchant@example.com"
            controller.emailField.sendActions(for: .editingChanged)
            #expect(!controller.signInButton.isEnabled)
            controller.passwordField.text = "hunter2"
            controller.passwordField.sendActions(for: .editingChanged)
            #expect(controller.signInButton.isEnabled)
        }

        /// An action with no parameter.
        @Test func signInButton() {
            let (controller, requests) = makeController()
            controller.emailField.text = " merchant@example.com "
            controller.signInButton.sendActions(for: .touchUpInside)
            #expect(requests() == [.signIn(email: "merchant@example.com")])
        }

        /// An action with the sender and the event.
        @Test func forgotPasswordGetsSenderAndEvent() {
            let (controller, requests) = makeController()
            controller.emailField.text = "merchant@example.com"
            controller.forgotPasswordButton.sendActions(for: .touchUpInside)
            #expect(requests() == [.resetPassword(email: "merchant@example.com", source: .touches)])
            #expect(controller.lastSender === controller.forgotPasswordButton)
        }

        /// An action with the sender, shared by the outlet collection's buttons.
        @Test func socialButtonsShareOneAction() {
            let (controller, requests) = makeController()
            for button in controller.socialButtons.reversed() {
                button.sendActions(for: .touchUpInside)
                #expect(controller.lastSender === button)
            }
            #expect(requests() == [.socialSignIn(.google), .socialSignIn(.apple)])
        }

        @Test func snapshot() {
            let (controller, _) = makeController()
            assertSnapshot(of: controller, as: .image(on: .iPhoneSe), named: "iPhoneSe")
        }
    }
}
