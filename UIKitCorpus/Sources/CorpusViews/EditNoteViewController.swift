#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// Edits a note's title and text, in a navigation controller: Cancel on
/// the left; Done, and a checklist item, on the right.
public final class EditNoteViewController: UIViewController {
    public enum Outcome: Equatable {
        case saved(title: String, body: String)
        case cancelled
        case insertedChecklist
        case pinned(Bool)
    }

    public var completion: ((Outcome) -> Void)?
    /// The bar item that sent the last action.
    public private(set) weak var lastSender: UIBarButtonItem?

    public let titleField = UITextField()
    public let bodyTextView = UITextView()
    public let pinSwitch = UISwitch()

    private var note: (title: String, body: String)

    public init(title: String, body: String) {
        note = (title, body)
        super.init(nibName: nil, bundle: nil)
        self.title = NSLocalizedString("Edit Note", comment: "Edit note screen title")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        configureNavigationItem()
        configureViews()
    }

    private func configureNavigationItem() {
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        let doneItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
        let checklistItem = UIBarButtonItem(image: UIImage(systemName: "checklist"), style: .plain,
                                            target: self, action: #selector(insertChecklist(_:)))
        navigationItem.rightBarButtonItems = [doneItem, checklistItem]
        navigationItem.largeTitleDisplayMode = .never
    }

    private func configureViews() {
        titleField.translatesAutoresizingMaskIntoConstraints = false
        titleField.font = .preferredFont(forTextStyle: .title2)
        titleField.adjustsFontForContentSizeCategory = true
        titleField.placeholder = NSLocalizedString("Title", comment: "Note title placeholder")
        titleField.text = note.title

        bodyTextView.translatesAutoresizingMaskIntoConstraints = false
        bodyTextView.font = .preferredFont(forTextStyle: .body)
        bodyTextView.adjustsFontForContentSizeCategory = true
        bodyTextView.text = note.body
        bodyTextView.isScrollEnabled = false

        let pinLabel = UILabel()
        pinLabel.text = NSLocalizedString("Pin to top", comment: "Note option")
        pinLabel.font = .preferredFont(forTextStyle: .body)
        pinSwitch.addTarget(self, action: #selector(pinSwitchChanged(_:)), for: .valueChanged)
        let pinRow = UIStackView(arrangedSubviews: [pinLabel, pinSwitch])
        pinRow.spacing = 8
        pinRow.alignment = .center
        pinRow.translatesAutoresizingMaskIntoConstraints = false

        view.addSubview(titleField)
        view.addSubview(pinRow)
        view.addSubview(bodyTextView)

        NSLayoutConstraint.activate([
            titleField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            titleField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            titleField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            pinRow.topAnchor.constraint(equalTo: titleField.bottomAnchor, constant: 12),
            pinRow.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            pinRow.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            bodyTextView.topAnchor.constraint(equalTo: pinRow.bottomAnchor, constant: 12),
            bodyTextView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            bodyTextView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            bodyTextView.bottomAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }

    // MARK: - Actions

    @objc private func done() {
        // Ends editing wherever it is, as view.endEditing(true) would.
        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
        completion?(.saved(title: titleField.text ?? "", body: bodyTextView.text ?? ""))
    }

    @objc private func cancel() {
        completion?(.cancelled)
    }

    @objc private func insertChecklist(_ sender: UIBarButtonItem) {
        lastSender = sender
        bodyTextView.text = (bodyTextView.text ?? "") + "\n- [ ] "
        completion?(.insertedChecklist)
    }

    @objc private func pinSwitchChanged(_ sender: UISwitch) {
        completion?(.pinned(sender.isOn))
    }
}
