#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

@objc public protocol NotificationSettingsCellDelegate: AnyObject {
    func notificationSettingsCell(_ cell: NotificationSettingsCell, didChangeValue isOn: Bool)
    @objc optional func notificationSettingsCellDidTapInfo(_ cell: NotificationSettingsCell)
}

/// A settings row with a title, a subtitle, an info button and a switch.
public final class NotificationSettingsCell: UITableViewCell {
    public static let reuseIdentifier = "NotificationSettingsCell"

    public weak var delegate: NotificationSettingsCellDelegate?

    public let titleLabel = UILabel()
    public let subtitleLabel = UILabel()
    public let infoButton = UIButton(type: .infoLight)
    public let toggle = UISwitch()

    private lazy var labelsStackView: UIStackView = {
        let stackView = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
        stackView.axis = .vertical
        stackView.spacing = 2
        stackView.translatesAutoresizingMaskIntoConstraints = false
        return stackView
    }()

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        configureSubviews()
        configureConstraints()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public func configure(title: String, subtitle: String?, isOn: Bool) {
        titleLabel.text = title
        subtitleLabel.text = subtitle
        subtitleLabel.isHidden = subtitle == nil
        toggle.isOn = isOn
    }

    private func configureSubviews() {
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0

        subtitleLabel.font = .preferredFont(forTextStyle: .footnote)
        subtitleLabel.adjustsFontForContentSizeCategory = true
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.numberOfLines = 0

        infoButton.translatesAutoresizingMaskIntoConstraints = false
        infoButton.addTarget(self, action: #selector(didTapInfoButton), for: .touchUpInside)

        toggle.translatesAutoresizingMaskIntoConstraints = false
        toggle.onTintColor = .systemGreen
        toggle.addTarget(self, action: #selector(didToggleSwitch(_:)), for: .valueChanged)
        toggle.setContentCompressionResistancePriority(.required, for: .horizontal)

        contentView.addSubview(labelsStackView)
        contentView.addSubview(infoButton)
        contentView.addSubview(toggle)
    }

    private func configureConstraints() {
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            labelsStackView.topAnchor.constraint(equalTo: margins.topAnchor),
            labelsStackView.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            labelsStackView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),

            infoButton.leadingAnchor.constraint(equalTo: labelsStackView.trailingAnchor, constant: 8),
            infoButton.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),

            toggle.leadingAnchor.constraint(equalTo: infoButton.trailingAnchor, constant: 12),
            toggle.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            toggle.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            toggle.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
            toggle.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
        ])
    }

    // MARK: - Actions

    @objc private func didToggleSwitch(_ sender: UISwitch) {
        delegate?.notificationSettingsCell(self, didChangeValue: sender.isOn)
    }

    @objc private func didTapInfoButton() {
        delegate?.notificationSettingsCellDidTapInfo?(self)
    }
}
