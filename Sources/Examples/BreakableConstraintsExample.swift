import Layout

// "Breakable constraints" (shared/articles/breakable-constraints.md), the
// first example: MyView and its view controller, ported line for line.

extension Example {
    /// myView shrinks when its button hides: the label's bottom has a
    /// breakable (priority 250) constraint to myView's bottom that only
    /// wins once the button's two constraints are deactivated.
    static let breakableConstraints = Example(
        name: "breakable-constraints",
        summary: "A view that shrinks when its button hides, held by a breakable (priority 250) constraint.",
        states: [
            ScenarioState(name: "collapsed", summary: "The button hidden and its two vertical constraints deactivated (MyView.adjust()).") { root in
                (root.view(named: "myView") as? MyView)?.adjust()
            },
        ],
        build: { root, _ in BreakableConstraintsViewController(view: root).setupViews() }
    )
}

final class MyView: View {

    var label = Label()
    var button = Button()

    // constraints
    var buttonTopConstraint: LayoutConstraint!
    var buttonBottomConstraint: LayoutConstraint!
    var labelBottomConstraintBreakable: LayoutConstraint!

    init() {
        super.init(name: "myView")
        setupViews()
    }

    func setupViews() {
        backgroundColor = .red

        label = makeLabel(withTitle: "Some text", size: 16)
        label.name = "label"
        button = makeButton(title: "Press")
        button.name = "button"

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

    // MARK: - Actions

    func adjust() {
        button.isHidden = !button.isHidden
        buttonTopConstraint.isActive = !buttonTopConstraint.isActive
        buttonBottomConstraint.isActive = !buttonBottomConstraint.isActive
    }
}

/// The article's ViewController: myView 8 from the top and the sides, the
/// "Adjust" button 80 below it. Neither has a bottom constraint, so the
/// screen's height does not matter.
struct BreakableConstraintsViewController {
    let view: View

    func setupViews() {
        let myView = MyView()
        let adjustButton = makeButton(title: "Adjust")
        adjustButton.name = "adjustButton"

        view.addSubview(myView)
        view.addSubview(adjustButton)

        // The article ties the top to the safe area; a Trellis root has none.
        myView.topAnchor.constraint(equalTo: view.topAnchor, constant: 8).isActive = true
        myView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8).isActive = true
        myView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8).isActive = true
        // bottom not required

        adjustButton.topAnchor.constraint(equalTo: myView.bottomAnchor, constant: 80).isActive = true
        adjustButton.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
        adjustButton.widthAnchor.constraint(equalToConstant: 100).isActive = true
        // bottom not required
    }
}

// MARK: - Factory methods

func makeLabel(withTitle title: String, size: Double) -> Label {
    let label = Label()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.text = title
    label.textAlignment = .center
    label.textColor = .black
    label.font = Font.systemFont(ofSize: size)
    label.numberOfLines = 0

    return label
}

func makeButton(title: String) -> Button {
    let button = Button()
    button.translatesAutoresizingMaskIntoConstraints = false
    button.setTitle(title, for: .normal)
    button.titleLabel?.font = Font.systemFont(ofSize: 16)
    button.backgroundColor = .white
    button.setTitleColor(.blue, for: .normal)
    button.titleLabel?.numberOfLines = 0
    button.titleLabel?.lineBreakMode = .byWordWrapping
    button.contentHorizontalAlignment = .center

    return button
}
