#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// "Breakable constraints": the label's bottom is pinned to the view's at
/// a low priority; while the button shows, two required constraints put
/// the button between them and win. `adjust()` hides the button and
/// deactivates its two constraints, and the breakable one takes over.
final class BreakableConstraintView: UIView {
    let titleLabel = UILabel()
    let actionButton = UIButton(type: .system)
    private var buttonTopConstraint: NSLayoutConstraint!
    private var buttonBottomConstraint: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        setupViews()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupViews() {
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.text = "Breakable constraints let a view shrink when a button hides"
        titleLabel.font = .preferredFont(forTextStyle: .title3)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0
        titleLabel.backgroundColor = .systemYellow

        actionButton.translatesAutoresizingMaskIntoConstraints = false
        actionButton.setTitle("Hide me", for: .normal)
        actionButton.backgroundColor = .systemBlue
        actionButton.setTitleColor(.white, for: .normal)

        addSubview(titleLabel)
        addSubview(actionButton)

        titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 8).isActive = true
        titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8).isActive = true
        titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8).isActive = true

        actionButton.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
        actionButton.widthAnchor.constraint(equalToConstant: 100).isActive = true

        buttonTopConstraint = actionButton.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8)
        buttonBottomConstraint = actionButton.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8)
        let labelBottomConstraintBreakable = titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8)

        buttonTopConstraint.isActive = true
        buttonBottomConstraint.isActive = true
        labelBottomConstraintBreakable.priority = .defaultLow
        labelBottomConstraintBreakable.isActive = true
    }

    func adjust() {
        actionButton.isHidden = !actionButton.isHidden
        buttonTopConstraint.isActive = !buttonTopConstraint.isActive
        buttonBottomConstraint.isActive = !buttonBottomConstraint.isActive
    }
}
