import Layout
import Scene
import Testing
import TrellisTestSupport

/// What each part of the format builds.
@Suite struct SceneFormatTests {
    func scene(_ yaml: String) throws -> Scene { try Scene(yaml: yaml, file: "test.yaml") }

    @Test func typesAreInferredFromNamesOrGiven() throws {
        let root = try scene("""
            views:
              - box:
                children:
                  - titleLabel: { text: Hi }
                  - okButton: { title: OK }
                  - rowStack: { axis: vertical, spacing: 4 }
                    children:
                      - caption: { type: label, text: Caption }
                  - spacerGuide:
              - plain: { type: view }
            """).makeRoot(width: 300)
        #expect(root["titleLabel"] is Label)
        #expect(root["okButton"] is Button)
        let stack = try #require(root["rowStack"] as? StackView)
        #expect(stack.axis == .vertical && stack.spacing == 4)
        #expect(stack.arrangedSubviews.map(\.name) == ["caption"])
        #expect(root["caption"] is Label)
        #expect(root["box"].layoutGuides.map(\.identifier).contains("spacerGuide"))
        #expect(type(of: root["plain"]) == View.self)
    }

    @Test func viewProperties() throws {
        let root = try scene("""
            views:
              - box: { background: "#FF000080", borderColor: white 0.5, borderWidth: 2, cornerRadius: 6,
                       margins: { top: 1, left: 2, bottom: 3, right: 4 }, hidden: true, clipsToBounds: true,
                       hugging: { horizontal: defaultHigh, vertical: 251 }, compressionResistance: fittingSizeLevel }
              - label: { text: Hi, color: darkGray, alignment: right, lines: 2, lineBreak: byWordWrapping,
                         preferredMaxLayoutWidth: 120, font: 20 }
              - button: { title: Go, insets: 4, alignment: left, color: systemBlue, alpha: 0.25 }
            """).makeRoot(width: 300)
        let box = root["box"]
        #expect(box.backgroundColor == Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
        #expect(box.borderColor == Color(white: 0.5) && box.borderWidth == 2 && box.cornerRadius == 6)
        #expect(box.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(box.isHidden && box.clipsToBounds)
        #expect(box.contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(box.contentHuggingPriority(for: .vertical) == 251)
        #expect(box.contentCompressionResistancePriority(for: .vertical) == .fittingSizeLevel)
        let label = root["label"] as! Label
        #expect(label.textColor == .darkGray && label.textAlignment == .right && label.numberOfLines == 2)
        #expect(label.lineBreakMode == .byWordWrapping && label.preferredMaxLayoutWidth == 120)
        #expect(label.font == Font.systemFont(ofSize: 20))
        let button = root["button"] as! Button
        #expect(button.title == "Go" && button.contentEdgeInsets == EdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        #expect(button.contentHorizontalAlignment == .left && button.titleLabel?.textColor == .systemBlue)
        #expect(button.alpha == 0.25 && box.alpha == 1)
    }

    /// Hyphenation and UILabel's autoshrink, with UIKit's property names.
    @Test func labelShrinkAndHyphenationKeys() throws {
        let root = try scene("""
            views:
              - label: { text: Hi, hyphenationFactor: 0.7, adjustsFontSizeToFitWidth: true, minimumScaleFactor: 0.5,
                         allowsDefaultTighteningForTruncation: yes, baselineAdjustment: alignCenters }
              - plainLabel: { text: Hi }
            """).makeRoot(width: 300)
        let label = root["label"] as! Label
        #expect(label.hyphenationFactor == 0.7 && label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0.5)
        #expect(label.allowsDefaultTighteningForTruncation && label.baselineAdjustment == .alignCenters)
        let plain = root["plainLabel"] as! Label
        #expect(plain.hyphenationFactor == 0 && !plain.adjustsFontSizeToFitWidth && plain.minimumScaleFactor == 0)
        #expect(!plain.allowsDefaultTighteningForTruncation && plain.baselineAdjustment == .alignBaselines)
    }

