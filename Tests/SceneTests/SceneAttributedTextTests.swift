import Layout
import Scene
import Testing
import TrellisTestSupport

/// `runs` and `paragraph` on labels and buttons (docs/scenes.md,
/// "Attributed text"), and `weight`/`italic` on fonts.
@Suite struct SceneAttributedTextTests {
    func scene(_ yaml: String) throws -> Scene { try Scene(yaml: yaml, file: "test.yaml", directory: fixtures) }

    @Test func runsBecomeAttributedText() throws {
        let root = try scene("""
            fonts:
              test: { file: fonts/TrellisTest.ttf, size: 10 }
              big: { file: fonts/TrellisTest.ttf, size: 20 }
              bold: { family: DejaVu Sans, size: 12, weight: bold, italic: true }
            views:
              - label:
                  font: test
                  lines: 0
                  runs:
                    - "AB "
                    - { text: CD, font: big, color: red, background: "#0000FF", kern: 2, baselineOffset: 3,
                        underline: single, strikethrough: double, underlineColor: blue, link: "https://example.com" }
                  paragraph: { lineSpacing: 4, firstLineHeadIndent: 5, alignment: center, lineBreak: byCharWrapping }
              - okButton: { runs: [Go, { text: "!", font: bold }] }
            """).makeRoot(width: 300)
        let label = try #require(root["label"] as? Label)
        let text = try #require(label.attributedText)
        #expect(label.text == "AB CD")
        #expect(text.runs.map(\.text) == ["AB ", "CD"])
        let cd = text.runs[1].attributes
        #expect(cd.font == Font(family: "TrellisTest", size: 20))
        #expect(cd.foregroundColor == .red && cd.backgroundColor == Color(red: 0, green: 0, blue: 1))
        #expect(cd.kern == 2 && cd.baselineOffset == 3 && cd.underlineStyle == .single && cd.strikethroughStyle == .double)
        #expect(cd.underlineColor == .blue && cd.link == "https://example.com")
        #expect(text.paragraphStyle.lineSpacing == 4 && text.paragraphStyle.firstLineHeadIndent == 5)
        #expect(text.paragraphStyle.alignment == .center && text.paragraphStyle.lineBreakMode == .byCharWrapping)
        let button = try #require(root["okButton"] as? Button)
        #expect(button.titleLabel?.attributedText?.runs[1].attributes.font
            == Font(family: "DejaVu Sans", size: 12, weight: .bold, isItalic: true))
        #expect(button.titleLabel?.text == "Go!")
    }

    @Test func aParagraphAloneStylesTheText() throws {
        let root = try scene("""
            views:
              - label: { text: Hi, paragraph: { headIndent: 3 } }
            """).makeRoot(width: 300)
        let label = try #require(root["label"] as? Label)
        #expect(label.attributedText?.runs.map(\.text) == ["Hi"])
        #expect(label.attributedText?.paragraphStyle.headIndent == 3)
    }

    /// Columns counted by hand in each line (1-based, as the messages give them).
    static let errors: [(yaml: String, message: String)] = [
        ("views:\n  - label: { text: Hi, runs: [Ho] }\n",
         #"test.yaml:2:30: "runs" gives the text in pieces: expected either "text" or "runs", not both ("text" is at 2:20)"#),
        ("views:\n  - label: { runs: [] }\n", "test.yaml:2:20: expected at least one run, found an empty list"),
        ("views:\n  - label: { runs: [{ font: 12 }] }\n", #"test.yaml:2:21: a run needs "text""#),
        ("views:\n  - label: { runs: [{ text: A, colour: red }] }\n",
         #"test.yaml:2:32: unknown key "colour" in a run; did you mean "color"?"#),
        ("views:\n  - label: { runs: [{ text: A, underline: dotted }] }\n",
         #"test.yaml:2:43: unknown line style "dotted"; expected one of single, thick, double"#),
        ("views:\n  - label: { text: A, paragraph: { lineSpacing: -1 } }\n",
         "test.yaml:2:49: expected lineSpacing in points of at least 0 and at most 100000, found -1"),
        ("fonts:\n  b: { size: 10, weight: heavyish }\nviews: []\n",
         #"test.yaml:2:26: unknown font weight "heavyish"; did you mean "heavy"? Expected one of thin, extraLight, light, regular, medium, semibold, bold, heavy, black"#),
    ]

    @Test(arguments: errors)
    func badAttributedTextIsLocated(_ yaml: String, _ message: String) {
        do {
            _ = try scene(yaml)
            Issue.record("no error for \(yaml)")
        } catch {
            #expect("\(error)" == message)
        }
    }
}
