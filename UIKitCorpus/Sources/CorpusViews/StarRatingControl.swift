#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// A row of stars that sets a rating from 0 to `starCount`, as a product
/// review form has it. A control: it sends `.valueChanged` when the
/// rating changes, so a form listens with `addTarget(_:action:for:)`.
@IBDesignable
public final class StarRatingControl: UIControl {
    @IBInspectable public var starCount: Int = 5 {
        didSet { rebuildStarButtons() }
    }

    @IBInspectable public var starSpacing: CGFloat = 4 {
        didSet { stackView.spacing = starSpacing }
    }

    @IBInspectable public var filledStarColor: UIColor = .systemOrange {
        didSet { updateStarButtons() }
    }

    @IBInspectable public var emptyStarColor: UIColor = .tertiaryLabel {
        didSet { updateStarButtons() }
    }

    @IBInspectable public var rating: Int = 0 {
        didSet {
            rating = min(max(rating, 0), starCount)
            updateStarButtons()
        }
    }

    public private(set) var starButtons: [UIButton] = []
    private let stackView = UIStackView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        stackView.axis = .horizontal
        stackView.distribution = .fillEqually
        stackView.spacing = starSpacing
        stackView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: topAnchor),
            stackView.bottomAnchor.constraint(equalTo: bottomAnchor),
            stackView.leadingAnchor.constraint(equalTo: leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
        rebuildStarButtons()
    }

    private func rebuildStarButtons() {
        starButtons.forEach { $0.removeFromSuperview() }
        starButtons = (0..<starCount).map { index in
            let button = UIButton(type: .custom)
            button.tag = index
            button.accessibilityLabel = String(format: NSLocalizedString("%d stars", comment: "Rating star"), index + 1)
            button.translatesAutoresizingMaskIntoConstraints = false
            button.widthAnchor.constraint(equalTo: button.heightAnchor).isActive = true
            button.heightAnchor.constraint(greaterThanOrEqualToConstant: 32).isActive = true
            button.addTarget(self, action: #selector(starButtonTapped(_:)), for: .touchUpInside)
            stackView.addArrangedSubview(button)
            return button
        }
        updateStarButtons()
    }

    private func updateStarButtons() {
        for (index, button) in starButtons.enumerated() {
            let isFilled = index < rating
            button.setImage(UIImage(systemName: isFilled ? "star.fill" : "star"), for: .normal)
            button.tintColor = isFilled ? filledStarColor : emptyStarColor
            button.isSelected = isFilled
        }
    }

    @objc private func starButtonTapped(_ sender: UIButton) {
        // Tapping the only filled star clears the rating.
        let newRating = (rating == 1 && sender.tag == 0) ? 0 : sender.tag + 1
        guard newRating != rating else { return }
        rating = newRating
        sendActions(for: .valueChanged)
    }
}
