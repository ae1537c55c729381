import Testing
import TrellisUIKit

/// `view.trellis.pseudoLocalize(_:)` changes the UIKit views themselves,
/// so a view that sets its text again (a button, on every trait change)
/// keeps the pseudo-localised text. The expected texts are worked by hand
/// as in LayoutTests/PseudoLocalizationTests: "Go" (2) needs ⌈0.7⌉ = 1
/// more character, " one"; "Hello" (5) ⌈1.75⌉ = 2, " one"; "Sign in" (7)
/// ⌈2.45⌉ = 3, " one".
@MainActor @Suite struct PseudoLocalizationUIKitTests {
    @Test func everyTextOfTheTreeExpandsAndStaysExpanded() {
        let root = UIView()
        let label = UILabel()
        label.text = "Hello"
        let classic = UIButton(type: .system)
        classic.setTitle("Go", for: .normal)
        classic.setTitle("Hello", for: .highlighted)
        let configured = UIButton(configuration: .filled())
        configured.configuration?.title = "Sign in"
        configured.configuration?.subtitle = "Go"
        let field = UITextField()
        field.placeholder = "Hello"
        field.text = "Go"
        let segments = UISegmentedControl(items: ["Go", "Hello"])
        for view in [label, classic, configured, field, segments] { root.addSubview(view) }

        root.trellis.pseudoLocalize(.expand)
        // A trait change makes each button set its title again, from its
        // states or its configuration.
        root.trellis.traitOverrides = UITraitCollection(userInterfaceStyle: .dark)

        #expect(label.text == "[Ĥéļļö one]")
        #expect(classic.title(for: .normal) == "[Ĝö one]")
        #expect(classic.title(for: .highlighted) == "[Ĥéļļö one]")
        #expect(classic.titleLabel?.text == "[Ĝö one]")
        #expect(configured.configuration?.title == "[Šîĝñ îñ one]")
        #expect(configured.configuration?.subtitle == "[Ĝö one]")
        #expect(configured.titleLabel?.text == "[Šîĝñ îñ one]\n[Ĝö one]")
        #expect(field.placeholder == "[Ĥéļļö one]")
        #expect(field.text == "[Ĝö one]")
        #expect(segments.titleForSegment(at: 0) == "[Ĝö one]")
        #expect(segments.titleForSegment(at: 1) == "[Ĥéļļö one]")
    }

    /// `rtl` wraps the texts in RIGHT-TO-LEFT OVERRIDE … POP DIRECTIONAL
    /// FORMATTING and lays the tree out right to left, keeping the traits
    /// the view already had.
    @Test func rtlMirrorsTheTree() {
        let root = UIView()
        let label = UILabel()
        label.text = "Hi"
        root.addSubview(label)
        root.trellis.traitOverrides = UITraitCollection(userInterfaceStyle: .dark)
        root.trellis.pseudoLocalize(.rtl)
        #expect(label.text == "\u{202E}Hi\u{202C}")
        #expect(label.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(label.traitCollection.userInterfaceStyle == .dark)
    }
}
