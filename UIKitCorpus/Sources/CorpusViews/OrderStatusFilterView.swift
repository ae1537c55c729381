#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

@objc public protocol OrderStatusFilterViewDelegate: AnyObject {
    func orderStatusFilterView(_ filterView: OrderStatusFilterView, didSelect status: Int)
    @objc optional func orderStatusFilterView(_ filterView: OrderStatusFilterView, shouldSelect status: Int) -> Bool
}

/// The status filter above an orders list: a segmented control and a line
/// saying how many orders the filter shows.
public final class OrderStatusFilterView: UIView {
    public enum Status: Int, CaseIterable {
        case all, processing, completed

        var title: String {
            switch self {
            case .all: return NSLocalizedString("All", comment: "Order status filter")
            case .processing: return NSLocalizedString("Processing", comment: "Order status filter")
            case .completed: return NSLocalizedString("Completed", comment: "Order status filter")
            }
        }
    }

    public weak var delegate: OrderStatusFilterViewDelegate?

    public private(set) var selectedStatus: Status = .all

    public let segmentedControl = UISegmentedControl(items: Status.allCases.map(\.title))
    public let countLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground

        segmentedControl.translatesAutoresizingMaskIntoConstraints = false
        segmentedControl.selectedSegmentIndex = Status.all.rawValue
        segmentedControl.addTarget(self, action: #selector(segmentedControlValueChanged(_:)), for: .valueChanged)
        addSubview(segmentedControl)

        countLabel.translatesAutoresizingMaskIntoConstraints = false
        countLabel.font = .preferredFont(forTextStyle: .caption1)
        countLabel.adjustsFontForContentSizeCategory = true
        countLabel.textColor = .secondaryLabel
        addSubview(countLabel)

        let separator = UIView()
        separator.translatesAutoresizingMaskIntoConstraints = false
        separator.backgroundColor = .separator
        addSubview(separator)

        NSLayoutConstraint.activate([
            segmentedControl.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            segmentedControl.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            segmentedControl.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),

            countLabel.topAnchor.constraint(equalTo: segmentedControl.bottomAnchor, constant: 8),
            countLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            countLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            countLabel.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),

            separator.leadingAnchor.constraint(equalTo: leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: trailingAnchor),
            separator.bottomAnchor.constraint(equalTo: bottomAnchor),
            separator.heightAnchor.constraint(equalToConstant: 1),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public func setOrderCount(_ count: Int) {
        countLabel.text = String.localizedStringWithFormat(
            NSLocalizedString("%d orders", comment: "Number of orders the filter shows"), count)
    }

    @objc(filterSegmentDidChange:)
    private func segmentedControlValueChanged(_ sender: UISegmentedControl) {
        guard let status = Status(rawValue: sender.selectedSegmentIndex) else { return }
        // A delegate may veto a filter (say, while a bulk edit is running).
        guard delegate?.orderStatusFilterView?(self, shouldSelect: status.rawValue) ?? true else {
            sender.selectedSegmentIndex = selectedStatus.rawValue
            return
        }
        selectedStatus = status
        delegate?.orderStatusFilterView(self, didSelect: status.rawValue)
    }
}
