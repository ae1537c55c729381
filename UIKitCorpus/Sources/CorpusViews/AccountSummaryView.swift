#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// The account header at the top of Settings: avatar, name, email, and a
/// "Details" button that expands the plan and storage lines. Exposed to
/// Objective-C whole (the settings screen is still Objective-C).
@objcMembers
public final class AccountSummaryView: UIView {
    /// The key path Objective-C observers use, spelled from the getter so
    /// that a rename of the property is caught by the compiler.
    public static let expandedKey = NSStringFromSelector(#selector(getter: AccountSummaryView.isExpanded))

    public dynamic var isExpanded = false {
        didSet { updateExpansion() }
    }

    public dynamic var displayName: String = "" {
        didSet { nameLabel.text = displayName }
    }

    public dynamic var email: String = "" {
        didSet { emailLabel.text = email }
    }

    /// Called after the details were expanded or collapsed.
    public var expansionDidChange: ((Bool) -> Void)?
    public var onSignOut: ((UIButton) -> Void)?

    public let avatarView = UIImageView(image: UIImage(systemName: "person.crop.circle.fill"))
    public let nameLabel = UILabel()
    public let emailLabel = UILabel()
    public let detailsButton = UIButton(type: .system)
    public let planLabel = UILabel()
    public let signOutButton = UIButton(type: .system)

    private let detailsStackView = UIStackView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpViews()
        updateExpansion()
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func setUpViews() {
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 10

        avatarView.translatesAutoresizingMaskIntoConstraints = false
        avatarView.tintColor = .systemGray

        nameLabel.font = .preferredFont(forTextStyle: .headline)
        emailLabel.font = .preferredFont(forTextStyle: .subheadline)
        emailLabel.textColor = .secondaryLabel
        [nameLabel, emailLabel].forEach { $0.adjustsFontForContentSizeCategory = true }

        detailsButton.setTitle(NSLocalizedString("Details", comment: "Account header"), for: .normal)
        detailsButton.addTarget(self, action: #selector(toggleDetails(_:)), for: .touchUpInside)
        detailsButton.setContentHuggingPriority(.required, for: .horizontal)

        planLabel.font = .preferredFont(forTextStyle: .footnote)
        planLabel.numberOfLines = 0
        planLabel.text = NSLocalizedString("Premium plan · 14.2 GB of 50 GB used", comment: "Account plan")

        signOutButton.setTitle(NSLocalizedString("Sign Out", comment: "Account header"), for: .normal)
        signOutButton.setTitleColor(.systemRed, for: .normal)
        signOutButton.contentHorizontalAlignment = .leading
        signOutButton.addTarget(self, action: #selector(signOutTapped(_:)), for: .touchUpInside)

        let namesStackView = UIStackView(arrangedSubviews: [nameLabel, emailLabel])
        namesStackView.axis = .vertical
        namesStackView.spacing = 2

        let topRow = UIStackView(arrangedSubviews: [avatarView, namesStackView, detailsButton])
        topRow.spacing = 12
        topRow.alignment = .center

        detailsStackView.axis = .vertical
        detailsStackView.spacing = 8
        detailsStackView.addArrangedSubview(planLabel)
        detailsStackView.addArrangedSubview(signOutButton)

        let stackView = UIStackView(arrangedSubviews: [topRow, detailsStackView])
        stackView.axis = .vertical
        stackView.spacing = 12
        stackView.isLayoutMarginsRelativeArrangement = true
        stackView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
        stackView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stackView)

        NSLayoutConstraint.activate([
            avatarView.widthAnchor.constraint(equalToConstant: 44),
            avatarView.heightAnchor.constraint(equalToConstant: 44),
            stackView.topAnchor.constraint(equalTo: topAnchor),
            stackView.leadingAnchor.constraint(equalTo: leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: trailingAnchor),
            stackView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    func updateExpansion() {
        // Hiding the rows too keeps the hidden stack's own spacing from
        // fighting its zero height ("UISV-hiding" against "UISV-spacing").
        detailsStackView.arrangedSubviews.forEach { $0.isHidden = !isExpanded }
        detailsStackView.isHidden = !isExpanded
        detailsButton.isSelected = isExpanded
    }

    func toggleDetails(_ sender: UIButton) {
        isExpanded.toggle()
        expansionDidChange?(isExpanded)
    }

    func signOutTapped(_ sender: UIButton) {
        onSignOut?(sender)
    }
}
