#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// A header as an iOS app writes it: nothing here knows about Trellis.
final class ProfileHeaderView: UIView {
    private let borderColor = UIColor.separator
    let nameLabel = UILabel()
    let bioLabel = UILabel()
    let followButton = UIButton(type: .system)
    private let stack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        layer.borderColor = borderColor.cgColor
        layer.borderWidth = 1
        layer.cornerRadius = 12

        nameLabel.font = .preferredFont(forTextStyle: .title2)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.text = "Ada Lovelace"
        bioLabel.font = .preferredFont(forTextStyle: .body)
        bioLabel.adjustsFontForContentSizeCategory = true
        bioLabel.textColor = .secondaryLabel
        bioLabel.numberOfLines = 0
        bioLabel.text = "Wrote the first program for a machine that did not exist yet."
        followButton.setTitle("Follow", for: .normal)
        followButton.setContentHuggingPriority(.required, for: .horizontal)

        let top = UIStackView(arrangedSubviews: [nameLabel, followButton])
        top.axis = .horizontal
        top.alignment = .firstBaseline
        top.spacing = 8
        stack.axis = .vertical
        stack.spacing = 4
        stack.addArrangedSubview(top)
        stack.addArrangedSubview(bioLabel)
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
