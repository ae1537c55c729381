#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// A grid item: a rounded icon tile with a count badge hanging off its
/// top trailing corner, and a caption below. The badge is at least as
/// wide as it is tall, so one digit makes a circle and more make a pill.
final class BadgeIconCell: UICollectionViewCell {
    let iconView = UIView()
    let badgeLabel = UILabel()
    let captionLabel = UILabel()
    private let badgeBackground = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        iconView.backgroundColor = .systemIndigo
        iconView.layer.cornerRadius = 14

        badgeBackground.backgroundColor = .systemRed
        badgeBackground.layer.cornerRadius = 11
        badgeBackground.layer.borderWidth = 2
        badgeBackground.layer.borderColor = UIColor.white.cgColor
        badgeLabel.font = .monospacedDigitSystemFont(ofSize: 13, weight: .semibold)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center

        captionLabel.font = .preferredFont(forTextStyle: .caption1)
        captionLabel.adjustsFontForContentSizeCategory = true
        captionLabel.textAlignment = .center
        captionLabel.numberOfLines = 2

        for view in [iconView, captionLabel, badgeBackground] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        badgeLabel.translatesAutoresizingMaskIntoConstraints = false
        badgeBackground.addSubview(badgeLabel)

        NSLayoutConstraint.activate([
            iconView.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            iconView.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            iconView.widthAnchor.constraint(equalToConstant: 60),
            iconView.heightAnchor.constraint(equalToConstant: 60),

            badgeBackground.centerXAnchor.constraint(equalTo: iconView.trailingAnchor, constant: -4),
            badgeBackground.centerYAnchor.constraint(equalTo: iconView.topAnchor, constant: 4),
            badgeBackground.heightAnchor.constraint(equalToConstant: 22),
            badgeBackground.widthAnchor.constraint(greaterThanOrEqualTo: badgeBackground.heightAnchor),
            badgeLabel.centerYAnchor.constraint(equalTo: badgeBackground.centerYAnchor),
            badgeLabel.leadingAnchor.constraint(equalTo: badgeBackground.leadingAnchor, constant: 6),
            badgeLabel.trailingAnchor.constraint(equalTo: badgeBackground.trailingAnchor, constant: -6),

            captionLabel.topAnchor.constraint(equalTo: iconView.bottomAnchor, constant: 6),
            captionLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            captionLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            captionLabel.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(caption: String, count: Int) {
        captionLabel.text = caption
        badgeLabel.text = count > 99 ? "99+" : "\(count)"
        badgeBackground.isHidden = count == 0
    }
}
