import Scene
import Testing

/// A user who thinks in UIKit types UIKit's property names; the message
/// names the scene key that sets the same property. Edit distance alone
/// guessed wrong for several: `textColor` → "text", `titleColor` →
/// "title", `isLayoutMarginsRelativeArrangement` → "margins" (which is
/// layoutMargins, another property), and had no guess for
/// `semanticContentAttribute`.
@Suite struct NewUser16UIKitNameTests {
    static let cases: [(yaml: String, expected: String)] = [
        ("views:\n  - label: { text: Hi, numberOfLines: 0 }\n",
         "bad.yaml:2:24: unknown key \"numberOfLines\" for \"label\", a label; UIKit's numberOfLines is \"lines\" in a scene"),
        ("views:\n  - label: { text: Hi, textColor: red }\n",
         "bad.yaml:2:24: unknown key \"textColor\" for \"label\", a label; UIKit's textColor is \"color\" in a scene"),
        ("views:\n  - label: { text: Hi, semanticContentAttribute: rightToLeft }\n",
         "bad.yaml:2:24: unknown key \"semanticContentAttribute\" for \"label\", a label; UIKit's semanticContentAttribute is \"direction\" in a scene"),
        ("views:\n  - okButton: { title: OK, titleColor: red }\n",
         "bad.yaml:2:28: unknown key \"titleColor\" for \"okButton\", a button; UIKit's titleColor is \"color\" in a scene"),
        ("views:\n  - stack: { isLayoutMarginsRelativeArrangement: true }\n",
         "bad.yaml:2:14: unknown key \"isLayoutMarginsRelativeArrangement\" for \"stack\", a stack view; UIKit's isLayoutMarginsRelativeArrangement is \"marginsRelative\" in a scene"),
        // The first of tintColor's keys the kind takes: an image view's tint, a button's title colour.
        ("views:\n  - photo: { type: image, tintColor: red }\n",
         "bad.yaml:2:27: unknown key \"tintColor\" for \"photo\", an image view; UIKit's tintColor is \"tint\" in a scene"),
        ("views:\n  - okButton: { title: OK, tintColor: red }\n",
         "bad.yaml:2:28: unknown key \"tintColor\" for \"okButton\", a button; UIKit's tintColor is \"color\" in a scene"),
        ("views:\n  - toggle: { type: switch, isOn: true }\n",
         "bad.yaml:2:29: unknown key \"isOn\" for \"toggle\", a switch; UIKit's isOn is \"on\" in a scene"),
    ]

    @Test(arguments: cases.indices) func uikitNameNamesTheSceneKey(_ index: Int) {
        let test = Self.cases[index]
        do {
            _ = try Scene(yaml: test.yaml, file: "bad.yaml", directory: "/nonexistent")
            Issue.record("no error for \(test.yaml)")
        } catch {
            #expect(error.description == test.expected)
        }
    }

    /// A UIKit name whose keys the view does not take (a stack view has no
    /// text colour) gets the usual suggestion, never a key it would refuse.
    @Test func aUIKitNameTheKindLacksIsNotSuggested() {
        do {
            _ = try Scene(yaml: "views:\n  - stack: { textColor: red }\n", file: "bad.yaml", directory: "/nonexistent")
            Issue.record("no error")
        } catch {
            #expect(error.description.hasPrefix("bad.yaml:2:14: unknown key \"textColor\" for \"stack\", a stack view; "))
            #expect(!error.description.contains("UIKit's"))
        }
    }
}
