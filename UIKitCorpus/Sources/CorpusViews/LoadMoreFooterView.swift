#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

@objc public protocol LoadMoreFooterViewDelegate: NSObjectProtocol {
    func loadMoreFooterViewDidTapLoadMore(_ footerView: LoadMoreFooterView)
    @objc optional func loadMoreFooterViewDidTapRetry(_ footerView: LoadMoreFooterView)
}

/// The footer under a paged list: "Load more orders" while there are more,
/// a spinner while they load, and an error with "Try Again" when loading failed.
public final class LoadMoreFooterView: UITableViewHeaderFooterView {
    public enum State: Equatable {
        case idle
        case loading
        case failed(message: String)
    }

    public static let reuseIdentifier = "LoadMoreFooterView"

    public weak var delegate: LoadMoreFooterViewDelegate? {
        didSet { updateRetryButtonVisibility() }
    }

    public private(set) var state: State = .idle

    public let loadMoreButton = UIButton(type: .system)
    public let retryButton = UIButton(type: .system)
    public let messageLabel = UILabel()
    public let activityIndicator = UIActivityIndicatorView(style: .medium)

    private let stackView = UIStackView()

    public override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        configureView()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        delegate = nil
        apply(.idle)
    }

    public func apply(_ newState: State) {
        state = newState
        switch newState {
        case .idle:
            activityIndicator.stopAnimating()
            loadMoreButton.isHidden = false
            messageLabel.isHidden = true
            retryButton.isHidden = true
        case .loading:
            activityIndicator.startAnimating()
            loadMoreButton.isHidden = true
            messageLabel.isHidden = true
            retryButton.isHidden = true
        case .failed(let message):
            activityIndicator.stopAnimating()
            loadMoreButton.isHidden = true
            messageLabel.text = message
            messageLabel.isHidden = false
            updateRetryButtonVisibility()
        }
    }

    private func configureView() {
        contentView.backgroundColor = .systemGroupedBackground

        loadMoreButton.setTitle(NSLocalizedString("Load more orders", comment: "Orders list footer"), for: .normal)
        loadMoreButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        loadMoreButton.addTarget(self, action: #selector(loadMoreButtonTapped), for: .touchUpInside)

        retryButton.setTitle(NSLocalizedString("Try Again", comment: "Orders list footer after an error"), for: .normal)
        retryButton.addTarget(self, action: #selector(retryButtonTapped(_:)), for: .touchUpInside)

        messageLabel.font = .preferredFont(forTextStyle: .subheadline)
        messageLabel.textColor = .secondaryLabel
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 0

        activityIndicator.hidesWhenStopped = true

        stackView.axis = .vertical
        stackView.alignment = .center
        stackView.spacing = 8
        stackView.translatesAutoresizingMaskIntoConstraints = false
        [activityIndicator, loadMoreButton, messageLabel, retryButton].forEach(stackView.addArrangedSubview)
        contentView.addSubview(stackView)

        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
            stackView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -16),
            stackView.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
        ])
        apply(.idle)
    }

    /// "Try Again" is offered only to a delegate that can retry.
    private func updateRetryButtonVisibility() {
        guard case .failed = state else { return }
        let canRetry = delegate?.responds(to: #selector(LoadMoreFooterViewDelegate.loadMoreFooterViewDidTapRetry(_:))) ?? false
        retryButton.isHidden = !canRetry
    }

    @objc private func loadMoreButtonTapped() {
        apply(.loading)
        delegate?.loadMoreFooterViewDidTapLoadMore(self)
    }

    @objc private func retryButtonTapped(_ sender: UIButton) {
        apply(.loading)
        delegate?.loadMoreFooterViewDidTapRetry?(self)
    }
}
