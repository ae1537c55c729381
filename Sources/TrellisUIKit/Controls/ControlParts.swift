import Layout

/// The drawn parts of a control (a switch's track and knob, a text field's
/// text): Layout views under the control's node that UIKit code never
/// sees (they have no UIView, so `subviews` leaves them out), placed by
/// constraints marked as the system's, named "UISwitch.knob" and so on.
@preconcurrency @MainActor
struct ControlParts {
    let owner: UIView
    let kind: String

    init(of owner: UIView, kind: String) {
        self.owner = owner
        self.kind = kind
    }

    /// Adds `part` under the control, named `kind.name`.
    @discardableResult
    func add<Part: View>(_ part: Part, _ name: String) -> Part {
        part.name = "\(kind).\(name)"
        part.translatesAutoresizingMaskIntoConstraints = false
        owner.node.addSubview(part)
        return part
    }

    /// Activates constraints the control makes for its parts, named after it.
    func activate(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.activate(constraints.map { $0.markSystem("\(kind)-part") })
    }

    /// `part` fills the control, inset by `insets`.
    func pin(_ part: View, insets: EdgeInsets = .zero) {
        let node = owner.node
        activate([
            part.topAnchor.constraint(equalTo: node.topAnchor, constant: insets.top),
            part.leftAnchor.constraint(equalTo: node.leftAnchor, constant: insets.left),
            node.bottomAnchor.constraint(equalTo: part.bottomAnchor, constant: insets.bottom),
            node.rightAnchor.constraint(equalTo: part.rightAnchor, constant: insets.right),
        ])
    }

    /// A fixed size for `part`.
    func size(_ part: View, _ width: Double, _ height: Double) {
        activate([part.widthAnchor.constraint(equalToConstant: width), part.heightAnchor.constraint(equalToConstant: height)])
    }
}
