#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// Builds the small uppercase label every grouped list uses for its
/// section titles. Called from view code and from view models alike, so it
/// is not tied to the main actor.
nonisolated public func makeSectionHeaderLabel(text: String) -> UILabel {
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.text = text.uppercased()
    label.font = .preferredFont(forTextStyle: .footnote)
    label.adjustsFontForContentSizeCategory = true
    label.textColor = .secondaryLabel
    label.numberOfLines = 0
    label.accessibilityTraits = .header
    return label
}

/// A grouped list's section header: its title and an optional "See All"
/// button on the trailing side.
public final class SectionHeaderView: UITableViewHeaderFooterView {
    public static let reuseIdentifier = "SectionHeaderView"

    /// Called with the button when "See All" is tapped.
    public var onSeeAll: ((UIButton) -> Void)?

    public private(set) var titleLabel: UILabel!
    public let seeAllButton = UIButton(type: .system)

    public override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        setUpViews()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpViews()
    }

    public func configure(title: String, showsSeeAll: Bool) {
        titleLabel.text = title.uppercased()
        seeAllButton.isHidden = !showsSeeAll
    }

    private func setUpViews() {
        titleLabel = makeSectionHeaderLabel(text: "")
        contentView.addSubview(titleLabel)

        seeAllButton.translatesAutoresizingMaskIntoConstraints = false
        seeAllButton.setTitle(NSLocalizedString("See All", comment: "Section header button"), for: .normal)
        seeAllButton.titleLabel?.font = .preferredFont(forTextStyle: .footnote)
        seeAllButton.setContentHuggingPriority(.required, for: .horizontal)
        seeAllButton.setContentCompressionResistancePriority(.required, for: .horizontal)
        seeAllButton.addTarget(self, action: #selector(seeAllButtonTapped(_:)), for: .touchUpInside)
        contentView.addSubview(seeAllButton)

        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            titleLabel.topAnchor.constraint(equalTo: margins.topAnchor, constant: 12),
            seeAllButton.topAnchor.constraint(greaterThanOrEqualTo: contentView.topAnchor),
            seeAllButton.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor),
            seeAllButton.leadingAnchor.constraint(greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 8),
            seeAllButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            seeAllButton.firstBaselineAnchor.constraint(equalTo: titleLabel.firstBaselineAnchor),
        ])
    }

    @objc private func seeAllButtonTapped(_ sender: UIButton) {
        onSeeAll?(sender)
    }
}
