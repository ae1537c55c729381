#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

extension UIView {
    /// A view ready for Auto Layout: `let label = UILabel.autolayoutNew()`.
    public static func autolayoutNew() -> Self {
        let view = self.init(frame: .zero)
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }
}

/// Small factories the app's views share.
@MainActor
public enum ViewFactory {
    /// Any view, made for Auto Layout: `let card: CardView = ViewFactory.build()`.
    public static func build<T: UIView>() -> T {
        let view = T()
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    /// A view configured in place: `ViewFactory.build { (label: UILabel) in label.text = "Hi" }`.
    public static func build<T: UIView>(_ configure: (T) -> Void) -> T {
        let view: T = build()
        configure(view)
        return view
    }

    /// A button wired to an action, as the toolbars make theirs.
    public static func button(title: String, target: Any?, action: Selector) -> UIButton {
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setTitle(title, for: .normal)
        button.addTarget(target, action: action, for: .touchUpInside)
        return button
    }
}

/// A key–value row built entirely from the factories.
public final class KeyValueRowView: UIView {
    public let keyLabel: UILabel = .autolayoutNew()
    public let valueLabel: UILabel = ViewFactory.build { (label: UILabel) in
        label.textAlignment = .right
        label.textColor = .secondaryLabel
    }
    public private(set) var copyButton: UIButton!

    /// Called with the copied value and the button that copied it.
    public var onCopy: ((String, UIButton) -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        keyLabel.font = .preferredFont(forTextStyle: .body)
        valueLabel.font = .preferredFont(forTextStyle: .body)
        copyButton = ViewFactory.button(title: NSLocalizedString("Copy", comment: "Copy a value"),
                                        target: self, action: #selector(copyValue(_:)))
        let separator: UIView = ViewFactory.build()
        separator.backgroundColor = .separator

        [keyLabel, valueLabel, copyButton, separator].forEach(addSubview)
        valueLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)

        NSLayoutConstraint.activate([
            keyLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            keyLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            keyLabel.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            valueLabel.leadingAnchor.constraint(greaterThanOrEqualTo: keyLabel.trailingAnchor, constant: 8),
            valueLabel.firstBaselineAnchor.constraint(equalTo: keyLabel.firstBaselineAnchor),
            copyButton.leadingAnchor.constraint(equalTo: valueLabel.trailingAnchor, constant: 8),
            copyButton.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            copyButton.centerYAnchor.constraint(equalTo: keyLabel.centerYAnchor),
            copyButton.topAnchor.constraint(greaterThanOrEqualTo: topAnchor),
            copyButton.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor),
            separator.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: trailingAnchor),
            separator.bottomAnchor.constraint(equalTo: bottomAnchor),
            separator.heightAnchor.constraint(equalToConstant: 0.5),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public func configure(key: String, value: String) {
        keyLabel.text = key
        valueLabel.text = value
    }

    @objc private func copyValue(_ sender: UIButton) {
        onCopy?(valueLabel.text ?? "", sender)
    }
}
