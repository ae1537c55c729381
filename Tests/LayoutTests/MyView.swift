import Layout

/// "Breakable constraints" (shared/articles/breakable-constraints.md),
/// ported almost line for line, in the test font at 10 points: a tree the
/// diagnostics tests report on. (The article's claims are tested on the
/// Examples target's port, in ExamplesTests.)
final class MyView: View {
    var label = Label()
    var button = Button()

    var buttonTopConstraint: LayoutConstraint!
    var buttonBottomConstraint: LayoutConstraint!
    var labelBottomConstraintBreakable: LayoutConstraint!

    init() {
        super.init(name: "myView")
        setupViews()
    }

    func setupViews() {
        backgroundColor = .red

        label = TestText.label("Some text", lines: 0, name: "label")
        label.textAlignment = .center
        button = TestText.button("Press", name: "button")

        addSubview(label)
        addSubview(button)

        label.topAnchor.constraint(equalTo: topAnchor, constant: 8).isActive = true
        label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8).isActive = true
        label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8).isActive = true

        button.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
        button.widthAnchor.constraint(equalToConstant: 100).isActive = true

        // flexible
        buttonTopConstraint = label.bottomAnchor.constraint(equalTo: button.topAnchor, constant: -16)
        buttonBottomConstraint = button.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8)
        labelBottomConstraintBreakable = label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8)

        buttonTopConstraint.isActive = true
        buttonBottomConstraint.isActive = true
        labelBottomConstraintBreakable.priority = .defaultLow
        labelBottomConstraintBreakable.isActive = true
    }

    func adjust() {
        button.isHidden = !button.isHidden
        buttonTopConstraint.isActive = !buttonTopConstraint.isActive
        buttonBottomConstraint.isActive = !buttonBottomConstraint.isActive
    }
}
