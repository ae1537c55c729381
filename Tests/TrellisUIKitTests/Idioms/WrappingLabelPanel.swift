#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// A label that keeps its preferred max layout width equal to its own
/// width, so that it wraps at whatever width Auto Layout gives it
/// ("Auto Layout and Views that Wrap": the intrinsic height of a
/// multi-line label depends on the width it will be given).
final class WrappingLabel: UILabel {
    override func layoutSubviews() {
        super.layoutSubviews()
        if preferredMaxLayoutWidth != bounds.width {
            preferredMaxLayoutWidth = bounds.width
            superview?.setNeedsLayout()
        }
    }
}

/// The article's second panel: a wrapping label inside a grey container,
/// with a small button centred below it.
final class WrappingLabelPanel: UIView {
    let messageLabel = WrappingLabel()
    let moreButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layoutMargins = UIEdgeInsets(top: 12, left: 20, bottom: 12, right: 20)

        messageLabel.text = "Custom superview that sets preferred max layout width. Lorem ipsum dolor sit amet."
        messageLabel.font = .preferredFont(forTextStyle: .body)
        messageLabel.adjustsFontForContentSizeCategory = true
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        messageLabel.textColor = .label
        messageLabel.backgroundColor = .tertiarySystemFill
        moreButton.setTitle("More", for: .normal)

        for view in [messageLabel, moreButton] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            messageLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            messageLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            messageLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            moreButton.topAnchor.constraint(equalTo: messageLabel.bottomAnchor, constant: 8),
            moreButton.centerXAnchor.constraint(equalTo: centerXAnchor),
            layoutMarginsGuide.bottomAnchor.constraint(greaterThanOrEqualTo: moreButton.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
