import Testing
@testable import Examples
import Layout

/// The VFL printer for single constraints, on the breakable-constraints
/// view (myView holding label and button) and a few siblings.
@Suite struct VisualFormatTests {
    let myView = makeMyView()
    var label: Label { myView.label }
    var button: Button { myView.button }

    /// Edges to the superview: `|` is myView. `label.trailing == myView.trailing - 8`
    /// puts 8 points between the label and the bar; `myView.leading ==
    /// label.leading - 8` (superview first) is the same as `|-(8)-[label]`.
    @Test func superviewEdges() {
        #expect(label.topAnchor.constraint(equalTo: myView.topAnchor, constant: 8).visualFormat == "V:|-(8)-[label]")
        #expect(label.leadingAnchor.constraint(equalTo: myView.leadingAnchor, constant: 8).visualFormat == "H:|-(8)-[label]")
        #expect(label.trailingAnchor.constraint(equalTo: myView.trailingAnchor, constant: -8).visualFormat
            == "H:[label]-(8)-|")
        #expect(myView.leadingAnchor.constraint(equalTo: label.leadingAnchor, constant: -8).visualFormat
            == "H:|-(8)-[label]")
        #expect(button.bottomAnchor.constraint(equalTo: myView.bottomAnchor, constant: -8).visualFormat
            == "V:[button]-(8)-|")
        // `label.trailing <= myView.trailing - 8` is "at least 8 to the bar".
        #expect(label.trailingAnchor.constraint(lessThanOrEqualTo: myView.trailingAnchor, constant: -8).visualFormat
            == "H:[label]-(>=8)-|")
        // Left and right say so: they do not flip for right-to-left text.
        #expect(label.leftAnchor.constraint(equalTo: myView.leftAnchor, constant: 8).visualFormat
            == "H:|-(8)-[label](LTR)")
    }

    /// Siblings: `label.bottom == button.top - 16` is 16 points from the
    /// label down to the button; priorities go after `@`.
    @Test func siblings() {
        #expect(label.bottomAnchor.constraint(equalTo: button.topAnchor, constant: -16).visualFormat
            == "V:[label]-(16)-[button]")
        #expect(button.topAnchor.constraint(greaterThanOrEqualTo: label.bottomAnchor, constant: 16)
            .withPriority(.defaultHigh).visualFormat == "V:[label]-(>=16@750)-[button]")
        #expect(label.bottomAnchor.constraint(equalTo: myView.bottomAnchor, constant: -8)
            .withPriority(.defaultLow).visualFormat == "V:[label]-(8@250)-|")
        #expect(button.leadingAnchor.constraint(equalTo: label.trailingAnchor).visualFormat == "H:[label]-(0)-[button]")
    }

    /// Sizes: a constant with relation and priority, or another view's size.
    @Test func sizes() {
        #expect(label.widthAnchor.constraint(greaterThanOrEqualToConstant: 100).withPriority(.defaultHigh).visualFormat
            == "H:[label(>=100@750)]")
        #expect(button.heightAnchor.constraint(equalToConstant: 22).visualFormat == "V:[button(22)]")
        #expect(label.widthAnchor.constraint(equalTo: button.widthAnchor).visualFormat == "H:[label(==button)]")
        #expect(label.widthAnchor.constraint(lessThanOrEqualTo: button.widthAnchor).visualFormat == "H:[label(<=button)]")
    }

    /// What VFL cannot say falls back to the equation.
    @Test func fallbacks() {
        let centre = button.centerXAnchor.constraint(equalTo: myView.centerXAnchor)
        #expect(centre.visualFormat == nil)
        #expect(centre.readableEquation == "button.centerX == myView.centerX")
        let half = label.widthAnchor.constraint(equalTo: button.widthAnchor, multiplier: 0.5)
        #expect(half.readableEquation == "label.width == 0.5 * button.width")
        let margin = label.leadingAnchor.constraint(equalTo: myView.layoutMarginsGuide.leadingAnchor)
        #expect(margin.visualFormat == nil)
        // Not siblings: the label and a view outside myView.
        let outside = View(name: "outside")
        let screen = root(width: 375)
        screen.addSubview(myView)
        screen.addSubview(outside)
        #expect(outside.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8).visualFormat == nil)
        // A spacing that runs the wrong way (leading to leading) is no VFL either.
        #expect(button.leadingAnchor.constraint(equalTo: label.leadingAnchor).visualFormat == nil)
    }

    /// A report line: kind, identifier, VFL, what `|` stands for, file:line.
    @Test func diagnosticDescription() {
        let (gap, line) = (label.leadingAnchor.constraint(equalTo: myView.leadingAnchor, constant: 8).identified("gap"), #line)
        #expect(gap.diagnosticDescription
            == "<LayoutConstraint 'gap' H:|-(8)-[label] (Names: '|':myView) (LayoutTests/VisualFormatTests.swift:\(line))>")
    }
}
