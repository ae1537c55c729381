import ObjCRewriter
import Testing

/// A cell that declares only some of its superclass's designated
/// initialisers gets the registration hook that traps as UIKit does; one
/// that inherits or overrides the hook's initialiser gets nothing.
struct RegistrationHookTests {
    func rewrite(_ sources: [String: String], _ path: String) -> String? {
        let files = sources.keys.sorted().map { SourceFile(path: $0, text: sources[$0]!) }
        return ModuleRewriter(files: files).rewrite(files.first { $0.path == path }!).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func nibOnlyCollectionCellGetsTrappingHook() {
        let source = "class IconCell: UICollectionViewCell {\n    required init?(coder: NSCoder) { super.init(coder: coder) }\n}"
        #expect(rewrite(["A.swift": source], "A.swift") == """
        class IconCell: UICollectionViewCell { public required convenience init(trellisRegisteredFrame frame: CGRect) \
        { fatalError("use of unimplemented initializer 'init(frame:)' for class 'IconCell'") };
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        """)
    }

    @Test func nibOnlyTableCellAndSubclassOfModuleCellGetTheirHooks() {
        let base = "class BaseCell: UITableViewCell {}"
        let sub = "final class NewsCell: BaseCell { required init?(coder: NSCoder) { super.init(coder: coder) } }"
        let text = rewrite(["A.swift": base, "B.swift": sub], "B.swift")
        #expect(text == "final class NewsCell: BaseCell { public required convenience init(trellisRegisteredWithReuseIdentifier "
            + "reuseIdentifier: String?) { fatalError(\"use of unimplemented initializer 'init(style:reuseIdentifier:)' "
            + "for class 'NewsCell'\") }; required init?(coder: NSCoder) { super.init(coder: coder) } }")
    }

    @Test func cellsThatInheritTheHookAreUnchanged() {
        let programmatic = """
        class A: UICollectionViewCell { override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { fatalError() } }
        """
        // (The opt-in registers its initialiser by selector; no hook is added.)
        #expect(rewrite(["A.swift": programmatic], "A.swift")?.contains("trellisRegistered") == false)
        #expect(rewrite(["B.swift": "class B: UITableViewHeaderFooterView { var x = 1 }"], "B.swift") == nil)
        #expect(rewrite(["C.swift": "class C: UIView { required init?(coder: NSCoder) { nil } }"], "C.swift") == nil)
    }
}
