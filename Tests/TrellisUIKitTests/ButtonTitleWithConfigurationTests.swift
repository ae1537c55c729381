import Layout
import Testing
import TrellisUIKit

/// A configuration assigned to a button whose title was set with
/// `setTitle(_:for:)` (issue 30, a footer's only button drawn with no
/// text, though the app shows it on iOS): the state's title stays and wins
/// over the configuration's (docs/uikit.md, Buttons). Titles in the test
/// font at 10 points: 10 points a character.
@MainActor @Suite struct ButtonTitleWithConfigurationTests {
    private func measured(_ button: UIButton) -> UIButton {
        UIKitTestFont.measure(button)
        button.titleLabel?.font = UIKitTestFont.font(10)
        return button
    }

    /// "Done" (40 × 10) set first, then a plain configuration without a
    /// title: the title stays, with the configuration's insets (12 a side,
    /// 7 above and below): 64 × 24.
    @Test func aConfigurationKeepsTheTitleSetBefore() throws {
        let button = measured(UIButton(type: .system))
        button.setTitle("Done", for: .normal)
        button.configuration = .plain()
        #expect(button.currentTitle == "Done")
        #expect(button.intrinsicContentSize == CGSize(width: 64, height: 24))
        // Drawn by the title label, the button's subview (titlelabel35).
        let drawn = try button.trellis.solvedLayout(width: 64, height: 24).views.first { $0.kind == .label }
        #expect(drawn?.text?.lines.map(\.text) == ["Done"])
    }

    /// Both: the state's title ("Mine", set after) wins over the
    /// configuration's ("Config"); taken away, the configuration's shows.
    @Test func theStateTitleWinsOverTheConfigurations() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Config"
        let button = measured(UIButton(configuration: configuration))
        #expect(button.currentTitle == "Config")
        button.setTitle("Mine", for: .normal)
        #expect(button.currentTitle == "Mine")
        #expect(abs(button.intrinsicContentSize.width - (40 + 24)) < 1e-9)
        button.setTitle(nil, for: .normal)
        #expect(button.currentTitle == "Config")
        #expect(abs(button.intrinsicContentSize.width - (60 + 24)) < 1e-9)
    }
}
