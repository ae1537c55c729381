#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// A checkout bar: the total on the leading side and a filled, prominent
/// button on the trailing side; at accessibility text sizes the two stack
/// vertically and the button spans the width.
final class CheckoutBarView: UIView {
    let totalLabel = UILabel()
    let checkoutButton: UIButton
    private let stack = UIStackView()

    override init(frame: CGRect) {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Place order"
        configuration.subtitle = "Arrives Thursday"
        configuration.cornerStyle = .large
        configuration.buttonSize = .large
        configuration.titleAlignment = .center
        checkoutButton = UIButton(configuration: configuration, primaryAction: nil)
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground

        totalLabel.text = "Total: $42.00"
        totalLabel.font = .preferredFont(forTextStyle: .title2)
        totalLabel.adjustsFontForContentSizeCategory = true
        totalLabel.numberOfLines = 0
        checkoutButton.setContentCompressionResistancePriority(.required, for: .horizontal)
        checkoutButton.setContentHuggingPriority(.defaultHigh, for: .horizontal)

        stack.addArrangedSubview(totalLabel)
        stack.addArrangedSubview(checkoutButton)
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
        updateAxis()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory {
            updateAxis()
        }
    }

    private func updateAxis() {
        if traitCollection.preferredContentSizeCategory.isAccessibilityCategory {
            stack.axis = .vertical
            stack.alignment = .fill
        } else {
            stack.axis = .horizontal
            stack.alignment = .center
        }
    }
}
