import ObjCRewriter
import Testing

/// Selector names as the Swift compiler gives them to `@objc` members.
/// Expected names follow Swift's documented rules: no parameters → the base
/// name; an unlabeled first parameter → `base:`; a labeled one →
/// `baseWithLabel:` unless the label starts with a preposition; later
/// labels as they are (a bare `:` for `_`); `init` as the base name of an
/// initialiser; `setName:` for a setter. (Examples of generated headers:
/// `fooWithLabel:`, `quxWithLabel::`; Interface Builder's actions:
/// `colorTappedWithSender:`, `clickFor:`.)
struct SelectorNameTests {
    @Test(arguments: [
        ("tap", [String](), "tap"),
        ("tap", ["_"], "tap:"),
        ("colorTapped", ["sender"], "colorTappedWithSender:"),
        ("click", ["for"], "clickFor:"),
        ("didTap", ["_", "forEvent"], "didTap:forEvent:"),
        ("foo", ["label"], "fooWithLabel:"),
        ("qux", ["label", "_"], "quxWithLabel::"),
        ("tableView", ["_", "didSelectRowAt"], "tableView:didSelectRowAt:"),
        ("keyboardWillShow", ["_"], "keyboardWillShow:"),
        ("move", ["toPoint"], "moveToPoint:"),
        ("handle", ["with"], "handleWith:"),
    ])
    func method(base: String, labels: [String], expected: String) {
        #expect(ObjCSelectorName.method(base, labels: labels) == expected)
    }

    @Test func initialisersAndProperties() {
        #expect(ObjCSelectorName.method("init", labels: ["frame"]) == "initWithFrame:")
        #expect(ObjCSelectorName.getter("isOn") == "isOn")
        #expect(ObjCSelectorName.setter("isOn") == "setIsOn:")
        #expect(ObjCSelectorName.setter("titleLabel") == "setTitleLabel:")
    }

    @Test func explicitNameWins() {
        let file = SourceFile(path: "A.swift", text: "class A { @objc(handleTap:) func tapped(_ g: Any) {} }")
        let member = file.types[0].members[0]
        #expect(ObjCSelectorName.selector(of: member) == "handleTap:")
    }
}
