import Testing
import Layout

/// "Breakable constraints" (shared/articles/breakable-constraints.md),
/// ported almost line for line, in the test font at 10 points.
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

@Suite struct BreakableConstraintsTests {
    /// The view controller's part: myView 8 from the top, leading and trailing.
    func makeScreen() -> (View, MyView) {
        let screen = root(width: 375, height: 600)
        let myView = MyView()
        screen.addSubview(myView)
        myView.topAnchor.constraint(equalTo: screen.topAnchor, constant: 8).isActive = true
        myView.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 8).isActive = true
        myView.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -8).isActive = true
        screen.layoutIfNeeded()
        return (screen, myView)
    }

    /// "Some text" is 8 letters and a space: 85 × 10. "Press" is 50 wide, and
    /// the button's 6-point insets make it 22 tall. The label sits 8 below
    /// myView's top (y 8 + 8 = 16 on screen), the button 16 below the label
    /// (26 + 16 = 42), myView ends 8 below the button: 42 + 22 + 8 = 72, so
    /// myView is 64 tall.
    @Test func expandedLayout() {
        let (_, myView) = makeScreen()
        #expect(myView.frame == Rect(x: 8, y: 8, width: 359, height: 64))
        #expect(myView.label.frame == Rect(x: 8, y: 8, width: 343, height: 10))
        // The button is 100 wide, centred: (359 - 100) / 2 = 129.5.
        #expect(myView.button.frame == Rect(x: 129.5, y: 34, width: 100, height: 22))
        #expect(myView.layoutIssues.isEmpty)
    }

    /// Collapsed, only the breakable constraint holds myView's bottom: 8 +
    /// 10 + 8 = 26 tall, shorter by the button's height plus 16 (22 + 16).
    @Test func collapsingShrinksByTheButtonPlusSpacing() {
        let (screen, myView) = makeScreen()
        let expanded = myView.frame.height
        myView.adjust()
        screen.layoutIfNeeded()
        #expect(myView.frame.height == 26)
        #expect(expanded - myView.frame.height == myView.button.frame.height + 16)
        #expect(myView.button.isHidden)
        myView.adjust()
        screen.layoutIfNeeded()
        #expect(myView.frame.height == expanded)
    }
}
