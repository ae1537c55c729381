/// The drawn parts of a control (a switch's track and knob, a text field's
/// text): views under the control that are not its content (a UIKit
/// façade has no UIView for them, so `subviews` leaves them out there),
/// named after the control's UIKit class ("UISwitch.knob") and placed by
/// constraints marked as the system's ("UISwitch-part").
package struct ControlParts {
    package let owner: View
    package let kind: ControlKind

    package init(of owner: View, kind: ControlKind) {
        self.owner = owner
        self.kind = kind
    }

    /// Adds `part` under the control, named `UIKitClass.name`.
    @discardableResult
    package func add<Part: View>(_ part: Part, _ name: String) -> Part {
        part.name = "\(kind.uiKitClassName).\(name)"
        part.translatesAutoresizingMaskIntoConstraints = false
        owner.addSubview(part)
        return part
    }

    /// `constraint`, marked as one the control made for its parts.
    package func marked(_ constraint: LayoutConstraint) -> LayoutConstraint {
        constraint.markSystem("\(kind.uiKitClassName)-part")
    }

    /// Activates constraints the control makes for its parts, marked after it.
    package func activate(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.activate(constraints.map(marked))
    }

    /// `part` fills the control, inset by `insets`.
    package func pin(_ part: View, insets: EdgeInsets = .zero) {
        activate([
            part.topAnchor.constraint(equalTo: owner.topAnchor, constant: insets.top),
            part.leftAnchor.constraint(equalTo: owner.leftAnchor, constant: insets.left),
            owner.bottomAnchor.constraint(equalTo: part.bottomAnchor, constant: insets.bottom),
            owner.rightAnchor.constraint(equalTo: part.rightAnchor, constant: insets.right),
        ])
    }

    /// A fixed size for `part`.
    package func size(_ part: View, _ width: Double, _ height: Double) {
        activate([part.widthAnchor.constraint(equalToConstant: width), part.heightAnchor.constraint(equalToConstant: height)])
    }
}
