import ObjCRewriter
import Foundation
import Testing

/// Rewrites of whole files: what is blanked, what replaced, what appended.
/// Expected texts are written by hand from the rules in ModuleRewriter's
/// documentation.
struct ModuleRewriterTests {
    func rewrite(_ sources: [String: String], _ path: String) -> String? {
        let files = sources.keys.sorted().map { SourceFile(path: $0, text: sources[$0]!) }
        let rewriter = ModuleRewriter(files: files)
        return rewriter.rewrite(files.first { $0.path == path }!).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The part of a rewritten file above the appended code.
    func body(_ text: String?) -> String {
        guard let text else { return "<unchanged>" }
        guard let range = text.range(of: "\n#sourceLocation(file:") ?? text.range(of: "\nimport TrellisObjC\n") else { return text }
        return String(text[..<range.lowerBound])
    }

    @Test func attributesAreBlankedAndLinesKept() {
        let source = """
        @objcMembers final class A: NSObject {
            @IBOutlet weak var label: UILabel!
            @objc(tapped:) dynamic func tap(_ s: Any) {}
            @IBAction func go(_ s: Any) { button.addTarget(self, action: #selector(tap(_:)), for: .touchUpInside) }
        }
        """
        #expect(body(rewrite(["A.swift": source], "A.swift")) == """
                     final class A: NSObject {
                      weak var label: UILabel!
                                   func tap(_ s: Any) {}
                      func go(_ s: Any) { button.addTarget(self, action: Selector("tapped:"), for: .touchUpInside) }
        }
        """)
    }

    @Test func unchangedFileIsNotRewritten() {
        #expect(rewrite(["A.swift": "struct A { var optionalValue: Int? }"], "A.swift") == nil)
    }

    @Test func selectorsResolveAcrossFiles() {
        let sources = [
            "A.swift": "class Base: UIView { @objc func refresh(sender: Any) {} }",
            "B.swift": """
            class Screen: Base {
                @objc func close() {}
                func make() -> [Selector] {
                    [#selector(refresh), #selector(close), #selector(Screen.close), #selector(getter: isOn),
                     #selector(self.refresh(sender:)), #selector(dismiss), #selector(
                        close)]
                }
            }
            """,
        ]
        #expect(body(rewrite(sources, "B.swift")) == """
        class Screen: Base {
                  func close() {}
            func make() -> [Selector] {
                [Selector("refreshWithSender:"), Selector("close"), Selector("close"), Selector("isOn"),
                 Selector("refreshWithSender:"), Selector("dismiss"), Selector("close")
        ]
            }
        }
        """)
    }

    @Test func objcProtocolBecomesClassBoundWithDefaults() {
        let source = """
        @objc protocol D {
            func did()
            @objc optional func will(_ x: Int)
            @objc optional func height(for row: Int) -> CGFloat
        }
        final class V {
            weak var delegate: D?
            func go() { delegate?.will?(1); let h = self.delegate?.height?(for: 2) ?? 44 }
        }
        """
        let text = rewrite(["D.swift": source], "D.swift")!
        #expect(body(text) == """
              protocol D: AnyObject {
            func did()
                           func will(_ x: Int)
                           func height(for row: Int) -> CGFloat
        }
        final class V {
            weak var delegate: D?
            func go() { delegate?.will(1); let h = ObjCRuntime.optionalResult(self.delegate?.height(for: 2)) ?? 44 }
        }
        """)
        #expect(text.contains("extension D {\n    func will(_ x: Int) {  }\n    func height(for row: Int) -> CGFloat { ObjCRuntime.unimplementedOptional() }\n}"))
        #expect(text.hasSuffix("#sourceLocation()\n"))
    }

    @Test func registrationListsExposedMembers() {
        let source = """
        class V: UIView {
            @IBOutlet var items: [UIButton]!
            @objc let fixed = 1
            @objc private func tap() {}
            @objc func handle(_ g: UITapGestureRecognizer, event: UIEvent?) {}
            @objc func failing() throws {}
            func plain() {}
            #if DEBUG
            @objc func debugOnly() {}
            #endif
        }
        """
        let text = rewrite(["V.swift": source], "V.swift")!
        let entries = text.split(separator: "\n").filter { $0.contains("methods.append") }.prefix(6)
        #expect(entries.map { $0.trimmingPrefix(while: \.isWhitespace) } == [
            #"methods.append(ObjCMethod("items", arity: 0) { object, _ in (object as! V).items })"#,
            #"methods.append(ObjCMethod("setItems:", arity: 1) { object, arguments in ObjCRuntime.assign(&(object as! V).items, arguments, of: "setItems:") })"#,
            #"methods.append(ObjCMethod("fixed", arity: 0) { object, _ in (object as! V).fixed })"#,
            #"methods.append(ObjCMethod("tap", arity: 0) { object, _ in (object as! V).tap() })"#,
            #"methods.append(ObjCMethod("handle:event:", arity: 2) { object, arguments in (object as! V).handle(ObjCRuntime.argument(arguments, 0, of: "handle:event:"), event: ObjCRuntime.argument(arguments, 1, of: "handle:event:")) })"#,
            #"methods.append(ObjCMethod("debugOnly", arity: 0) { object, _ in (object as! V).debugOnly() })"#,
        ])
        #expect(text.contains("#if DEBUG\n        methods.append(ObjCMethod(\"debugOnly\""))
        #expect(!text.contains("\"failing\"") && !text.contains("\"plain\""))
        #expect(text.contains("ObjCRuntime.register(V.self, methods)"))
    }

    @Test func genericClassesAreNotRegistered() {
        let text = rewrite(["G.swift": "class G<T>: UIView { @objc func tap() {} }"], "G.swift")
        #expect(text == "class G<T>: UIView {       func tap() {} }")
    }
}

/// Generic factories: `T()` and `self.init(frame:)` through metatypes, and
/// the initialisers each class registers (FactoryRules).
struct FactoryRewriteTests {
    let source = """
    class Plain: UIView {}
    final class Titled: UIView { init(title: String) { super.init(frame: .zero) }; required init?(coder: NSCoder) { fatalError() } }
    final class Framed: UIView { override init(frame: CGRect) { super.init(frame: frame) }; required init?(coder: NSCoder) { fatalError() } }
    final class Screen: UIViewController {}
    final class Model: NSObject { override init() { super.init() } }
    extension UIView { static func autolayoutNew() -> Self { self.init(frame: .zero) } }
    enum Make { static func build<T: UIView>() -> T { T() }; static func value<T: Defaultable>() -> T { T() } }
    func controller<T>(_ t: T.Type) -> T where T: UIViewController { T.init(nibName: nil, bundle: nil) }
    """

    func rewritten() -> String {
        let file = SourceFile(path: "F.swift", text: source)
        return String(decoding: ModuleRewriter(files: [file]).rewrite(file)!, as: UTF8.self)
    }

    @Test func callsBecomeMake() {
        let lines = rewritten().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[5] == "extension UIView { static func autolayoutNew() -> Self { ObjCRuntime.make(self, frame: .zero) } }")
        #expect(lines[6] == "enum Make { static func build<T: UIView>() -> T { ObjCRuntime.make(T.self) }; static func value<T: Defaultable>() -> T { T() } }")
        #expect(lines[7] == "func controller<T>(_ t: T.Type) -> T where T: UIViewController { ObjCRuntime.make(T.self, nibName: nil, bundle: nil) }")
    }

    @Test func eachClassRegistersTheInitialisersItHas() {
        let factories = rewritten().split(separator: "\n").filter { $0.contains("registerFactory") && $0.contains("compiler") == false }
        let named = Set(factories.map { line in
            String(line.drop { $0 == " " }.dropFirst("ObjCRuntime.registerFactory(".count).prefix { $0 != "{" })
        })
        #expect(named == [
            #"Plain.self, "initWithFrame:") "#,
            #"Framed.self, "initWithFrame:") "#,
            #"Screen.self, "initWithNibName:bundle:") "#,
            #"Model.self, "init") "#,
        ])
    }
}

struct ImportRewriteTests {
    @Test func objectiveCImportNamesTrellisObjC() {
        let file = SourceFile(path: "I.swift", text: "import ObjectiveC\nimport Foundation\n#if canImport(ObjectiveC)\n#endif\n")
        let text = String(decoding: ModuleRewriter(files: [file]).rewrite(file)!, as: UTF8.self)
        #expect(text == "import TrellisObjC\nimport Foundation\n#if canImport(ObjectiveC)\n#endif\n")
    }

    /// Held-out corpus 14: a control's delegate protocol file that imports
    /// only CoreGraphics (for `CGFloat`) names TrellisUIKit, which
    /// re-exports what Core Graphics and QuartzCore give; the length of
    /// each line may change, never the lines; other imports stay.
    @Test func coreGraphicsAndQuartzCoreImportsNameTrellisUIKit() {
        let source = "import CoreGraphics\nimport QuartzCore\nimport CoreGraphicsExtras\nlet x: CGFloat = 1\n"
        let file = SourceFile(path: "D.swift", text: source)
        let text = String(decoding: ModuleRewriter(files: [file]).rewrite(file)!, as: UTF8.self)
        #expect(text == "import TrellisUIKit\nimport TrellisUIKit\nimport CoreGraphicsExtras\nlet x: CGFloat = 1\n")
    }
}

/// Overrides Objective-C allows and Swift alone does not.
struct OverrideRewriteTests {
    @Test func overridesInExtensionsMoveIntoTheClassBody() {
        let sources = [
            "Cell.swift": "final class Cell: UITableViewCell {\n    let label = UILabel()\n}\n",
            "Cell+Layout.swift": """
            extension Cell {
                public override func layoutSubviews() { super.layoutSubviews() }
                override var accessibilityLabel: String? {
                    get { label.text }
                    set { label.text = newValue }
                }
                override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
            }
            """,
        ]
        let files = sources.keys.sorted().map { SourceFile(path: $0, text: sources[$0]!) }
        let rewriter = ModuleRewriter(files: files)
        let cell = String(decoding: rewriter.rewrite(files.first { $0.path == "Cell.swift" }!)!, as: UTF8.self)
        #expect(cell == "final class Cell: UITableViewCell { public override func layoutSubviews() { _trellisExtension_layoutSubviews() }; "
            + "override var accessibilityLabel: String? { get { _trellisExtension_accessibilityLabel } set { _trellisExtension_accessibilityLabel = newValue } }; "
            + "override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { _trellisExtension_hitTest(point, with: event) };\n    let label = UILabel()\n}\n")
        let extensionFile = String(decoding: rewriter.rewrite(files.first { $0.path == "Cell+Layout.swift" }!)!, as: UTF8.self)
        #expect(extensionFile.hasPrefix("""
        extension Cell {
                            func _trellisExtension_layoutSubviews() { super.layoutSubviews() }
                     var _trellisExtension_accessibilityLabel: String? {
        """))
        #expect(extensionFile.contains("\n             func _trellisExtension_hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }"))
    }

    /// Held-out corpus 18 (JTAppleCalendar): an override in an extension
    /// marked `@available(*, unavailable)` (hiding `reloadData()` and
    /// `delegate` from the library's users) keeps the mark on the override
    /// the class body gets, which alone may call the renamed member.
    @Test func unavailableOverridesInExtensionsKeepTheirMark() {
        let sources = [
            "Month.swift": "open class Month: UICollectionView {\n}\n",
            "Month+Actions.swift": """
            extension Month {
                @available(*, unavailable)
                open override func reloadData() { super.reloadData() }
            }
            """,
        ]
        let files = sources.keys.sorted().map { SourceFile(path: $0, text: sources[$0]!) }
        let rewriter = ModuleRewriter(files: files)
        let month = String(decoding: rewriter.rewrite(files.first { $0.path == "Month.swift" }!)!, as: UTF8.self)
        #expect(month == "open class Month: UICollectionView { @available(*, unavailable) open override func reloadData() { _trellisExtension_reloadData() };\n}\n")
    }

    @Test func overridesOfExtensionMethodsAreDispatchedByTheExtension() {
        let source = """
        extension UIViewController {
            @objc func shouldPopOnBackButton() -> Bool { true }
        }
        class EditViewController: UIViewController {
            override func shouldPopOnBackButton() -> Bool { false }
        }
        """
        let file = SourceFile(path: "E.swift", text: source)
        let text = String(decoding: ModuleRewriter(files: [file]).rewrite(file)!, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == #"          func shouldPopOnBackButton() -> Bool { if !ObjCRuntime.isForwarding(self, "shouldPopOnBackButton"), let __override = self as? EditViewController { return ObjCRuntime.forwarding(self, "shouldPopOnBackButton") { __override._trellisOverride_shouldPopOnBackButton() } }; return { true }()}"#)
        #expect(lines[4] == "             func _trellisOverride_shouldPopOnBackButton() -> Bool { false }")
    }
}
