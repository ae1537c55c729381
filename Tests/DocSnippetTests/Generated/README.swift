// generated — do not edit: scripts/gen-doc-snippets writes this file from README.md.

#sourceLocation(file: "README.md", line: 43)
#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif
#sourceLocation(file: "README.md", line: 170)
import Layout
#sourceLocation(file: "README.md", line: 198)
import Render
#sourceLocation(file: "README.md", line: 222)
import SnapshotTesting
import Testing
import TrellisTesting
#sourceLocation()

// README.md:42
extension Doc_README {
#sourceLocation(file: "README.md", line: 49)
final class SettingsSwitchCell: UITableViewCell {
    let titleLabel = UILabel()
    let toggle = UISwitch()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0
        toggle.setContentCompressionResistancePriority(.required, for: .horizontal)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        toggle.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        contentView.addSubview(toggle)

        let margins = contentView.layoutMarginsGuide
        let bottom = titleLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor)
        bottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            bottom,
            toggle.leadingAnchor.constraint(greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 8),
            toggle.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            toggle.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(title: String, isOn: Bool) {
        titleLabel.text = title
        toggle.isOn = isOn
    }
}
#sourceLocation()
}

// README.md:169
extension Doc_README {
#sourceLocation(file: "README.md", line: 172)
final class MyView: View {
    let label = Label(text: "Some text")
    let button = Button(title: "Press")
    var buttonTopConstraint: LayoutConstraint!

    func setupViews() {
        addSubview(label)
        addSubview(button)
        label.topAnchor.constraint(equalTo: topAnchor, constant: 8).isActive = true
        label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8).isActive = true
        label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8).isActive = true
        buttonTopConstraint = label.bottomAnchor.constraint(equalTo: button.topAnchor, constant: -16)
        buttonTopConstraint.isActive = true
        let breakable = label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8)
        breakable.priority = .defaultLow
        breakable.isActive = true
    }
}
#sourceLocation()
}

// README.md:221, in the context CardFactory
extension Doc_README {
final class Line221: CardFactory {
#sourceLocation(file: "README.md", line: 226)
@Test func card() {
    let root = makeCard()
    assertSnapshot(of: root, as: .layout(widths: [200, 320, 600]))  // frames, label lines, conflicts as text
    assertSnapshot(of: root, as: .png(width: 320))                   // palette PNG, pixel diff + diff image
    assertSnapshot(of: root, as: .sweep(from: 160, to: 480, step: 4)) // names the first width that differs
}
#sourceLocation()
}
}

// The statements of README.md's blocks without a context, in order: one program.
extension Doc_README {
@MainActor static func statements() throws {
// README.md:196
#sourceLocation(file: "README.md", line: 200)
let view = MyView()
view.setupViews()
let layout = try view.solvedLayout(width: 320)        // frames, label lines as drawn, issues
try SceneRenderer(overlays: .frames).writePNG(of: layout, to: "my-view.png")
try SceneRenderer().sweep(view, plan: SweepPlan(from: 200, to: 480, step: 4), to: "my-view.gif")
print(LayoutCheck.run(view, widths: [200, 320, 480]).text)
#sourceLocation()
// Used, so that a value a snippet only shows is no warning.
_ = view
_ = layout
}
}
