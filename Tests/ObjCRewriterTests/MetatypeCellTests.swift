import ObjCRewriter
import Testing

/// `cellType.init(style:reuseIdentifier:)` through a metatype value
/// becomes `cellType.trellisMade(style:reuseIdentifier:)`, the same
/// length on the same line; calls that Swift makes statically (`super`,
/// `self`, a type's name) and other initialisers are left alone.
struct MetatypeCellTests {
    func rewrite(_ source: String, also others: [String: String] = [:]) -> String? {
        let sources = others.merging(["A.swift": source]) { $1 }
        let files = sources.keys.sorted().map { SourceFile(path: $0, text: sources[$0]!) }
        return ModuleRewriter(files: files).rewrite(files.first { $0.path == "A.swift" }!).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test(arguments: [
        ("let cell = row.cellType.init(style: .default, reuseIdentifier: id)",
         "let cell = row.cellType.trellisMade(style: .default, reuseIdentifier: id)"),
        ("return cellClass.init(style: style(for: row), reuseIdentifier: nil)",
         "return cellClass.trellisMade(style: style(for: row), reuseIdentifier: nil)"),
        ("let copy = type(of: cell).init(style: .value1, reuseIdentifier: \"x\")",
         "let copy = type(of: cell).trellisMade(style: .value1, reuseIdentifier: \"x\")"),
        ("let made = types[0].init(style: .subtitle, reuseIdentifier: id)",
         "let made = types[0].trellisMade(style: .subtitle, reuseIdentifier: id)"),
    ])
    func aMetatypeValuesCallIsRewritten(source: String, expected: String) {
        #expect(rewrite(source) == expected)
    }

    @Test(arguments: [
        "super.init(style: style, reuseIdentifier: reuseIdentifier)",
        "self.init(style: .default, reuseIdentifier: nil)",
        "let cell = UITableViewCell.init(style: .value1, reuseIdentifier: nil)",
        "let cell: UITableViewCell = .init(style: .value1, reuseIdentifier: nil)",
        "let view = viewType.init(frame: .zero)",
        "let cell = cellType.init(reuseIdentifier: id)",
    ])
    func otherCallsAreLeftAlone(source: String) {
        #expect(rewrite(source) == nil)
    }

    /// A module that makes the initialiser `required` (or a protocol's
    /// requirement) calls it through its own metatypes: left as written.
    @Test(arguments: [
        "class Cell: UITableViewCell { required override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) } }",
        "protocol Reusable { init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) }",
    ])
    func aModuleWithItsOwnRequiredInitializerIsLeftAlone(declaration: String) {
        #expect(rewrite("let cell = cellType.init(style: .default, reuseIdentifier: id)", also: ["B.swift": declaration]) == nil)
    }
}
