import Layout

// "Breakable constraints" (shared/articles/breakable-constraints.md), the
// second example, "No breakables required with StackView": the same view
// with its label and button in a stack view. Hiding the button is all it
// takes; the stack drops it and its spacing, and shrinks.

extension Example {
    static let stackHide = Example(
        name: "stack-hide",
        summary: "The breakable-constraints view rebuilt with a stack view: hiding the button shrinks it, no breakable constraint.",
        states: [
            ScenarioState(name: "collapsed", summary: "The button hidden (MyStackView.adjust()); the stack collapses it.") { root in
                (root.view(named: "myView") as? MyStackView)?.adjust()
            },
        ],
        build: { root, _ in StackHideViewController(view: root).setupViews() }
    )
}

/// The article's second `MyView`: a stack view pinned flush to the view,
/// the label and the button arranged in it.
final class MyStackView: View {

    var label = Label()
    var button = Button()
    var stackView = StackView()

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
        stackView = makeStackView()

        stackView.addArrangedSubview(label)
        stackView.addArrangedSubview(button)

        addSubview(stackView)

        stackView.topAnchor.constraint(equalTo: topAnchor).isActive = true
        stackView.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
        stackView.trailingAnchor.constraint(equalTo: trailingAnchor).isActive = true
        stackView.bottomAnchor.constraint(equalTo: bottomAnchor).isActive = true

        // bottom neccesary ? Yes else size of stackView ambiguous - it cant figure out intrinsic size itself
        // even though made up of standard controls all with instinsic sizes

        // The article writes `bottom: -8` here: a mistake. Insets point
        // inward, so a negative bottom margin would push the button 8 points
        // out of the stack (and myView). +8 is what the picture shows.
        stackView.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        stackView.isLayoutMarginsRelativeArrangement = true
    }

    // MARK: - Actions

    func adjust() {
        button.isHidden = !button.isHidden
    }
}

/// The article does not show its `makeStackView()`: a vertical stack that
/// fills its width (the button's width is the stack's: "Don't set the width
/// of the button"), 16 between the label and the button as in the first
/// example.
func makeStackView() -> StackView {
    let stack = StackView(name: "stackView")
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.axis = .vertical
    stack.distribution = .fill
    stack.alignment = .fill
    stack.spacing = 16

    return stack
}

/// The same view controller as the first example's: myView 8 from the top
/// and the sides, the "Adjust" button 80 below it.
struct StackHideViewController {
    let view: View

    func setupViews() {
        let myView = MyStackView()
        let adjustButton = makeButton(title: "Adjust")
        adjustButton.name = "adjustButton"

        view.addSubview(myView)
        view.addSubview(adjustButton)

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
