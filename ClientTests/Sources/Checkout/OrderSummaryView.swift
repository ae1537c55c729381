#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// An order's summary as a checkout screen shows it: a title, the items
/// (wrapping), the total beside its caption, and the delivery slot on one
/// line (cut off with "…" when the card is narrow: the design accepts it).
public final class OrderSummaryView: UIView {
    public let titleLabel = UILabel()
    public let itemsLabel = UILabel()
    public let totalCaptionLabel = UILabel()
    public let totalLabel = UILabel()
    public let deliveryLabel = UILabel()
    /// The title's distance below the top margin.
    public private(set) var titleTop: NSLayoutConstraint!

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12

        titleLabel.text = "Order summary"
        titleLabel.font = .preferredFont(forTextStyle: .title3)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0

        itemsLabel.text = "2 × Sourdough loaf, 1 × Olive oil (500 ml), 1 × Sea salt flakes"
        itemsLabel.font = .preferredFont(forTextStyle: .body)
        itemsLabel.adjustsFontForContentSizeCategory = true
        itemsLabel.textColor = .secondaryLabel
        itemsLabel.numberOfLines = 0

        totalCaptionLabel.text = "Total"
        totalCaptionLabel.font = .preferredFont(forTextStyle: .body)
        totalCaptionLabel.adjustsFontForContentSizeCategory = true
        totalLabel.text = "€18.40"
        totalLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .boldSystemFont(ofSize: 17))
        totalLabel.adjustsFontForContentSizeCategory = true
        totalLabel.setContentHuggingPriority(.required, for: .horizontal)
        totalLabel.setContentCompressionResistancePriority(.required, for: .horizontal)

        deliveryLabel.text = "Delivery on Thursday between 8:00 and 10:00"
        deliveryLabel.font = .preferredFont(forTextStyle: .footnote)
        deliveryLabel.adjustsFontForContentSizeCategory = true
        deliveryLabel.textColor = .secondaryLabel

        for label in [titleLabel, itemsLabel, totalCaptionLabel, totalLabel, deliveryLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
        }

        // CLIENT_TESTS_NUDGE=3 (scripts/client-tests) moves the title 3
        // points down, to prove that the snapshots catch a small change.
        let nudge = Double(ProcessInfo.processInfo.environment["CLIENT_TESTS_NUDGE"] ?? "") ?? 0
        titleTop = titleLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor, constant: 4 + CGFloat(nudge))
        let margins = layoutMarginsGuide
        NSLayoutConstraint.activate([
            titleTop,
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            itemsLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 6),
            itemsLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            itemsLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            totalCaptionLabel.topAnchor.constraint(equalTo: itemsLabel.bottomAnchor, constant: 12),
            totalCaptionLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            totalLabel.firstBaselineAnchor.constraint(equalTo: totalCaptionLabel.firstBaselineAnchor),
            totalLabel.leadingAnchor.constraint(greaterThanOrEqualTo: totalCaptionLabel.trailingAnchor, constant: 8),
            totalLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            deliveryLabel.topAnchor.constraint(equalTo: totalCaptionLabel.bottomAnchor, constant: 8),
            deliveryLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            deliveryLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            deliveryLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor, constant: -4),
        ])
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
