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