    @Test func equations() throws {
        let scene = try scene("""
            views:
              - a:
              - b:
            constraints:
              - a.leading == superview.leading + 10
              - a.top == root.top + 5
              - a.width == 100
              - a.height == 0.5 * a.width
              - b.width == a.width * 2 - 20 @ defaultHigh + 1
              - b.height >= 30
              - b.leading == a.trailing + 8
              - b.top == a.bottom - 4
              - { constraint: b.height <= 10, id: low, active: false }
            """)
        let instance = scene.build(in: View(name: "root"))
        let root = instance.root
        root.frame = Rect(x: 0, y: 0, width: 400, height: 0)
        root.layoutIfNeeded()
        #expect(root["a"].frame == Rect(x: 10, y: 5, width: 100, height: 50))
        #expect(root["b"].frame == Rect(x: 118, y: 51, width: 180, height: 30))
        let widthConstraint = root.constraints.first { $0.firstItem === root["b"] && $0.firstAttribute == .width }
        #expect(widthConstraint?.priority == 751)
        #expect(widthConstraint?.multiplier == 2 && widthConstraint?.constant == -20)
        #expect(widthConstraint?.file == "test.yaml" && widthConstraint?.line == 9)
        #expect(instance.constraints["low"]?.first?.isActive == false)
    }

    /// Metrics stand for constants in equations too: after + or -, or alone
    /// for a size, with a sign.
    @Test func equationsWithMetrics() throws {
        let scene = try scene("""
            metrics: { inset: 12, gap: 8, size: 40 }
            views:
              - a:
              - b:
            constraints:
              - a.leading == root.leading + inset
              - a.top == root.top + inset
              - a.width == size
              - a.height == size
              - b.leading == a.trailing + gap
              - b.top == a.top - gap
              - b.width == a.width - inset
              - b.height == size
            """)
        let instance = scene.build(in: View(name: "root"))
        instance.root.frame = Rect(x: 0, y: 0, width: 300, height: 0)
        instance.root.layoutIfNeeded()
        // a: 12 in, 40 × 40; b: 12 + 40 + 8 = 60 across, 12 − 8 = 4 down, 40 − 12 = 28 wide.
        #expect(instance.root["a"].frame == Rect(x: 12, y: 12, width: 40, height: 40))
        #expect(instance.root["b"].frame == Rect(x: 60, y: 4, width: 28, height: 40))
    }

    @Test func visualFormatLinesWithMetricsOptionsAndIdentifiers() throws {
        let scene = try scene("""
            metrics: { side: 12 }
            views:
              - a:
              - b:
            constraints:
              - row: H:|-side-[a(40)]-[b(==a)]
              - V:|-[a(30)]
              - { constraint: "H:[a]-[b]", options: [alignAllTop, alignAllBottom], id: aligned }
            """)
        let instance = scene.build(in: View(name: "root"))
        instance.root.frame = Rect(x: 0, y: 0, width: 300, height: 0)
        instance.root.layoutIfNeeded()
        #expect(instance.root["a"].frame == Rect(x: 12, y: 20, width: 40, height: 30))
        #expect(instance.root["b"].frame == Rect(x: 60, y: 20, width: 40, height: 30))
        #expect(instance.constraints["row"]?.count == 4)
        #expect(instance.constraints["aligned"]?.allSatisfy { $0.identifier == "aligned" } == true)
        #expect(instance.root.layoutIssues.isEmpty)
    }

    @Test func statesChangeTheTree() throws {
        let scene = try scene("""
            views:
              - box:
              - label: { text: Before }
              - button: { title: Tap }
            constraints:
              - H:|[box]|
              - V:|[box]
              - height: box.height == 40
              - { constraint: box.height == 80, id: tall, active: false, }
            states:
              tall: { summary: Taller, deactivate: height, activate: tall }
              shorter: { constants: { height: 10 } }
              optional: { priorities: { height: 500 } }
              renamed: { texts: { label: After, button: Again }, hide: [box] }
              shown: { show: box }
            """)
        #expect(scene.states.map(\.name) == ["tall", "shorter", "optional", "renamed", "shown"])
        #expect(scene.state(named: "tall")?.summary == "Taller")
        #expect(scene.makeRoot(width: 100)["box"].frame.height == 40)
        #expect(scene.makeRoot(width: 100, state: "tall")["box"].frame.height == 80)
        #expect(scene.makeRoot(width: 100, state: "shorter")["box"].frame.height == 10)
        let instance = scene.build(in: View(name: "root"))
        instance.apply(state: "optional")
        #expect(instance.constraints["height"]?.first?.priority == 500)
        let renamed = scene.makeRoot(width: 100, state: "renamed")
        #expect((renamed["label"] as! Label).text == "After")
        #expect((renamed["button"] as! Button).title == "Again")
        #expect(renamed["box"].isHidden)
    }

