#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// The actions the compose toolbar sends up the responder chain: whichever
/// screen embeds the toolbar handles them, the toolbar knows no one.
@MainActor @objc public protocol ComposeToolbarActions {
    func composeToolbarDidRequestSend(_ sender: Any?)
    func composeToolbarDidRequestAttachment(_ sender: Any?)
}

/// A toolbar with an attach button and a send button. Neither has a
/// target: both actions travel up the responder chain.
public final class ComposeToolbarViewController: UIViewController {
    public let attachButton = UIButton(type: .system)
    public let sendButton = UIButton(type: .system)
    public let characterCountLabel = UILabel()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground

        attachButton.setImage(UIImage(systemName: "paperclip"), for: .normal)
        attachButton.accessibilityLabel = NSLocalizedString("Attach", comment: "Compose toolbar")
        // nil target: the first responder that implements the action gets it.
        attachButton.addTarget(nil, action: #selector(ComposeToolbarActions.composeToolbarDidRequestAttachment(_:)), for: .touchUpInside)

        sendButton.setTitle(NSLocalizedString("Send", comment: "Compose toolbar"), for: .normal)
        sendButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        sendButton.addTarget(self, action: #selector(sendButtonTapped(_:)), for: .touchUpInside)

        characterCountLabel.font = .monospacedDigitSystemFont(ofSize: 13, weight: .regular)
        characterCountLabel.textColor = .secondaryLabel
        characterCountLabel.text = "0/280"

        let stackView = UIStackView(arrangedSubviews: [attachButton, characterCountLabel, sendButton])
        stackView.spacing = 12
        stackView.alignment = .center
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)
        attachButton.setContentHuggingPriority(.required, for: .horizontal)
        sendButton.setContentHuggingPriority(.required, for: .horizontal)
        characterCountLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
        characterCountLabel.textAlignment = .right

        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
            stackView.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -8),
            stackView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    public func updateCharacterCount(_ count: Int) {
        characterCountLabel.text = "\(count)/280"
        sendButton.isEnabled = (1...280).contains(count)
    }

    @objc private func sendButtonTapped(_ sender: UIButton) {
        // Sent from the toolbar controller, so the walk starts here: this
        // controller, its view's superview, that view's controller, ...
        UIApplication.shared.sendAction(#selector(ComposeToolbarActions.composeToolbarDidRequestSend(_:)), to: nil, from: self, for: nil)
    }
}

/// The compose screen: a text view over the toolbar, embedded as a child.
/// It handles the toolbar's actions when they reach it.
public final class ComposeViewController: UIViewController, ComposeToolbarActions {
    public let textView = UITextView()
    public let toolbarViewController = ComposeToolbarViewController()

    /// What reached this screen, with who sent it.
    public private(set) var receivedActions: [(name: String, sender: Any?)] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        textView.translatesAutoresizingMaskIntoConstraints = false
        textView.font = .preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        textView.text = NSLocalizedString("What's happening?", comment: "Compose placeholder")
        textView.textColor = .placeholderText
        view.addSubview(textView)

        addChild(toolbarViewController)
        toolbarViewController.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(toolbarViewController.view)
        toolbarViewController.didMove(toParent: self)

        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            textView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            textView.bottomAnchor.constraint(equalTo: toolbarViewController.view.topAnchor),
            toolbarViewController.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            toolbarViewController.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            toolbarViewController.view.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }

    // MARK: - ComposeToolbarActions

    @objc public func composeToolbarDidRequestSend(_ sender: Any?) {
        receivedActions.append(("send", sender))
    }

    @objc public func composeToolbarDidRequestAttachment(_ sender: Any?) {
        receivedActions.append(("attachment", sender))
    }
}
