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

/// A cell made through a generic parameter (Authenticator's table helper:
/// `func dequeueReusableCell<Cell: UITableViewCell>(withClass:) -> Cell`
/// ends with `Cell(style: .default, reuseIdentifier: id)`).
struct GenericParameterCellTests {
    func rewrite(_ source: String) -> String? {
        let file = SourceFile(path: "A.swift", text: source)
        return ModuleRewriter(files: [file]).rewrite(file).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test(arguments: [
        ("func make<Cell: UITableViewCell>(_ c: Cell.Type) -> Cell { return Cell(style: .default, reuseIdentifier: id) }",
         "func make<Cell: UITableViewCell>(_ c: Cell.Type) -> Cell { return Cell.trellisMade(style: .default, reuseIdentifier: id) }"),
        ("func make<T>(_ c: T.Type) -> T where T: UITableViewCell { T.init(style: .value1, reuseIdentifier: nil) }",
         "func make<T>(_ c: T.Type) -> T where T: UITableViewCell { T.trellisMade(style: .value1, reuseIdentifier: nil) }"),
        ("final class Source<Row, Cell: UITableViewCell> { func cell() -> Cell { Cell(style: .subtitle, reuseIdentifier: \"r\") } }",
         "final class Source<Row, Cell: UITableViewCell> { func cell() -> Cell { Cell.trellisMade(style: .subtitle, reuseIdentifier: \"r\") } }"),
        // A generic function inside a generic type naming the same parameter: one rewrite.
        ("class S<Cell> { func f<Cell: UITableViewCell>() -> Cell { Cell(style: .default, reuseIdentifier: nil) } }",
         "class S<Cell> { func f<Cell: UITableViewCell>() -> Cell { Cell.trellisMade(style: .default, reuseIdentifier: nil) } }"),
    ])
    func aGenericParametersCallIsRewritten(source: String, expected: String) {
        #expect(rewrite(source) == expected)
    }

    @Test(arguments: [
        // Outside the function that declares it, `Cell` is a class's name.
        "func make<Cell: UITableViewCell>() -> Cell { fatalError() }\nlet c = Cell(style: .default, reuseIdentifier: nil)",
        // Other initialisers and other names.
        "func make<Cell: UITableViewCell>() -> Cell { Cell(style: .default) }",
        "func make<Cell: UITableViewCell>() -> UITableViewCell { UITableViewCell(style: .default, reuseIdentifier: nil) }",
        "func less<T: Comparable>(_ a: T, _ b: T) -> Bool { a < b }",
    ])
    func otherCallsAreLeftAlone(source: String) {
        #expect(rewrite(source) == nil)
    }
}

/// A view controller (or view) made through a metatype value, Apple's
/// outline menu: `viewController.init()` where `viewController` holds a
/// `UIViewController.Type` becomes `viewController.trellisMade()`; any
/// other metatype's `init()` is left as written.
struct MetatypeFactoryTests {
    func rewrite(_ source: String, also others: [String: String] = [:]) -> String? {
        let sources = others.merging(["A.swift": source]) { $1 }
        let files = sources.keys.sorted().map { SourceFile(path: $0, text: sources[$0]!) }
        let text = ModuleRewriter(files: files).rewrite(files.first { $0.path == "A.swift" }!).map { String(decoding: $0, as: UTF8.self) }
        return text?.components(separatedBy: "\n#sourceLocation(file:").first
    }

    /// The outline menu's shape: a stored `UIViewController.Type?`, bound
    /// by `if let`, then called.
    @Test func anOutlineMenusControllerIsMadeThroughTheRuntime() {
        let item = "struct Item { let outlineViewController: UIViewController.Type? }"
        let source = """
        func open(_ menuItem: Item) {
            if let viewController = menuItem.outlineViewController {
                push(viewController.init(), animated: true)
            }
        }
        """
        #expect(rewrite(source, also: ["B.swift": item]) == source.replacingOccurrences(of: ".init()", with: ".trellisMade()"))
    }

    @Test(arguments: [
        ("func show(_ type: UIViewController.Type) { push(type.init()) }", "func show(_ type: UIViewController.Type) { push(type.trellisMade()) }"),
        ("func load(_ type: UIViewController.Type) { _ = type.init(nibName: nil, bundle: nil) }",
         "func load(_ type: UIViewController.Type) { _ = type.trellisMade(nibName: nil, bundle: nil) }"),
        ("func add(viewClass: UIView.Type) { addSubview(viewClass.init(frame: .zero)) }",
         "func add(viewClass: UIView.Type) { addSubview(viewClass.trellisMade(frame: .zero)) }"),
        // A class of the module that is a controller.
        ("class Grid: UIViewController {}\nlet kind: Grid.Type = Grid.self\nlet made = kind.init()",
         "class Grid: UIViewController {}\nlet kind: Grid.Type = Grid.self\nlet made = kind.trellisMade()"),
    ])
    func aControllersOrViewsMetatypeIsRewritten(source: String, expected: String) {
        #expect(rewrite(source) == expected)
    }

    @Test(arguments: [
        // swift-argument-parser's `type.init()` of a protocol's metatype.
        "func parse(_ type: ParsableArguments.Type) { _ = type.init() }",
        // A struct's, a plain class's, and a name not declared as a metatype.
        "struct Model {}\nfunc make(_ type: Model.Type) { _ = type.init() }",
        "func make(_ type: UIViewController.Type) { _ = other.init() }",
        // Another initialiser, a type's name and `self` (static calls).
        "func make(_ type: UIViewController.Type) { _ = type.init(title: \"\") }",
        "let lookup: [String: UIViewController.Type] = [:]\nlet s = String.init()",
        "func make(_ type: UIViewController.Type) { _ = UIViewController.init() }",
    ])
    func otherMetatypesAreLeftAlone(source: String) {
        #expect(rewrite(source) == nil)
    }
}
