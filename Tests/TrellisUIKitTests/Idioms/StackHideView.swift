#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// The same behaviour with a stack view: a hidden arranged subview takes
/// no space and the spacing around it goes too, with no constraint to
/// toggle.
final class StackHideView: UIView {
    let headlineLabel = UILabel()
    let saveButton = UIButton(type: .system)
    let undoButton = UIButton(type: .system)
    private let stackView = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground

        headlineLabel.text = "A stack view hides a button and closes the gap"
        headlineLabel.font = .preferredFont(forTextStyle: .headline)
        headlineLabel.adjustsFontForContentSizeCategory = true
        headlineLabel.numberOfLines = 0
        saveButton.setTitle("Save", for: .normal)
        undoButton.setTitle("Undo", for: .normal)

        stackView.axis = .vertical
        stackView.alignment = .leading
        stackView.spacing = 8
        stackView.isLayoutMarginsRelativeArrangement = true
        stackView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.addArrangedSubview(headlineLabel)
        stackView.addArrangedSubview(undoButton)
        stackView.addArrangedSubview(saveButton)
        addSubview(stackView)

        stackView.topAnchor.constraint(equalTo: topAnchor).isActive = true
        stackView.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
        stackView.trailingAnchor.constraint(equalTo: trailingAnchor).isActive = true
        stackView.bottomAnchor.constraint(equalTo: bottomAnchor).isActive = true

        undoButton.isHidden = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func adjust() {
        undoButton.isHidden = !undoButton.isHidden
    }
}
