import FileSafety
import Scene
import Layout
import Testing

/// The catalogue of broken scenes: each with its exact message and the
/// line and column it points at (`bad.yaml:LINE:COLUMN: message`).
@Suite struct SceneErrorCatalogueTests {
    /// A scene with a label and a button inside myView, plus `extra` lines.
    static func scene(views: String = defaultViews, _ extra: String = "") -> String {
        "views:\n" + views + extra
    }

    static let defaultViews = """
          - myView: { background: red }
            children:
              - label: { text: Some text }
              - button: { title: Press }

        """

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var yaml: String
        var expected: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "alpha out of range", yaml: scene(views: "  - box: { alpha: 1.5 }\n"),
             expected: "bad.yaml:2:19: expected an alpha from 0 (invisible) to 1 (opaque), found 1.5"),
        Case(name: "minimum scale factor out of range", yaml: scene(views: "  - title: { type: label, minimumScaleFactor: 2 }\n"),
             expected: "bad.yaml:2:47: expected minimumScaleFactor from 0 to 1, found 2"),
        Case(name: "hyphenation factor not a number", yaml: scene(views: "  - title: { type: label, hyphenationFactor: high }\n"),
             expected: "bad.yaml:2:46: expected a hyphenation factor (a number), found \"high\""),
        Case(name: "unknown baseline adjustment", yaml: scene(views: "  - title: { type: label, baselineAdjustment: alignCentres }\n"),
             expected: "bad.yaml:2:47: unknown baseline adjustment \"alignCentres\"; did you mean \"alignCenters\"? Expected one of alignBaselines, alignCenters, none"),
        // Metrics in equations
        Case(name: "unknown metric after +", yaml: "metrics: { inset: 8 }\n" + scene("constraints:\n  - label.top == myView.top + insett\n"),
             expected: "bad.yaml:8:31: unknown metric \"insett\"; did you mean \"inset\"?"),
        Case(name: "metric without metrics", yaml: scene("constraints:\n  - label.width == wide\n"),
             expected: "bad.yaml:7:20: unknown metric \"wide\"; the file declares no metrics (metrics: {name: number}), or write view.attribute"),
        // YAML itself
        Case(name: "bad YAML: unclosed flow mapping", yaml: "views:\n  - myView: { background: red\n",
             expected: "bad.yaml:3:1: invalid YAML: did not find expected ',' or '}' (while parsing a flow mapping at 2:13)"),
        Case(name: "bad YAML: tab indentation", yaml: "views:\n\t- myView:\n",
             expected: "bad.yaml:2:1: invalid YAML: found character that cannot start any token (while scanning for the next token at 2:1)"),
        Case(name: "empty file", yaml: "", expected: "bad.yaml:1:1: expected a scene (a mapping with views:, constraints:, …), found an empty file"),
        Case(name: "scene is a list", yaml: "- myView\n", expected: "bad.yaml:1:1: expected the scene (a mapping), found a list"),
        // A file that is no scene is one long plain scalar: quoted by its
        // first 40 characters (the two lines folded into one), not whole.
        Case(name: "a text file, not a scene", yaml: "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n",
             expected: "bad.yaml:1:1: expected the scene (a mapping), found \"root:x:0:0:root:/root:/bin/bash daemon:x…\""),
        Case(name: "unknown top-level key", yaml: "view:\n  - myView:\n",
             expected: "bad.yaml:1:1: unknown key \"view\" in the scene; did you mean \"views\"?"),
        Case(name: "no views", yaml: "title: Nothing\n", expected: "bad.yaml:1:1: the scene needs \"views\""),
        Case(name: "cycle in the tree (an alias inside the node it names)",
             yaml: "views: &tree\n  - box:\n    children: *tree\n",
             expected: "bad.yaml:3:15: invalid YAML: an alias refers to an anchor that is not defined before it (an alias inside the node it names would make the tree contain itself); expected an anchor (&name) defined and closed earlier"),
        Case(name: "duplicate key", yaml: scene(views: "  - label: { text: a, text: b }\n"),
             expected: "bad.yaml:2:23: duplicate key \"text\" (first at 2:14)"),
        // The view tree
        Case(name: "duplicate view name", yaml: scene(views: "  - label: { text: a }\n  - box:\n    children:\n      - label: { text: b }\n"),
             expected: "bad.yaml:5:9: duplicate view name \"label\" (first at 2:5); expected each name once"),
        Case(name: "reserved name", yaml: scene(views: "  - root: {}\n"),
             expected: "bad.yaml:2:5: \"root\" is reserved (root, superview, children); expected another view name"),
        Case(name: "name that is not an identifier", yaml: scene(views: "  - my-view: {}\n"),
             expected: "bad.yaml:2:5: expected a view name made of letters, digits and _ (not starting with a digit), found \"my-view\""),
        Case(name: "two names in one item", yaml: scene(views: "  - myView: {}\n    otherView: {}\n"),
             expected: "bad.yaml:3:5: expected one view per list item, found a second name \"otherView\" after \"myView\"; start it with its own -, or indent properties under the name"),
        Case(name: "views not a list", yaml: "views: { myView: {} }\n",
             expected: "bad.yaml:1:8: expected a list of views (a list), found a mapping"),
        Case(name: "unknown view type", yaml: scene(views: "  - title: { type: lable }\n"),
             expected: "bad.yaml:2:20: unknown view type \"lable\"; did you mean \"label\"? Expected one of view, label, button, stack, guide, switch, slider, segmented, textField, image, activityIndicator, progress, pageControl, stackView"),
        // No close name: what is expected follows a semicolon, not glued to the name.
        Case(name: "unknown view type (no suggestion)", yaml: scene(views: "  - toggle: { type: carousel }\n"),
             expected: "bad.yaml:2:21: unknown view type \"carousel\"; expected one of view, label, button, stack, guide, switch, slider, segmented, textField, image, activityIndicator, progress, pageControl, stackView"),
        Case(name: "unknown property (typo)", yaml: scene(views: "  - label: { txet: Hello }\n"),
             expected: "bad.yaml:2:14: unknown key \"txet\" for \"label\", a label; did you mean \"text\"?"),
        Case(name: "property of another type", yaml: scene(views: "  - myView: { text: Hello }\n"),
             expected: "bad.yaml:2:15: unknown key \"text\" for \"myView\", a view; \"text\" is for labels: give type: label"),
        // Controls (SceneControl's table)
        Case(name: "unknown control key (typo)", yaml: scene(views: "  - toggle: { type: switch, onn: true }\n"),
             expected: "bad.yaml:2:29: unknown key \"onn\" for \"toggle\", a switch; did you mean \"on\"?"),
        Case(name: "control key on a plain view", yaml: scene(views: "  - box: { value: 0.5 }\n"),
             expected: "bad.yaml:2:12: unknown key \"value\" for \"box\", a view; \"value\" is for sliders: give type: slider"),
        Case(name: "selected segment past the last", yaml: scene(views: "  - sizes: { type: segmented, segments: [A, B], selected: 2 }\n"),
             expected: "bad.yaml:2:59: expected the selected segment's index from -1 (none) to 1, found 2"),
        Case(name: "too many pages", yaml: scene(views: "  - dots: { type: pageControl, pages: 1001 }\n"),
             expected: "bad.yaml:2:39: expected at most 1000 pages, found 1001"),
        Case(name: "slider value outside its range", yaml: scene(views: "  - volume: { type: slider, value: 1.5 }\n"),
             expected: "bad.yaml:2:36: expected a value from 0 to 1, found 1.5"),
        Case(name: "unknown border style", yaml: scene(views: "  - email: { type: textField, borderStyle: rounded }\n"),
             expected: "bad.yaml:2:44: unknown border style \"rounded\"; did you mean \"roundedRect\"? Expected one of none, line, bezel, roundedRect"),
        Case(name: "image file missing", yaml: scene(views: "  - photo: { type: image, image: missing.png }\n"),
             expected: "bad.yaml:2:34: the image missing.png cannot be read (No such file or directory); expected a PNG file, relative to the scene file"),
        Case(name: "guide with children", yaml: scene(views: "  - spacerGuide:\n    children:\n      - label: {}\n"),
             expected: "bad.yaml:4:7: \"spacerGuide\" is a layout guide and cannot have children; expected views to be children of views"),
        // Values
        Case(name: "bad colour (hex)", yaml: scene(views: "  - myView: { background: \"#FF00\" }\n"),
             expected: "bad.yaml:2:27: expected a colour as #RRGGBB or #RRGGBBAA (hexadecimal digits), found \"#FF00\""),
        Case(name: "bad colour (name)", yaml: scene(views: "  - myView: { background: rde }\n"),
             expected: "bad.yaml:2:27: unknown colour \"rde\"; did you mean \"red\"? Expected #RRGGBB, #RRGGBBAA, \"white W\" (W from 0 to 1) or a name (black, white, red, systemBlue, …)"),
        Case(name: "bad colour (name, no suggestion)", yaml: scene(views: "  - myView: { background: chartreuse }\n"),
             expected: "bad.yaml:2:27: unknown colour \"chartreuse\"; expected #RRGGBB, #RRGGBBAA, \"white W\" (W from 0 to 1) or a name (black, white, red, systemBlue, …)"),
        Case(name: "bad colour (white out of range)", yaml: scene(views: "  - myView: { background: white 1.5 }\n"),
             expected: "bad.yaml:2:27: expected \"white W\" or \"white W alpha A\" with numbers from 0 to 1, found \"white 1.5\""),
        Case(name: "bad number of lines", yaml: scene(views: "  - label: { lines: -1 }\n"),
             expected: "bad.yaml:2:21: expected the number of lines (0 for no limit) (a whole number of at least 0), found \"-1\""),
        Case(name: "bad priority in hugging", yaml: scene(views: "  - label: { hugging: 1001 }\n"),
             expected: "bad.yaml:2:23: expected a priority from 1 to 1000, found 1001"),
        Case(name: "unknown font", yaml: "fonts: { body: { size: 16 } }\n" + scene(views: "  - label: { font: bdy }\n"),
             expected: "bad.yaml:3:20: unknown font \"bdy\"; did you mean \"body\"?"),
        Case(name: "missing font file", yaml: "fonts: { body: { file: nowhere.ttf, size: 16 } }\n" + scene(),
             expected: "bad.yaml:1:24: font file not found: nowhere.ttf (looked for /nonexistent/nowhere.ttf); expected a path relative to the scene file"),
        Case(name: "canvas width not positive", yaml: "canvas: { width: -5 }\n" + scene(),
             expected: "bad.yaml:1:18: expected the canvas width greater than 0 and at most 100000, found -5"),
        Case(name: "sweep going the wrong way", yaml: "sweep: { from: 200, to: 100, step: 2 }\n" + scene(),
             expected: "bad.yaml:1:36: expected a step that goes from 200 towards 100, found 2"),
        // Equations
        Case(name: "unknown view in an equation", yaml: scene("constraints:\n  - lable.top == myView.top + 8\n"),
             expected: "bad.yaml:7:5: unknown view \"lable\"; did you mean \"label\"?"),
        Case(name: "unknown second view", yaml: scene("constraints:\n  - label.top == myVeiw.top + 8\n"),
             expected: "bad.yaml:7:18: unknown view \"myVeiw\"; did you mean \"myView\"?"),
        Case(name: "unknown view in a quoted equation", yaml: scene("constraints:\n  - \"label.top == buton.bottom\"\n"),
             expected: "bad.yaml:7:19: unknown view \"buton\"; did you mean \"button\"?"),
        Case(name: "unknown attribute", yaml: scene("constraints:\n  - label.botom == myView.bottom - 8\n"),
             expected: "bad.yaml:7:11: unknown attribute \"botom\"; did you mean \"bottom\"?"),
        Case(name: "mixed axes", yaml: scene("constraints:\n  - label.top == myView.leading\n"),
             expected: "bad.yaml:7:25: a horizontal position cannot be tied to a vertical one (top and leading); expected both on the same axis"),
        Case(name: "size tied to position", yaml: scene("constraints:\n  - label.width == myView.top\n"),
             expected: "bad.yaml:7:27: a size (width) cannot be tied to a position (top); expected two sizes or two positions on one axis"),
        Case(name: "leading tied to left", yaml: scene("constraints:\n  - label.leading == myView.left + 8\n"),
             expected: "bad.yaml:7:29: leading and trailing cannot be tied to left and right (leading and left); expected both directional or both absolute"),
        Case(name: "constant for a position", yaml: scene("constraints:\n  - label.top == 8\n"),
             expected: "bad.yaml:7:18: a constant alone can only be given for a width or a height, not for top; expected view.attribute"),
        Case(name: "bad relation", yaml: scene("constraints:\n  - label.top = myView.top\n"),
             expected: "bad.yaml:7:15: expected ==, <= or >= after label.top, found \"=\""),
        Case(name: "bad priority (number)", yaml: scene("constraints:\n  - label.bottom == myView.bottom - 8 @2000\n"),
             expected: "bad.yaml:7:40: expected a priority from 1 to 1000, found 2000"),
        Case(name: "bad priority (name)", yaml: scene("constraints:\n  - label.bottom == myView.bottom - 8 @defaultLo\n"),
             expected: "bad.yaml:7:40: unknown priority \"defaultLo\"; did you mean \"defaultLow\"? Expected a number from 1 to 1000 or one of required, defaultHigh, dragThatCanResizeScene, sceneSizeStayPut, dragThatCannotResizeScene, defaultLow, fittingSizeLevel"),
        Case(name: "bad priority (name, no suggestion)", yaml: scene("constraints:\n  - label.bottom == myView.bottom - 8 @urgent\n"),
             expected: "bad.yaml:7:40: unknown priority \"urgent\"; expected a number from 1 to 1000 or one of required, defaultHigh, dragThatCanResizeScene, sceneSizeStayPut, dragThatCannotResizeScene, defaultLow, fittingSizeLevel"),
        Case(name: "text after the constant", yaml: scene("constraints:\n  - label.top == myView.top + 8 pt\n"),
             expected: "bad.yaml:7:33: expected @priority, found \"pt\""),
        Case(name: "missing attribute", yaml: scene("constraints:\n  - label == myView.top\n"),
             expected: "bad.yaml:7:11: expected . and an attribute after \"label\" (as in label.top), found \"==\""),
        Case(name: "superview of the root", yaml: scene("constraints:\n  - superview.top == root.top\n"),
             expected: "bad.yaml:7:5: superview needs a view on the other side of the equation; expected it beside a view of the scene (root has no superview)"),
        Case(name: "options with an equation", yaml: scene("constraints:\n  - { constraint: label.top == myView.top, options: alignAllTop }\n"),
             expected: "bad.yaml:7:53: options are for visual format lines only; expected no options with an equation"),
        Case(name: "duplicate constraint identifier",
             yaml: scene("constraints:\n  - top: label.top == myView.top\n  - top: button.top == label.bottom\n"),
             expected: "bad.yaml:8:5: duplicate constraint identifier \"top\" (first at 7:5); expected each identifier once"),
        // Visual format lines
        Case(name: "unknown view in a visual format line", yaml: scene("constraints:\n  - H:|-[lable]-|\n"),
             expected: "bad.yaml:7:10: unknown view \"lable\"; did you mean \"label\"? (in the visual format line)"),
        Case(name: "unclosed view in a visual format line", yaml: scene("constraints:\n  - H:|-[label\n"),
             expected: "bad.yaml:7:15: Expected ']' to end a view"),
        Case(name: "unknown format option", yaml: scene("constraints:\n  - { constraint: \"H:[label][button]\", options: [alignAllCentreY] }\n"),
             expected: "bad.yaml:7:50: unknown format option \"alignAllCentreY\"; did you mean \"alignAllCenterY\"? Expected one of alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing, alignAllCenterX, alignAllCenterY, alignAllLastBaseline, alignAllFirstBaseline, directionLeadingToTrailing, directionLeftToRight, directionRightToLeft, spacingBaselineToBaseline"),
        // States
        Case(name: "state hides an unknown view", yaml: scene("states:\n  collapsed: { hide: [buton] }\n"),
             expected: "bad.yaml:7:23: unknown view \"buton\"; did you mean \"button\"?"),
        Case(name: "state names an unknown constraint",
             yaml: scene("constraints:\n  - buttonTop: button.top == label.bottom + 8\nstates:\n  collapsed: { deactivate: buttonTp }\n"),
             expected: "bad.yaml:9:28: unknown constraint identifier \"buttonTp\"; did you mean \"buttonTop\"?"),
        Case(name: "state changes the text of a view", yaml: scene("states:\n  renamed: { texts: { myView: Hello } }\n"),
             expected: "bad.yaml:7:23: \"myView\" is a view; expected a label or a button to change the text of"),
        Case(name: "unknown state key", yaml: scene("states:\n  collapsed: { hidden: [button] }\n"),
             expected: "bad.yaml:7:16: unknown key \"hidden\" in the state \"collapsed\"; did you mean \"hide\"?"),
        // A state's name is part of file names (STATE-320.png): plain names only.
        Case(name: "state name leaves its folder", yaml: scene("states:\n  ../../../x: { hide: [button] }\n"),
             expected: "bad.yaml:7:3: the state name \"../../../x\" is not a plain name ('.' is not allowed); expected letters (a-z, A-Z), digits, '-', '_' and '.', not starting with '.'"),
        Case(name: "state name with a slash", yaml: scene("states:\n  a/b: { hide: [button] }\n"),
             expected: "bad.yaml:7:3: the state name \"a/b\" is not a plain name ('/' is not allowed); expected letters (a-z, A-Z), digits, '-', '_' and '.', not starting with '.'"),
        Case(name: "state named base", yaml: scene("states:\n  base: { hide: [button] }\n"),
             expected: "bad.yaml:7:3: the state name \"base\" is taken (the tree without a state); expected another name"),
    ]

    @Test(arguments: cases) func brokenScene(_ test: Case) {
        do {
            _ = try Scene(yaml: test.yaml, file: "bad.yaml", directory: "/nonexistent")
            Issue.record("\(test.name): no error")
        } catch {
            #expect(error.description == test.expected, "\(test.name)")
        }
    }

    @Test func catalogueHasAtLeast25Cases() {
        #expect(Self.cases.count >= 25)
        #expect(Set(Self.cases.map(\.expected)).count == Self.cases.count)
    }
}

@Suite struct PlainNameTests {
    @Test(arguments: ["collapsed", "long-value", "wide_spacing", "v1.2", "A9"])
    func plain(_ name: String) { #expect(PlainName.isValid(name)) }

    @Test(arguments: ["", ".", "..", ".hidden", "../x", "a/b", "a b", "é", "a\0b", "a\\b"])
    func notPlain(_ name: String) { #expect(!PlainName.isValid(name)) }
}
