#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

extension Notification.Name {
    /// Posted by a `ProductSearchBarView` whenever its query changes; the
    /// object is the search bar, `userInfo[ProductSearchBarView.queryUserInfoKey]` the query.
    public static let productSearchQueryDidChange = Notification.Name("ProductSearchQueryDidChange")
}

/// A search field with a magnifying glass and a Cancel button, as a
/// product picker shows it above its results.
public final class ProductSearchBarView: UIView {
    public static let queryUserInfoKey = "query"

    /// Called when Return is pressed with the query.
    public var onSubmit: ((String) -> Void)?
    /// Called with the Cancel button.
    public var onCancel: ((UIButton) -> Void)?

    public let searchField = UITextField()
    public let cancelButton = UIButton(type: .system)

    public private(set) var query = ""

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSearchField()
        configureCancelButton()
        configureLayout()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func configureSearchField() {
        searchField.translatesAutoresizingMaskIntoConstraints = false
        searchField.borderStyle = .roundedRect
        searchField.placeholder = NSLocalizedString("Search products", comment: "Product search placeholder")
        searchField.font = .preferredFont(forTextStyle: .body)
        searchField.adjustsFontForContentSizeCategory = true
        searchField.clearButtonMode = .whileEditing
        searchField.returnKeyType = .search
        searchField.autocorrectionType = .no
        searchField.leftView = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        searchField.leftViewMode = .always
        searchField.addTarget(self, action: #selector(searchFieldEditingChanged(_:)), for: .editingChanged)
        searchField.addTarget(self, action: #selector(searchFieldDidEndOnExit(_:)), for: .editingDidEndOnExit)
        addSubview(searchField)
    }

    private func configureCancelButton() {
        cancelButton.translatesAutoresizingMaskIntoConstraints = false
        cancelButton.setTitle(NSLocalizedString("Cancel", comment: "Cancel search"), for: .normal)
        cancelButton.setContentHuggingPriority(.required, for: .horizontal)
        cancelButton.setContentCompressionResistancePriority(.required, for: .horizontal)
        cancelButton.addTarget(self, action: #selector(cancelButtonTapped(_:)), for: .touchUpInside)
        addSubview(cancelButton)
    }

    private func configureLayout() {
        NSLayoutConstraint.activate([
            searchField.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            searchField.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            searchField.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            cancelButton.leadingAnchor.constraint(equalToSystemSpacingAfter: searchField.trailingAnchor, multiplier: 1),
            cancelButton.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            cancelButton.centerYAnchor.constraint(equalTo: searchField.centerYAnchor),
        ])
    }

    // MARK: - Actions

    @objc private func searchFieldEditingChanged(_ sender: UITextField) {
        query = sender.text?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        NotificationCenter.default.post(name: .productSearchQueryDidChange, object: self,
                                        userInfo: [ProductSearchBarView.queryUserInfoKey: query])
    }

    @objc private func searchFieldDidEndOnExit(_ sender: UITextField) {
        onSubmit?(query)
    }

    @objc private func cancelButtonTapped(_ sender: UIButton) {
        searchField.text = nil
        searchFieldEditingChanged(searchField)
        searchField.resignFirstResponder()
        onCancel?(sender)
    }
}