    /// A listed state applies to any tree the scene built, later on: the
    /// root keeps the scene's instance, so `tall` (inactive when built)
    /// is found and activated. Two trees, each changed on its own.
    @Test func listedStatesApplyToATreeTheSceneBuilt() throws {
        let scene = try scene("""
            views:
              - box:
            constraints:
              - H:|[box]|
              - V:|[box]
              - height: box.height == 40
              - { constraint: box.height == 80, id: tall, active: false }
            states:
              tall: { deactivate: height, activate: tall }
            """)
        let tall = try #require(scene.state(named: "tall"))
        let first = scene.makeRoot(width: 100), second = scene.makeRoot(width: 100)
        tall.apply(first)
        first.layoutIfNeeded()
        second.layoutIfNeeded()
        #expect(first["box"].frame.height == 80)
        #expect(second["box"].frame.height == 40)
        let built = View(name: "root")
        built.frame = Rect(x: 0, y: 0, width: 100, height: 0)
        scene.build(in: built)
        built.layoutIfNeeded()
        tall.apply(built)
        built.layoutIfNeeded()
        #expect(built["box"].frame.height == 80)
    }

    @Test func canvasAndDefaults() throws {
        let plain = try scene("views:\n  - a:\n")
        #expect(plain.width == 375 && plain.height == nil && plain.background == .white && plain.sweep == nil)
        let sized = try scene("canvas: { width: 320, height: 200, background: white 0.926 }\nsweep: { from: 400, to: 200 }\nviews: []\n")
        #expect(sized.width == 320 && sized.height == 200 && sized.background == Color(white: 0.926))
        #expect(sized.sweep == WidthRange(from: 400, to: 200, step: -2))
        // The canvas height unless another is given; 0: the content's (none here).
        #expect(sized.makeRoot(width: 100).frame.size == Size(width: 100, height: 200))
        #expect(sized.makeRoot(width: 100, height: 50).frame.size == Size(width: 100, height: 50))
        #expect(sized.makeRoot(width: 100, height: 0).frame.size == Size(width: 100, height: 0))
        // As a Scenario: the canvas, and the sweep or 200…600 by 4.
        #expect(sized.defaultWidth == 320 && sized.defaultHeight == 200 && plain.defaultHeight == nil)
        #expect(sized.defaultSweep == WidthRange(from: 400, to: 200, step: -2))
        #expect(plain.defaultSweep == WidthRange(from: 200, to: 600, step: 4))
        #expect(plain.name == "test.yaml")
    }

    /// A scene's summary is the first paragraph of the comment it opens with.
    @Test func summaryIsTheOpeningCommentsFirstParagraph() throws {
        let card = try scene("""
            #
            # A card that shrinks
            #   when its button hides.
            #
            # Details for the file's readers.
            title: Card
            views:
              - card:
            """)
        #expect(card.summary == "A card that shrinks when its button hides.")
        #expect(try scene("title: x\n# late comment\nviews: []\n").summary == "")
        #expect(try scene("# One line\nviews: []\n").summary == "One line")
    }

    /// A font file named relative to the scene becomes a family of its own,
    /// measured by the scene's measurer: "Some text" is 85 × 10 at 10 points.
    @Test func fontFilesAreMeasured() throws {
        let scene = try Scene(yaml: """
            fonts:
              test: { file: fonts/TrellisTest.ttf, size: 10 }
              named: { file: fonts/TrellisTest.ttf, family: Trellis Test, size: 20 }
            views:
              - label: { text: Some text, font: test }
              - big: { type: label, text: AB, font: named }
            constraints:
              - V:|[label][big]
              - H:|[label]
              - H:|[big]
            """, file: "fonts.yaml", directory: fixtures)
        #expect(scene.fonts["named"] == Font(family: "Trellis Test", size: 20))
        let root = scene.makeRoot(width: 300)
        #expect(root["label"].frame == Rect(x: 0, y: 0, width: 85, height: 10))
        #expect(root["big"].frame == Rect(x: 0, y: 10, width: 40, height: 20))
    }

