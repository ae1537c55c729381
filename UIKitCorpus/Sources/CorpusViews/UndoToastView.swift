#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// "Note moved to trash — Undo": shown at the bottom of the list, hidden
/// again after a few seconds unless the reader taps Undo first.
public final class UndoToastView: UIView {
    public static let defaultDisplayDuration: TimeInterval = 4

    public var onUndo: ((UIButton) -> Void)?
    public var onDismiss: (() -> Void)?

    public let messageLabel = UILabel()
    public let undoButton = UIButton(type: .system)

    public private(set) var isShowing = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.15, alpha: 0.95)
        layer.cornerRadius = 12
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 2)
        isHidden = true

        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        messageLabel.textColor = .white
        messageLabel.font = .preferredFont(forTextStyle: .subheadline)
        messageLabel.adjustsFontForContentSizeCategory = true
        messageLabel.numberOfLines = 2
        addSubview(messageLabel)

        undoButton.translatesAutoresizingMaskIntoConstraints = false
        undoButton.setTitle(NSLocalizedString("Undo", comment: "Undo toast button"), for: .normal)
        undoButton.setTitleColor(.systemYellow, for: .normal)
        undoButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        undoButton.setContentCompressionResistancePriority(.required, for: .horizontal)
        undoButton.addTarget(self, action: #selector(undoTapped(_:)), for: .touchUpInside)
        addSubview(undoButton)

        NSLayoutConstraint.activate([
            messageLabel.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            messageLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
            messageLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            undoButton.leadingAnchor.constraint(greaterThanOrEqualTo: messageLabel.trailingAnchor, constant: 12),
            undoButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            undoButton.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public func show(message: String, duration: TimeInterval = UndoToastView.defaultDisplayDuration) {
        messageLabel.text = message
        isHidden = false
        isShowing = true
        // A new toast restarts the countdown.
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(dismissToast), object: nil)
        perform(#selector(dismissToast), with: nil, afterDelay: duration)
    }

    @objc private func undoTapped(_ sender: UIButton) {
        NSObject.cancelPreviousPerformRequests(withTarget: self)
        onUndo?(sender)
        dismissToast()
    }

    @objc private func dismissToast() {
        guard isShowing else { return }
        isShowing = false
        UIView.animate(withDuration: 0.25, animations: {
            self.alpha = 0
        }, completion: { _ in
            self.isHidden = true
            self.alpha = 1
            self.onDismiss?()
        })
    }
}
