#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// A form: rows of a caption and a text field side by side in horizontal
/// stack views, the rows in a vertical stack. The caption hugs its text;
/// the field takes the rest of the row.
final class SignInFormView: UIView {
    let emailField = UITextField()
    let passwordField = UITextField()
    private let formStack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground

        emailField.placeholder = "name@example.com"
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        passwordField.placeholder = "Required"
        passwordField.isSecureTextEntry = true

        formStack.axis = .vertical
        formStack.spacing = 12
        formStack.translatesAutoresizingMaskIntoConstraints = false
        formStack.addArrangedSubview(makeRow(caption: "Email", field: emailField))
        formStack.addArrangedSubview(makeRow(caption: "Password", field: passwordField))
        addSubview(formStack)

        let views: [String: Any] = ["form": formStack]
        let metrics = ["margin": 20]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-(margin)-[form]-(margin)-|",
                                           options: [], metrics: metrics, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-(margin)-[form]-(margin)-|",
                                             options: [], metrics: metrics, views: views)
        )
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func makeRow(caption: String, field: UITextField) -> UIStackView {
        let label = UILabel()
        label.text = caption
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.setContentHuggingPriority(.required, for: .horizontal)
        label.setContentCompressionResistancePriority(.required, for: .horizontal)

        field.borderStyle = .roundedRect
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        field.setContentHuggingPriority(.defaultLow, for: .horizontal)

        let row = UIStackView(arrangedSubviews: [label, field])
        row.axis = .horizontal
        row.alignment = .firstBaseline
        row.spacing = 8
        return row
    }
}
