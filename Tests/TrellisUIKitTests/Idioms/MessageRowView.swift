#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// A message list row laid out with leading and trailing only (the visual
/// format's default direction is leading to trailing): in a right-to-left
/// language the avatar moves to the right, the time to the left, and the
/// natural alignment of the preview follows.
final class MessageRowView: UIView {
    let avatarView = UIView()
    let senderLabel = UILabel()
    let timeLabel = UILabel()
    let previewLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)

        avatarView.backgroundColor = .systemTeal
        avatarView.layer.cornerRadius = 20

        senderLabel.text = "Ada Lovelace"
        senderLabel.font = .preferredFont(forTextStyle: .headline)
        senderLabel.adjustsFontForContentSizeCategory = true
        senderLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)

        timeLabel.text = "09:41"
        timeLabel.font = .preferredFont(forTextStyle: .footnote)
        timeLabel.adjustsFontForContentSizeCategory = true
        timeLabel.textColor = .secondaryLabel
        timeLabel.setContentHuggingPriority(.required, for: .horizontal)

        previewLabel.text = "The engine may act upon other things besides number, were objects found whose mutual relations could be expressed."
        previewLabel.font = .preferredFont(forTextStyle: .subheadline)
        previewLabel.adjustsFontForContentSizeCategory = true
        previewLabel.textColor = .secondaryLabel
        previewLabel.textAlignment = .natural
        previewLabel.numberOfLines = 2

        let views: [String: UIView] = ["avatar": avatarView, "sender": senderLabel, "time": timeLabel, "preview": previewLabel]
        // In a fixed order (a dictionary's is not): the subviews' order is the drawing order.
        for view in [avatarView, senderLabel, timeLabel, previewLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        let metrics = ["side": 16]
        var constraints: [NSLayoutConstraint] = []
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-(side)-[avatar(40)]-12-[sender]-(>=8)-[time]-(side)-|",
            options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "H:[avatar]-12-[preview]-(side)-|", options: [], metrics: metrics, views: views)
        constraints += [
            avatarView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
            avatarView.bottomAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.bottomAnchor),
            senderLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            timeLabel.firstBaselineAnchor.constraint(equalTo: senderLabel.firstBaselineAnchor),
            previewLabel.topAnchor.constraint(equalTo: senderLabel.bottomAnchor, constant: 2),
            previewLabel.bottomAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.bottomAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
