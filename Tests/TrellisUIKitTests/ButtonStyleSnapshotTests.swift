import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// Every `UIButton.Configuration` style through iOS 26, one button each,
/// drawn light and dark on a grey backdrop (so that glass shows), against
/// the references in __Snapshots__/ButtonStyleSnapshotTests.
@MainActor @Suite(.serialized) struct ButtonStyleSnapshotTests {
    private func sheet() -> UIView {
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 8
        stack.alignment = .leading
        for (name, style) in ButtonConfigurationStyleTests.styles {
            var configuration = style
            configuration.title = name
            stack.addArrangedSubview(UIButton(configuration: configuration))
        }
        let root = UIView()
        root.backgroundColor = .systemGray4
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: root.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        return root
    }

    @Test(arguments: [false, true])
    func everyStyle(dark: Bool) {
        let root = sheet()
        root.trellis.traitOverrides = UITraitCollection(userInterfaceStyle: dark ? .dark : .light)
        assertSnapshot(of: root.trellis.layoutView, as: .png(width: 240), named: dark ? "dark" : "light",
                       testName: "everyStyle")
    }
}
