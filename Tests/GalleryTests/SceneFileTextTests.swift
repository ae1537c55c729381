import Gallery
import Testing

/// What a gallery page quotes of a scene file: its `constraints:` entries
/// as written (its summary: SceneTests/SceneFormatTests).
@Suite struct SceneFileTextTests {
    let text = """
        # A card that shrinks
        # when its button hides.
        #
        # Details for the file's readers.
        title: Card
        views:
          - card: { background: white }
        constraints:
          # the card
          - H:|-8-[card]-8-|
          - buttonTop: label.bottom == button.top - 16   # breakable below

          - { constraint: "H:[a]-[b]",
              options: [alignAllFirstBaseline] }
        states:
          collapsed:
            hide: button

        """

    @Test func constraintEntriesAsWritten() {
        #expect(SceneFileText.constraintEntries(of: text) == [
            "H:|-8-[card]-8-|",
            "buttonTop: label.bottom == button.top - 16   # breakable below",
            "{ constraint: \"H:[a]-[b]\",\noptions: [alignAllFirstBaseline] }",
        ])
    }
}

/// Trimming as Foundation's `.whitespaces` did: tabs and Unicode space
/// separators (a no-break space, an ideographic space) go, other
/// characters stay.
@Test func entriesAreTrimmedOfSpaceSeparatorsOnly() {
    let text = "constraints:\n  - a.top == b.top\u{00A0}\t\n  - b.left == c.left\u{3000}\n  - x\u{200B}\n"
    #expect(SceneFileText.constraintEntries(of: text) == ["a.top == b.top", "b.left == c.left", "x\u{200B}"])
}
