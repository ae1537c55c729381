import Layout
import Testing
import TrellisUIKit

/// `UIButton.Configuration` through iOS 26: every style builds and lays
/// out at the title's size plus the default content insets, glass draws its
/// approximation, the background configuration is drawn, and the update
/// cycle runs `updateConfiguration()` then the handler. Titles are in the
/// test font ("Go" at 10 points: 20 × 10).
@MainActor @Suite struct ButtonConfigurationStyleTests {
    nonisolated static let styles: [(String, UIButton.Configuration)] = [
        ("plain", .plain()), ("tinted", .tinted()), ("gray", .gray()), ("filled", .filled()),
        ("borderless", .borderless()), ("bordered", .bordered()), ("borderedTinted", .borderedTinted()),
        ("borderedProminent", .borderedProminent()), ("glass", .glass()), ("prominentGlass", .prominentGlass()),
        ("clearGlass", .clearGlass()), ("prominentClearGlass", .prominentClearGlass()),
    ]

    private func button(_ configuration: UIButton.Configuration, title: String = "Go") -> UIButton {
        var configuration = configuration
        configuration.title = title
        let button = UIButton(configuration: configuration)
        UIKitTestFont.measure(button)
        button.titleLabel?.font = UIKitTestFont.font(10)
        return button
    }

    /// Each style: the title (20 × 10) plus UIKit's default content insets,
    /// 7 above and below and 12 a side (docs/uikit-numbers.md: an Apple
    /// engineer's answer on the Developer Forums): 44 × 24.
    @Test(arguments: styles.map(\.0))
    func styleSize(_ name: String) throws {
        let configuration = try #require(Self.styles.first { $0.0 == name }?.1)
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        let button = button(configuration)
        #expect(button.intrinsicContentSize == CGSize(width: 44, height: 24))
        let layout = try button.trellis.solvedLayout(width: 44, height: 24)
        #expect(layout.views.first?.frame == Rect(x: 0, y: 0, width: 44, height: 24))
        #expect(button.currentTitle == "Go")
    }

    /// Glass: a translucent fill, a 1-point border and a capsule; the
    /// prominent kinds are tinted with a white title.
    @Test func glassIsDrawnAsItsApproximation() throws {
        let glass = button(.glass())
        let node = glass.trellis.layoutView
        #expect(node.borderWidth == 1)
        #expect(node.cornerRadius >= 10_000)
        let fill = try #require(node.backgroundColor)
        #expect(fill.alpha < 1)
        let prominent = button(.prominentGlass())
        #expect(prominent.titleColor(for: .normal) == .white)
        #expect(prominent.trellis.layoutView.borderWidth == 1)
        // A non-glass style has no border.
        #expect(button(.filled()).trellis.layoutView.borderWidth == 0)
    }

    /// The background configuration: its colour wins over the style's, its
    /// stroke is drawn, and the `.fixed` corner style takes its radius.
    @Test func backgroundConfigurationIsDrawn() {
        var configuration = UIButton.Configuration.filled()
        configuration.background.backgroundColor = .systemGreen
        configuration.background.strokeColor = .black
        configuration.background.strokeWidth = 2
        configuration.background.cornerRadius = 3
        configuration.cornerStyle = .fixed
        let button = button(configuration)
        #expect(button.backgroundColor == .systemGreen)
        #expect(button.trellis.layoutView.borderWidth == 2)
        #expect(button.trellis.layoutView.cornerRadius == 3)
        #expect(UIBackgroundConfiguration.clear().backgroundColor == nil)
        #expect(UIBackgroundConfiguration.listGroupedCell().backgroundColor == .secondarySystemGroupedBackground)
    }

    /// The update cycle: setting the handler runs `updateConfiguration()`
    /// and then the handler; a state change runs both again; the handler's
    /// own assignment draws without starting another update.
    @Test func updateCycle() {
        final class Button: UIButton {
            var log: [String] = []
            override func updateConfiguration() {
                log.append("update")
                super.updateConfiguration()
            }
        }
        let button = Button(configuration: .filled())
        button.log.removeAll()
        button.configurationUpdateHandler = { button in
            (button as? Button)?.log.append("handler")
            var configuration = button.configuration
            configuration?.title = button.isEnabled ? "On" : "Off"
            button.configuration = configuration
        }
        #expect(button.log == ["update", "handler"])
        #expect(button.currentTitle == "On")
        button.isEnabled = false
        #expect(button.log == ["update", "handler", "update", "handler"])
        #expect(button.currentTitle == "Off")
    }

    /// Subtitle and attributed title: two lines, and attributes drawn.
    @Test func subtitleAndAttributedTitle() {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Go"
        configuration.subtitle = "Now"
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.foregroundColor = UIColor.systemRed
            return outgoing
        }
        let button = UIButton(configuration: configuration)
        #expect(button.currentTitle == "Go\nNow")
        #expect(button.attributedTitle(for: .normal) != nil)
        #expect(button.configuration?.subtitle == "Now")
        #expect(button.titleLabel?.numberOfLines == 0)
        // UIKit's raw values (UIButtonConfigurationSize, UIButtonConfigurationCornerStyle).
        #expect([UIButton.Configuration.Size.medium, .small, .mini, .large].map(\.rawValue) == [0, 1, 2, 3])
        #expect([UIButton.Configuration.CornerStyle.fixed, .dynamic, .small, .medium, .large, .capsule].map(\.rawValue)
            == [-1, 0, 1, 2, 3, 4])
    }
}
