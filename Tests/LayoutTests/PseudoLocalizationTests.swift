import Layout
import Testing

/// Pseudo-locales, worked by hand.
@Suite struct PseudoLocalizationTests {
    /// "Hello" (5 characters) needs ⌈5 × 0.35⌉ = 2 more: " one" (4).
    @Test func expandAccentsAndLengthens() {
        #expect(PseudoLocalization.expand.transform("Hello") == "[Ĥéļļö one]")
        // "Sign in" is 7: ⌈2.45⌉ = 3, " one" gives 4.
        #expect(PseudoLocalization.expand.transform("Sign in") == "[Šîĝñ îñ one]")
        // 20 characters: ⌈7⌉ = 7: " one" (4) + " two" (8).
        #expect(PseudoLocalization.expand.transform("Continue to checkout") == "[Çöñţîñûé ţö çĥéçķöûţ one two]")
        #expect(PseudoLocalization.expand.transform("") == "")
        #expect(PseudoLocalization.expand.transform("42%") == "[42% one]")
    }

    @Test func rtlOverridesTheDirection() {
        #expect(PseudoLocalization.rtl.transform("Hi") == "\u{202E}Hi\u{202C}")
    }

    /// Every label and button title of the tree, and the root's direction.
    @Test func applyChangesTheTree() {
        let root = View(name: "root")
        let label = Label(text: "Hello", name: "label")
        let button = Button(title: "Go", name: "button")
        root.addSubview(label)
        root.addSubview(button)
        PseudoLocalization.expand.apply(to: root)
        #expect(label.text == "[Ĥéļļö one]")
        #expect(button.title == "[Ĝö one]")
        PseudoLocalization.rtl.apply(to: root)
        #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(label.text?.hasPrefix("\u{202E}") == true)
    }
}
