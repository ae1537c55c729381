import ObjCRewriter
import Testing

/// `#keyPath` and `NSStringFromClass`, rewritten into what compiles and
/// runs without the Objective-C runtime. Expected strings are the ones
/// Apple documents for `#keyPath` ("Using Objective-C Runtime Features in
/// Swift": the properties' names after the type, joined by dots) and the
/// rewrite's own rules (ModuleRewriter+ClassNames).
struct KeyPathAndClassNameTests {
    func rewrite(_ source: String, also others: [String: String] = [:]) -> String? {
        let sources = others.merging(["A.swift": source]) { $1 }
        let files = sources.keys.sorted().map { SourceFile(path: $0, text: sources[$0]!) }
        return ModuleRewriter(files: files).rewrite(files.first { $0.path == "A.swift" }!).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The rewritten text above the `import TrellisObjC` appended for the runtime.
    func body(_ source: String) -> String? {
        guard let text = rewrite(source) else { return nil }
        return text.components(separatedBy: "\nimport TrellisObjC\n").first
    }

    // MARK: #keyPath

    @Test(arguments: [
        // A progress ring animating its shape layer's stroke by key.
        ("let spin = CABasicAnimation(keyPath: #keyPath(CAShapeLayer.strokeEnd))",
         "let spin = CABasicAnimation(keyPath: \"strokeEnd\")"),
        ("let key = #keyPath(RingLayer.strokeStart)", "let key = \"strokeStart\""),
        // A chain after the type: every property's name.
        ("observe(#keyPath(Person.bestFriend.name))", "observe(\"bestFriend.name\")"),
        // A module's name before the type is a type's path too.
        ("let k = #keyPath(UIKit.UIView.layer.cornerRadius)", "let k = \"layer.cornerRadius\""),
        // Inside a type, without one.
        ("let k = #keyPath(title)", "let k = \"title\""),
        ("let k = #keyPath(Person.bestFriend?.name)", "let k = \"bestFriend.name\""),
    ])
    func aKeyPathBecomesItsString(source: String, expected: String) {
        #expect(rewrite(source) == expected)
    }

    /// A property declared `@objc(name)` is known to Objective-C by that name.
    @Test func aPropertysObjectiveCNameIsUsed() {
        let source = """
        class Ring: CALayer {
            @objc(progressValue) dynamic var progress: CGFloat = 0
            func key() -> String { #keyPath(Ring.progress) }
            func own() -> String { #keyPath(progress) }
        }
        """
        let blanked = String(repeating: " ", count: "    @objc(progressValue) dynamic".count)
        let expected = """
        class Ring: CALayer {
        \(blanked) var progress: CGFloat = 0
            func key() -> String { "progressValue" }
            func own() -> String { "progressValue" }
        }
        """
        #expect(rewrite(source)?.components(separatedBy: "\n#sourceLocation(file:").first == expected)
    }

    /// Spread over lines, the string takes the first and the lines after it stay.
    @Test func aKeyPathOverLinesKeepsTheLinesAfterIt() {
        #expect(rewrite("let k = #keyPath(\n    Person.name\n)\nlet x = 1") == "let k = \"name\"\n\n\nlet x = 1")
    }

    /// Not a chain of names: left to the compiler, whose message names it.
    @Test func somethingElseInsideIsLeftAlone() {
        #expect(rewrite("let k = #keyPath(Person.name + 1)") == nil)
        #expect(rewrite("let k = \"#keyPath(Person.name)\"") == nil)
    }

    // MARK: NSStringFromClass

    @Test func nsStringFromClassBecomesTheRuntimes() {
        #expect(body("let id = NSStringFromClass(cellClass)") == "let id = ObjCRuntime.className(cellClass)")
        #expect(rewrite("let id = NSStringFromClass(cellClass)")?.hasSuffix("\nimport TrellisObjC\n") == true)
        #expect(rewrite("let f = formatter.NSStringFromClass(x)") == nil)
        #expect(rewrite("func NSStringFromClass(_ c: AnyClass) -> String { \"\" }") == nil)
        #expect(rewrite("let f = NSStringFromClass") == nil)
    }

    /// Bridging coercions are not rewritten: TrellisObjC and TrellisUIKit
    /// make them compile (`CGFloat` bridges to `NSNumber`, `CFArray` is `NSArray`).
    @Test func bridgingCoercionsAreLeftToTheAPI() {
        #expect(rewrite("let n = formatter.string(from: value as NSNumber)") == nil)
        #expect(rewrite("let g = CGGradient(colorsSpace: nil, colors: [a, b] as CFArray, locations: nil)") == nil)
    }
}

/// `#keyPath`, `NSStringFromClass` and `#selector` inside a string
/// interpolation: the lexer reads the string whole, so they are looked for
/// inside it too, and rewritten as outside.
struct InterpolatedRewriteTests {
    func rewrite(_ source: String) -> String? {
        let file = SourceFile(path: "A.swift", text: source)
        let text = ModuleRewriter(files: [file]).rewrite(file).map { String(decoding: $0, as: UTF8.self) }
        return text?.components(separatedBy: "\nimport TrellisObjC\n").first
    }

    @Test(arguments: [
        (#"let s = "\(#keyPath(Foo.bar))""#, #"let s = "\("bar")""#),
        (#"log("animating \(#keyPath(CAShapeLayer.strokeEnd)) of \(name)")"#,
         #"log("animating \("strokeEnd") of \(name)")"#),
        (#"let id = "cell-\(NSStringFromClass(cellClass))""#, #"let id = "cell-\(ObjCRuntime.className(cellClass))""#),
        // Raw and multi-line strings, and a string inside an interpolation.
        (##"let s = #"a \#(#keyPath(A.b.c)) b"#"##, ##"let s = #"a \#("b.c") b"#"##),
        ("let s = \"\"\"\n\\(#keyPath(A.b))\n\"\"\"", "let s = \"\"\"\n\\(\"b\")\n\"\"\""),
        (#"let s = "\(f("x \(#keyPath(A.b))"))""#, #"let s = "\(f("x \("b")"))""#),
    ])
    func rewrittenInsideAnInterpolation(source: String, expected: String) {
        #expect(rewrite(source) == expected)
    }

    /// Text that only looks like them is not code: left alone.
    @Test func plainTextIsLeftAlone() {
        #expect(rewrite(##"let s = "#keyPath(A.b) and NSStringFromClass(x)""##) == nil)
        #expect(rewrite(#"let s = "\(value) #keyPath(A.b)""#) == nil)
    }

    /// A selector's name inside one: `tap:` for `tap(_:)`.
    @Test func aSelectorInsideAnInterpolation() {
        #expect(rewrite(#"print("\(#selector(tap(_:)))")"#) == #"print("\(Selector("tap:"))")"#)
    }
}
