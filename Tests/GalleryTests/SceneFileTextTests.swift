import Gallery
import Testing

/// What a gallery page quotes of a scene file: its opening comment's first
/// paragraph and its `constraints:` entries as written.
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

    @Test func summaryIsTheFirstParagraph() {
        #expect(SceneFileText.leadingComment(of: text) == "A card that shrinks when its button hides.")
        #expect(SceneFileText.leadingComment(of: "title: x\n# late comment\n") == "")
    }

    @Test func constraintEntriesAsWritten() {
        #expect(SceneFileText.constraintEntries(of: text) == [
            "H:|-8-[card]-8-|",
            "buttonTop: label.bottom == button.top - 16   # breakable below",
            "{ constraint: \"H:[a]-[b]\",\noptions: [alignAllFirstBaseline] }",
        ])
    }
}
