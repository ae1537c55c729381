import Layout

/// The views of UIKit's standard accessories, drawn with what Trellis
/// draws (text and bordered views, no symbol images): a chevron for
/// `.disclosureIndicator`, a check mark for `.checkmark`, a circled "i"
/// for `.detailButton`, both for `.detailDisclosureButton`. Their sizes
/// are docs/uikit-numbers.md's ("Tables").
@preconcurrency @MainActor
enum TableAccessory {
    static func view(for type: UITableViewCell.AccessoryType) -> UIView? {
        switch type {
        case .none: return nil
        case .disclosureIndicator: return chevron()
        case .checkmark: return glyph("\u{2713}", font: .systemFont(ofSize: 17, weight: .semibold), color: .systemBlue)
        case .detailButton: return infoButton()
        case .detailDisclosureButton:
            let row = UIStackView(arrangedSubviews: [infoButton(), chevron()])
            row.axis = .horizontal
            row.alignment = .center
            row.spacing = 12
            row.translatesAutoresizingMaskIntoConstraints = false
            return row
        }
    }

    /// The disclosure chevron: a bold angle in the tertiary label colour.
    private static func chevron() -> UIView {
        glyph(">", font: .systemFont(ofSize: 17, weight: .bold), color: .tertiaryLabel)
    }

    private static func glyph(_ text: String, font: UIFont, color: UIColor) -> UIView {
        let label = UILabel()
        label.text = text
        label.font = font
        label.textColor = color
        label.translatesAutoresizingMaskIntoConstraints = false
        label.setContentHuggingPriority(.required, for: .horizontal)
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        return label
    }

    /// The detail button: a 22-point circle outlined in the tint, an "i" inside.
    private static func infoButton() -> UIView {
        let button = UIButton(type: .detailDisclosure)
        button.translatesAutoresizingMaskIntoConstraints = false
        let ring = UIView()
        ring.isUserInteractionEnabled = false
        ring.translatesAutoresizingMaskIntoConstraints = false
        ring.layer.cornerRadius = 11
        ring.layer.borderWidth = 1.5
        ring.layer.borderColor = UIColor.systemBlue.cgColor
        let letter = glyph("i", font: .systemFont(ofSize: 15, weight: .semibold), color: .systemBlue)
        ring.addSubview(letter)
        button.addSubview(ring)
        NSLayoutConstraint.activate([
            ring.widthAnchor.constraint(equalToConstant: 22), ring.heightAnchor.constraint(equalToConstant: 22),
            ring.centerXAnchor.constraint(equalTo: button.centerXAnchor), ring.centerYAnchor.constraint(equalTo: button.centerYAnchor),
            button.widthAnchor.constraint(equalToConstant: 22), button.heightAnchor.constraint(equalToConstant: 22),
            letter.centerXAnchor.constraint(equalTo: ring.centerXAnchor), letter.centerYAnchor.constraint(equalTo: ring.centerYAnchor),
        ])
        return button
    }
}
