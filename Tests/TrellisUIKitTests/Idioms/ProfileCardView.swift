#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// A profile card: an avatar, a name in the headline style that follows
/// Dynamic Type, a handle, and a Follow button that never gives up its
/// width to the name.
final class ProfileCardView: UIView {
    let avatarView = UIImageView()
    let nameLabel = UILabel()
    let handleLabel = UILabel()
    let followButton = UIButton(type: .system)

    init(avatar: UIImage?, name: String, handle: String) {
        super.init(frame: .zero)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)

        avatarView.image = avatar
        avatarView.contentMode = .scaleAspectFill
        avatarView.clipsToBounds = true
        avatarView.layer.cornerRadius = 28

        nameLabel.text = name
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.textColor = .label
        nameLabel.numberOfLines = 0

        handleLabel.text = handle
        handleLabel.font = .preferredFont(forTextStyle: .subheadline)
        handleLabel.adjustsFontForContentSizeCategory = true
        handleLabel.textColor = .secondaryLabel

        followButton.setTitle("Follow", for: .normal)
        followButton.setContentHuggingPriority(.required, for: .horizontal)
        followButton.setContentCompressionResistancePriority(.required, for: .horizontal)
        nameLabel.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)

        for view in [avatarView, nameLabel, handleLabel, followButton] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }

        let margins = layoutMarginsGuide
        let avatarBottom = avatarView.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor)
        let textBottom = handleLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor)
        textBottom.priority = .defaultHigh
        NSLayoutConstraint.activate([
            avatarView.widthAnchor.constraint(equalToConstant: 56),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
            avatarView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatarView.topAnchor.constraint(equalTo: margins.topAnchor),
            avatarBottom,

            nameLabel.topAnchor.constraint(equalTo: margins.topAnchor, constant: 4),
            nameLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: followButton.leadingAnchor, constant: -8),
            handleLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 2),
            handleLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            handleLabel.trailingAnchor.constraint(lessThanOrEqualTo: followButton.leadingAnchor, constant: -8),
            handleLabel.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            textBottom,

            followButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            followButton.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