    @Test func errorsPointIntoTheFile() {
        #expect(throws: SceneError(file: "x.yaml", line: 3, column: 16, message: "unknown view \"bx\"; did you mean \"box\"?")) {
            try Scene(yaml: "views: [box: {}]\nconstraints:\n  - box.top == bx.top\n", file: "x.yaml")
        }
        #expect(throws: SceneError(file: "/no/such.yaml", message: "no such file or directory")) {
            try Scene.load(contentsOf: "/no/such.yaml")
        }
    }

    /// A missing file has no place in it: its message is the path and the
    /// reason, no line:column (newuser33).
    @Test func aMissingFileHasNoLineAndColumn() {
        #expect(SceneError(file: "Fixtures", message: "no such file or directory").description
                == "Fixtures: no such file or directory")
        #expect(SceneError(file: "x.yaml", line: 2, column: 5, message: "m").description == "x.yaml:2:5: m")
    }

    /// A `.json` scene's syntax errors say JSON, in JSON's words
    /// (newuser33; since scene37 the strict JSON reader's, see
    /// `StrictJSONSceneTests`); a `.yaml` file's stay YAML's. The unclosed
    /// object is the inner one, whose `{` is column 11 of `{"views": {`;
    /// the end of the text is 2:1.
    @Test func jsonFilesGetJSONWording() {
        let text = "{\"views\": {\"a\": 1\n"
        #expect(throws: SceneError(file: "s.json", line: 2, column: 1,
                                   message: "invalid JSON: unexpected end of input, expected ',' or '}'")) {
            try Scene(yaml: text, file: "s.json")
        }
        #expect(throws: SceneError(file: "s.yaml", line: 2, column: 1,
                                   message: "invalid YAML: did not find expected ',' or '}' (while parsing a flow mapping at 1:11)")) {
            try Scene(yaml: text, file: "s.yaml")
        }
    }

    /// A `.json` scene's meaning errors name JSON's collections too
    /// (newuser34), at the same line and column; a `.yaml` file's keep
    /// YAML's. `{"views": {` puts the views' object at 1:11; in
    /// `{"views": [{"a": 1}]}` the 1 is column 18; `{"views": [[]]}` puts
    /// the inner array at 1:12.
    @Test func jsonMeaningErrorsUseJSONWords() {
        let objectViews = "{\"views\": {\"a\": {}}}"
        #expect(throws: SceneError(file: "s.json", line: 1, column: 11, message: "expected an array of views (an array), found an object")) {
            try Scene(yaml: objectViews, file: "s.json")
        }
        #expect(throws: SceneError(file: "s.yaml", line: 1, column: 11, message: "expected a list of views (a list), found a mapping")) {
            try Scene(yaml: objectViews, file: "s.yaml")
        }
        #expect(throws: SceneError(file: "S.JSON", line: 1, column: 18,
                                   message: "expected the properties of \"a\" (an object such as {\"background\": \"red\"}), found \"1\"")) {
            try Scene(yaml: "{\"views\": [{\"a\": 1}]}", file: "S.JSON")
        }
        #expect(throws: SceneError(file: "s.json", line: 1, column: 12, message: "expected a view (\"name\": {properties}) (an object), found an array")) {
            try Scene(yaml: "{\"views\": [[]]}", file: "s.json")
        }
        #expect(throws: SceneError(file: "s.json", line: 1, column: 1,
                                   message: "expected a scene (an object with \"views\", \"constraints\", …), found an empty file")) {
            try Scene(yaml: "", file: "s.json")
        }
        #expect(throws: SceneError(file: "s.yaml", line: 1, column: 1,
                                   message: "expected a scene (a mapping with views:, constraints:, …), found an empty file")) {
            try Scene(yaml: "", file: "s.yaml")
        }
    }
}
