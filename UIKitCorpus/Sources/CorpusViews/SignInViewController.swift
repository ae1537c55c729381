#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// The sign-in screen. It began life in a storyboard; the outlets and
/// actions stayed when the layout moved to code, so `loadView()` builds
/// the views and connects each outlet as Interface Builder did.
public final class SignInViewController: UIViewController {
    public enum SocialProvider: Int {
        case apple = 0, google = 1
    }

    @IBOutlet public weak var titleLabel: UILabel!
    @IBOutlet public weak var emailField: UITextField!
    @IBOutlet public weak var passwordField: UITextField!
    @IBOutlet public weak var signInButton: UIButton!
    @IBOutlet public weak var forgotPasswordButton: UIButton!
    @IBOutlet public private(set) var formStackView: UIStackView!
    @IBOutlet public var socialButtons: [UIButton]!

    /// What the screen asked for, in order: for the coordinator (and tests).
    public enum Request: Equatable {
        case signIn(email: String)
        case resetPassword(email: String, source: UIEvent.EventType)
        case socialSignIn(SocialProvider)
    }
    public var onRequest: ((Request) -> Void)?
    public private(set) weak var lastSender: UIButton?

    public override func loadView() {
        let view = UIView()
        view.backgroundColor = .systemBackground

        let titleLabel = UILabel()
        titleLabel.text = NSLocalizedString("Log in to your store", comment: "Sign-in title")
        titleLabel.font = .preferredFont(forTextStyle: .title1)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0

        let emailField = UITextField()
        emailField.borderStyle = .roundedRect
        emailField.placeholder = NSLocalizedString("Email address", comment: "Sign-in email placeholder")
        emailField.keyboardType = .emailAddress
        emailField.textContentType = .username
        emailField.autocapitalizationType = .none

        let passwordField = UITextField()
        passwordField.borderStyle = .roundedRect
        passwordField.placeholder = NSLocalizedString("Password", comment: "Sign-in password placeholder")
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .password

        let signInButton = UIButton(configuration: .filled())
        signInButton.configuration?.title = NSLocalizedString("Continue", comment: "Sign-in button")

        let forgotPasswordButton = UIButton(type: .system)
        forgotPasswordButton.setTitle(NSLocalizedString("Forgot your password?", comment: "Sign-in link"), for: .normal)
        forgotPasswordButton.contentHorizontalAlignment = .leading

        let appleButton = UIButton(configuration: .gray())
        appleButton.configuration?.title = NSLocalizedString("Continue with Apple", comment: "Social sign-in")
        appleButton.tag = SocialProvider.apple.rawValue
        let googleButton = UIButton(configuration: .gray())
        googleButton.configuration?.title = NSLocalizedString("Continue with Google", comment: "Social sign-in")
        googleButton.tag = SocialProvider.google.rawValue

        let formStackView = UIStackView(arrangedSubviews: [
            titleLabel, emailField, passwordField, signInButton, forgotPasswordButton, appleButton, googleButton,
        ])
        formStackView.axis = .vertical
        formStackView.spacing = 12
        formStackView.setCustomSpacing(24, after: titleLabel)
        formStackView.setCustomSpacing(32, after: forgotPasswordButton)
        formStackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(formStackView)

        NSLayoutConstraint.activate([
            formStackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            formStackView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            formStackView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            formStackView.bottomAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])

        // The connections the storyboard made.
        self.titleLabel = titleLabel
        self.emailField = emailField
        self.passwordField = passwordField
        self.signInButton = signInButton
        self.forgotPasswordButton = forgotPasswordButton
        self.formStackView = formStackView
        self.socialButtons = [appleButton, googleButton]
        self.view = view
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        signInButton.addTarget(self, action: #selector(signInTapped), for: .touchUpInside)
        forgotPasswordButton.addTarget(self, action: #selector(forgotPasswordTapped(_:forEvent:)), for: .touchUpInside)
        for button in socialButtons {
            button.addTarget(self, action: #selector(socialButtonTapped(_:)), for: .touchUpInside)
        }
        emailField.addTarget(self, action: #selector(textFieldDidChange(_:)), for: .editingChanged)
        passwordField.addTarget(self, action: #selector(textFieldDidChange(_:)), for: .editingChanged)
        updateSignInButton()
    }

    private var enteredEmail: String {
        emailField.text?.trimmingCharacters(in: .whitespaces) ?? ""
    }

    private func updateSignInButton() {
        signInButton.isEnabled = enteredEmail.contains("@") && !(passwordField.text ?? "").isEmpty
    }

    // MARK: - Actions

    @IBAction func signInTapped() {
        onRequest?(.signIn(email: enteredEmail))
    }

    @IBAction func forgotPasswordTapped(_ sender: UIButton, forEvent event: UIEvent) {
        lastSender = sender
        onRequest?(.resetPassword(email: enteredEmail, source: event.type))
    }

    @IBAction func socialButtonTapped(_ sender: UIButton) {
        lastSender = sender
        guard let provider = SocialProvider(rawValue: sender.tag) else { return }
        onRequest?(.socialSignIn(provider))
    }

    @IBAction private func textFieldDidChange(_ sender: UITextField) {
        updateSignInButton()
    }
}
