import Foundation

/// The view a ``UIContentUnavailableConfiguration`` makes (UIKit's
/// `UIContentUnavailableView`): its parts in a vertical stack, centred in
/// the view's layout margins (or leading for `.natural`), never wider than
/// the margins.
@preconcurrency @MainActor
open class UIContentUnavailableView: UIView, UIContentView {
    private let stack = UIStackView()
    private var unavailableConfiguration: UIContentUnavailableConfiguration
    let imageView = UIImageView()
    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()
    let indicator = UIActivityIndicatorView(style: .medium)
    private(set) var button: UIButton?
    private(set) var secondaryButton: UIButton?
    private var placement: [NSLayoutConstraint] = []

    public init(configuration: UIContentUnavailableConfiguration) {
        unavailableConfiguration = configuration
        super.init(frame: .zero)
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        apply(configuration)
    }

    public required init?(coder: NSCoder) {
        unavailableConfiguration = .empty()
        super.init(coder: coder)
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        apply(unavailableConfiguration)
    }

    open var configuration: any UIContentConfiguration {
        get { unavailableConfiguration }
        set {
            guard let newValue = newValue as? UIContentUnavailableConfiguration else { return }
            unavailableConfiguration = newValue
            apply(newValue)
        }
    }

    private func apply(_ configuration: UIContentUnavailableConfiguration) {
        for view in stack.arrangedSubviews { stack.removeArrangedSubview(view); view.removeFromSuperview() }
        directionalLayoutMargins = configuration.directionalLayoutMargins
        preservesSuperviewLayoutMargins = !configuration.axesPreservingSuperviewLayoutMargins.isEmpty
        backgroundColor = configuration.background.backgroundColor
        stack.alignment = configuration.alignment == .center ? .center : .leading
        var parts: [(view: UIView, spacingAfter: CGFloat)] = []
        if configuration.showsActivityIndicator {
            indicator.startAnimating()
            parts.append((indicator, configuration.imageToTextPadding))
        }
        if let image = configuration.image {
            imageView.image = image
            imageView.tintColor = configuration.imageProperties.tintColor
            imageView.preferredSymbolConfiguration = configuration.imageProperties.preferredSymbolConfiguration
                ?? UIImage.SymbolConfiguration(font: UIFont.preferredFont(forTextStyle: .largeTitle))
            imageView.contentMode = .scaleAspectFit
            parts.append((imageView, configuration.imageToTextPadding))
        }
        if configuration.text != nil || configuration.attributedText != nil {
            style(textLabel, configuration.textProperties, configuration.alignment)
            if let attributed = configuration.attributedText { textLabel.attributedText = attributed } else { textLabel.text = configuration.text }
            parts.append((textLabel, configuration.textToSecondaryTextPadding))
        }
        if configuration.secondaryText != nil || configuration.secondaryAttributedText != nil {
            style(secondaryTextLabel, configuration.secondaryTextProperties, configuration.alignment)
            if let attributed = configuration.secondaryAttributedText {
                secondaryTextLabel.attributedText = attributed
            } else {
                secondaryTextLabel.text = configuration.secondaryText
            }
            parts.append((secondaryTextLabel, configuration.textToButtonPadding))
        }
        if let last = parts.indices.last, parts[last].view === textLabel { parts[last].spacingAfter = configuration.textToButtonPadding }
        button = makeButton(configuration.button, configuration.buttonProperties)
        if let button { parts.append((button, configuration.buttonToSecondaryButtonPadding)) }
        secondaryButton = makeButton(configuration.secondaryButton, configuration.secondaryButtonProperties)
        if let secondaryButton { parts.append((secondaryButton, 0)) }
        for part in parts {
            stack.addArrangedSubview(part.view)
            stack.setCustomSpacing(part.spacingAfter, after: part.view)
            if part.view is UILabel {
                part.view.widthAnchor.constraint(lessThanOrEqualTo: stack.widthAnchor).isActive = true
            }
        }
        place(configuration.alignment)
    }

    private func style(_ label: UILabel, _ properties: UIContentUnavailableConfiguration.TextProperties,
                       _ alignment: UIContentUnavailableConfiguration.Alignment) {
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.textAlignment = alignment == .center ? .center : .natural
    }

    /// A button for a configuration that shows something (UIKit adds none
    /// for the default, empty one).
    private func makeButton(_ configuration: UIButton.Configuration,
                            _ properties: UIContentUnavailableConfiguration.ButtonProperties) -> UIButton? {
        guard configuration.title != nil || configuration.attributedTitle != nil || configuration.image != nil else { return nil }
        let button = UIButton(configuration: configuration, primaryAction: properties.primaryAction)
        button.menu = properties.menu
        button.isEnabled = properties.isEnabled
        button.role = properties.role
        return button
    }

    private func place(_ alignment: UIContentUnavailableConfiguration.Alignment) {
        NSLayoutConstraint.deactivate(placement)
        let margins = layoutMarginsGuide
        placement = [
            stack.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
            stack.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            stack.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
        ]
        if alignment == .center {
            placement.append(stack.centerXAnchor.constraint(equalTo: margins.centerXAnchor))
        } else {
            placement.append(stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor))
        }
        // As wide as the margins allow, so that long texts wrap there.
        let wide = stack.widthAnchor.constraint(equalTo: margins.widthAnchor)
        wide.priority = .defaultLow
        placement.append(wide)
        NSLayoutConstraint.activate(placement)
    }
}
