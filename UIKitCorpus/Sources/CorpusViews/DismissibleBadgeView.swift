#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// A rounded badge ("Beta", "New", "3 unread") with an optional close
/// button, configurable in Interface Builder.
@IBDesignable
public class DismissibleBadgeView: UIView {
    @IBInspectable public var text: String? {
        get { textLabel.text }
        set { textLabel.text = newValue }
    }

    @IBInspectable public var cornerRadius: CGFloat = 10 {
        didSet { layer.cornerRadius = cornerRadius }
    }

    @IBInspectable public var borderWidth: CGFloat = 0 {
        didSet { layer.borderWidth = borderWidth }
    }

    @IBInspectable public var borderColor: UIColor? {
        didSet { layer.borderColor = borderColor?.cgColor }
    }

    @IBInspectable public var isDismissible: Bool = true {
        didSet { closeButton.isHidden = !isDismissible }
    }

    /// Called after the badge hid itself.
    public var onDismiss: ((DismissibleBadgeView) -> Void)?

    public let textLabel = UILabel()
    public let closeButton = UIButton(type: .close)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .systemIndigo
        layer.cornerRadius = cornerRadius
        layer.masksToBounds = true
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 6)

        textLabel.font = .preferredFont(forTextStyle: .caption1)
        textLabel.adjustsFontForContentSizeCategory = true
        textLabel.textColor = .white
        textLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(textLabel)

        closeButton.translatesAutoresizingMaskIntoConstraints = false
        closeButton.tintColor = .white
        closeButton.addTarget(self, action: #selector(closeButtonTapped(_:)), for: .touchUpInside)
        addSubview(closeButton)

        NSLayoutConstraint.activate([
            textLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            textLabel.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            textLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            closeButton.leadingAnchor.constraint(equalTo: textLabel.trailingAnchor, constant: 4),
            closeButton.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            closeButton.centerYAnchor.constraint(equalTo: textLabel.centerYAnchor),
            closeButton.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: 3),
            closeButton.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -3),
            closeButton.widthAnchor.constraint(equalToConstant: 16),
            closeButton.heightAnchor.constraint(equalToConstant: 16),
        ])
    }

    @IBAction func closeButtonTapped(_ sender: UIButton) {
        UIView.animate(withDuration: 0.2, animations: {
            self.alpha = 0
        }, completion: { _ in
            self.isHidden = true
            self.alpha = 1
            self.onDismiss?(self)
        })
    }
}
