#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// "Your reading list is empty": an icon, a title, a message and a call to
/// action, centred in the list's place. Large text sizes stack it tighter
/// and let the message run to as many lines as it needs.
public final class EmptyStateView: UIView {
    public let imageView = UIImageView()
    public let titleLabel = UILabel()
    public let messageLabel = UILabel()
    public let actionButton: UIButton

    /// Called with the button when the call to action is tapped.
    public var onAction: ((UIButton) -> Void)?
    /// How many times the layout was adapted to a new text size.
    public private(set) var textSizeUpdateCount = 0

    private let stackView = UIStackView()

    public init(systemImageName: String, title: String, message: String, actionTitle: String) {
        if #available(iOS 15, *) {
            var configuration = UIButton.Configuration.borderedProminent()
            configuration.title = actionTitle
            configuration.cornerStyle = .capsule
            actionButton = UIButton(configuration: configuration)
        } else {
            actionButton = UIButton(type: .system)
            actionButton.setTitle(actionTitle, for: .normal)
            actionButton.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        }
        super.init(frame: .zero)

        imageView.image = UIImage(systemName: systemImageName)
        imageView.tintColor = .tertiaryLabel
        imageView.contentMode = .scaleAspectFit
        titleLabel.text = title
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 0
        messageLabel.text = message
        messageLabel.font = .preferredFont(forTextStyle: .body)
        messageLabel.textColor = .secondaryLabel
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        [titleLabel, messageLabel].forEach { $0.adjustsFontForContentSizeCategory = true }
        actionButton.addTarget(self, action: #selector(actionButtonTapped(_:)), for: .touchUpInside)

        stackView.axis = .vertical
        stackView.alignment = .center
        stackView.spacing = 12
        stackView.translatesAutoresizingMaskIntoConstraints = false
        [imageView, titleLabel, messageLabel, actionButton].forEach(stackView.addArrangedSubview)
        addSubview(stackView)

        NSLayoutConstraint.activate([
            imageView.widthAnchor.constraint(equalToConstant: 56),
            imageView.heightAnchor.constraint(equalToConstant: 56),
            stackView.topAnchor.constraint(greaterThanOrEqualTo: layoutMarginsGuide.topAnchor),
            stackView.centerYAnchor.constraint(equalTo: centerYAnchor),
            stackView.leadingAnchor.constraint(equalTo: readableContentGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: readableContentGuide.trailingAnchor),
        ])

        if #available(iOS 17, *) {
            registerForTraitChanges([UITraitPreferredContentSizeCategory.self], target: self,
                                    action: #selector(preferredContentSizeCategoryDidChange))
        }
        updateForTextSize()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if #available(iOS 17, *) {
            // registerForTraitChanges handles it.
        } else if traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory {
            updateForTextSize()
        }
    }

    @objc private func preferredContentSizeCategoryDidChange() {
        updateForTextSize()
    }

    private func updateForTextSize() {
        let isAccessibilitySize = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        stackView.spacing = isAccessibilitySize ? 8 : 12
        imageView.isHidden = isAccessibilitySize
        textSizeUpdateCount += 1
    }

    @objc private func actionButtonTapped(_ sender: UIButton) {
        onAction?(sender)
    }
}
