import Layout

// "Advanced Auto Layout Toolbox" (shared/articles/advanced-auto-layout-toolbox.md),
// "The Layout Process": updating constraints happens bottom-up (subview
// before superview), laying out top-down (superview before subview). Three
// nested views record their passes; each shows where it came in, and the
// log label below shows the first cycle's order.

extension Example {
    static let layoutCycle = Example(
        name: "layout-cycle",
        summary: "Nested views that record their updateConstraints and layoutSubviews passes: bottom-up, then top-down.",
        build: { root, _ in
            let log = LayoutPassLog()
            let inner = PassRecordingView(name: "inner", log: log, child: nil, color: Color(white: 0.75))
            let middle = PassRecordingView(name: "middle", log: log, child: inner, color: Color(white: 0.85))
            let outer = PassRecordingView(name: "outer", log: log, child: middle, color: Color(white: 0.926))
            root.addSubview(outer)
            outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 20).isActive = true
            outer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).isActive = true
            outer.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20).isActive = true

            let logLabel = Label(name: "logLabel")
            logLabel.font = Font.systemFont(ofSize: 13)
            logLabel.numberOfLines = 0
            log.display = logLabel
            root.addSubview(logLabel)
            logLabel.topAnchor.constraint(equalTo: outer.bottomAnchor, constant: 20).isActive = true
            logLabel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).isActive = true
            logLabel.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20).isActive = true
        }
    )
}

/// The passes as they happen: "updateConstraints inner", "layoutSubviews outer"…
final class LayoutPassLog {
    private(set) var entries: [String] = []
    /// How many views record (the first cycle is over when each has laid out).
    var recorders = 0
    /// Shows the first cycle once it is complete.
    weak var display: Label?

    func record(_ pass: String, _ view: String) { entries.append("\(pass) \(view)") }

    /// The views in the order they ran `pass` the first time.
    func firstOrder(of pass: String) -> [String] {
        var seen: [String] = []
        for entry in entries where entry.hasPrefix(pass + " ") {
            let view = String(entry.dropFirst(pass.count + 1))
            if !seen.contains(view) { seen.append(view) }
        }
        return seen
    }

    /// Once every recorder has laid out, the display shows the first cycle.
    /// Set once: a text that kept changing would lay the tree out forever.
    func showFirstCycleIfComplete() {
        guard let display, display.text == nil else { return }
        let layouts = firstOrder(of: "layoutSubviews")
        guard layouts.count == recorders else { return }
        display.text = "updateConstraints: " + firstOrder(of: "updateConstraints").joined(separator: ", ")
            + "; layoutSubviews: " + layouts.joined(separator: ", ")
    }
}

/// A view that records its passes, adds its local constraints in
/// `updateConstraints` (calling `super` last), and shows in its label when
/// it came in each pass of the first cycle.
final class PassRecordingView: View {
    let log: LayoutPassLog
    let child: PassRecordingView?
    let label: Label
    private var didSetUpConstraints = false

    init(name: String, log: LayoutPassLog, child: PassRecordingView?, color: Color) {
        self.log = log
        self.child = child
        label = Label(name: name + "Label")
        label.font = Font.systemFont(ofSize: 13)
        label.numberOfLines = 0
        super.init(name: name)
        backgroundColor = color
        log.recorders += 1
        addSubview(label)
        if let child { addSubview(child) }
    }

    override func updateConstraints() {
        log.record("updateConstraints", name!)
        if !didSetUpConstraints {
            // Local constraints: the label at the top, the child below it,
            // 8 from every edge.
            label.topAnchor.constraint(equalTo: topAnchor, constant: 8).isActive = true
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8).isActive = true
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8).isActive = true
            if let child {
                child.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8).isActive = true
                child.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8).isActive = true
                child.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8).isActive = true
                child.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8).isActive = true
            } else {
                label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8).isActive = true
            }
            didSetUpConstraints = true
        }
        super.updateConstraints()
    }

    override func layoutSubviews() {
        log.record("layoutSubviews", name!)
        super.layoutSubviews()
        if label.text == nil {
            let update = log.firstOrder(of: "updateConstraints").firstIndex(of: name!)! + 1
            let layout = log.firstOrder(of: "layoutSubviews").firstIndex(of: name!)! + 1
            label.text = "\(name!): updateConstraints #\(update), layoutSubviews #\(layout)"
        }
        log.showFirstCycleIfComplete()
    }
}
